import CardKit
import JSONCoding
import SetGame

extension SimulationResult {
    /// The result as one line of JSON, keys in a fixed order (see the SPEC's "Simulation
    /// results"), so that the same run always prints the same bytes.
    ///
    /// `rounds12` lists the rounds with at least one table seen; `leftAtEnd` the counts that are
    /// not zero; both in ascending order. A Set-Chain or UltraSet run adds `"variant"` after
    /// `seed` (and lists only the table sizes seen; a standard run, all four). Games against the computer add `"opponent"` (see
    /// `DuelResult`) after `setsPerGame`. A shard adds
    /// `"shard": {"firstGame", "endGame", "totalGames"}`, and its `games` counts only its own.
    public var json: String {
        var writer = JSONWriter(style: .spaced, capacity: 2048)
        writer.object { writer in
            writer.field("games", games)
            writer.field("policy", policy.rawValue)
            writer.field("seed", seed)
            if deck != .standard { writer.field("deck", deck.rawValue) }
            if variant != .standard { writer.field("variant", variant.rawValue) }
            writer.key("tables")
            writer.object { writer in
                for (size, count) in shownTables {
                    writer.key(String(size))
                    writer.object { writer in
                        writer.field("seen", count.seen)
                        writer.field("noSet", count.noSet)
                    }
                }
            }
            writer.key(Self.roundsKey(deck))
            writer.array { writer in
                for (round, count) in rounds12.enumerated() where count.seen > 0 {
                    writer.object { writer in
                        writer.field("round", round)
                        writer.field("seen", count.seen)
                        writer.field("noSet", count.noSet)
                    }
                }
            }
            writer.key("leftAtEnd")
            writer.object { writer in
                for (left, count) in leftAtEnd.enumerated() where count > 0 {
                    writer.key(String(left))
                    writer.integer(count)
                }
            }
            writer.field("setsPerGame", setsPerGame)
            duel?.write(to: &writer)
            if !isWholeRun {
                writer.key("shard")
                writer.object { writer in
                    writer.field("firstGame", gameRange.lowerBound)
                    writer.field("endGame", gameRange.upperBound)
                    writer.field("totalGames", totalGames)
                }
            }
        }
        return writer.text
    }

    /// Reads a result from the bytes of a file: refuses text that is not UTF-8 as "not a
    /// simulation result" (the file was read; it is not what `merge` wants).
    public init(bytes: [UInt8]) throws(SimulationError) {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .invalidResult(reason: "the file is not UTF-8 text")
        }
        try self.init(json: text)
    }

    /// Reads a result written by `json` (other keys, such as timings, are ignored), checking
    /// that it could come from a run: counts in range, `noSet <= seen`, game counts that add
    /// up. The reason names the first thing wrong.
    public init(json text: String) throws(SimulationError) {
        // NB: the strict reader refuses a repeated key, so `merge` and a person reading the file
        // cannot count two different results.
        let value: JSONValue
        do { value = try JSONReader.parse(text.utf8) } catch {
            throw .invalidResult(reason: "\(error.message) (at byte \(error.offset))")
        }
        let wire: Wire
        do {
            wire = try JSONValueDecoder().decode(Wire.self, from: value)
        } catch {
            throw .invalidResult(reason: Self.describe(error))
        }
        guard let policy = Policy(rawValue: wire.policy) else {
            throw .invalidResult(reason: "unknown policy '\(wire.policy)'")
        }
        guard let deck = SetDeck(rawValue: wire.deck ?? SetDeck.standard.rawValue) else {
            throw .invalidResult(reason: "unknown deck '\(wire.deck ?? "")'")
        }
        // NB: a result written before variants has no key: it is of standard Set.
        guard let variant = SetVariant(rawValue: wire.variant ?? SetVariant.standard.rawValue) else {
            throw .invalidResult(reason: "unknown variant '\(wire.variant ?? "")'")
        }
        guard variant == .standard || deck == .standard else {
            throw .invalidResult(reason: "the \(variant.rawValue) variant is played with the standard deck only")
        }
        guard variant == .standard || wire.opponent == nil else {
            throw .invalidResult(reason: "races against the computer are simulated in standard Set only")
        }
        guard let rounds = deck == .standard ? wire.rounds12 : wire.rounds9 else {
            throw .invalidResult(reason: "missing key '\(Self.roundsKey(deck))'")
        }
        let range: Range<Int>
        let total: Int
        if let shard = wire.shard {
            guard 0 <= shard.firstGame, shard.firstGame <= shard.endGame, shard.endGame <= shard.totalGames,
                  shard.endGame - shard.firstGame == wire.games
            else { throw .invalidResult(reason: "shard range does not fit its game count") }
            (range, total) = (shard.firstGame..<shard.endGame, shard.totalGames)
        } else {
            guard wire.games >= 0 else { throw .invalidResult(reason: "negative game count") }
            (range, total) = (0..<wire.games, wire.games)
        }
        guard total <= SimulationConfiguration.maximumGames else {
            throw .invalidResult(reason: "\(total) games is more than a run can have (\(SimulationConfiguration.maximumGames))")
        }
        self.init(seed: wire.seed, policy: policy, totalGames: total, gameRange: range, deck: deck, variant: variant)
        duel = try wire.opponent?.result(games: range.count)
        for (key, count) in wire.tables {
            guard let size = Int(key), let index = tableSizes.firstIndex(of: size) else {
                throw .invalidResult(reason: "unexpected table size '\(key)'")
            }
            tables[index] = try Self.count(count.seen, count.noSet, at: "tables.\(key)", games: range.count)
        }
        let roundCount = (deck.cardCount - deck.tableSize) / SetGame.dealSize
        for round in rounds {
            guard (0..<roundCount).contains(round.round) else {
                throw .invalidResult(reason: "unexpected round \(round.round)")
            }
            rounds12[round.round] = try Self.count(round.seen, round.noSet, at: "\(Self.roundsKey(deck)) round \(round.round)", games: range.count)
        }
        for (key, count) in wire.leftAtEnd {
            let most = variant == .standard ? deck.largestSetFree : deck.cardCount
            guard let left = Int(key), (0...most).contains(left) else {
                throw .invalidResult(reason: "unexpected cards left '\(key)'")
            }
            guard count >= 0 else { throw .invalidResult(reason: "negative count \(count) at leftAtEnd.\(key)") }
            leftAtEnd[left] = UInt64(count)
        }
        var ended: UInt64 = 0
        for count in leftAtEnd {
            let (sum, overflow) = ended.addingReportingOverflow(count)
            guard !overflow else { throw .invalidResult(reason: "leftAtEnd adds up past any game count") }
            ended = sum
        }
        guard ended == UInt64(games) else {
            throw .invalidResult(reason: "leftAtEnd adds up to \(ended) games, not \(games)")
        }
    }

    /// The key of the rounds of the opening table: `rounds12` (the SPEC's), `rounds9` junior.
    static func roundsKey(_ deck: SetDeck) -> String { "rounds\(deck.tableSize)" }

    /// The most tables one game can be seen to look at: a game takes at most 27 sets and
    /// deals at most 23 times, so far fewer than this.
    static let looksPerGame: UInt64 = 100

    /// A checked count read from the file.
    private static func count(_ seen: Int64, _ noSet: Int64, at place: String, games: Int) throws(SimulationError) -> TableCount {
        guard seen >= 0 else { throw .invalidResult(reason: "negative count \(seen) at \(place).seen") }
        guard noSet >= 0 else { throw .invalidResult(reason: "negative count \(noSet) at \(place).noSet") }
        guard noSet <= seen else { throw .invalidResult(reason: "noSet \(noSet) is more than seen \(seen) at \(place)") }
        guard UInt64(seen) <= UInt64(games) * looksPerGame else {
            throw .invalidResult(reason: "seen \(seen) at \(place) is more than \(games) games can look at")
        }
        return TableCount(seen: UInt64(seen), noSet: UInt64(noSet))
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            "missing key '\(place(context.codingPath + [key]))'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "wrong type at '\(place(context.codingPath))'"
        case DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty:
            "bad value at '\(place(context.codingPath))': \(context.debugDescription)"
        case DecodingError.dataCorrupted(let context):
            "malformed JSON (\(context.underlyingError.map { "\($0)" } ?? context.debugDescription))"
        default: "malformed JSON"
        }
    }

    private static func place(_ path: [any CodingKey]) -> String {
        path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }

    /// The JSON as decoded.
    private struct Wire: Decodable {
        // NB: signed, so a negative count is named as such rather than as bad JSON.
        struct Count: Decodable { let seen: Int64, noSet: Int64 }
        struct Round: Decodable { let round: Int, seen: Int64, noSet: Int64 }
        struct ShardRange: Decodable { let firstGame: Int, endGame: Int, totalGames: Int }
        let games: Int
        let policy: String
        let seed: UInt64
        let deck: String?
        let variant: String?
        let tables: [String: Count]
        let rounds12: [Round]?
        let rounds9: [Round]?
        let leftAtEnd: [String: Int64]
        let shard: ShardRange?
        let opponent: DuelWire?
    }
}

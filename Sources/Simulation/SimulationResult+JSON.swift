import CardKit
import JSONCoding
import SetGame

extension SimulationResult {
    /// The result as one line of JSON, keys in a fixed order (see the SPEC's "Simulation
    /// results"), so that the same run always prints the same bytes.
    ///
    /// `rounds12` lists the rounds with at least one table seen; `leftAtEnd` the counts that are
    /// not zero; both in ascending order. A Set-Chain or UltraSet run adds `"variant"` after
    /// `seed` (and lists only the table sizes seen; a standard run, all four), and Set-Chain
    /// `"deckAtEnd"` after `leftAtEnd`, written as it is. Games against the computer add `"opponent"` (see
    /// `DuelResult`) after `setsPerGame`. A shard adds
    /// `"shard": {"firstGame", "endGame", "totalGames"}`, and its `games` counts only its own.
    public var json: String {
        var writer = JSONWriter(style: .spaced, capacity: 2048)
        write(to: &writer)
        return writer.text
    }

    /// Writes the result's object (`json`) to `writer`: a comparison of policies writes several.
    public func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.field(Key.games, games)
            writer.field(Key.policy, policy.rawValue)
            writer.field(Key.seed, seed)
            if deck != .standard { writer.field(Key.deck, deck.rawValue) }
            if variant != .standard { writer.field(Key.variant, variant.rawValue) }
            writer.key(Key.tables)
            writer.object { writer in
                for (size, count) in shownTables {
                    writer.key(String(size))
                    count.write(to: &writer)
                }
            }
            writer.key(Key.rounds(deck))
            writer.array { writer in
                for (round, count) in rounds12.enumerated() where count.seen > 0 {
                    count.write(to: &writer, round: round)
                }
            }
            writer.key(Key.leftAtEnd)
            Self.write(leftAtEnd, to: &writer)
            if let deckAtEnd {
                writer.key(Key.deckAtEnd)
                Self.write(deckAtEnd, to: &writer)
            }
            writer.field(Key.setsPerGame, setsPerGame)
            duel?.write(to: &writer)
            if !isWholeRun {
                writer.key(Key.shard)
                writer.object { writer in
                    writer.field(Key.firstGame, gameRange.lowerBound)
                    writer.field(Key.endGame, gameRange.upperBound)
                    writer.field(Key.totalGames, totalGames)
                }
            }
        }
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
        // NB: every key is read, its type checked, before any value is: a file wrong in two
        // ways is named by its first wrong type, key by key in this order.
        let file: ReadFile
        do { file = try ReadFile(JSONCursor(value)) } catch { throw SimulationError(error) }
        let (games, policyName, seed, deckName, variantName) = (
            file.games, file.policyName, file.seed, file.deckName, file.variantName
        )
        let (tableCounts, roundCounts, leftCounts, deckCounts) = (
            file.tableCounts, file.roundCounts, file.leftCounts, file.deckCounts
        )
        let (shard, opponent) = (file.shard, file.opponent)

        guard let policy = Policy(rawValue: policyName) else {
            throw .invalidResult(reason: "unknown policy '\(policyName)'")
        }
        guard let deck = SetDeck(rawValue: deckName ?? SetDeck.standard.rawValue) else {
            throw .invalidResult(reason: "unknown deck '\(deckName ?? "")'")
        }
        // NB: a result written before variants has no key: it is of standard Set.
        guard let variant = SetVariant(rawValue: variantName ?? SetVariant.standard.rawValue) else {
            throw .invalidResult(reason: "unknown variant '\(variantName ?? "")'")
        }
        guard variant == .standard || deck == .standard else {
            throw .invalidResult(reason: "the \(variant.rawValue) variant is played with the standard deck only")
        }
        guard variant == .standard || opponent == nil else {
            throw .invalidResult(reason: "races against the computer are simulated in standard Set only")
        }
        guard let rounds = roundCounts[deck] else {
            throw .invalidResult(reason: "missing key '\(Key.rounds(deck))'")
        }
        let range: Range<Int>
        let total: Int
        if let shard {
            guard 0 <= shard.firstGame, shard.firstGame <= shard.endGame, shard.endGame <= shard.totalGames,
                shard.endGame - shard.firstGame == games
            else { throw .invalidResult(reason: "shard range does not fit its game count") }
            (range, total) = (shard.firstGame..<shard.endGame, shard.totalGames)
        } else {
            guard games >= 0 else { throw .invalidResult(reason: "negative game count") }
            (range, total) = (0..<games, games)
        }
        guard total <= SimulationConfiguration.maximumGames else {
            throw .invalidResult(
                reason: "\(total) games is more than a run can have (\(SimulationConfiguration.maximumGames))")
        }
        self.init(seed: seed, policy: policy, totalGames: total, gameRange: range, deck: deck, variant: variant)
        duel = try opponent?.result(games: range.count)
        for (key, count) in tableCounts {
            guard let size = Int(key), let index = tableSizes.firstIndex(of: size) else {
                throw .invalidResult(reason: "unexpected table size '\(key)'")
            }
            tables[index] = try Self.count(count, at: "\(Key.tables).\(key)", games: range.count)
        }
        let roundCount = (deck.cardCount - deck.tableSize) / SetGame.dealSize
        for (round, count) in rounds {
            guard (0..<roundCount).contains(round) else {
                throw .invalidResult(reason: "unexpected round \(round)")
            }
            rounds12[round] = try Self.count(count, at: "\(Key.rounds(deck)) round \(round)", games: range.count)
        }
        // NB: only numbers of cards that moves can leave: an odd Set-Chain count made
        // fractional chain sets a game (issue 28).
        leftAtEnd = try Self.games(
            leftCounts, at: Key.leftAtEnd, cards: "cards left",
            most: variant == .standard ? deck.largestSetFree : deck.cardCount, games: games,
            possible: {
                variant.canLeave($0, of: deck.cardCount) ? nil : "no game of \(variant.title) leaves \($0) cards"
            })
        // NB: only Set-Chain counts it (a result written before it was has none); in the
        // other rules no game ends with cards in the deck, and the key means nothing.
        deckAtEnd = nil
        if variant == .chain, let deckCounts {
            deckAtEnd = try Self.games(
                deckCounts, at: Key.deckAtEnd, cards: "cards in the deck",
                most: deck.cardCount - deck.tableSize, games: games)
            try checkDeckWithinLeft()
        }
    }

    /// Writes counts of games by a number of cards, `{"0": n, "6": n, ...}`: those not zero,
    /// in ascending order.
    private static func write(_ games: [UInt64], to writer: inout JSONWriter) {
        writer.object { writer in
            for (cards, count) in games.enumerated() where count > 0 {
                writer.key(String(cards))
                writer.integer(count)
            }
        }
    }

    /// The keys of a result file read with their types checked, before any value is.
    private struct ReadFile {
        let games: Int
        let policyName: String
        let seed: UInt64
        let deckName: String?
        let variantName: String?
        let tableCounts: [(size: String, count: ReadCount)]
        let roundCounts: [SetDeck: [(round: Int, count: ReadCount)]]
        let leftCounts: [(cards: String, count: Int64)]
        let deckCounts: [(cards: String, count: Int64)]?
        let shard: (firstGame: Int, endGame: Int, totalGames: Int)?
        let opponent: OpponentFields?

        init(_ file: JSONCursor) throws(JSONCursor.Fault) {
            games = try file.required(Key.games).integer(Int.self)
            policyName = try file.required(Key.policy).string()
            seed = try file.required(Key.seed).integer(UInt64.self)
            deckName = try file.optional(Key.deck)?.string()
            variantName = try file.optional(Key.variant)?.string()
            tableCounts = try file.required(Key.tables).members().map { member throws(JSONCursor.Fault) in
                (size: member.key, count: try SimulationResult.readCount(member.value))
            }
            var roundCounts: [SetDeck: [(round: Int, count: ReadCount)]] = [:]
            for deck in SetDeck.allCases {
                roundCounts[deck] = try file.optional(Key.rounds(deck))?.items().map { item throws(JSONCursor.Fault) in
                    (round: try item.required(Key.round).integer(Int.self), count: try SimulationResult.readCount(item))
                }
            }
            self.roundCounts = roundCounts
            leftCounts = try SimulationResult.readCounts(file.required(Key.leftAtEnd))
            deckCounts = try file.optional(Key.deckAtEnd).map { counts throws(JSONCursor.Fault) in
                try SimulationResult.readCounts(counts)
            }
            if let range = try file.optional(Key.shard) {
                shard = (
                    try range.required(Key.firstGame).integer(Int.self),
                    try range.required(Key.endGame).integer(Int.self),
                    try range.required(Key.totalGames).integer(Int.self)
                )
            } else {
                shard = nil
            }
            opponent = try file.optional(Key.opponent).map { opponent throws(JSONCursor.Fault) in
                try OpponentFields(opponent)
            }
        }
    }

    /// Counts of games by a number of cards as read. NB: signed, so a negative count is named
    /// as such rather than as a bad value.
    private static func readCounts(_ value: JSONCursor) throws(JSONCursor.Fault) -> [(cards: String, count: Int64)] {
        try value.members().map { member throws(JSONCursor.Fault) in (member.key, try member.value.integer(Int64.self))
        }
    }

    /// Counts of games by a number of cards (`leftAtEnd`, `deckAtEnd`), checked: numbers of
    /// cards from 0 to `most` that `possible` finds no fault with (it says why not), counts not
    /// negative and adding up to `games`.
    private static func games(
        _ counts: [(cards: String, count: Int64)], at key: JSONKey, cards words: String, most: Int, games: Int,
        possible: (Int) -> String? = { _ in nil }
    ) throws(SimulationError) -> [UInt64] {
        var result = [UInt64](repeating: 0, count: leftCount)
        for (name, count) in counts {
            guard let cards = Int(name), String(cards) == name, (0...most).contains(cards) else {
                throw .invalidResult(reason: "unexpected \(words) '\(name)'")
            }
            if let why = possible(cards) { throw .invalidResult(reason: "unexpected \(words) '\(name)': \(why)") }
            guard count >= 0 else { throw .invalidResult(reason: "negative count \(count) at \(key).\(name)") }
            result[cards] = UInt64(count)
        }
        var ended: UInt64 = 0
        for count in result {
            let (sum, overflow) = ended.addingReportingOverflow(count)
            guard !overflow else { throw .invalidResult(reason: "\(key) adds up past any game count") }
            ended = sum
        }
        guard ended == UInt64(games) else {
            throw .invalidResult(reason: "\(key) adds up to \(ended) games, not \(games)")
        }
        return result
    }

    /// The most tables one game can be seen to look at: a game takes at most 27 sets and
    /// deals at most 23 times, so far fewer than this.
    static let looksPerGame: UInt64 = 100

    /// A table count as read. NB: signed, so a negative count is named as such rather than as
    /// a bad value.
    private typealias ReadCount = (seen: Int64, noSet: Int64)

    private static func readCount(_ value: JSONCursor) throws(JSONCursor.Fault) -> ReadCount {
        (try value.required(Key.seen).integer(Int64.self), try value.required(Key.noSet).integer(Int64.self))
    }

    /// A checked count read from the file.
    private static func count(_ count: ReadCount, at place: String, games: Int) throws(SimulationError) -> TableCount {
        let (seen, noSet) = count
        guard seen >= 0 else { throw .invalidResult(reason: "negative count \(seen) at \(place).\(Key.seen)") }
        guard noSet >= 0 else { throw .invalidResult(reason: "negative count \(noSet) at \(place).\(Key.noSet)") }
        guard noSet <= seen else {
            throw .invalidResult(reason: "noSet \(noSet) is more than seen \(seen) at \(place)")
        }
        guard UInt64(seen) <= UInt64(games) * looksPerGame else {
            throw .invalidResult(reason: "seen \(seen) at \(place) is more than \(games) games can look at")
        }
        return TableCount(seen: UInt64(seen), noSet: UInt64(noSet))
    }
}

extension TableCount {
    /// Writes `{"seen", "noSet"}`, or with a `round` first `{"round", "seen", "noSet"}`.
    func write(to writer: inout JSONWriter, round: Int? = nil) {
        typealias Key = SimulationResult.Key
        writer.object { writer in
            if let round { writer.field(Key.round, round) }
            writer.field(Key.seen, seen)
            writer.field(Key.noSet, noSet)
        }
    }
}

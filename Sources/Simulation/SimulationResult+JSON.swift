import Foundation
import GameKit

/// Why simulation results could not be read or merged.
public enum SimulationError: Error, Hashable, Sendable {
    /// The text is not a simulation result; `reason` says what is wrong.
    case invalidResult(reason: String)
    /// Results of different runs (seed, policy or game count differ).
    case differentRuns
    /// Two results cover some of the same games.
    case overlap(Range<Int>, Range<Int>)
    /// No result covers the games `missing`.
    case gap(missing: Range<Int>)
    /// Nothing to merge.
    case empty
}

extension SimulationError: CustomStringConvertible {
    /// The error in words, for `merge`'s message.
    public var description: String {
        switch self {
        case .invalidResult(let reason): "not a simulation result: \(reason)"
        case .differentRuns: "the results are of different runs (seed, policy or game count differ)"
        case .overlap(let a, let b): "games \(a.lowerBound)..<\(a.upperBound) and \(b.lowerBound)..<\(b.upperBound) overlap"
        case .gap(let missing): "no result covers games \(missing.lowerBound)..<\(missing.upperBound)"
        case .empty: "no results to merge"
        }
    }
}

extension SimulationResult {
    /// The result as one line of JSON, keys in a fixed order (see the SPEC's "Simulation
    /// results"), so that the same run always prints the same bytes.
    ///
    /// `rounds12` lists the rounds with at least one table seen; `leftAtEnd` the counts that are
    /// not zero; both in ascending order. A shard adds
    /// `"shard": {"firstGame", "endGame", "totalGames"}`, and its `games` counts only its own.
    public var json: String {
        var writer = JSONWriter(style: .spaced, capacity: 2048)
        writer.object { writer in
            writer.field("games", games)
            writer.field("policy", policy.rawValue)
            writer.field("seed", seed)
            writer.key("tables")
            writer.object { writer in
                for (size, count) in zip(Self.tableSizes, tables) {
                    writer.key(String(size))
                    writer.object { writer in
                        writer.field("seen", count.seen)
                        writer.field("noSet", count.noSet)
                    }
                }
            }
            writer.key("rounds12")
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

    /// Reads a result written by `json` (other keys, such as timings, are ignored).
    public init(json text: String) throws(SimulationError) {
        let wire: Wire
        do {
            wire = try JSONDecoder().decode(Wire.self, from: Data(text.utf8))
        } catch {
            throw .invalidResult(reason: Self.describe(error))
        }
        guard let policy = Policy(rawValue: wire.policy) else {
            throw .invalidResult(reason: "unknown policy '\(wire.policy)'")
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
        self.init(seed: wire.seed, policy: policy, totalGames: total, gameRange: range)
        for (key, count) in wire.tables {
            guard let size = Int(key), let index = Self.tableSizes.firstIndex(of: size) else {
                throw .invalidResult(reason: "unexpected table size '\(key)'")
            }
            tables[index] = TableCount(seen: count.seen, noSet: count.noSet)
        }
        for round in wire.rounds12 {
            guard rounds12.indices.contains(round.round) else {
                throw .invalidResult(reason: "unexpected round \(round.round)")
            }
            rounds12[round.round] = TableCount(seen: round.seen, noSet: round.noSet)
        }
        for (key, count) in wire.leftAtEnd {
            guard let left = Int(key), leftAtEnd.indices.contains(left) else {
                throw .invalidResult(reason: "unexpected cards left '\(key)'")
            }
            leftAtEnd[left] = count
        }
        guard leftAtEnd.reduce(0, +) == UInt64(games) else {
            throw .invalidResult(reason: "leftAtEnd does not add up to the game count")
        }
    }

    /// Merges the results of the slices of one run, in any order, into the result of the
    /// slices together: exactly what one run over those games gives.
    public static func merge(_ results: [SimulationResult]) throws(SimulationError) -> SimulationResult {
        let sorted = results.sorted {
            ($0.gameRange.lowerBound, $0.gameRange.upperBound) < ($1.gameRange.lowerBound, $1.gameRange.upperBound)
        }
        guard var merged = sorted.first else { throw .empty }
        for next in sorted.dropFirst() {
            guard next.seed == merged.seed, next.policy == merged.policy, next.totalGames == merged.totalGames
            else { throw .differentRuns }
            if next.gameRange.lowerBound < merged.gameRange.upperBound {
                throw .overlap(merged.gameRange, next.gameRange)
            }
            if next.gameRange.lowerBound > merged.gameRange.upperBound {
                throw .gap(missing: merged.gameRange.upperBound..<next.gameRange.lowerBound)
            }
            guard let both = merged.merged(with: next) else { throw .differentRuns }
            merged = both
        }
        return merged
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "missing key '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "wrong type at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
        default: "malformed JSON"
        }
    }

    /// The JSON as decoded.
    private struct Wire: Decodable {
        struct Count: Decodable { let seen: UInt64, noSet: UInt64 }
        struct Round: Decodable { let round: Int, seen: UInt64, noSet: UInt64 }
        struct ShardRange: Decodable { let firstGame: Int, endGame: Int, totalGames: Int }
        let games: Int
        let policy: String
        let seed: UInt64
        let tables: [String: Count]
        let rounds12: [Round]
        let leftAtEnd: [String: UInt64]
        let shard: ShardRange?
    }
}

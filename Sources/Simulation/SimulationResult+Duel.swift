import CardKit
import JSONCoding

extension DuelResult {
    /// Writes the result's `"opponent"` object into an open JSON object: the levels, the
    /// counts (`countKeys`), and the opponent's win rate with its 95% interval.
    func write(to writer: inout JSONWriter) {
        writer.key(SimulationResult.Key.opponent)
        writer.object { writer in
            writer.field(Key.level, duel.opponent.rawValue)
            writer.field(Key.person, duel.person.rawValue)
            for (key, count) in zip(Self.countKeys, counts) {
                writer.field(key, count)
            }
            let rate = opponentWinRate
            writer.key(Key.opponentWinRate)
            writer.object { writer in
                writer.field(Key.value, rate.value)
                writer.field(Key.low, rate.low)
                writer.field(Key.high, rate.high)
            }
        }
    }

    /// The counts of `other`, a result of the same duel, added to these; throws
    /// `countOverflow` past 2^64.
    func adding(_ other: DuelResult) throws(SimulationError) -> DuelResult {
        var sum = self
        var counts = counts
        for (index, count) in other.counts.enumerated() {
            let (total, overflow) = counts[index].addingReportingOverflow(count)
            guard !overflow else { throw .countOverflow }
            counts[index] = total
        }
        sum.counts = counts
        return sum
    }

    /// The duel's part of `report`.
    var report: [String] {
        let games = Double(max(1, self.games))
        func row(_ label: String, _ rate: Estimate, _ count: UInt64) -> String {
            label.padded(to: 18)
                + String(cFormat: "%7.3f%%  [%.3f%%, %.3f%%]  ", 100 * rate.value, 100 * rate.low, 100 * rate.high)
                + "(\(count.games))"
        }
        let sets = Double(opponentSets + personSets)
        return [
            "who wins, 95% confidence interval (Wilson):",
            "  " + row("opponent (\(duel.opponent.rawValue))", opponentWinRate, opponentWins),
            "  " + row("person (\(duel.person.rawValue))", personWinRate, personWins),
            "  " + row("tie", tieRate, ties),
            "",
            String(
                cFormat: "per game: sets %.2f by the opponent, %.2f by the person; slips %.2f and %.2f; deals %.2f",
                Double(opponentSets) / games, Double(personSets) / games,
                Double(opponentSlips) / games, Double(personSlips) / games, Double(deals) / games),
            String(
                cFormat: "virtual time: %.1f s a game, a set every %.2f s",
                Double(milliseconds) / 1000 / games, sets == 0 ? 0 : Double(milliseconds) / 1000 / sets),
        ]
    }
}

/// The `"opponent"` object as read back (`SimulationResult(json:)`), every key's type checked.
struct OpponentFields {
    typealias Key = DuelResult.Key
    let level: String
    let person: String
    /// The values of `DuelResult.countKeys`. NB: signed, so a negative count is named as such
    /// rather than as a bad value.
    let counts: [Int64]

    init(_ object: JSONCursor) throws(JSONCursor.Fault) {
        level = try object.required(Key.level).string()
        person = try object.required(Key.person).string()
        counts = try DuelResult.countKeys.map { key throws(JSONCursor.Fault) in
            try object.required(key).integer(Int64.self)
        }
    }

    /// The result it describes, checked against the `games` of the file: known levels,
    /// counts not negative, one outcome per game, no more sets than the cards allow.
    func result(games: Int) throws(SimulationError) -> DuelResult {
        guard let opponent = OpponentLevel(rawValue: level) else {
            throw .invalidResult(reason: "unknown opponent level '\(level)'")
        }
        guard let person = OpponentLevel(rawValue: person) else {
            throw .invalidResult(reason: "unknown person level '\(self.person)'")
        }
        var result = DuelResult(duel: Duel(opponent: opponent, person: person))
        for (key, value) in zip(DuelResult.countKeys, counts) where value < 0 {
            throw .invalidResult(reason: "negative count \(value) at \(SimulationResult.Key.opponent).\(key)")
        }
        result.counts = counts.map { UInt64($0) }
        guard result.games == UInt64(games) else {
            throw .invalidResult(
                reason: "the opponent's wins, losses and ties add up to \(result.games) games, not \(games)")
        }
        guard result.opponentSets + result.personSets <= UInt64(games) * 27 else {
            throw .invalidResult(reason: "more sets than \(games) games hold")
        }
        return result
    }
}

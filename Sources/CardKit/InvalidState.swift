/// A game state that the rules cannot reach, found by a game's `validate()`: the first thing
/// wrong, in words (`table holds card 2RTO twice`).
///
/// The save loader, the fuzzer and the tests all call the same `validate()`, so a state that
/// one of them accepts is a state the engine can play on without crashing.
public struct InvalidState: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, as a phrase without a trailing full stop.
    public let reason: String

    /// A violation described by `reason`.
    public init(_ reason: String) {
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }

    /// The largest magnitude a counter (score, flips, choices, sets found) may have in a
    /// valid state: far beyond any game played, far below where arithmetic could overflow.
    public static let counterLimit = 1_000_000_000

    /// Throws unless `value` lies in `range`, naming `what`.
    public static func check(_ value: Int, in range: ClosedRange<Int>, _ what: String) throws(InvalidState) {
        guard range.contains(value) else {
            throw InvalidState("\(what) \(value) is out of range (\(range.lowerBound) to \(range.upperBound))")
        }
    }

    /// Throws unless `condition` holds, with `reason`.
    public static func require(_ condition: Bool, _ reason: @autoclosure () -> String) throws(InvalidState) {
        guard condition else { throw InvalidState(reason()) }
    }
}

import CardKit
import Concentration
import SetGame

/// The computer at a game's table: its policy, the player it is, its own random numbers, and
/// what it means to do next with when it decided (`plannedAt`, on the session's clock).
///
/// The session keeps one per game in `Games`, so `undo` and `save` keep it too; it plans
/// again after every change of its game (a person's move resets its think time).
public struct OpponentSeat<Policy, Plan>: Sendable, Equatable, Codable
where Policy: OpponentPolicy, Plan: OpponentPlanning {
    /// The policy (`SetOpponent`, `ConcentrationOpponent` with its memory).
    public var policy: Policy
    /// The computer's index among the game's players.
    public var player: Int
    /// The computer's own random numbers (think times, choices), derived from the game's seed.
    public var generator: SeededGenerator
    /// What it does once its think time has passed.
    public var plan: Plan
    /// When the plan was made.
    public var plannedAt: Double

    /// When the computer moves, on the session's clock; `nil` when it has nothing to do.
    public var due: Double? { plan.isIdle ? nil : plannedAt + plan.thinkSeconds }

    /// Checks a saved seat: the computer among `players` under its name, a plan made at a
    /// time with a think time that is one.
    func validate(players: [Player]) throws(InvalidState) {
        try InvalidState.require(
            players.indices.contains(player) && players[player].name == Player.computerName,
            "the computer's seat \(player) is not the player '\(Player.computerName)'")
        try InvalidState.require(
            plannedAt.isFinite && plannedAt >= 0, "the computer's plan time \(plannedAt) is not a time")
        try InvalidState.require(
            plan.thinkSeconds.isFinite && plan.thinkSeconds >= 0 && plan.thinkSeconds <= 86_400,
            "the computer's think time \(plan.thinkSeconds) is out of range")
    }
}

/// What the session needs of a policy: how well it plays.
public protocol OpponentPolicy: Sendable, Equatable, Codable {
    /// How well it plays.
    var level: OpponentLevel { get }
}

/// What the session needs of a plan: its think time, whether there is a move at all, and
/// the move as a command.
public protocol OpponentPlanning: Sendable, Equatable, Codable {
    /// Seconds from the plan to the move.
    var thinkSeconds: Double { get }
    /// Whether there is nothing to do.
    var isIdle: Bool { get }
    /// The plan to do nothing.
    static var idle: Self { get }
    /// The move as the command the computer makes; `nil` with nothing to do.
    var command: Command? { get }
}

extension SetOpponent: OpponentPolicy {}

extension ConcentrationOpponent: OpponentPolicy {}

extension SetOpponentPlan: OpponentPlanning {
    /// Whether there is nothing to do.
    public var isIdle: Bool { move == .none }

    /// A claim of the cards planned, or a deal.
    public var command: Command? {
        switch move {
        case .claim(let cards): .choose(cards.map(Target.card))
        case .deal: .deal
        case .none: nil
        }
    }
}

extension ConcentrationOpponentPlan: OpponentPlanning {
    /// Whether there is nothing to do.
    public var isIdle: Bool { move == .none }

    /// The card planned, by slot.
    public var command: Command? {
        if case .choose(let slot) = move { .choose([.slot(slot)]) } else { nil }
    }
}

/// The computer at the Set table.
public typealias SetOpponentSeat = OpponentSeat<SetOpponent, SetOpponentPlan>
/// The computer at the Concentration table.
public typealias ConcentrationOpponentSeat = OpponentSeat<ConcentrationOpponent, ConcentrationOpponentPlan>

/// How the seat's generator is derived from the game's seed, so that the same seed and the
/// same commands give the same opponent: the seed mixed with a constant per game.
enum OpponentSalt {
    static let set: UInt64 = 0x5E7_0990
    static let concentration: UInt64 = 0xC0_4C_0990
}

/// A refusal of one game, described by the game's own type (Set's engine errors and its
/// puzzle's, trial's and `why`'s refusals; Concentration's; the matching game's): the
/// interpreter carries it as `InterpreterError.game` and never asks which game's it is.
public protocol GameRefusal: Error, Sendable {
    /// The one-line message, without the `error: ` prefix (made safe to show by
    /// `InterpreterError.message`).
    var message: String { get }
    /// Whether `other` is the same refusal.
    func isEqual(to other: any GameRefusal) -> Bool
}

extension GameRefusal where Self: Equatable {
    public func isEqual(to other: any GameRefusal) -> Bool { (other as? Self) == self }
}

/// A game's refusal as `InterpreterError` holds it: compared by the game's own type.
public struct GameError: Error, Equatable, Sendable {
    /// The game's refusal.
    public let refusal: any GameRefusal

    /// Holds `refusal`.
    public init(_ refusal: any GameRefusal) { self.refusal = refusal }

    public static func == (lhs: GameError, rhs: GameError) -> Bool { lhs.refusal.isEqual(to: rhs.refusal) }
}

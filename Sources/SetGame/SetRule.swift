/// What happens to a match once it leaves the table: the seeds disagree, so it is a setting.
public enum SetRule: String, CaseIterable, Sendable, Codable {
    /// The real game (default): the table is refilled from the deck while it has fewer than 12.
    case refill
    /// Seed 002: matched cards leave and nothing replaces them.
    case remove
    /// Seed 000: every match is replaced by 3 new cards while the deck lasts.
    case replace

    /// One line for `help` and the man page.
    public var summary: String {
        switch self {
        case .refill: "a match is refilled from the deck while the table has fewer than 12 (default)"
        case .remove: "matched cards are removed and not replaced (seed 002)"
        case .replace: "every match is replaced by 3 new cards while the deck lasts (seed 000)"
        }
    }
}

extension SetRule {
    /// How many fresh cards follow a move whose `taken` cards leave a table that keeps `kept`
    /// (before the deck's size is considered): refill up to `tableSize`, none, or one for
    /// each card taken, at most a deal's 3. The one statement of the rules that the engine, the
    /// solver and the rollouts of `hint best` follow.
    @inlinable
    public func freshCards(taken: Int, kept: Int, tableSize: Int) -> Int {
        switch self {
        case .refill: min(taken, max(0, tableSize &- kept))
        case .remove: 0
        case .replace: min(taken, 3)
        }
    }
}

/// Whether the three selected cards are being shown as a match or a mismatch.
public enum Reveal: String, Sendable, Codable {
    /// Fewer than three cards selected.
    case none
    /// Three selected cards form a set; they leave at the next `choose` or `deal`.
    case match
    /// Three selected cards do not; the next `choose` clears them.
    case mismatch
}

/// How strongly a computer opponent plays: how fast it thinks, how well it remembers, how
/// often it slips. Each game's opponent turns the level into its own parameters
/// (`SetOpponent.Profile`, `ConcentrationOpponent.Profile`), documented in animset(1).
public enum OpponentLevel: String, CaseIterable, Sendable, Codable {
    /// A beginner: slow, forgetful, sometimes calls three cards that are not a set.
    case easy
    /// An ordinary player.
    case medium
    /// A strong player: quick and rarely wrong, but never faster than a person's hands.
    case hard
}

/// The one place animset reads the system's random source: the prompt's first seed.
public enum SeedSource {
    /// A seed from the system's random source in `range` (the executable passes
    /// `SeededGenerator.shortSeeds`, six digits, as new games get theirs), for the first game at
    /// the prompt when no `--seed` was given, so that every launch deals a new game.
    ///
    /// NB: only the executable calls it, only for the prompt; engines stay seeded, and scripts
    /// keep the default seed, so the same script prints the same bytes everywhere.
    public static func randomSeed(in range: ClosedRange<UInt64>) -> UInt64 {
        var source = SystemRandomNumberGenerator()
        return UInt64.random(in: range, using: &source)
    }
}

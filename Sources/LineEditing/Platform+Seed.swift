/// The one place animset reads the system's random source: the prompt's first seed.
extension Platform {
    /// The largest seed the prompt draws: six digits, short enough to type back in.
    public static let randomSeedLimit: UInt64 = 999_999

    /// A seed from the system's random source (1 to `randomSeedLimit`), for the first game at
    /// the prompt when no `--seed` was given, so that every launch deals a new game.
    ///
    /// NB: only the executable calls it, only for the prompt; engines stay seeded, and scripts
    /// keep the default seed, so the same script prints the same bytes everywhere.
    public static func randomSeed() -> UInt64 {
        var source = SystemRandomNumberGenerator()
        return UInt64.random(in: 1...randomSeedLimit, using: &source)
    }
}

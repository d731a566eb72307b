/// Slice `index` of `count` of a seeded run: games `[index·G/count, (index+1)·G/count)` of `G`.
public struct Shard: Hashable, Sendable {
    /// Which slice, from 0.
    public let index: Int
    /// How many slices the run is cut into.
    public let count: Int

    /// A shard; `nil` unless `0 <= index < count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, (0..<count).contains(index) else { return nil }
        (self.index, self.count) = (index, count)
    }

    /// Parses `I/N`, as in `--shard 3/10`; `nil` when malformed or out of range.
    public init?(parsing text: some StringProtocol) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// The games of a run of `games` games that this shard plays.
    public func range(of games: Int) -> Range<Int> {
        Shard.boundary(index, of: count, games: games)..<Shard.boundary(index + 1, of: count, games: games)
    }

    /// `⌊part·games/count⌋` without overflow.
    static func boundary(_ part: Int, of count: Int, games: Int) -> Int {
        let product = games.multipliedFullWidth(by: part)
        return count.dividingFullWidth(product).quotient
    }
}

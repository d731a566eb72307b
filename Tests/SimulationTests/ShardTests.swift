import Expectations
import Testing

@testable import Simulation

@Suite struct ShardTests {
    @Test(arguments: [("0/1", 0, 1), ("3/10", 3, 10), ("9/10", 9, 10)])
    func parses(text: String, index: Int, count: Int) {
        expectEqual(Shard(parsing: text), Shard(index: index, count: count))
    }

    @Test(arguments: ["", "1", "1/", "/2", "2/2", "-1/3", "a/b", "1/2/3", "0/0"])
    func rejects(text: String) {
        expectEqual(Shard(parsing: text), nil)
    }

    @Test(arguments: [7, 10, 1000, 1_000_003])
    func shardsTileTheRun(games: Int) {
        for count in [1, 2, 3, 7] {
            var next = 0
            for index in 0..<count {
                let range = Shard(index: index, count: count)?.range(of: games)
                expectEqual(range?.lowerBound, next)
                next = range?.upperBound ?? -1
            }
            expectEqual(next, games)
        }
    }
}

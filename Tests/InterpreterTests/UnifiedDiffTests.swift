import CardKit
import Expectations
import Testing

@testable import Interpreter

/// Issue 28, item 2: `check`'s diff was a table of every line against every line (3.6 GB for
/// 400 failing commands). It is now Myers' search in bounded steps: each script turns one side
/// into the other, is the shortest one when the changes are cheap, and the diff it prints is
/// bounded, saying how many more lines differ.
@Suite struct UnifiedDiffTests {
    /// The length of the longest common subsequence, by the table the diff used to build.
    static func commonLength(_ a: [String], _ b: [String]) -> Int {
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        return lengths[0][0]
    }

    /// `a` and `b` rebuilt from `script`'s steps, and how many steps changed a line.
    static func replay(_ a: [String], _ b: [String], cost: Int) -> (old: [String], new: [String], edits: Int) {
        var (old, new, edits) = ([String](), [String](), 0)
        UnifiedDiff.script(a, b, cost: cost) { operation in
            switch operation {
            case .same(let i, let j):
                expectEqual(a[i], b[j])
                old.append(a[i])
                new.append(b[j])
            case .removed(let i):
                old.append(a[i])
                edits += 1
            case .added(let j):
                new.append(b[j])
                edits += 1
            }
        }
        return (old, new, edits)
    }

    @Test(arguments: 0..<12)
    func scriptsTurnOneSideIntoTheOtherShortestWhenCheap(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        for _ in 0..<40 {
            let alphabet = ["a", "b", "c", "d"].prefix(Int.random(in: 1...4, using: &generator))
            let a = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator) ?? "a"
            }
            let b = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator) ?? "a"
            }
            let shortest = a.count + b.count - 2 * Self.commonLength(a, b)
            let full = Self.replay(a, b, cost: UnifiedDiff.maximumCost)
            #expect(full.old == a && full.new == b)
            expectEqual(full.edits, shortest, "\(a) -> \(b)")
            // Steps of a few edits at a time: still a script from a to b, never shorter.
            let stepped = Self.replay(a, b, cost: 3)
            #expect(stepped.old == a && stepped.new == b)
            #expect(stepped.edits >= shortest)
        }
    }

    @Test func aSmallDiffIsUnchanged() {
        let a = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
        var b = a
        b[4] = "five"
        b.insert("new", at: 8)
        let diff = UnifiedDiff.make(expected: a, actual: b, expectedName: "a", actualName: "b")
        expectEqual(
            diff,
            """
            --- a
            +++ b
            @@ -2,9 +2,10 @@
             2
             3
             4
            -5
            +five
             6
             7
             8
            +new
             9
             10

            """)
        #expect(UnifiedDiff.make(expected: a, actual: a, expectedName: "a", actualName: "b").isEmpty)
    }

    @Test func aDiffOfEveryLineDifferingIsBoundedAndSaysHowManyMore() {
        let a = (0..<20_000).map { "board line \($0)" }
        let b = (0..<20_000).map { "other line \($0)" }
        let diff = UnifiedDiff.make(expected: a, actual: b, expectedName: "a", actualName: "b")
        let lines = diff.split(separator: "\n")
        let shown = lines.count {
            $0.hasPrefix("-") && !$0.hasPrefix("---") || $0.hasPrefix("+") && !$0.hasPrefix("+++")
        }
        expectEqual(shown, UnifiedDiff.maximumLines)
        #expect(lines.count <= UnifiedDiff.maximumLines + 10)
        // One run of changes: its removals come first, as diff(1) shows them.
        expectEqual(
            lines.last, "... 39800 more lines differ (19800 removed, 20000 added): the diff stops after 200 lines")
    }

    @Test func aBoundedDiffShowsTheFirstChangesWhole() {
        // Changes far apart: the first hunks are whole, the count covers the rest.
        let a = (0..<10_000).map { "line \($0)" }
        let b = a.enumerated().map { $0.offset % 100 == 50 ? "changed \($0.offset)" : $0.element }
        let diff = UnifiedDiff.make(expected: a, actual: b, expectedName: "a", actualName: "b")
        expectContains(diff, "@@ -48,7 +48,7 @@\n line 47\n line 48\n line 49\n-line 50\n+changed 50\n line 51\n")
        let hunks = diff.split(separator: "\n").count { $0.hasPrefix("@@") }
        // Each hunk is 3 + 2 + 3 lines; 200 lines hold 25 of the 100.
        expectEqual(hunks, 25)
        #expect(diff.hasSuffix("... 150 more lines differ (75 removed, 75 added): the diff stops after 200 lines\n"))
    }
}

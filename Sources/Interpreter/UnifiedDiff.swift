/// A unified diff of two lists of lines, for `animset check`.
///
/// Bounded in memory, time and length whatever the input: the edit script comes from Myers'
/// greedy algorithm run in steps of at most `maximumCost` edits (each step keeps the furthest
/// path it found, so memory is O(`maximumCost`²) beside the lines themselves, and time
/// O((n + m) · `maximumCost`)), and is consumed as it is made; the diff shows at most `limit`
/// lines of hunks (and the context after the last change), then one line saying how many more
/// lines differ.
public enum UnifiedDiff {
    /// The most lines of hunks a diff shows (its `@@` headers not counted).
    public static let maximumLines = 200

    /// The most edits one step of the search explores before it keeps the furthest path it
    /// found. Differences that cost fewer edits than this between two matching lines get the
    /// shortest script; longer runs of differing lines get a correct script, not always the
    /// shortest.
    public static let maximumCost = 256

    /// The diff of `expected` against `actual` with `context` lines around each change, or an
    /// empty string when they are equal. Line numbers are 1-based in each side. After `limit`
    /// lines of hunks, a last line says how many more lines differ.
    /// `shown` turns a line into what the diff prints of it.
    public static func make<Line: StringProtocol>(
        expected: [Line], actual: [Line], expectedName: String, actualName: String,
        context: Int = 3, limit: Int = maximumLines,
        shown: @escaping (Line) -> String = { String($0) }
    ) -> String {
        guard expected != actual else { return "" }
        var hunks = HunkWriter(expected: expected, actual: actual, context: context, limit: limit, shown: shown)
        script(expected, actual) { hunks.take($0) }
        return hunks.finish(expectedName: expectedName, actualName: actualName)
    }

    /// One step of an edit script: the indices are those of the line in each list.
    enum Operation: Equatable {
        case same(Int, Int), removed(Int), added(Int)
    }

    /// The edit script of `a` into `b`, handed to `body` in order, within each run of changes
    /// removals first. Shortest wherever a run of changes costs fewer than `cost` edits.
    static func script<Line: StringProtocol>(
        _ a: [Line], _ b: [Line], cost: Int = maximumCost, _ body: (Operation) -> Void
    ) {
        var (x, y) = (0, 0)
        var removed: [Int] = []
        var added: [Int] = []
        func flush() {
            for index in removed { body(.removed(index)) }
            for index in added { body(.added(index)) }
            removed.removeAll(keepingCapacity: true)
            added.removeAll(keepingCapacity: true)
        }
        func emit(_ operation: Operation) {
            switch operation {
            case .same:
                flush()
                body(operation)
            case .removed(let index): removed.append(index)
            case .added(let index): added.append(index)
            }
        }
        while x < a.count || y < b.count {
            while x < a.count, y < b.count, a[x] == b[y] {
                emit(.same(x, y))
                x += 1
                y += 1
            }
            if x == a.count || y == b.count {
                while x < a.count {
                    emit(.removed(x))
                    x += 1
                }
                while y < b.count {
                    emit(.added(y))
                    y += 1
                }
                break
            }
            for operation in step(a, b, from: (x, y), cost: max(1, cost)) {
                emit(operation)
                switch operation {
                case .same:
                    x += 1
                    y += 1
                case .removed: x += 1
                case .added: y += 1
                }
            }
        }
        flush()
    }

    /// Myers' greedy search from `start` (where the lines differ) for at most `cost` edits:
    /// the shortest script to the ends if it costs no more, otherwise the shortest one to the
    /// furthest point `cost` edits reach. Never empty.
    private static func step<Line: StringProtocol>(_ a: [Line], _ b: [Line], from start: (Int, Int), cost: Int)
        -> [Operation]
    {
        let (n, m) = (a.count - start.0, b.count - start.1)
        let most = min(cost, n + m)
        let offset = most + 1
        // NB: v[offset + k] is the furthest x on diagonal k (x - y) after d edits; trace[d]
        // keeps v's diagonals -d...d after round d, for the walk back.
        var v = [Int](repeating: 0, count: 2 * most + 3)
        var trace: [[Int]] = []
        trace.reserveCapacity(most + 1)
        var end: (d: Int, k: Int)?
        for d in 0...most {
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if d == 0 {
                    x = 0
                } else if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                // NB: off the grid (past one list's end) a diagonal is dead: kept below the
                // others so that it is never chosen.
                guard x <= n, y <= m, y >= 0 else {
                    v[offset + k] = x <= n && y >= 0 ? min(x, n) : -1
                    continue
                }
                while x < n, y < m, a[start.0 + x] == b[start.1 + y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x == n, y == m, end == nil { end = (d, k) }
            }
            trace.append(Array(v[(offset - d)...(offset + d)]))
            if end != nil { break }
        }
        let finish = end ?? furthest(trace[most], d: most, n: n, m: m)
        return walkBack(trace, to: finish, from: start)
    }

    /// The diagonal of round `d` whose point is furthest along (largest x + y) and on the grid.
    private static func furthest(_ row: [Int], d: Int, n: Int, m: Int) -> (d: Int, k: Int) {
        var best = (d: d, k: d, reach: -1)
        for k in stride(from: -d, through: d, by: 2) {
            let x = row[k + d]
            let y = x - k
            if x >= 0, x <= n, y >= 0, y <= m, 2 * x - k > best.reach { best = (d, k, 2 * x - k) }
        }
        return (best.d, best.k)
    }

    /// The script of the path that ends on diagonal `finish.k` after `finish.d` edits.
    private static func walkBack(_ trace: [[Int]], to finish: (d: Int, k: Int), from start: (Int, Int)) -> [Operation] {
        var operations: [Operation] = []
        var x = trace[finish.d][finish.k + finish.d]
        var y = x - finish.k
        var d = finish.d
        while d > 0 {
            let k = x - y
            let previous = trace[d - 1]
            func at(_ k: Int) -> Int { previous[k + d - 1] }
            let fromAbove = k == -d || (k != d && at(k - 1) < at(k + 1))
            let previousK = fromAbove ? k + 1 : k - 1
            let previousX = at(previousK)
            let previousY = previousX - previousK
            let turnX = fromAbove ? previousX : previousX + 1
            let turnY = turnX - k
            while x > turnX, y > turnY {
                x -= 1
                y -= 1
                operations.append(.same(start.0 + x, start.1 + y))
            }
            operations.append(fromAbove ? .added(start.1 + previousY) : .removed(start.0 + previousX))
            (x, y) = (previousX, previousY)
            d -= 1
        }
        while x > 0, y > 0 {
            x -= 1
            y -= 1
            operations.append(.same(start.0 + x, start.1 + y))
        }
        return operations.reversed()
    }
}

/// Groups an edit script into hunks with their context as it streams by, keeping at most
/// `limit` lines of them and counting the changes past that.
private struct HunkWriter<Line: StringProtocol> {
    /// A line of a hunk: its mark, and the number of lines of each side before it (so the
    /// index of its line in its side).
    typealias Entry = (mark: Character, old: Int, new: Int)

    let expected: [Line]
    let actual: [Line]
    let context: Int
    let limit: Int
    let shown: (Line) -> String
    private var hunks: [[Entry]] = []
    private var kept = 0
    private var current: [Entry] = []
    private var pending: [Entry] = []
    private var lastChange = -1_000_000
    private var position = (old: 0, new: 0)
    private var more = (removed: 0, added: 0)

    init(expected: [Line], actual: [Line], context: Int, limit: Int, shown: @escaping (Line) -> String) {
        (self.expected, self.actual, self.context, self.limit) = (expected, actual, max(0, context), max(1, limit))
        self.shown = shown
    }

    /// Whether the diff has stopped showing lines.
    private var full: Bool { more != (0, 0) }

    mutating func take(_ operation: UnifiedDiff.Operation) {
        let entry: Entry
        switch operation {
        case .same:
            entry = (" ", position.old, position.new)
            position.old += 1
            position.new += 1
        case .removed:
            entry = ("-", position.old, position.new)
            position.old += 1
        case .added:
            entry = ("+", position.old, position.new)
            position.new += 1
        }
        if entry.mark == " " {
            guard !full else { return }
            if current.isEmpty {
                pending.append(entry)
                if pending.count > context { pending.removeFirst() }
            } else if entry.old - lastChange <= context {
                current.append(entry)
            } else {
                pending.append(entry)
                if pending.count > context {
                    close()
                    pending.removeFirst()
                }
            }
            return
        }
        guard !full, kept + current.count + pending.count < limit else {
            if !full { close() }
            if entry.mark == "-" { more.removed += 1 } else { more.added += 1 }
            return
        }
        current += pending
        pending = []
        current.append(entry)
        lastChange = position.old - 1
    }

    private mutating func close() {
        guard !current.isEmpty else { return }
        hunks.append(current)
        kept += current.count
        current = []
    }

    mutating func finish(expectedName: String, actualName: String) -> String {
        close()
        var out = ["--- \(expectedName)", "+++ \(actualName)"]
        for hunk in hunks {
            let old = hunk.filter { $0.mark != "+" }
            let new = hunk.filter { $0.mark != "-" }
            let oldStart = (old.first?.old ?? hunk[0].old) + 1
            let newStart = (new.first?.new ?? hunk[0].new) + 1
            out.append("@@ -\(oldStart),\(old.count) +\(newStart),\(new.count) @@")
            out += hunk.map { String($0.mark) + shown($0.mark == "+" ? actual[$0.new] : expected[$0.old]) }
        }
        if full {
            let total = more.removed + more.added
            out.append(
                """
                ... \(total) more line\(total == 1 ? " differs" : "s differ") (\(more.removed) removed, \
                \(more.added) added): the diff stops after \(limit) lines
                """
            )
        }
        return out.joined(separator: "\n") + "\n"
    }
}

/// A unified diff of two lists of lines, for `animset check`.
public enum UnifiedDiff {
    /// The diff of `expected` against `actual` with `context` lines around each change, or an
    /// empty string when they are equal. Line numbers are 1-based in each side.
    public static func make(expected: [String], actual: [String], expectedName: String, actualName: String, context: Int = 3) -> String {
        guard expected != actual else { return "" }
        let operations = script(expected, actual)
        var hunks: [[(Character, String, Int, Int)]] = []
        var current: [(Character, String, Int, Int)] = []
        var lastChange = -1_000_000
        var (a, b) = (0, 0)
        var pending: [(Character, String, Int, Int)] = []
        for op in operations {
            let entry: (Character, String, Int, Int)
            switch op {
            case .same(let line): entry = (" ", line, a, b); a += 1; b += 1
            case .removed(let line): entry = ("-", line, a, b); a += 1
            case .added(let line): entry = ("+", line, a, b); b += 1
            }
            if entry.0 == " " {
                if current.isEmpty {
                    pending.append(entry)
                    if pending.count > context { pending.removeFirst() }
                } else if (a - 1) - lastChange <= context {
                    current.append(entry)
                } else {
                    pending.append(entry)
                    if pending.count > context {
                        hunks.append(current)
                        current = []
                        pending.removeFirst()
                    }
                }
            } else {
                current += pending
                pending = []
                current.append(entry)
                lastChange = a - 1
            }
        }
        if !current.isEmpty { hunks.append(current) }
        var out = ["--- \(expectedName)", "+++ \(actualName)"]
        for hunk in hunks {
            let oldLines = hunk.filter { $0.0 != "+" }
            let newLines = hunk.filter { $0.0 != "-" }
            let oldStart = (oldLines.first?.2 ?? hunk[0].2) + 1
            let newStart = (newLines.first?.3 ?? hunk[0].3) + 1
            out.append("@@ -\(oldStart),\(oldLines.count) +\(newStart),\(newLines.count) @@")
            out += hunk.map { String($0.0) + $0.1 }
        }
        return out.joined(separator: "\n") + "\n"
    }

    enum Operation: Equatable {
        case same(String), removed(String), added(String)
    }

    /// The shortest edit script by longest common subsequence.
    static func script(_ a: [String], _ b: [String]) -> [Operation] {
        let n = a.count, m = b.count
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var operations: [Operation] = []
        var (i, j) = (0, 0)
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                operations.append(.same(a[i])); i += 1; j += 1
            } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
                operations.append(.removed(a[i])); i += 1
            } else {
                operations.append(.added(b[j])); j += 1
            }
        }
        return operations
    }
}

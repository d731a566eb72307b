/// "Did you mean …?": the one rule for suggesting a name for a mistyped word, used for
/// commands, their words, games, rules, help topics and themes.
public enum Suggestion {
    /// The candidate nearest to `word` (ignoring case): within half its length (at least 1, at
    /// most 3 edits), the earlier on a tie; failing that, the first candidate that starts with
    /// a `word` of 2 or more characters; `nil` when none is close.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        let lower = word.lowercased()
        guard lower.count <= 64 else { return nil }
        let limit = max(1, min(3, (lower.count + 1) / 2))
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(lower, candidate)
            if distance <= limit, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        if best == nil, lower.count >= 2 {
            return candidates.first { $0.lowercased().hasPrefix(lower) }
        }
        return best?.0
    }

    /// The edit distance between `a` and `b`, by characters, ignoring case: the fewest
    /// insertions, deletions, substitutions and swaps of two neighbours that turn one into the
    /// other (Damerau's optimal string alignment: the typo `flgas` is 1 from `flags`).
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased())
        let y = Array(b.lowercased())
        guard !x.isEmpty else { return y.count }
        guard !y.isEmpty else { return x.count }
        // Three rows of the dynamic-programming table: i - 2, i - 1 and i.
        var beforePrevious = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j - 1] + cost, previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[y.count]
    }
}

/// "Did you mean …?": the closest candidate by edit distance, if it is close enough.
enum Suggestion {
    /// The candidate nearest to `word`, within half its length (at least 1, at most 3 edits).
    static func nearest(to word: String, in candidates: [String]) -> String? {
        let lower = word.lowercased()
        guard lower.count <= 64 else { return nil }
        let limit = max(1, min(3, (lower.count + 1) / 2))
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(lower, candidate)
            if distance <= limit, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        if best == nil, lower.count >= 2 {
            return candidates.first { $0.hasPrefix(lower) }
        }
        return best?.0
    }

    /// Levenshtein distance.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

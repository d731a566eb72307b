/// The edit distance between `a` and `b`, by characters, ignoring case: the fewest
/// insertions, deletions, substitutions and swaps of two neighbours that turn one into the
/// other (optimal string alignment, so the typo `flgas` is 1 from `flags`).
///
/// NB: lives here until the lead moves it to a shared module; the interpreter's "did you
/// mean" suggestions should use the same rule.
public func editDistance(_ a: String, _ b: String) -> Int {
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

/// The candidate a mistyped `input` most likely meant, or `nil` when none is close.
///
/// A candidate that starts with `input` (ignoring case) wins if it is the only one; otherwise
/// the candidate at the smallest `editDistance`, if that distance is at most
/// `max(1, candidate.count / 3)` and less than the length of `input`. Ties go to the earlier
/// candidate.
public func closestMatch(to input: String, among candidates: [String]) -> String? {
    let lowered = input.lowercased()
    if !lowered.isEmpty {
        let prefixed = candidates.filter { $0.lowercased().hasPrefix(lowered) }
        if prefixed.count == 1 { return prefixed[0] }
    }
    var best: (name: String, distance: Int)?
    for candidate in candidates {
        let distance = editDistance(input, candidate)
        guard distance <= max(1, candidate.count / 3), distance < input.count else { continue }
        if best.map({ distance < $0.distance }) ?? true {
            best = (candidate, distance)
        }
    }
    return best?.name
}

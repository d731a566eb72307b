import SetGame

/// Words every game's messages use.
enum Words {
    /// `n` and the noun, plural unless `n` is 1 ("1 set", "2 sets", "3 mismatches").
    static func count(_ n: Int, _ noun: String) -> String {
        guard n != 1 else { return "1 \(noun)" }
        let sibilant = ["s", "x", "ch", "sh"].contains { noun.hasSuffix($0) }
        return "\(n) \(noun)\(sibilant ? "es" : "s")"
    }

    /// Card codes, separated by spaces.
    static func codes(_ cards: [Card]) -> String { cards.map(\.code).joined(separator: " ") }
}

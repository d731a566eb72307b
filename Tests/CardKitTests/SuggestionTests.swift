import CardKit
import Expectations
import Testing

@Suite struct SuggestionTests {
    static let distances: [(a: String, b: String, distance: Int)] = [
        ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("kitten", "sitting", 3),
        ("Food", "food", 0), ("flaw", "lawn", 2), ("🎃👻", "🎃", 1), ("deal", "delt", 2),
        ("ab", "ba", 1), ("flgas", "Flags", 1), ("ca", "abc", 3), ("cohose", "choose", 1),
    ]

    /// Damerau (optimal string alignment): a swapped pair of neighbours costs 1.
    @Test(arguments: distances)
    func editDistance(a: String, b: String, distance: Int) {
        expectEqual(Suggestion.editDistance(a, b), distance)
        expectEqual(Suggestion.editDistance(b, a), distance)
    }

    @Test(
        arguments: [
            ("de", ["deal", "hint"], "deal"),
            ("s", ["set", "shuffle"], nil),
            ("shufle", ["set", "shuffle"], "shuffle"),
            ("sat", ["set", "sit"], "set"),
            ("delt", ["deal", "redo"], "deal"),
            ("cohose", ["choose", "board"], "choose"),
            ("animal", ["Halloween", "Animals"], "Animals"),
            ("4", ["2", "3"], "2"),
            ("xyzzy", ["deal", "hint"], nil),
        ] as [(String, [String], String?)])
    func nearest(word: String, candidates: [String], expected: String?) {
        expectEqual(Suggestion.nearest(to: word, in: candidates), expected)
    }
}

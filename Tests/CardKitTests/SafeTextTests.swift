import CardKit
import Expectations
import Testing

@Suite struct SafeTextTests {
    static let cases: [(String, String)] = [
        ("plain 2RTO", "plain 2RTO"),
        ("\u{1B}]0;PWNED\u{07}", "<U+001B>]0;PWNED<U+0007>"),
        ("abc\u{202E}fed", "abc<U+202E>fed"),
        ("tab\there", "tab<U+0009>here"),
        ("\u{85}\u{7F}\u{9B}", "<U+0085><U+007F><U+009B>"),
        ("\u{2066}\u{2069}\u{200F}\u{061C}\u{2028}", "<U+2066><U+2069><U+200F><U+061C><U+2028>"),
        ("🎃 café", "🎃 café"),
        // Invisible: what makes `zero\u{200B}width` look like `zerowidth` in a room's chat.
        ("zero\u{200B}width \u{FEFF}bom\u{2060}\u{00AD}", "zero<U+200B>width <U+FEFF>bom<U+2060><U+00AD>"),
        ("👩\u{200D}👩\u{200D}👧 \u{200C}", "👩\u{200D}👩\u{200D}👧 \u{200C}"),
    ]

    @Test(arguments: cases)
    func unsafeCharactersAreMadeVisible(input: String, shown: String) {
        expectEqual(SafeText.visible(input), shown)
    }

    @Test func longTextLosesItsMiddle() {
        let long = "/" + String(repeating: "x", count: 3800) + "/game.json"
        let quoted = SafeText.quoted(long)
        #expect(quoted.count <= 63)
        #expect(quoted.hasPrefix("/xxx"))
        #expect(quoted.hasSuffix("game.json"))
        expectContains(quoted, "...")
        expectEqual(SafeText.quoted("short.json"), "short.json")
    }
}

import Concentration
import Testing

@Suite struct DisplayWidthTests {
    static let widths: [(text: String, width: Int)] = [
        ("", 0), ("A", 1), ("AS", 2), ("10♥", 3), ("♠♥♦♣", 4),
        ("🎃", 2), ("🎃👻", 4), ("[🎃]", 4),
        ("🇫🇷", 2), ("🇫🇷🇩🇪", 4),
        ("🐈‍⬛", 2), ("👩‍👩‍👧‍👦", 2), ("🏳️‍🌈", 2),  // ZWJ sequences
        ("👍🏽", 2),                                 // skin-tone modifier
        ("❤️", 2), ("❤︎", 1), ("❤", 1),             // variation selectors
        ("1️⃣", 2), ("#️⃣", 2),                        // keycaps
        ("⚽", 2), ("⛳", 2), ("☺", 1),
        ("é", 1), ("e\u{301}", 1), ("\u{301}", 0),  // combining accent
        ("日本", 4), ("한국어", 6), ("ｶ", 1), ("Ａ", 2), // CJK, Hangul, halfwidth, fullwidth
        ("\u{200B}", 0), ("\u{200D}", 0), ("\u{FE0F}", 0), ("\t", 0), ("\u{1B}", 0),
    ]

    @Test(arguments: widths)
    func columns(text: String, width: Int) {
        #expect(displayWidth(of: text) == width)
    }
}

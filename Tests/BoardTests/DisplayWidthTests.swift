import Board
import Expectations
import Testing

struct DisplayWidthTests {
    static let cases: [(String, Int)] = [
        ("", 0), ("a", 1), ("2RTO", 4), ("\u{1B}", 0), ("\t", 0), ("\u{7F}", 0),
        ("é", 1), ("e\u{301}", 1), ("\u{301}", 0), ("\u{200D}", 0), ("\u{FE0F}", 0),
        ("中", 2), ("한", 2), ("Ａ", 2), ("ｱ", 1), ("、", 2),
        ("🐶", 2), ("🎃", 2), ("👍🏽", 2), ("👩‍🚀", 2), ("👨‍👩‍👧‍👦", 2),
        ("🇯🇵", 2), ("🇯", 1), ("🏴󠁧󠁢󠁥󠁮󠁧󠁿", 2),
        ("❤️", 2), ("❤", 1), ("☃︎", 1), ("⌚", 2), ("⌚︎", 1), ("1️⃣", 2), ("#️⃣", 2),
        ("♠", 1), ("♥", 1), ("╭", 1), ("█", 1), ("≀", 1), ("‾", 1),
        ("a🐶b", 4), ("🐶🐱", 4), ("中文", 4), ("🇯🇵🇫🇷", 4), ("x\u{200B}y", 2),
    ]

    @Test(arguments: cases)
    func width(text: String, columns: Int) {
        expectEqual(displayWidth(of: text), columns)
    }

    @Test(arguments: ["🐶", "中", "a", "e\u{301}", "🇯🇵", "❤️", "1️⃣", "👩‍🚀"])
    func stringWidthIsSumOfCharacters(character: String) {
        let text = character + "ab" + character
        expectEqual(displayWidth(of: text), 2 * displayWidth(of: Character(character)) + 2)
    }
}

/// What Tab does with the word before the cursor, given the completer's candidates.
public enum Completion: Equatable, Sendable {
    /// Insert this text at the cursor: the rest of the only match and a space, or the part
    /// that all matches share.
    case insert(String)
    /// Nothing can be inserted and several words match: show them.
    case list([String])
    /// Nothing matches: beep.
    case none

    /// Decides Tab's effect. `before` is the line up to the cursor; the word being completed is
    /// its end after the last blank. Candidates that do not start with that word are ignored,
    /// repeated ones are counted once, and the order of the rest is kept for listing.
    public static func resolve(before: String, candidates: [String]) -> Completion {
        let word = currentWord(before)
        var seen = Set<String>()
        let matches = candidates.filter { $0.hasPrefix(word) && seen.insert($0).inserted }
        guard let first = matches.first else { return .none }
        if matches.count == 1 {
            return .insert(String(first.dropFirst(word.count)) + " ")
        }
        let shared = commonPrefix(matches)
        if shared.count > word.count {
            return .insert(String(shared.dropFirst(word.count)))
        }
        return .list(matches)
    }

    /// The word that ends `before`: everything after its last space or tab.
    public static func currentWord(_ before: String) -> Substring {
        guard let blank = before.lastIndex(where: { $0 == " " || $0 == "\t" }) else {
            return before[...]
        }
        return before[before.index(after: blank)...]
    }

    /// The longest string that every one of `words` starts with (compared by `Character`).
    public static func commonPrefix(_ words: [String]) -> String {
        guard var prefix = words.first.map({ Substring($0) }) else { return "" }
        for word in words.dropFirst() {
            var end = prefix.startIndex
            var other = word.startIndex
            while end < prefix.endIndex, other < word.endIndex, prefix[end] == word[other] {
                end = prefix.index(after: end)
                other = word.index(after: other)
            }
            prefix = prefix[..<end]
        }
        return String(prefix)
    }

    /// `words` laid out in columns, top to bottom then left to right, in lines at most `width`
    /// characters wide (one column when a word is wider); no trailing blanks.
    public static func columns(_ words: [String], width: Int) -> [String] {
        guard !words.isEmpty else { return [] }
        let cell = (words.map(\.count).max() ?? 0) + 2
        let columnCount = max(1, (width + 2) / cell)
        let rowCount = (words.count + columnCount - 1) / columnCount
        return (0..<rowCount).map { row in
            var line = ""
            for column in 0..<columnCount {
                let index = column * rowCount + row
                guard index < words.count else { break }
                let word = words[index]
                line += word
                if (column + 1) * rowCount + row < words.count {
                    line += String(repeating: " ", count: cell - word.count)
                }
            }
            return line
        }
    }
}

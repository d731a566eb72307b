/// The number of terminal columns `text` occupies.
///
/// Emoji and East Asian wide characters take two columns; combining marks, zero-width joiners,
/// variation selectors and control characters none; a pair of regional indicators (a flag) two.
/// Width is measured per grapheme cluster, as terminals draw them.
public func displayWidth(of text: some StringProtocol) -> Int {
    var total = 0
    for byte in text.utf8 {
        guard byte < 0x80 else { return text.reduce(0) { $0 + displayWidth(of: $1) } }
        // NB: in ASCII every byte is a grapheme of its own, but for CR LF, which is 0 either way.
        total += DisplayWidth.width(ofASCII: byte)
    }
    return total
}

/// The number of terminal columns one grapheme cluster occupies: 0, 1 or 2.
public func displayWidth(of character: Character) -> Int {
    // NB: a grapheme of one byte is ASCII; CR LF, the one ASCII pair, is 0 as a control below.
    let bytes = character.utf8
    if bytes.count == 1, let ascii = bytes.first {
        return DisplayWidth.width(ofASCII: ascii)
    }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if DisplayWidth.isRegionalIndicator(first) {
        let indicators = scalars.prefix(2).filter(DisplayWidth.isRegionalIndicator)
        return indicators.count == 2 ? 2 : 1
    }
    var width = DisplayWidth.width(of: first)
    for scalar in scalars.dropFirst() {
        switch scalar.value {
        case 0xFE0F where !first.isASCII && first.properties.isEmoji, 0x20E3:
            width = 2  // emoji presentation selector; keycap
        case 0xFE0E where first.properties.isEmoji:
            width = 1  // text presentation selector
        default:
            break
        }
    }
    return width
}

/// Tables behind `displayWidth(of:)`.
enum DisplayWidth {
    /// The width of an ASCII character: 0 for control characters, 1 for the others.
    @inline(__always)
    static func width(ofASCII value: UInt8) -> Int {
        value < 0x20 || value == 0x7F ? 0 : 1
    }

    /// The width of one scalar on its own.
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 || (0x2500...0x25FC).contains(value) { return 1 }  // NB: box drawing, blocks, shapes
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            break
        }
        if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul medial vowels and finals combine
        return isWide(scalar) ? 2 : 1
    }

    /// Whether the scalar is drawn two columns wide: emoji presentation, or East Asian Wide or
    /// Fullwidth (Unicode's EastAsianWidth W and F, main blocks).
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x1100 { return false }
        if scalar.properties.isEmojiPresentation { return true }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Whether the scalar is one of the 26 regional indicator letters that pair into flags.
    static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// East Asian Wide and Fullwidth ranges, sorted (emoji are found by their property).
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2329...0x232A,  // angle brackets
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility, Kanbun, CJK compat.
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small forms
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FE4,  // ideographic symbols
        0x17000...0x18CFF,  // Tangut, Khitan
        0x1AFF0...0x1B2FF,  // Kana supplement and extensions, Nushu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK extensions B-F, compatibility supplement
        0x30000...0x3FFFD,  // CJK extensions G-H
    ]
}

extension String {
    /// The longest prefix that fits in `columns` display columns.
    func prefix(columns: Int) -> String {
        if isOneColumnPerScalar { return String(unicodeScalars.prefix(max(0, columns))) }
        var used = 0
        var length = 0
        for character in self {
            let width = displayWidth(of: character)
            if used + width > columns { break }
            used += width
            length += character.utf8.count
        }
        return String(self[..<utf8.index(startIndex, offsetBy: length)])
    }

    /// Whether every scalar is printable ASCII or another character below U+0300 (Latin), so
    /// that each is a grapheme of its own, one column wide: below U+0300 there are no
    /// combining marks, joiners or regional indicators, and the controls are left out.
    var isOneColumnPerScalar: Bool {
        unicodeScalars.allSatisfy { (0x20..<0x7F).contains($0.value) || (0xA0..<0x300).contains($0.value) }
    }

    /// The string without spaces at its end.
    func trimmingTrailingSpaces() -> String {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " {
            end = index(before: end)
        }
        return String(self[..<end])
    }
}

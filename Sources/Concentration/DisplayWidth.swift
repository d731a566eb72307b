/// How many terminal columns `text` takes: the sum of `displayWidth(of:)` over its characters.
///
/// NB: lives in Concentration until the lead moves it to a shared module for the board.
public func displayWidth(of text: String) -> Int {
    text.reduce(0) { $0 + displayWidth(of: $1) }
}

/// How many terminal columns one character (grapheme cluster) takes: 0, 1 or 2.
///
/// The cluster's first scalar decides; everything joined to it (combining marks, zero-width
/// joiners and what they join, variation selectors, skin-tone modifiers, tags) adds nothing.
/// Emoji presentation (including flags, whose regional indicators have it) and East Asian
/// wide or fullwidth characters take 2; an emoji-capable base followed by U+FE0F takes 2 and
/// one followed by U+FE0E takes 1. Controls, nonspacing and enclosing marks and format
/// characters alone take 0. An approximation of `wcwidth` that needs no tables beyond the
/// standard library's scalar properties and a short list of wide ranges.
public func displayWidth(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.properties.isEmoji {
        if scalars.contains("\u{FE0F}") { return 2 }
        if scalars.contains("\u{FE0E}") { return 1 }
    }
    return columns(of: first)
}

/// The width of a lone scalar.
private func columns(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul medial vowels and final consonants
    if scalar.properties.isEmojiPresentation { return 2 }
    return wideRanges.contains { $0.contains(value) } ? 2 : 1
}

/// East Asian Wide and Fullwidth blocks (Unicode's East_Asian_Width W and F, coarsely).
private let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x1B000...0x1B2FF,  // Kana supplement and extensions, Nushu
    0x1F200...0x1F2FF,  // enclosed ideographic supplement
    0x20000...0x2FFFD,  // CJK extensions B and later
    0x30000...0x3FFFD,  // CJK extension G and later
]

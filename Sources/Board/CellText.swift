/// A grapheme as a canvas cell keeps it: its UTF-8 bytes packed into one word, ready to print,
/// or, for a grapheme longer than four bytes, its place in the canvas's list of clusters.
struct CellText: Hashable, Sendable {
    /// The bytes, the first in the lowest byte; or a cluster's index when `length` is 0.
    let bytes: UInt32
    /// How many of `bytes` are text (1 to 4), or 0 for a cluster.
    let length: UInt8

    /// A blank.
    static let space = CellText(UInt8(ascii: " "))

    /// An ASCII character.
    init(_ byte: UInt8) {
        (bytes, length) = (UInt32(byte), 1)
    }

    /// The UTF-8 encoding of `scalar`.
    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        switch value {
        case ..<0x80:
            (bytes, length) = (value, 1)
        case ..<0x800:
            bytes = (0xC0 | value >> 6) | (0x80 | value & 0x3F) << 8
            length = 2
        case ..<0x1_0000:
            bytes = (0xE0 | value >> 12) | (0x80 | value >> 6 & 0x3F) << 8 | (0x80 | value & 0x3F) << 16
            length = 3
        default:
            bytes =
                (0xF0 | value >> 18) | (0x80 | value >> 12 & 0x3F) << 8 | (0x80 | value >> 6 & 0x3F) << 16
                | (0x80 | value & 0x3F) << 24
            length = 4
        }
    }

    /// The cluster at `index` of the canvas's list.
    init(cluster index: Int) {
        (bytes, length) = (UInt32(truncatingIfNeeded: index), 0)
    }
}

/// One xterm SGR mouse report (mode 1006): `ESC [ < B ; X ; Y M` for a press, `m` for a
/// release. `X` and `Y` are the cell's column and row on the screen, counted from 1.
public struct MouseReport: Equatable, Sendable {
    /// The button code `B`: the button in its low two bits (0 left, 1 middle, 2 right, 3 none),
    /// plus 4 Shift, 8 Meta, 16 Control, 32 motion (a drag), 64 the wheel.
    public var code: Int
    /// The column on the screen, from 1.
    public var column: Int
    /// The row on the screen, from 1.
    public var row: Int
    /// Whether the button went down (`M`); false for a release (`m`).
    public var pressed: Bool

    /// A report as the terminal sends it.
    public init(code: Int, column: Int, row: Int, pressed: Bool) {
        (self.code, self.column, self.row, self.pressed) = (code, column, row, pressed)
    }

    /// Whether this is a plain press of the left button: no modifier, no drag, not the wheel.
    /// Only these act; every other report is read and dropped.
    public var isLeftPress: Bool { pressed && code == 0 }

    /// What the start of `bytes` holds, for a reader that has just seen an escape.
    public enum Scan: Equatable, Sendable {
        /// A whole report, `length` bytes long.
        case report(MouseReport, length: Int)
        /// The start of a report (or of something else beginning `ESC [`): read more bytes.
        case incomplete
        /// Not a report: hand the bytes on as keys.
        case notAReport
        /// The start of a report spoilt by the byte at `length`: drop the `length` bytes
        /// before it; that byte and what follows are keys again.
        case malformed(length: Int)
    }

    /// The introducer of a report: `ESC [ <`.
    public static let prefix: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "<")]

    /// The most digits a number of a report may have. Real terminals send at most 4 (a
    /// column of a screen 9999 cells wide); more are a malformed report, never a huge number.
    static let maximumDigits = 5

    /// Reads the report at the start of `bytes` (which starts with ESC, or is empty).
    ///
    /// Three numbers separated by `;`, each 1 to `maximumDigits` digits, then `M` or `m`.
    /// `ESC` then something other than `[ <` is not a report (an arrow key, Meta-b). A report
    /// gone wrong (a number missing or too long, too many numbers, a cell 0) is malformed up to
    /// its `M` or `m`, or up to the first byte that cannot be part of a report, which is a key.
    public static func scan(_ bytes: some Collection<UInt8>) -> Scan {
        var numbers: [Int] = []
        var digits = 0
        var value = 0
        var spoilt = false
        for (offset, byte) in bytes.enumerated() {
            if offset < prefix.count {
                guard byte == prefix[offset] else { return .notAReport }
                continue
            }
            guard offset < maximumLength else { return .malformed(length: offset) }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if digits == maximumDigits { spoilt = true }
                digits += 1
                value = min(value, 100_000) * 10 + Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: ";"):
                if digits == 0 || numbers.count == 2 { spoilt = true }
                numbers.append(value)
                (digits, value) = (0, 0)
            case UInt8(ascii: "M"), UInt8(ascii: "m"):
                guard !spoilt, digits > 0, numbers.count == 2, numbers[1] >= 1, value >= 1 else {
                    return .malformed(length: offset + 1)
                }
                let report = MouseReport(
                    code: numbers[0], column: numbers[1], row: value, pressed: byte == UInt8(ascii: "M"))
                return .report(report, length: offset + 1)
            default:
                return .malformed(length: offset)
            }
        }
        return .incomplete
    }

    /// The longest report read: `ESC [ <`, three numbers of `maximumDigits` digits, two `;` and
    /// the end, with room to spare; a longer run of report bytes is malformed there.
    static let maximumLength = 32

    /// `bytes` (keys typed while the prompt was away) without the mouse reports in them, and
    /// the reports taken out, in order. A report cut short at the end is dropped; a malformed
    /// one loses its report bytes and keeps the rest.
    public static func separate(_ bytes: [UInt8]) -> (keys: [UInt8], reports: [(report: MouseReport, keysBefore: Int)])
    {
        var keys: [UInt8] = []
        var reports: [(report: MouseReport, keysBefore: Int)] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B else {
                keys.append(bytes[index])
                index += 1
                continue
            }
            switch scan(bytes[index...]) {
            case .report(let report, let length):
                reports.append((report, keys.count))
                index += length
            case .incomplete:
                // NB: `ESC` or `ESC [` alone at the end is a key (Escape, Meta-[), kept; a
                // report cut short after `ESC [ <` is dropped.
                if bytes.count - index >= prefix.count { return (keys, reports) }
                keys.append(contentsOf: bytes[index...])
                return (keys, reports)
            case .notAReport:
                keys.append(bytes[index])
                index += 1
            case .malformed(let length):
                index += length
                // NB: an overlong report is dropped whole, as at the prompt (`swallowReportBytes`):
                // its tail was kept as keys, typed into the next line (issue 37, item 9).
                guard length >= maximumLength, index < bytes.count else { continue }
                if (0x30...0x3B).contains(bytes[index]) {
                    while index < bytes.count, (0x20...0x3F).contains(bytes[index]) { index += 1 }
                    if index < bytes.count, (0x40...0x7E).contains(bytes[index]) { index += 1 }
                } else if bytes[index] == UInt8(ascii: "M") || bytes[index] == UInt8(ascii: "m") {
                    index += 1
                }
            }
        }
        return (keys, reports)
    }
}

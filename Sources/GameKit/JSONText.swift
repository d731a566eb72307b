/// The pieces of JSON text that every module writing JSON shares: one way to quote a string
/// and one way to write a number, so output is the same byte for byte everywhere.
///
/// NB: JSON is written as UTF-8 bytes: a stream of many small appends costs far less on an
/// array of bytes than on a `String`.
public enum JSONText {
    /// Appends `text` as a JSON string literal.
    @inlinable
    public static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            out.append(0x22)
            // NB: most strings (keys, card codes) need no escaping: append them whole.
            if !bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
                out.append(contentsOf: bytes)
                out.append(0x22)
                return
            }
            for byte in bytes {
                switch byte {
                case 0x22: out.append(contentsOf: [0x5C, 0x22])  // \"
                case 0x5C: out.append(contentsOf: [0x5C, 0x5C])  // \\
                case 0x0A: out.append(contentsOf: [0x5C, 0x6E])  // \n
                case 0x0D: out.append(contentsOf: [0x5C, 0x72])  // \r
                case 0x09: out.append(contentsOf: [0x5C, 0x74])  // \t
                case ..<0x20:
                    out.append(contentsOf: [0x5C, 0x75, 0x30, 0x30])  // \u00
                    out.append(hexDigit(byte >> 4))
                    out.append(hexDigit(byte & 0xF))
                default:
                    // NB: bytes of a multi-byte scalar are all 0x80 or more: copied as they are.
                    out.append(byte)
                }
            }
            out.append(0x22)
        }
    }

    /// Appends JSON text that is fixed: `null`, `true`, `false`, punctuation.
    @inlinable
    public static func appendLiteral(_ literal: StaticString, to out: inout [UInt8]) {
        literal.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// Appends `true` or `false`.
    @inlinable
    public static func appendBool(_ flag: Bool, to out: inout [UInt8]) {
        appendLiteral(flag ? "true" : "false", to: &out)
    }

    /// Appends a JSON number: whole numbers without a fraction (`12`), others as Swift writes
    /// them (`0.45`); infinities and NaN, which JSON cannot hold, as `0`.
    @inlinable
    public static func appendNumber(_ value: Double, to out: inout [UInt8]) {
        guard value.isFinite else {
            out.append(0x30)
            return
        }
        if value == value.rounded(.towardZero), abs(value) < 1e15 {
            appendInteger(Int(value), to: &out)
            return
        }
        // NB: a value of at most 3 decimals (every time and frame is rounded so) is written
        // digit by digit. `String(value)` writes the shortest decimal that reads back as
        // `value`; for the double nearest `k / 1000` with fewer than 16 digits that is `k / 1000`
        // itself, as no two such decimals share a double.
        let thousandths = (value * 1000).rounded()
        if abs(value) < 1e12, thousandths / 1000 == value {
            let units = Int(thousandths)
            if units < 0 { out.append(0x2D) }
            appendInteger(abs(units) / 1000, to: &out)
            out.append(0x2E)
            var fraction = abs(units) % 1000
            var digits = 3
            while digits > 1, fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            var divisor = 1
            for _ in 1..<digits { divisor *= 10 }
            while divisor > 0 {
                out.append(0x30 + UInt8(truncatingIfNeeded: fraction / divisor % 10))
                divisor /= 10
            }
            return
        }
        out.append(contentsOf: String(value).utf8)
    }

    /// A JSON number as `appendNumber(_:to:)` writes it.
    @inlinable
    public static func number(_ value: Double) -> String {
        var out: [UInt8] = []
        appendNumber(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the decimal digits of `value`, with a `-` when it is negative, as
    /// `String(value)` writes them.
    @inlinable
    public static func appendInteger(_ value: Int, to out: inout [UInt8]) {
        if value < 0 { out.append(0x2D) }
        let magnitude = value.magnitude
        var divisor: UInt = 1
        while divisor <= magnitude / 10 { divisor *= 10 }
        repeat {
            out.append(0x30 + UInt8(truncatingIfNeeded: magnitude / divisor % 10))
            divisor /= 10
        } while divisor > 0
    }

    /// The lower-case hexadecimal digit of `nibble` (0...15).
    @inlinable
    static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? 0x30 + nibble : 0x61 + nibble - 10
    }
}

/// The pieces of JSON text that every module writing JSON shares: one way to quote a string
/// and one way to write a number, so output is the same byte for byte everywhere.
///
/// NB: JSON is written as UTF-8 bytes: a stream of many small appends costs far less on an
/// array of bytes than on a `String`.
public enum JSONText {
    /// Appends `text` as a JSON string literal.
    @inlinable
    public static func appendQuoted(_ text: String, to out: inout JSONBuffer) {
        var text = text
        out.append(0x22)
        text.withUTF8 { bytes in
            // NB: most strings (keys, card codes) need no escaping: append them whole.
            guard bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else {
                out.append(bytes)
                return
            }
            for byte in bytes {
                switch byte {
                case 0x22: out.append("\\\"")
                case 0x5C: out.append("\\\\")
                case 0x0A: out.append("\\n")
                case 0x0D: out.append("\\r")
                case 0x09: out.append("\\t")
                case ..<0x20:
                    out.append("\\u00")
                    out.append(hexDigit(byte >> 4))
                    out.append(hexDigit(byte & 0xF))
                default:
                    // NB: bytes of a multi-byte scalar are all 0x80 or more: copied as they are.
                    out.append(byte)
                }
            }
        }
        out.append(0x22)
    }

    /// Appends `true` or `false`.
    @inlinable
    public static func appendBool(_ flag: Bool, to out: inout JSONBuffer) {
        out.append(flag ? "true" : "false")
    }

    /// Appends a JSON number: whole numbers without a fraction (`12`), others as Swift writes
    /// them (`0.45`); infinities and NaN, which JSON cannot hold, as `0`.
    @inlinable
    public static func appendNumber(_ value: Double, to out: inout JSONBuffer) {
        guard value.isFinite else {
            out.append("0")
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
        out.append(contentsOf: String(value))
    }

    /// A JSON number as `appendNumber(_:to:)` writes it.
    @inlinable
    public static func number(_ value: Double) -> String {
        var out = JSONBuffer(capacity: 32)
        appendNumber(value, to: &out)
        return out.text
    }

    /// Appends the decimal digits of `value`, with a `-` when it is negative, as
    /// `String(value)` writes them.
    @inlinable
    public static func appendInteger(_ value: Int, to out: inout JSONBuffer) {
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

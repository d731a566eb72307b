/// The one JSON writer: values go out in the order they are written, as UTF-8 bytes, the
/// same bytes on every run. Events, game states and simulation results are all written here,
/// and the save and statistics files (`JSONValue.prettyText`) with its one string escaper
/// (`quote`) and one number formatter (`number`).
///
/// Commas and colons are placed by the writer; a value is written with `object`, `array`,
/// `key` and the value functions, or by a `JSONWritable` type.
///
/// Numbers: whole numbers without a fraction (`12`), others in the shortest form that reads
/// back as the same `Double` (`0.45`, `1e-05`). NB: **non-finite numbers (NaN, ±infinity)
/// are written as `null`**: JSON has no way to write them, and `null` says "no number" where
/// `0` would be a lie. The stream rounds times and frames to 3 decimals (`rounded(_:)`).
///
/// NB: the JSON stream is tens of megabytes of mostly one- to eight-byte pieces. Appending to an
/// `[UInt8]` or a `String` checks for a shared copy on every append (a call into the runtime);
/// here an append is a bounds check and a store.
public struct JSONWriter: ~Copyable {
    /// How values are separated.
    public enum Style: Sendable {
        /// `{"a":1,"b":[2,3]}`: the JSON stream.
        case compact
        /// `{"a": 1, "b": [2, 3]}`: simulation results, for people reading them too.
        case spaced
        /// The strings and numbers of the save and statistics files, as Foundation's
        /// `JSONEncoder` wrote them (`JSONValue.prettyText` places the indentation): `/` escaped
        /// as `\/`, backspace and form feed as `\b` and `\f`, the line-breaking characters
        /// beyond ASCII's controls left as they are, `-0` for negative zero, and a whole number
        /// past 10^15 without a final `.0`.
        case foundation
    }

    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var count = 0
    @usableFromInline var capacity: Int
    @usableFromInline let spaced: Bool
    /// Whether strings and numbers are written as Foundation wrote them (`Style.foundation`).
    @usableFromInline let foundation: Bool
    /// Whether the next key or value follows another in the same object or array.
    @usableFromInline var needsComma = false

    /// An empty writer with room for `capacity` bytes before it first grows.
    @inlinable
    public init(style: Style = .compact, capacity: Int = 256) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
        spaced = style == .spaced
        foundation = style == .foundation
    }

    deinit {
        base.deallocate()
    }

    /// The bytes written, as text.
    @inlinable
    public var text: String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    /// Writes an object whose fields `body` writes (with `key` and a value each).
    @inlinable
    public mutating func object(_ body: (inout JSONWriter) -> Void) {
        separate()
        append(0x7B)  // {
        needsComma = false
        body(&self)
        append(0x7D)  // }
        needsComma = true
    }

    /// Writes an array whose elements `body` writes.
    @inlinable
    public mutating func array(_ body: (inout JSONWriter) -> Void) {
        separate()
        append(0x5B)  // [
        needsComma = false
        body(&self)
        append(0x5D)  // ]
        needsComma = true
    }

    /// Writes an object's key; the next value written is its value.
    @inlinable
    public mutating func key(_ key: JSONKey) {
        separate()
        // NB: keys are literals of letters and digits: nothing to escape.
        append(0x22)
        key.literal.withUTF8Buffer { append($0) }
        append(0x22)
        colon()
    }

    /// Writes an object's key that is not a literal (quoted and escaped).
    @inlinable
    public mutating func key(_ key: String) {
        separate()
        quote(key)
        colon()
    }

    /// Writes a string, escaped as JSON requires.
    @inlinable
    public mutating func string(_ text: String) {
        separate()
        quote(text)
        needsComma = true
    }

    /// Writes `true` or `false`.
    @inlinable
    public mutating func bool(_ flag: Bool) {
        separate()
        appendLiteral(flag ? "true" : "false")
        needsComma = true
    }

    /// Writes `null`.
    @inlinable
    public mutating func null() {
        separate()
        appendLiteral("null")
        needsComma = true
    }

    /// Writes an integer.
    @inlinable
    public mutating func integer(_ value: Int) {
        separate()
        if value < 0 { append(0x2D) }
        digits(value.magnitude)
        needsComma = true
    }

    /// Writes an unsigned integer (seeds, counts) exactly.
    @inlinable
    public mutating func integer(_ value: UInt64) {
        separate()
        digits(UInt(value))
        needsComma = true
    }

    /// Writes a number: whole numbers without a fraction, others in the shortest form that
    /// reads back as `value`; `null` when it is not finite.
    @inlinable
    public mutating func number(_ value: Double) {
        separate()
        needsComma = true
        guard value.isFinite else {
            appendLiteral("null")
            return
        }
        if value == value.rounded(.towardZero), abs(value) < 1e15 {
            if value < 0 || (foundation && value.sign == .minus) { append(0x2D) }
            digits(UInt(abs(value)))
            return
        }
        // NB: a value of at most 3 decimals (every time and frame is rounded so) is written
        // digit by digit. `String(value)` writes the shortest decimal that reads back as
        // `value`; for the double nearest `k / 1000` with fewer than 16 digits that is `k / 1000`
        // itself, as no two such decimals share a double.
        let thousandths = (value * 1000).roundedToNearest()
        if abs(value) < 1e12, thousandths / 1000 == value {
            let units = Int(thousandths)
            if units < 0 { append(0x2D) }
            digits(UInt(abs(units) / 1000))
            append(0x2E)
            var fraction = abs(units) % 1000
            var places = 3
            while places > 1, fraction % 10 == 0 {
                fraction /= 10
                places -= 1
            }
            var divisor = 1
            for _ in 1..<places { divisor *= 10 }
            while divisor > 0 {
                append(0x30 + UInt8(truncatingIfNeeded: fraction / divisor % 10))
                divisor /= 10
            }
            return
        }
        var text = String(value)
        if foundation, text.hasSuffix(".0") { text.removeLast(2) }
        text.withUTF8 { append($0) }
    }

    /// Writes a value written earlier by a `JSONWriter`.
    @inlinable
    public mutating func fragment(_ fragment: JSONFragment) {
        separate()
        var text = fragment.text
        text.withUTF8 { append($0) }
        needsComma = true
    }

    /// Writes the fields of `object`, the text of an object written earlier by a `JSONWriter`,
    /// into the object being written, after the fields written so far: a room's keys, then a
    /// stream's record.
    @inlinable
    public mutating func fields(of object: String) {
        var text = object
        text.withUTF8 { bytes in
            // NB: `{}` has no fields; else its braces are left off and a comma put before.
            guard bytes.count > 2, bytes.first == 0x7B, bytes.last == 0x7D else { return }
            separate()
            append(UnsafeBufferPointer(rebasing: bytes.dropFirst().dropLast()))
            needsComma = true
        }
    }

    /// Writes `"key": text`.
    @inlinable
    public mutating func field(_ key: JSONKey, _ text: String) {
        self.key(key)
        string(text)
    }

    /// Writes `"key": value`.
    @inlinable
    public mutating func field(_ key: JSONKey, _ value: Int) {
        self.key(key)
        integer(value)
    }

    /// Writes `"key": value`.
    @inlinable
    public mutating func field(_ key: JSONKey, _ value: UInt64) {
        self.key(key)
        integer(value)
    }

    /// Writes `"key": value`.
    @inlinable
    public mutating func field(_ key: JSONKey, _ value: Double) {
        self.key(key)
        number(value)
    }

    /// Writes `"key": flag`.
    @inlinable
    public mutating func field(_ key: JSONKey, _ flag: Bool) {
        self.key(key)
        bool(flag)
    }

    /// Writes `"key": value`.
    @inlinable
    public mutating func field(_ key: JSONKey, _ value: some JSONWritable) {
        self.key(key)
        value.write(to: &self)
    }

    /// Writes `"key": [values]`.
    @inlinable
    public mutating func field(_ key: JSONKey, strings values: [String]) {
        self.key(key)
        array { writer in
            for value in values { writer.string(value) }
        }
    }

    /// Writes `"key": [values]`.
    @inlinable
    public mutating func field(_ key: JSONKey, _ values: [some JSONWritable]) {
        self.key(key)
        array { writer in
            for value in values { value.write(to: &writer) }
        }
    }

    /// `value` rounded to 3 decimals, the precision of every time and frame in the stream
    /// (`-0` becomes `0`).
    @inlinable
    public static func rounded(_ value: Double) -> Double {
        (value * 1000).roundedToNearest() / 1000 + 0
    }

    /// A number as `number(_:)` writes it in `style`.
    public static func numberText(_ value: Double, style: Style = .compact) -> String {
        var writer = JSONWriter(style: style, capacity: 32)
        writer.number(value)
        return writer.text
    }

    /// A comma (and a space when spaced) before a key or value that follows another.
    @inlinable
    mutating func separate() {
        guard needsComma else { return }
        append(0x2C)
        if spaced { append(0x20) }
    }

    @inlinable
    mutating func colon() {
        append(0x3A)
        if spaced { append(0x20) }
        needsComma = false
    }

    /// Writes `text` quoted, escaping what JSON requires and also what breaks line-based
    /// readers of a one-object-per-line stream: DEL, the C1 controls U+0080-U+009F (U+0085 is
    /// NEL) and U+2028/U+2029, which Python's `str.splitlines()` and JavaScript take as line ends.
    /// In `Style.foundation`, as Foundation's encoder did instead: `/` escaped, `\b` and `\f`,
    /// and nothing beyond ASCII's controls.
    @inlinable
    mutating func quote(_ text: String) {
        var text = text
        append(0x22)
        let foundation = foundation
        text.withUTF8 { bytes in
            // NB: most strings (keys, card codes) need no escaping: append them whole. 0xC2 and
            // 0xE2 lead the UTF-8 of C1 controls and of U+2028/U+2029.
            guard
                bytes.contains(where: {
                    $0 < 0x20 || $0 == 0x22 || $0 == 0x5C
                        || (foundation ? $0 == 0x2F : $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2)
                })
            else {
                append(bytes)
                return
            }
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case 0x22: appendLiteral("\\\"")
                case 0x5C: appendLiteral("\\\\")
                case 0x0A: appendLiteral("\\n")
                case 0x0D: appendLiteral("\\r")
                case 0x09: appendLiteral("\\t")
                case 0x2F where foundation: appendLiteral("\\/")
                case 0x08 where foundation: appendLiteral("\\b")
                case 0x0C where foundation: appendLiteral("\\f")
                case ..<0x20:
                    escape(UInt16(byte))
                case 0x7F where !foundation:
                    escape(UInt16(byte))
                case 0xC2 where !foundation && index < bytes.count && (0x80...0x9F).contains(bytes[index]):
                    escape(UInt16(bytes[index]))
                    index += 1
                case 0xE2
                where !foundation && index + 1 < bytes.count && bytes[index] == 0x80
                    && (bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9):
                    escape(bytes[index + 1] == 0xA8 ? 0x2028 : 0x2029)
                    index += 2
                default:
                    // NB: the other bytes of a multi-byte scalar are copied as they are.
                    append(byte)
                }
            }
        }
        append(0x22)
    }

    /// Writes `\uXXXX` for the scalar `value`.
    @inlinable
    mutating func escape(_ value: UInt16) {
        appendLiteral("\\u")
        for shift in [12, 8, 4, 0] as [UInt16] {
            append(Self.hexDigit(UInt8(truncatingIfNeeded: (value >> shift) & 0xF)))
        }
    }

    /// The decimal digits of `magnitude`.
    @inlinable
    mutating func digits(_ magnitude: UInt) {
        var divisor: UInt = 1
        while divisor <= magnitude / 10 { divisor *= 10 }
        repeat {
            append(0x30 + UInt8(truncatingIfNeeded: magnitude / divisor % 10))
            divisor /= 10
        } while divisor > 0
    }

    /// The lower-case hexadecimal digit of `nibble` (0...15).
    @inlinable
    static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? 0x30 + nibble : 0x61 + nibble - 10
    }

    @inlinable
    mutating func appendLiteral(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    @inlinable
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: 1) }
        base[count] = byte
        count += 1
    }

    @inlinable
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if capacity - count < bytes.count { grow(toHold: bytes.count) }
        // NB: keys, card codes and literals are a few bytes: copied in a loop, not through a
        // call to memmove for each.
        if bytes.count <= 16 {
            for index in 0..<bytes.count { base[count &+ index] = source[index] }
        } else {
            (base + count).update(from: source, count: bytes.count)
        }
        count += bytes.count
    }

    /// Makes room for `extra` more bytes, at least doubling the capacity.
    @usableFromInline
    mutating func grow(toHold extra: Int) {
        let newCapacity = max(2 * capacity, count + extra)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}

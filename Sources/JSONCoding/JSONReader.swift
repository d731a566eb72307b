/// Reads one JSON text (RFC 8259) into a `JSONValue` value, within limits, so that a hostile or
/// broken file costs bounded time and memory: nesting at most `maximumDepth` deep, at most
/// `maximumItems` values in all.
///
/// Numbers without a fraction or exponent that fit an `Int` become `.int` (above it, fitting a
/// `UInt64`, `.unsigned`), others `.double`
/// (refused when not finite). Strings are validated UTF-8 with their escapes decoded; object
/// keys keep their order, and a key repeated in one object is refused (a reader that kept the
/// first or the last would see a different file from another reader).
public struct JSONReader {
    /// Why a text is not JSONValue, with the byte offset where reading stopped.
    public struct Failure: Error, Equatable, Sendable {
        /// What is wrong, worded for people.
        public var message: String
        /// Offset of the offending byte from the start of the text.
        public var offset: Int
        /// Whether the text is not JSON at all (true), or is JSON that the reader refuses: a key
        /// twice in one object, nesting or a size past the limits (false). A file's reader
        /// names the first "not ours" and the second "broken".
        public var isSyntax: Bool
    }

    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 64
    /// The most values (of any kind) one text may hold.
    public static let maximumItems = 1_000_000

    private let bytes: [UInt8]
    private var index = 0
    private var items = 0

    /// Parses `text` as one JSON value, with nothing but blanks around it.
    public static func parse(_ text: some Sequence<UInt8>) throws(Failure) -> JSONValue {
        var reader = JSONReader(bytes: Array(text))
        reader.skipBlanks()
        let value = try reader.value(depth: 0)
        reader.skipBlanks()
        guard reader.index == reader.bytes.count else { throw reader.failure("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func failure(isSyntax: Bool = true, _ message: String) -> Failure {
        Failure(message: message, offset: index, isSyntax: isSyntax)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipBlanks() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        items += 1
        guard items <= JSONReader.maximumItems else {
            throw failure(isSyntax: false, "more than \(JSONReader.maximumItems) values")
        }
        guard let byte = current else { throw failure("the text ends where a value should be") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try word("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try word("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try word("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("unexpected \(JSONReader.describe(byte)) where a value should be")
        }
    }

    private mutating func word(_ text: String) throws(Failure) {
        let expected = Array(text.utf8)
        guard bytes.count - index >= expected.count, bytes[index..<index + expected.count].elementsEqual(expected)
        else {
            throw failure("unexpected \(current.map(JSONReader.describe) ?? "end") where a value should be")
        }
        index += expected.count
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        guard depth <= JSONReader.maximumDepth else {
            throw failure(isSyntax: false, "nested more than \(JSONReader.maximumDepth) deep")
        }
        index += 1
        var fields: [(String, JSONValue)] = []
        var keys = Set<String>()
        skipBlanks()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(fields)
        }
        while true {
            skipBlanks()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a quoted key in an object") }
            let start = index
            let key = try string()
            guard keys.insert(key).inserted else {
                index = start
                throw failure(isSyntax: false, "the key \(JSONReader.quoted(key)) appears twice in an object")
            }
            skipBlanks()
            guard current == UInt8(ascii: ":") else {
                throw failure("expected ':' after the key \(JSONReader.quoted(key))")
            }
            index += 1
            skipBlanks()
            let item = try value(depth: depth)
            fields.append((key, item))
            skipBlanks()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(fields)
            case nil: throw failure("the text ends inside an object (cut short?)")
            default: throw failure("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        guard depth <= JSONReader.maximumDepth else {
            throw failure(isSyntax: false, "nested more than \(JSONReader.maximumDepth) deep")
        }
        index += 1
        var elements: [JSONValue] = []
        skipBlanks()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipBlanks()
            elements.append(try value(depth: depth))
            skipBlanks()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            case nil: throw failure("the text ends inside an array (cut short?)")
            default: throw failure("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func number() throws(Failure) -> JSONValue {
        let start = index
        var integral = true
        if current == UInt8(ascii: "-") { index += 1 }
        let first = index
        guard digits() > 0 else { throw failure("a number needs digits") }
        // NB: RFC 8259 forbids leading zeros (`01`, `-00`): another reader may refuse them or
        // read them as octal, so a file that holds one is not read the same everywhere.
        guard bytes[first] != UInt8(ascii: "0") || index - first == 1 else {
            index = first
            throw failure("a number has a leading zero")
        }
        if current == UInt8(ascii: ".") {
            index += 1
            integral = false
            guard digits() > 0 else { throw failure("a number needs digits after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            integral = false
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw failure("a number needs digits in its exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if integral, let value = Int(text) { return .int(value) }
        if integral, let value = UInt64(text) { return .unsigned(value) }
        guard let value = Double(text), value.isFinite else {
            throw Failure(message: "the number \(text.prefix(40)) is out of range", offset: start, isSyntax: true)
        }
        return .double(value)
    }

    /// Skips decimal digits; returns how many.
    private mutating func digits() -> Int {
        let start = index
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index - start
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(_ reader: JSONReader) throws(Failure) {
            guard run < reader.index else { return }
            guard let text = String(validating: reader.bytes[run..<reader.index], as: UTF8.self) else {
                throw reader.failure("a string is not valid UTF-8")
            }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while true {
            guard let byte = current else { throw failure("a string is not closed") }
            switch byte {
            case UInt8(ascii: "\""):
                try flush(self)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flush(self)
                index += 1
                scalars.append(try escape())
                run = index
            case 0..<0x20:
                throw failure("a string holds a raw control character (\(JSONReader.describe(byte)))")
            default:
                index += 1
            }
        }
    }

    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        guard let byte = current else { throw failure("a string is not closed") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hex4()
            if (0xD800..<0xDC00).contains(high) {
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
                else {
                    return "\u{FFFD}"
                }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { return "\u{FFFD}" }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
            }
            return Unicode.Scalar(high) ?? "\u{FFFD}"
        default:
            index -= 1
            throw failure("unknown escape \\\(JSONReader.describe(byte)) in a string")
        }
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard bytes.count - index >= 4 else { throw failure("\\u needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = current.flatMap({ Int(String(UnicodeScalar($0)), radix: 16) }) else {
                throw failure("\\u needs four hex digits")
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }

    /// A key for an error message: quoted, at most 40 characters, anything but printable ASCII
    /// written as `\uXXXX`, so a key from a stranger's file cannot reach a terminal raw.
    static func quoted(_ key: String) -> String {
        var text = "\""
        for (index, scalar) in key.unicodeScalars.enumerated() {
            guard index < 40 else {
                text += "…"
                break
            }
            if (0x20..<0x7F).contains(scalar.value), scalar != "\"", scalar != "\\" {
                text.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                text += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
        }
        return text + "\""
    }

    /// A byte for an error message: itself when printable ASCII, else its hex code.
    static func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte)
            ? "'\(Character(UnicodeScalar(byte)))'" : "byte 0x" + String(byte, radix: 16, uppercase: true)
    }
}

/// A value of a parsed JSON text (`JSONReader`) with where it is, read with its type checked:
/// the one typed reader of the files and streams animset reads back without `Codable`
/// (simulation results, the recorded JSON stream, its states). A fault names its place, and
/// each format words it as it always has (`missing key 'tables.12.seen'`, `'events[2].t' must
/// be a number`).
///
/// `required` and the typed accessors take the value as it is: absent is missing, `null` or
/// another type is of the wrong type. `optional` reads an absent key as nil and refuses `null`
/// (a file of ours never writes one, and reading it as absent drops what the key holds);
/// `nullable`, for the stream's tolerant records, reads both as nil.
/// An integer is a number that is exactly one in its type's range (`3`, `3.0`, `3e0`).
public struct JSONCursor: Sendable {
    /// One step down from an object or an array.
    public enum Step: Sendable, Equatable {
        /// The member with this key.
        case key(String)
        /// The item at this index.
        case index(Int)
    }

    /// What a value should have been.
    public enum Expected: Sendable, Equatable {
        case string, bool, number, integer, array, object
    }

    /// Why a value could not be read, and where it is.
    public struct Fault: Error, Sendable {
        public enum Kind: Sendable, Equatable {
            /// A required key is absent (the path ends with it).
            case missing
            /// An optional key is null.
            case null
            /// The value is null or of another type.
            case wrongType(Expected)
            /// A number that is not an integer of the type asked for: its text and the type.
            case doesNotFit(number: String, type: String)
        }

        public let kind: Kind
        /// Where the value is (or would be).
        public let path: [Step]

        /// The place with every step after a dot: `tables.12.seen` (simulation results).
        public var dotted: String { JSONCursor.dotted(path) }
        /// The place with indices in brackets: `events[2].path[0]` (the JSON stream).
        public var bracketed: String { JSONCursor.bracketed(path) }
    }

    /// The value as `JSONReader` read it (which refused a repeated key).
    public let value: JSONValue
    /// The steps down to it.
    public let path: [Step]

    /// `value` at `path` (the whole text at `[]`).
    public init(_ value: JSONValue, at path: [Step] = []) {
        (self.value, self.path) = (value, path)
    }

    /// `tables.12.seen`, `rounds12.0`; empty for the whole text.
    public var dotted: String { JSONCursor.dotted(path) }
    /// `events[2].path[0]`, `state.table[3].card`; empty for the whole text.
    public var bracketed: String { JSONCursor.bracketed(path) }

    /// `path` with every step after a dot: `tables.12.seen`.
    public static func dotted(_ path: [Step]) -> String {
        path.map { step in
            switch step {
            case .key(let key): key
            case .index(let index): String(index)
            }
        }.joined(separator: ".")
    }

    /// `path` with indices in brackets: `events[2].path[0]`.
    public static func bracketed(_ path: [Step]) -> String {
        var text = ""
        for step in path {
            switch step {
            case .key(let key): text += (text.isEmpty ? "" : ".") + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    /// A fault of `kind` at this value.
    public func fault(_ kind: Fault.Kind) -> Fault { Fault(kind: kind, path: path) }

    /// Whether the value is `null`.
    public var isNull: Bool { value == .null }

    /// A string.
    public func string() throws(Fault) -> String {
        guard case .string(let text) = value else { throw fault(.wrongType(.string)) }
        return text
    }

    /// `true` or `false`.
    public func bool() throws(Fault) -> Bool {
        guard case .bool(let flag) = value else { throw fault(.wrongType(.bool)) }
        return flag
    }

    /// Any number.
    public func number() throws(Fault) -> Double {
        switch value {
        case .int(let number): return Double(number)
        case .unsigned(let number): return Double(number)
        case .double(let number): return number
        default: throw fault(.wrongType(.number))
        }
    }

    /// An integer of type `T`: a number exactly in `T`'s range.
    public func integer<T: FixedWidthInteger>(_ type: T.Type) throws(Fault) -> T {
        guard value.isNumber else { throw fault(.wrongType(.integer)) }
        guard let number = value.integer(type) else {
            throw fault(.doesNotFit(number: JSONValue.numberText(value), type: "\(type)"))
        }
        return number
    }

    /// An array's items, each with its place.
    public func items() throws(Fault) -> [JSONCursor] {
        guard case .array(let items) = value else { throw fault(.wrongType(.array)) }
        return items.enumerated().map { JSONCursor($1, at: path + [.index($0)]) }
    }

    /// An object's members in the text's order, each with its place.
    public func members() throws(Fault) -> [(key: String, value: JSONCursor)] {
        guard case .object(let members) = value else { throw fault(.wrongType(.object)) }
        return members.map { ($0, JSONCursor($1, at: path + [.key($0)])) }
    }

    /// The member `key` of an object; missing when the object has none.
    public func required(_ key: JSONKey) throws(Fault) -> JSONCursor {
        guard let member = try member(key) else { throw Fault(kind: .missing, path: path + [.key(key.name)]) }
        return member
    }

    /// The member `key` of an object; nil when the object has none, null refused.
    public func optional(_ key: JSONKey) throws(Fault) -> JSONCursor? {
        guard let member = try member(key) else { return nil }
        guard !member.isNull else { throw member.fault(.null) }
        return member
    }

    /// The member `key` of an object; nil when the object has none or it is null.
    public func nullable(_ key: JSONKey) throws(Fault) -> JSONCursor? {
        guard let member = try member(key), !member.isNull else { return nil }
        return member
    }

    /// Whether the object has the member `key` (null or not).
    public func has(_ key: JSONKey) throws(Fault) -> Bool { try member(key) != nil }

    private func member(_ key: JSONKey) throws(Fault) -> JSONCursor? {
        guard case .object(let members) = value else { throw fault(.wrongType(.object)) }
        return members.first { $0.0 == key.name }.map { JSONCursor($0.1, at: path + [.key(key.name)]) }
    }
}

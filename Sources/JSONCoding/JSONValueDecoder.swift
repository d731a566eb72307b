/// Decodes a `Decodable` value from a `JSONValue` read by `JSONReader`: the standard library's
/// `Codable` over the one strict parser (a repeated key, a broken escape, a number out of range
/// or nesting past the limits is refused before any type sees the text).
///
/// It is strict where Foundation's `JSONDecoder` is strict: an integer type takes a number that
/// is exactly an integer in its range (`3`, `3.0`, `3e0`), `Double` and `Float` any number, a
/// string only a string. Integers beyond 2^53 differ (see `JSONValue.largeIntegersAsStrings`):
/// one written with a fraction or an exponent is refused as perhaps rounded, and one written
/// as a decimal string is read. Failures are the standard `DecodingError`s, with the
/// coding path of the value that was wrong.
public struct JSONValueDecoder {
    /// A new decoder.
    public init() {}

    /// Reads `bytes` with `JSONReader` and decodes a `T` from them.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: some Sequence<UInt8>) throws -> T {
        try decode(type, from: try JSONReader.parse(bytes))
    }

    /// Decodes a `T` from `value`.
    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try T(from: ValueDecoder(value: value, codingPath: []))
    }
}

extension JSONValue {
    /// What the value is, for a message: "a string", "a number", ...
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .unsigned, .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "a dictionary"
        }
    }
}

/// The `Decoder` handed to each value's `init(from:)`.
struct ValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let fields) = value else { throw mismatch([String: JSONValue].self, found: value) }
        return KeyedDecodingContainer(KeyedValueDecoder<Key>(fields: fields, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = value else { throw mismatch([JSONValue].self, found: value) }
        return UnkeyedValueDecoder(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueDecoder(value: value, codingPath: codingPath)
    }

    func mismatch(_ type: Any.Type, found: JSONValue) -> DecodingError {
        ValueDecoder.mismatch(type, found: found, at: codingPath)
    }

    static func mismatch(_ type: Any.Type, found: JSONValue, at path: [any CodingKey]) -> DecodingError {
        if case .null = found {
            return .valueNotFound(
                type,
                .init(
                    codingPath: path, debugDescription: "Cannot get value of type \(type) -- found null value instead"))
        }
        return .typeMismatch(
            type,
            .init(
                codingPath: path,
                debugDescription: "Expected to decode \(type) but found \(found.kindDescription) instead."))
    }

    /// Decodes a `T` from `value`: a primitive in `SingleValueDecoder`, anything else through
    /// its own `init(from:)`.
    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, at path: [any CodingKey]) throws -> T {
        try T(from: ValueDecoder(value: value, codingPath: path))
    }
}

/// The leaf reader: every primitive ends here.
struct SingleValueDecoder: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]

    // NB: the leaves are read by the one typed reader (`JSONCursor`); its faults become the
    // standard `DecodingError`s with the coding path.
    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        // NB: an integer beyond 2^53 may be a decimal string, as files that must survive tools
        // reading numbers as doubles write it (`JSONValue.largeIntegersAsStrings`); written
        // with a fraction or an exponent it has been through such a tool, which may have
        // rounded it, and is refused.
        if case .string(let text) = value, let number = JSONValue.largeInteger(text, as: type) { return number }
        if case .double(let number) = value, number.magnitude > Double(JSONValue.exactIntegerLimit) {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath,
                    debugDescription:
                        """
                        Number \(JSONValue.numberText(value)) is an integer beyond 2^53 written with a fraction or \
                        an exponent: it may have lost precision.
                        """
                ))
        }
        do { return try JSONCursor(value).integer(type) } catch { throw fault(error, type) }
    }

    private func double() throws -> Double {
        do { return try JSONCursor(value).number() } catch { throw fault(error, Double.self) }
    }

    private func fault(_ fault: JSONCursor.Fault, _ type: Any.Type) -> DecodingError {
        guard case .doesNotFit(let number, let typeName) = fault.kind else {
            return ValueDecoder.mismatch(type, found: value, at: codingPath)
        }
        return DecodingError.dataCorrupted(
            .init(codingPath: codingPath, debugDescription: "Number \(number) does not fit in \(typeName)."))
    }

    func decodeNil() -> Bool { value == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        do { return try JSONCursor(value).bool() } catch { throw fault(error, type) }
    }

    func decode(_ type: String.Type) throws -> String {
        do { return try JSONCursor(value).string() } catch { throw fault(error, type) }
    }

    func decode(_ type: Double.Type) throws -> Double { try double() }
    func decode(_ type: Float.Type) throws -> Float {
        let number = try double()
        guard abs(number) <= Double(Float.greatestFiniteMagnitude) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: codingPath, debugDescription: "Number \(number) does not fit in Float."))
        }
        return Float(number)
    }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try ValueDecoder.decode(type, from: value, at: codingPath) }
}

/// An object's members; a key the type does not know is ignored, as `JSONDecoder` does.
struct KeyedValueDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let allKeys: [Key]
    let codingPath: [any CodingKey]

    init(fields: [(String, JSONValue)], codingPath: [any CodingKey]) {
        // NB: `JSONReader` refuses a repeated key, so the keys are unique.
        members = Dictionary(fields, uniquingKeysWith: { first, _ in first })
        allKeys = fields.compactMap { Key(stringValue: $0.0) }
        self.codingPath = codingPath
    }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    private func member(_ key: Key) throws -> JSONValue {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key,
                .init(codingPath: codingPath, debugDescription: "No value associated with key '\(key.stringValue)'."))
        }
        return value
    }

    private func get<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
        try ValueDecoder.decode(type, from: try member(key), at: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { try member(key) == .null }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try get(type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try get(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try get(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try get(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try get(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try get(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try get(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try get(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try get(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try get(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try get(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try get(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try get(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try get(type, key) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try get(type, key) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try ValueDecoder(value: try member(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try ValueDecoder(value: try member(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        ValueDecoder(
            value: members[CodingPathKey.superKey.stringValue] ?? .null,
            codingPath: codingPath + [CodingPathKey.superKey])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        ValueDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

/// An array's elements, in order.
struct UnkeyedValueDecoder: UnkeyedDecodingContainer {
    let items: [JSONValue]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(items: [JSONValue], codingPath: [any CodingKey]) {
        (self.items, self.codingPath) = (items, codingPath)
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next<T>(_ type: T.Type) throws -> (JSONValue, [any CodingKey]) {
        let path = codingPath + [CodingPathKey(index: currentIndex)]
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type, .init(codingPath: path, debugDescription: "Unkeyed container is at end."))
        }
        defer { currentIndex += 1 }
        return (items[currentIndex], path)
    }

    private mutating func get<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, path) = try next(type)
        return try ValueDecoder.decode(type, from: value, at: path)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try get(type) }
    mutating func decode(_ type: String.Type) throws -> String { try get(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try get(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try get(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try get(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try get(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try get(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try get(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try get(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try get(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try get(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try get(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try get(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try get(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try get(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        let (value, path) = try next([String: JSONValue].self)
        return try ValueDecoder(value: value, codingPath: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, path) = try next([JSONValue].self)
        return try ValueDecoder(value: value, codingPath: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (value, path) = try next(JSONValue.self)
        return ValueDecoder(value: value, codingPath: path)
    }
}

/// Encodes an `Encodable` value into a `JSONValue` (then `JSONValue.prettyText` writes it): the
/// standard library's `Codable` without Foundation, so the program carries no `JSONEncoder`.
///
/// What it writes follows Foundation's `JSONEncoder` with its default strategies: an optional
/// that is `nil` leaves its key out, a `Float` is written as its shortest decimal text, a
/// number that is not finite is refused (`EncodingError.invalidValue`).
public struct JSONValueEncoder {
    /// A new encoder.
    public init() {}

    /// `value` as a JSON value.
    public func encode(_ value: some Encodable) throws -> JSONValue {
        let root = EncodingNode()
        try value.encode(to: NodeEncoder(node: root, codingPath: []))
        return root.value
    }
}

/// A value being encoded: a leaf, or an object or array whose members are still being filled
/// (a nested container writes into its node after the parent made it).
final class EncodingNode {
    enum Content {
        case empty
        case leaf(JSONValue)
        case object(keys: [String], members: [String: EncodingNode])
        case array([EncodingNode])
    }

    var content = Content.empty

    /// The finished value (an empty node, as a type that encodes nothing leaves it, is `{}`,
    /// as Foundation writes it).
    var value: JSONValue {
        switch content {
        case .empty: return .object([])
        case .leaf(let value): return value
        case .object(let keys, let members):
            return .object(keys.compactMap { key in members[key].map { (key, $0.value) } })
        case .array(let items): return .array(items.map(\.value))
        }
    }

    /// The member `key` of this object node, made (and the node made an object) if need be.
    func member(_ key: String) -> EncodingNode {
        var (keys, members) = ([String](), [String: EncodingNode]())
        if case .object(let oldKeys, let oldMembers) = content { (keys, members) = (oldKeys, oldMembers) }
        if let node = members[key] { return node }
        let node = EncodingNode()
        keys.append(key)
        members[key] = node
        content = .object(keys: keys, members: members)
        return node
    }

    /// Makes this node an object if it is not one yet.
    func becomeObject() {
        if case .object = content { return }
        content = .object(keys: [], members: [:])
    }

    /// Appends a new element to this array node (made an array if need be).
    func appendElement() -> EncodingNode {
        var items: [EncodingNode] = []
        if case .array(let old) = content { items = old }
        let node = EncodingNode()
        items.append(node)
        content = .array(items)
        return node
    }

    /// The number of elements of this array node.
    var count: Int {
        if case .array(let items) = content { return items.count }
        return 0
    }

    /// Makes this node an array if it is not one yet.
    func becomeArray() {
        if case .array = content { return }
        content = .array([])
    }
}

/// The `Encoder` handed to each value's `encode(to:)`.
struct NodeEncoder: Encoder {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeObject()
        return KeyedEncodingContainer(KeyedNodeEncoder<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeArray()
        return UnkeyedNodeEncoder(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleNodeEncoder(node: node, codingPath: codingPath)
    }

    /// Encodes `value` into `node`: a primitive through `SingleNodeEncoder`, anything else
    /// through its own `encode(to:)`.
    static func encode(_ value: some Encodable, into node: EncodingNode, at path: [any CodingKey]) throws {
        try value.encode(to: NodeEncoder(node: node, codingPath: path))
    }
}

/// The leaf writer: every primitive ends here.
struct SingleNodeEncoder: SingleValueEncodingContainer {
    let node: EncodingNode
    let codingPath: [any CodingKey]

    private func put(_ value: JSONValue) { node.content = .leaf(value) }

    private func put(_ value: some BinaryInteger) {
        if let small = Int(exactly: value) {
            put(.int(small))
        } else if let large = UInt64(exactly: value) {
            put(.unsigned(large))
        }
    }

    private func put(double value: Double, of original: Any) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                original, .init(codingPath: codingPath, debugDescription: "Unable to encode \(value) directly in JSON.")
            )
        }
        put(.double(value))
    }

    mutating func encodeNil() throws { put(.null) }
    mutating func encode(_ value: Bool) throws { put(.bool(value)) }
    mutating func encode(_ value: String) throws { put(.string(value)) }
    mutating func encode(_ value: Double) throws { try put(double: value, of: value) }
    // NB: a Float through its own shortest text, so 0.1 is written 0.1 and not 0.100000001...
    mutating func encode(_ value: Float) throws {
        try put(double: value.isFinite ? Double("\(value)") ?? Double(value) : Double(value), of: value)
    }
    mutating func encode(_ value: Int) throws { put(value) }
    mutating func encode(_ value: Int8) throws { put(value) }
    mutating func encode(_ value: Int16) throws { put(value) }
    mutating func encode(_ value: Int32) throws { put(value) }
    mutating func encode(_ value: Int64) throws { put(value) }
    mutating func encode(_ value: UInt) throws { put(value) }
    mutating func encode(_ value: UInt8) throws { put(value) }
    mutating func encode(_ value: UInt16) throws { put(value) }
    mutating func encode(_ value: UInt32) throws { put(value) }
    mutating func encode(_ value: UInt64) throws { put(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try NodeEncoder.encode(value, into: node, at: codingPath) }
}

/// An object's members: each goes through `NodeEncoder.encode`, so the primitives have one
/// writer (`SingleNodeEncoder`).
struct KeyedNodeEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodingNode
    let codingPath: [any CodingKey]

    private func put(_ value: some Encodable, _ key: Key) throws {
        try NodeEncoder.encode(value, into: node.member(key.stringValue), at: codingPath + [key])
    }

    mutating func encodeNil(forKey key: Key) throws { node.member(key.stringValue).content = .leaf(.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try put(value, key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try put(value, key) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        NodeEncoder(
            node: node.member(CodingPathKey.superKey.stringValue), codingPath: codingPath + [CodingPathKey.superKey])
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
    }
}

/// An array's elements, in order.
struct UnkeyedNodeEncoder: UnkeyedEncodingContainer {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    var count: Int { node.count }

    private func next() -> (EncodingNode, [any CodingKey]) {
        let path = codingPath + [CodingPathKey(index: node.count)]
        return (node.appendElement(), path)
    }

    private func put(_ value: some Encodable) throws {
        let (element, path) = next()
        try NodeEncoder.encode(value, into: element, at: path)
    }

    mutating func encodeNil() throws { next().0.content = .leaf(.null) }
    mutating func encode(_ value: Bool) throws { try put(value) }
    mutating func encode(_ value: String) throws { try put(value) }
    mutating func encode(_ value: Double) throws { try put(value) }
    mutating func encode(_ value: Float) throws { try put(value) }
    mutating func encode(_ value: Int) throws { try put(value) }
    mutating func encode(_ value: Int8) throws { try put(value) }
    mutating func encode(_ value: Int16) throws { try put(value) }
    mutating func encode(_ value: Int32) throws { try put(value) }
    mutating func encode(_ value: Int64) throws { try put(value) }
    mutating func encode(_ value: UInt) throws { try put(value) }
    mutating func encode(_ value: UInt8) throws { try put(value) }
    mutating func encode(_ value: UInt16) throws { try put(value) }
    mutating func encode(_ value: UInt32) throws { try put(value) }
    mutating func encode(_ value: UInt64) throws { try put(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try put(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        let (element, path) = next()
        return NodeEncoder(node: element, codingPath: path).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let (element, path) = next()
        return NodeEncoder(node: element, codingPath: path).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let (element, path) = next()
        return NodeEncoder(node: element, codingPath: path)
    }
}

/// A coding key made by the coder itself: an array index, or `super`.
struct CodingPathKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) { (self.stringValue, intValue) = (stringValue, nil) }
    init(intValue: Int) { (stringValue, self.intValue) = ("\(intValue)", intValue) }
    init(index: Int) { self.init(intValue: index) }

    /// Codable's key of a superclass's part (`superEncoder()`, `superDecoder()`), spelt once.
    static let superKey = CodingPathKey(stringValue: Key.super.name)

    /// The keys the coders spell themselves.
    enum Key {
        static let `super`: JSONKey = "super"
    }
}

/// A growable run of UTF-8 bytes that JSON text is written into, then read out as a `String`.
///
/// NB: the JSON stream is tens of megabytes of mostly one- to eight-byte pieces. Appending to an
/// `[UInt8]` or a `String` checks for a shared copy on every append (a call into the runtime);
/// here an append is a bounds check and a store.
public struct JSONBuffer: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var count = 0
    @usableFromInline var capacity: Int

    /// An empty buffer with room for `capacity` bytes before it first grows.
    @inlinable
    public init(capacity: Int = 256) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The number of bytes written.
    @inlinable
    public var byteCount: Int { count }

    /// The last byte written, if any.
    @inlinable
    public var lastByte: UInt8? { count > 0 ? base[count - 1] : nil }

    /// The bytes written, as text.
    @inlinable
    public var text: String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    /// Appends one byte.
    @inlinable
    public mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: 1) }
        base[count] = byte
        count += 1
    }

    /// Appends `bytes`.
    @inlinable
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if capacity - count < bytes.count { grow(toHold: bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends the UTF-8 bytes of `text`.
    @inlinable
    public mutating func append(contentsOf text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends fixed text: `null`, `true`, punctuation.
    @inlinable
    public mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
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

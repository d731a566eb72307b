/// A value that writes itself as JSON.
public protocol JSONWritable {
    /// Writes the value (one JSON value: usually an object) to `writer`.
    func write(to writer: inout JSONWriter)
}

extension JSONWritable {
    /// The value as compact JSON text.
    public var json: String {
        var writer = JSONWriter(capacity: 512)
        write(to: &writer)
        return writer.text
    }
}

/// One JSON value as text, written by `JSONWriter` (so it is well formed), kept to be written
/// again inside another value: a command's `state` inside its line of the stream.
public struct JSONFragment: Hashable, Sendable {
    /// The JSON text.
    public let text: String

    init(written text: String) {
        self.text = text
    }

    /// `null`.
    public static let null = JSONFragment(written: "null")

    /// Writes a value with a fresh compact writer and keeps the text.
    public static func write(_ body: (inout JSONWriter) -> Void) -> JSONFragment {
        var writer = JSONWriter(capacity: 1024)
        body(&writer)
        return JSONFragment(written: writer.text)
    }
}

import GameKit

/// Where a value's JSON fields go, one by one in order: into `EventValue`s (`EventFieldList`),
/// or straight out as text (`JSONBuffer`).
///
/// Events, frames and keyframes list their fields once, in `JSONFields.writeFields(to:)`; the
/// `EventValue` view and the text both come from that one list.
protocol JSONFieldWriter: ~Copyable {
    /// A number (rounded already where it is a time or a frame).
    mutating func number(_ key: StaticString, _ value: Double)
    /// A string.
    mutating func string(_ key: StaticString, _ value: String)
    /// A boolean.
    mutating func bool(_ key: StaticString, _ value: Bool)
    /// An array of strings.
    mutating func strings(_ key: StaticString, _ values: [String])
    /// An object.
    mutating func object(_ key: StaticString, _ value: some JSONFields)
    /// An array of objects.
    mutating func objects(_ key: StaticString, _ values: [some JSONFields])
}

/// A value written as a JSON object.
protocol JSONFields {
    /// Gives `writer` the object's fields in order.
    func writeFields<Writer: JSONFieldWriter & ~Copyable>(to writer: inout Writer)
}

extension JSONFields {
    /// The object's fields as `EventValue`s.
    var eventFields: [EventField] {
        var list = EventFieldList()
        writeFields(to: &list)
        return list.fields
    }

    /// The object as compact JSON text.
    var jsonText: String {
        var out = JSONBuffer(capacity: 512)
        out.writeObject(self)
        return out.text
    }
}

/// Collects fields as `EventValue`s.
struct EventFieldList: JSONFieldWriter {
    var fields: [EventField] = []

    mutating func number(_ key: StaticString, _ value: Double) { add(key, .number(value)) }
    mutating func string(_ key: StaticString, _ value: String) { add(key, .string(value)) }
    mutating func bool(_ key: StaticString, _ value: Bool) { add(key, .bool(value)) }
    mutating func strings(_ key: StaticString, _ values: [String]) { add(key, .array(values.map(EventValue.string))) }
    mutating func object(_ key: StaticString, _ value: some JSONFields) { add(key, .object(value.eventFields)) }
    mutating func objects(_ key: StaticString, _ values: [some JSONFields]) {
        add(key, .array(values.map { .object($0.eventFields) }))
    }

    private mutating func add(_ key: StaticString, _ value: EventValue) {
        fields.append(EventField("\(key)", value))
    }
}

/// Writes fields as compact JSON text, exactly as `EventValue.write(to:)` writes their values.
extension JSONBuffer: JSONFieldWriter {
    mutating func number(_ key: StaticString, _ value: Double) {
        self.key(key)
        JSONText.appendNumber(value, to: &self)
    }

    mutating func string(_ key: StaticString, _ value: String) {
        self.key(key)
        JSONText.appendQuoted(value, to: &self)
    }

    mutating func bool(_ key: StaticString, _ value: Bool) {
        self.key(key)
        JSONText.appendBool(value, to: &self)
    }

    mutating func strings(_ key: StaticString, _ values: [String]) {
        self.key(key)
        append(0x5B)  // [
        for (index, value) in values.enumerated() {
            if index > 0 { append(0x2C) }  // ,
            JSONText.appendQuoted(value, to: &self)
        }
        append(0x5D)  // ]
    }

    mutating func object(_ key: StaticString, _ value: some JSONFields) {
        self.key(key)
        writeObject(value)
    }

    mutating func objects(_ key: StaticString, _ values: [some JSONFields]) {
        self.key(key)
        append(0x5B)  // [
        for (index, value) in values.enumerated() {
            if index > 0 { append(0x2C) }  // ,
            writeObject(value)
        }
        append(0x5D)  // ]
    }

    /// Appends `value` as a JSON object.
    mutating func writeObject(_ value: some JSONFields) {
        append(0x7B)  // {
        value.writeFields(to: &self)
        append(0x7D)  // }
    }

    /// Appends `"key":`, after a comma unless it is the object's first field.
    private mutating func key(_ key: StaticString) {
        // NB: a field follows either the object's `{` or the value of the field before it.
        if lastByte != 0x7B { append(0x2C) }
        // NB: keys are literals of letters only: nothing to escape.
        append(0x22)
        append(key)
        append(0x22)
        append(0x3A)
    }
}

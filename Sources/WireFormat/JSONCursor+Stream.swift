import CardKit
import Choreography
import JSONCoding

extension RecordedCommand.Failure {
    /// A fault of the typed reader, worded as the stream's messages are:
    /// `'events[2].t' must be a number`.
    init(_ fault: JSONCursor.Fault) {
        let what =
            switch fault.kind {
            case .missing, .null: "present"
            case .wrongType(.string): "a string"
            case .wrongType(.bool): "true or false"
            case .wrongType(.number): "a number"
            case .wrongType(.integer), .doesNotFit: "a whole number"
            case .wrongType(.array): "an array"
            case .wrongType(.object): "an object"
            }
        self.init("'\(fault.bracketed)' must be \(what)")
    }
}

/// The stream's members are all optional: absent or null reads as nil, a value of another type
/// is refused, worded for the stream (`RecordedCommand.Failure(_:)`).
extension JSONCursor {
    /// `body`'s value; its fault worded for the stream.
    func worded<T>(_ body: () throws(Fault) -> T) throws(RecordedCommand.Failure) -> T {
        do { return try body() } catch { throw RecordedCommand.Failure(error) }
    }

    func string(_ key: JSONKey) throws(RecordedCommand.Failure) -> String? {
        try worded { () throws(Fault) in try nullable(key)?.string() }
    }

    func bool(_ key: JSONKey) throws(RecordedCommand.Failure) -> Bool? {
        try worded { () throws(Fault) in try nullable(key)?.bool() }
    }

    func number(_ key: JSONKey) throws(RecordedCommand.Failure) -> Double? {
        try worded { () throws(Fault) in try nullable(key)?.number() }
    }

    func int(_ key: JSONKey) throws(RecordedCommand.Failure) -> Int? {
        try worded { () throws(Fault) in try nullable(key)?.integer(Int.self) }
    }

    /// The items of the array under `key`.
    func array(_ key: JSONKey) throws(RecordedCommand.Failure) -> [JSONCursor]? {
        try worded { () throws(Fault) in try nullable(key)?.items() }
    }

    /// Seconds from 0 to `RecordedCommand.maximumSeconds`.
    func seconds(_ key: JSONKey) throws(RecordedCommand.Failure) -> Double? {
        guard let value = try number(key) else { return nil }
        guard value >= 0, value <= RecordedCommand.maximumSeconds else {
            throw RecordedCommand.Failure(
                "'\(place(of: key))' must be seconds from 0 to \(Int(RecordedCommand.maximumSeconds))")
        }
        return value
    }

    func strings(_ key: JSONKey) throws(RecordedCommand.Failure) -> [String]? {
        try array(key)?.map { item throws(RecordedCommand.Failure) in
            guard case .string(let text) = item.value else {
                throw RecordedCommand.Failure("'\(place(of: key))' must be an array of strings")
            }
            return text
        }
    }

    /// The place of the member `key` of this object, for a message.
    func place(of key: JSONKey) -> String { JSONCursor.bracketed(path + [.key(key.name)]) }

    /// A frame `{"x","y","w","h"}` under `key`, or made of this object's own x, y, w, h
    /// when `key` is nil (keyframes).
    func rect(_ key: JSONKey?) throws(RecordedCommand.Failure) -> Rect? {
        let object: JSONCursor
        if let key {
            guard let member = try worded({ () throws(Fault) in try nullable(key) }) else { return nil }
            guard member.value.isObject else {
                throw RecordedCommand.Failure("'\(self.place(of: key))' must be a frame {\"x\",\"y\",\"w\",\"h\"}")
            }
            object = member
        } else {
            object = self
        }
        guard let x = try object.number(Rect.Key.x), let y = try object.number(Rect.Key.y),
            let w = try object.number(Rect.Key.w), let h = try object.number(Rect.Key.h)
        else {
            guard let key else { return nil }
            throw RecordedCommand.Failure("'\(place(of: key))' must be a frame with x, y, w and h")
        }
        let limit = RecordedCommand.maximumCoordinate
        guard [x, y].allSatisfy({ abs($0) <= limit }), (0...limit).contains(w), (0...limit).contains(h) else {
            throw RecordedCommand.Failure("'\(object.bracketed)' is out of range")
        }
        return Rect(x: x, y: y, w: w, h: h)
    }
}

import CardKit
import JSONCoding

/// A value of a simulation result's JSON with where it is, read with its type checked: the one
/// way `SimulationResult(json:)` reads a file, worded as results always were (`missing key
/// 'tables.12.seen'`, `wrong type at 'seed'`, `bad value at 'games': Number 1.5 does not fit
/// in Int.`).
///
/// A key that is required and absent is missing; null, or a value of another type, is of the
/// wrong type, for an optional key too; an optional key that is absent reads as nil. An integer is a number that
/// is exactly one in its type's range (`3`, `3.0`, `3e0`).
struct ResultValue {
    /// The value as `JSONReader` read it (which refused a repeated key).
    let value: JSONValue
    /// The keys and array indices down to it, for messages.
    let path: [String]

    /// `value` at `path` (the whole file at `[]`).
    init(_ value: JSONValue, at path: [String] = []) {
        (self.value, self.path) = (value, path)
    }

    /// Where the value is: `tables.12.seen`, `rounds12.0`; empty for the whole file.
    var place: String { path.joined(separator: ".") }

    private var wrongType: SimulationError { .invalidResult(reason: "wrong type at '\(place)'") }

    /// A string.
    func string() throws(SimulationError) -> String {
        guard case .string(let text) = value else { throw wrongType }
        return text
    }

    /// An integer of type `T`.
    func integer<T: FixedWidthInteger>(_ type: T.Type) throws(SimulationError) -> T {
        guard value.isNumber else { throw wrongType }
        guard let number = value.integer(type) else {
            throw .invalidResult(reason: "bad value at '\(place)': Number \(JSONValue.numberText(value)) does not fit in \(type).")
        }
        return number
    }

    /// An array's items, each with its place.
    func items() throws(SimulationError) -> [ResultValue] {
        guard case .array(let items) = value else { throw wrongType }
        return items.enumerated().map { ResultValue($1, at: path + [String($0)]) }
    }

    /// An object's members in the file's order, each with its place.
    func members() throws(SimulationError) -> [(key: String, value: ResultValue)] {
        guard case .object(let members) = value else { throw wrongType }
        return members.map { ($0, ResultValue($1, at: path + [$0])) }
    }

    /// The member `key` of an object; missing when the object has none.
    func required(_ key: JSONKey) throws(SimulationError) -> ResultValue {
        guard let member = try member(key) else {
            throw .invalidResult(reason: "missing key '\((path + [key.name]).joined(separator: "."))'")
        }
        return member
    }

    /// The member `key` of an object; nil when the object has none.
    ///
    /// NB: null is of the wrong type, not an absent key: animset never writes one, and
    /// reading `"deckAtEnd": null` as absent silently dropped the figures it holds (issue 28).
    func optional(_ key: JSONKey) throws(SimulationError) -> ResultValue? {
        guard let member = try member(key) else { return nil }
        guard member.value != .null else { throw member.wrongType }
        return member
    }

    private func member(_ key: JSONKey) throws(SimulationError) -> ResultValue? {
        guard case .object(let members) = value else { throw wrongType }
        return members.first { $0.0 == key.name }.map { ResultValue($0.1, at: path + [key.name]) }
    }
}

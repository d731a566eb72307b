import Expectations
import JSONCoding
import Testing

/// `JSONCursor`, the one typed reader on the parsed tree: each fault names its kind and place,
/// which the formats word (`missing key 'tables.12.seen'`, `'events[2].t' must be a number`).
@Suite struct JSONCursorTests {
    static let text =
        #"{"tables": {"12": {"seen": 3, "noSet": null}}, "events": [{"t": "x"}, {"t": 1.5}], "big": 3.0, "half": 1.5}"#

    static func file() throws -> JSONCursor { JSONCursor(try JSONReader.parse(text.utf8)) }

    static func fault(_ body: () throws(JSONCursor.Fault) -> Void) -> JSONCursor.Fault? {
        do { try body() } catch { return error }
        return nil
    }

    @Test func aMissingKeyIsNamedWithItsPlace() throws {
        let file = try Self.file()
        let fault = Self.fault { () throws(JSONCursor.Fault) in
            _ = try file.required("tables").required("12").required("lost")
        }
        expectEqual(fault?.kind, .missing)
        expectEqual(fault?.dotted, "tables.12.lost")
    }

    @Test func nullIsRefusedWhenRequiredOrOptionalAndNilWhenNullable() throws {
        let table = try Self.file().required("tables").required("12")
        let fault = Self.fault { () throws(JSONCursor.Fault) in _ = try table.required("noSet").integer(Int.self) }
        expectEqual(fault?.kind, .wrongType(.integer))
        expectEqual(fault?.dotted, "tables.12.noSet")
        let optional = Self.fault { () throws(JSONCursor.Fault) in _ = try table.optional("noSet") }
        expectEqual(optional?.kind, .null)
        expectEqual(optional?.dotted, "tables.12.noSet")
        #expect(try table.nullable("noSet") == nil)
        #expect(try table.optional("absent") == nil)
        #expect(try table.nullable("absent") == nil)
        try expectEqual(table.required("seen").integer(Int.self), 3)
    }

    @Test func indicesAreDottedOrBracketed() throws {
        let events = try Self.file().required("events").items()
        let fault = Self.fault { () throws(JSONCursor.Fault) in _ = try events[0].required("t").number() }
        expectEqual(fault?.kind, .wrongType(.number))
        expectEqual(fault?.dotted, "events.0.t")
        expectEqual(fault?.bracketed, "events[0].t")
        try expectEqual(events[1].required("t").number(), 1.5)
    }

    @Test func anIntegerIsANumberExactlyInTheTypesRange() throws {
        let file = try Self.file()
        try expectEqual(file.required("big").integer(Int.self), 3)
        let fault = Self.fault { () throws(JSONCursor.Fault) in _ = try file.required("half").integer(Int.self) }
        expectEqual(fault?.kind, .doesNotFit(number: "1.5", type: "Int"))
        let negative = Self.fault { () throws(JSONCursor.Fault) in
            _ = try JSONCursor(.int(-1), at: [.key("n")]).integer(UInt64.self)
        }
        expectEqual(negative?.kind, .doesNotFit(number: "-1", type: "UInt64"))
    }

    @Test func aMemberOfWhatIsNotAnObjectIsOfTheWrongType() throws {
        let events = try Self.file().required("events")
        let fault = Self.fault { () throws(JSONCursor.Fault) in _ = try events.optional("t") }
        expectEqual(fault?.kind, .wrongType(.object))
        expectEqual(fault?.dotted, "events")
    }
}

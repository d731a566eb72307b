import Expectations
import JSONCoding
import Testing

/// Item 4 of issue 29: integers beyond 2^53 (a generator's 64-bit state) are rounded by tools
/// that read numbers as doubles (`jq`). Files that must survive them hold such integers as
/// decimal strings; the decoder reads both forms, and refuses a form that shows the rounding.
@Suite struct LargeIntegerTests {
    struct State: Codable, Equatable {
        var state: UInt64
        var score: Int
    }

    @Test func largeIntegersAreWrittenAsStringsAndReadBack() throws {
        let value = State(state: 10_372_713_008_063_260_470, score: -3)
        let written = try JSONValueEncoder().encode(value).largeIntegersAsStrings
        expectEqual(written.prettyText, "{\n  \"score\" : -3,\n  \"state\" : \"10372713008063260470\"\n}")
        try expectEqual(JSONValueDecoder().decode(State.self, from: JSONReader.parse(written.prettyText.utf8)), value)
        // The limit itself is written as a number; one beyond it as a string; negatives too.
        expectEqual(JSONValue.int(1 << 53).largeIntegersAsStrings, .int(1 << 53))
        expectEqual(JSONValue.int((1 << 53) + 1).largeIntegersAsStrings, .string("9007199254740993"))
        expectEqual(JSONValue.int(Int.min).largeIntegersAsStrings, .string("-9223372036854775808"))
        expectEqual(JSONValue.object([("a", .array([.unsigned(UInt64.max)]))]).firstLargeNumber, "a.0")
        expectEqual(JSONValue.object([("a", .array([.int(5), .string("x")]))]).firstLargeNumber, nil)
    }

    /// An old file's plain numbers still read; a string only in the form the writer uses.
    @Test(arguments: [
        (#"{"score": 1, "state": 10372713008063260470}"#, true),
        (#"{"score": 1, "state": "10372713008063260470"}"#, true),
        (#"{"score": 1, "state": "9007199254740993"}"#, true),
        (#"{"score": 1, "state": "9007199254740992"}"#, false),  // 2^53: a number, never a string
        (#"{"score": 1, "state": "12"}"#, false),
        (#"{"score": 1, "state": "010372713008063260470"}"#, false),
        (#"{"score": 1, "state": "+10372713008063260470"}"#, false),
        (#"{"score": 1, "state": " 10372713008063260470"}"#, false),
        (#"{"score": 1, "state": "18446744073709551616"}"#, false),  // past UInt64
        (#"{"score": "1", "state": 5}"#, false),
        (#"{"score": 1, "state": 3.0}"#, true),
    ])
    func whichFormsRead(_ text: String, _ reads: Bool) {
        let decoded = try? JSONValueDecoder().decode(State.self, from: Array(text.utf8))
        expectEqual((decoded != nil), reads, "\(text)")
    }

    /// What a tool reading numbers as doubles writes for 10372713008063260470: with an exponent
    /// (Python, JavaScript) it is refused as perhaps rounded; past 2^64 it fits no UInt64.
    @Test(arguments: [
        "1.037271300806326e+19", "1.0372713008063261E19", "10372713008063260470.0", "18446744073709552000",
    ])
    func aRoundedFormIsRefused(_ number: String) {
        let text = #"{"score": 1, "state": "# + number + "}"
        #expect(throws: (any Error).self, "\(number)") {
            try JSONValueDecoder().decode(State.self, from: Array(text.utf8))
        }
    }
}

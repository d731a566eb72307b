import Expectations
import FoundationEssentials
import JSONCoding
import Testing

/// `JSONValueEncoder`, `JSONValueDecoder` and `JSONValue.prettyText`, which replaced
/// Foundation's `JSONEncoder` and `JSONDecoder` in the program (issue 20's size goal, issue
/// 22's one parser): they write what Foundation wrote, byte for byte, and read it back.
@Suite struct JSONValueCoderTests {
    enum Suit: String, Codable, Equatable { case spades, hearts }

    struct Inner: Codable, Equatable {
        var name: String
        var flags: [Bool]
        var maybe: Int?
    }

    struct Everything: Codable, Equatable {
        var small: Int8
        var wide: UInt64
        var negative: Int64
        var ratio: Double
        var tiny: Float
        var text: String
        var suits: [Suit]
        var byName: [String: Int]
        var byNumber: [Int: String]
        var nested: [[Inner]]
        var none: String?
        var empty: [Int]
        var emptyObject: [String: Int]
    }

    static let samples: [Everything] =
        [
            Everything(
                small: -128, wide: .max, negative: .min, ratio: 0.1, tiny: 0.1,
                text: "a/b\"\\\u{1}\u{1b}\u{7f}é\u{2028}\t\n\r\u{8}\u{c}😀",
                suits: [.spades, .hearts], byName: ["9": 1, "12": 2, "B": 3, "_x": 4, "a": 5, "aB": 6, "ab": 7],
                byNumber: [3: "three", 12: "twelve"],
                nested: [[Inner(name: "x", flags: [true, false], maybe: 3)], []],
                none: nil, empty: [], emptyObject: [:]),
            Everything(
                small: 0, wide: 0, negative: -1, ratio: 1e-7, tiny: 123456.79, text: "", suits: [], byName: [:],
                byNumber: [:],
                nested: [], none: "here", empty: [1], emptyObject: ["k": 0]),
        ]
        + [
            1.0, -0.0, 1e20, 123456789.123, 1e300, .leastNonzeroMagnitude, 1e16, 1.5e15, 0.30000000000000004, 2.5e-5,
            9_007_199_254_740_992,
        ].map {
            Everything(
                small: 1, wide: 1 << 63, negative: 0, ratio: $0, tiny: 0.25, text: "x", suits: [.hearts],
                byName: ["only": 1], byNumber: [1: "one"], nested: [[]], none: nil, empty: [], emptyObject: [:])
        }

    @Test(arguments: samples.indices)
    func writesWhatFoundationWrote(_ index: Int) throws {
        let value = Self.samples[index]
        let foundation = JSONEncoder()
        foundation.outputFormatting = [.prettyPrinted, .sortedKeys]
        let expected = String(decoding: try foundation.encode(value), as: UTF8.self)
        try expectEqual(JSONValueEncoder().encode(value).prettyText, expected)
    }

    @Test(arguments: samples.indices)
    func readsBackWhatItWrote(_ index: Int) throws {
        let value = Self.samples[index]
        let text = try JSONValueEncoder().encode(value).prettyText
        let decoded = try JSONValueDecoder().decode(Everything.self, from: text.utf8)
        // NB: a Float goes through its shortest text; compare it as Foundation reads it back.
        let foundation = try JSONDecoder().decode(Everything.self, from: Data(text.utf8))
        expectEqual(decoded, foundation)
        #expect(decoded.wide == value.wide && decoded.text == value.text && decoded.nested == value.nested)
    }

    @Test func aNumberThatIsNotFiniteIsNotWritten() {
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode([Double.nan]) }
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(["x": Double.infinity]) }
    }

    struct Count: Codable, Equatable {
        var n: Int
        var label: String?
    }

    /// A text and the start of the description of the error it gets (nil: it decodes).
    static let readings: [(String, String?)] = [
        (#"{"n": 3}"#, nil),
        (#"{"n": 3.0}"#, nil),
        (#"{"n": 3e0, "label": null}"#, nil),
        (#"{"n": 3, "other": [1, {"deep": true}]}"#, nil),
        (#"{"n": 1.5}"#, "Number 1.5 does not fit in Int."),
        (#"{"n": 18446744073709551615}"#, "Number 18446744073709551615 does not fit in Int."),
        (#"{"n": "3"}"#, "Expected to decode Int but found a string instead."),
        (#"{"n": null}"#, "Cannot get value of type Int -- found null value instead"),
        (#"{"label": "x"}"#, "No value associated with key 'n'."),
        (#"[3]"#, "Expected to decode Dictionary<String, JSONValue> but found an array instead."),
        (#"{"n": 3, "label": 4}"#, "Expected to decode String but found a number instead."),
    ]

    @Test(arguments: readings.indices)
    func readsStrictlyAndSaysWhatIsWrong(_ index: Int) {
        let (text, expected) = Self.readings[index]
        do {
            let count = try JSONValueDecoder().decode(Count.self, from: text.utf8)
            expectEqual(expected, nil, "decoded \(count)")
        } catch let error as DecodingError {
            guard let expected else {
                Issue.record("\(error)")
                return
            }
            switch error {
            case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
                .valueNotFound(_, let context):
                expectEqual(context.debugDescription, expected)
            @unknown default: Issue.record("\(error)")
            }
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func aRepeatedKeyIsRefusedAsJSONThatIsNotOurs() throws {
        do {
            _ = try JSONValueDecoder().decode(Count.self, from: #"{"n": 1, "n": 2}"#.utf8)
            Issue.record("decoded")
        } catch let failure as JSONReader.Failure {
            #expect(!failure.isSyntax && failure.offset == 9)
        }
        do {
            _ = try JSONValueDecoder().decode(Count.self, from: #"{"n": 1,"#.utf8)
            Issue.record("decoded")
        } catch let failure as JSONReader.Failure {
            #expect(failure.isSyntax)
        }
    }

    @Test func theErrorNamesThePathOfTheWrongValue() throws {
        struct Outer: Codable { var items: [Count] }
        do {
            _ = try JSONValueDecoder().decode(Outer.self, from: #"{"items": [{"n": 1}, {"n": true}]}"#.utf8)
            Issue.record("decoded")
        } catch DecodingError.typeMismatch(_, let context) {
            expectEqual(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }, ["items", "1", "n"])
        }
    }
}

import Expectations
import JSONCoding
import Testing

/// Item 10 of issue 28: the one parser behind the statistics, result, save and stream readers
/// refuses what RFC 8259 forbids, so a file is read the same here as by any other reader.
@Suite struct JSONReaderStrictnessTests {
    /// Numbers with a leading zero: JSON's grammar has `0` or a digit 1-9 first.
    static let leadingZeros = ["01", "-01", "00", "-00", "007", "01.5", "00e1", #"{"sets": 010}"#, "[1, 02]"]

    @Test(arguments: leadingZeros)
    func aLeadingZeroIsRefused(_ text: String) {
        #expect(throws: JSONReader.Failure.self, "\(text)") { try JSONReader.parse(text.utf8) }
        do { _ = try JSONReader.parse(text.utf8) } catch {
            expectEqual(error.message, "a number has a leading zero", "\(text): \(error.message)")
        }
    }

    /// What the grammar allows still reads, zero included.
    @Test(arguments: [
        ("0", JSONValue.int(0)), ("-0", .int(0)), ("0.5", .double(0.5)), ("0e3", .double(0)),
        ("10", .int(10)), ("-105", .int(-105)), ("100.25", .double(100.25)),
    ])
    func aNumberWithoutLeadingZerosReads(_ text: String, _ value: JSONValue) throws {
        try expectEqual(JSONReader.parse(text.utf8), value)
    }
}

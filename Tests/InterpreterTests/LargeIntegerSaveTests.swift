import Expectations
import Foundation
import JSONCoding
import Testing

@testable import Interpreter

/// Item 4 of issue 29: saves held generator states and seeds above 2^53 as numbers, which
/// `jq .` rounds without a word (`load` then dealt differently). Saves of format 2 write them
/// as strings; format 1 saves still load; a number that shows it was rounded is refused.
@Suite struct LargeIntegerSaveTests {
    /// A save of format 1 written by the animset before this change (commit b52e215): a Set
    /// game of seed 18446744073709551557 against the computer, states above 2^53 as numbers.
    static let formatOne: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Corpus/save/v1-large-numbers.json")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// A save of this version with large states everywhere.
    static func currentSave() -> (session: Session, text: String) {
        var session = Session()
        for line in [
            "new-game set --seed 18446744073709551557 --opponent easy", "choose 1 2 3", "wait 3",
            "new-game concentration --seed 10372713008063260470", "choose 1", "game set",
        ] {
            _ = session.evaluate(line)
        }
        return (session, (try? session.saveText()) ?? "")
    }

    /// What a tool that reads every number as a double writes back: each number rounded to a
    /// double, written as `JSONValue.prettyText` writes a double (`1.8446744073709552e+19`).
    static func throughDoubles(_ value: JSONValue) -> JSONValue {
        switch value {
        case .int(let number): .double(Double(number))
        case .unsigned(let number): .double(Double(number))
        case .array(let items): .array(items.map(throughDoubles))
        case .object(let members): .object(members.map { ($0, throughDoubles($1)) })
        default: value
        }
    }

    @Test func aFormatOneSaveWithLargeNumbersStillLoads() throws {
        #expect(
            Self.formatOne.contains("\"version\" : 1") && Self.formatOne.contains("\"seed\" : 18446744073709551557"))
        var session = Session()
        let output = session.load(contents: Self.formatOne, path: "old.json")
        expectEqual(output.error, nil, "\(output.error?.message ?? "")")
        expectEqual(session.games.set.seed, 18_446_744_073_709_551_557)
        // Saved again, it is of format 2 and reads back the same.
        let again = try session.saveText()
        #expect(again.contains("\"version\" : 2") && again.contains("\"seed\" : \"18446744073709551557\""))
        try expectEqual(SaveFile.decodeSave(again, path: "new.json").games, session.games)
    }

    @Test func aSaveSurvivesAToolThatReadsNumbersAsDoubles() throws {
        let (session, text) = Self.currentSave()
        expectContains(text, "\"version\" : 2")
        try expectEqual(
            JSONReader.parse(text.utf8).firstLargeNumber, nil, "a number above 2^53 was written as a number")
        let rounded = Self.throughDoubles(try JSONReader.parse(text.utf8)).prettyText
        #expect(rounded != text)
        var other = Session()
        let output = other.load(contents: rounded, path: "rounded.json")
        expectEqual(output.error, nil, "\(output.error?.message ?? "")")
        expectEqual(other.games, session.games, "the save came back different")
        var original = session
        expectEqual(other.evaluate("deal").text, original.evaluate("deal").text)
    }

    /// Format 1 through the same tool: its states come back with exponents and are refused
    /// (before, `jq .` made 10372713008063260470 into 10372713008063260000 and it loaded).
    @Test func aFormatOneSaveRoundedWithExponentsIsRefused() throws {
        let rounded = Self.throughDoubles(try JSONReader.parse(Self.formatOne.utf8)).prettyText
        var session = Session()
        let message = session.load(contents: rounded, path: "rounded.json").error?.message ?? "accepted"
        #expect(message.contains("may have lost precision") || message.contains("does not fit"), "\(message)")
    }

    /// A format 2 save in which a state is a number again (a tool turned the string back into
    /// a number, perhaps rounded) is refused naming where.
    @Test func aFormatTwoSaveWithALargeNumberIsRefused() throws {
        let (_, text) = Self.currentSave()
        let state = try #require(text.firstRange(of: "\"state\" : \"")).upperBound
        let end = try #require(text[state...].firstIndex(of: "\""))
        var edited = text
        edited.replaceSubrange(text.index(before: state)...end, with: String(text[state..<end]))
        #expect(edited != text)
        var session = Session()
        let message = session.load(contents: edited, path: "rt.json").error?.message ?? "accepted"
        expectContains(
            message,
            "is beyond 2^53, where a tool reading numbers as doubles rounds it; animset writes it as a string",
            "\(message)")
    }
}

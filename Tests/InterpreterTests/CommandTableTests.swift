import Expectations
import Testing

@testable import Interpreter

/// Each row of the command table carries its own parser: every name and alias parses to that
/// row, and only `quit` parses as quit.
@Suite struct CommandTableTests {
    /// Arguments that make each command with required arguments whole.
    static let samples: [String: [String]] = [
        "game": ["set"], "choose": ["1"], "layout": ["2RTO"], "mode": ["2"], "resize": ["80", "24"],
        "pan": ["1", "1"], "wait": ["1"], "expect": ["score", "0"], "save": ["f"], "load": ["f"], "source": ["f"],
        "sit": ["ann"],
    ]

    @Test(arguments: CommandSpec.all.map(\.name))
    func everyRowParsesToItsOwnCommand(name: String) throws {
        let spec = try #require(CommandSpec.named(name))
        for word in [spec.name] + spec.aliases {
            let parsed = try CommandParser.parse([word] + (Self.samples[name] ?? []))
            expectEqual(parsed.spec.name, name)
            expectEqual((parsed.command == .quit), (name == "quit"), "\(word) parsed as \(parsed.command)")
        }
    }

    /// The expectation kinds are one list: each parses to an expectation of its kind.
    @Test(arguments: ExpectationKind.allCases)
    func everyExpectationKindParses(kind: ExpectationKind) throws {
        let values: [ExpectationKind: [String]] = [
            .slot: ["1", "2RTO"], .game: ["set"], .theme: ["Food"], .mode: ["2"], .error: [], .over: [], .selected: [],
        ]
        let parsed = try CommandParser.parse(["expect", kind.rawValue] + (values[kind] ?? ["1"]))
        guard case .expect(let expectation) = parsed.command else {
            Issue.record("expect \(kind) parsed as \(parsed.command)")
            return
        }
        expectEqual(expectation.kind, kind)
    }
}

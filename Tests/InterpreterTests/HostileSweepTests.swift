import CardKit
import Expectations
import Interpreter
import Testing

/// A hostile user's sweep (issue 10): every command of the table, in every game, with every
/// argument a hostile user tries first. Nothing may crash; a refused line gets one line of
/// error with nothing unsafe in it and changes nothing; an accepted one leaves games the
/// rules can reach. The README quotes the number of lines.
@Suite struct HostileSweepTests {
    /// The arguments tried with each command.
    static let arguments = [
        "", "0", "-1", "-9223372036854775808", "9223372036854775807", "18446744073709551616", "0x10", "0x1p3",
        "1e3", "nan", "inf", "-0", "\"1", "\"\"", "1 1", "13 14 15", "2RTO 2RTO", "ZZZZ", "AS AS",
        "\u{202E}1", "🎃", String(repeating: "9", count: 300), "--seed", "--rule remove",
    ]

    /// Every command name, alias and a misspelling, from the command table.
    static let commands = CommandSpec.all.map(\.name) + ["expect score", "expect slot", "hint all", "theme", "delt"]

    /// The lines of the sweep: each command with each argument (quit and file requests run, as
    /// the interpreter only asks for them).
    static let lines = commands.flatMap { command in arguments.map { "\(command) \($0)" } }

    @Test(arguments: GameKind.allCases)
    func noLineCrashesLiesOrBreaksAnInvariant(game: GameKind) throws {
        var session = Sessions.make(game)
        _ = session.evaluate("choose 1")
        for line in HostileSweepTests.lines {
            let before = session.games
            let output = session.evaluate(line)
            try session.games.validate()
            if let error = output.error {
                expectEqual(session.games, before, "\(line)")
                expectOmits(error.message, "\n", "\(line)")
                #expect(!error.message.unicodeScalars.contains { SafeText.isUnsafe($0) }, "\(line)")
                #expect(error.message.count < 400, "\(line)")
            }
            if session.games.current != game { _ = session.evaluate("game \(game.rawValue)") }
        }
    }

    @Test func theSweepIsAtLeastAsLargeAsTheReadmeSays() {
        #expect(HostileSweepTests.lines.count * GameKind.allCases.count >= 2_300)
    }
}

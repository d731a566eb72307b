import Expectations
import Foundation
import Testing

/// Every option of every subcommand, in both forms: `--opt value` and `--opt=value` give the
/// same bytes and exit code, and the option does something (the output differs from a run
/// without it, where it has a visible effect).
@Suite struct OptionFormTests {
    /// One option given to one subcommand.
    struct Case: CustomStringConvertible, Sendable {
        /// The subcommand and what comes before the option.
        var before: [String]
        var option: String
        var value: String
        /// What comes after the option (files, `-`).
        var after: [String] = ["-"]
        /// The script on standard input.
        var script = "board\n"
        /// Whether a run without the option prints something else.
        var changesOutput = true

        var description: String { (before + [option, value]).joined(separator: " ") }
    }

    /// A simulate result to merge, written once.
    static let simulateResult: String = {
        let result = try? Binary.run(["simulate", "--games", "60", "--format", "json"])
        return (try? Binary.temporaryFile(Data((result?.stdout ?? "").utf8), suffix: ".json")) ?? "/nonexistent"
    }()

    /// A stream of a Concentration game without its states' bounds, as streams of older
    /// versions are, so that `--bounds` lays it out.
    static let replayStream: String = {
        let result = try? Binary.run(
            ["run", "--format", "json", "--game", "concentration", "-"], script: "choose 1\nchoose 2\n")
        let stream = (result?.stdout ?? "").replacing(#","bounds":{"w":80,"h":24}"#, with: "")
        return (try? Binary.temporaryFile(Data(stream.utf8), suffix: ".jsonl")) ?? "/nonexistent"
    }()

    static let global: [(String, String, String)] = [
        ("--seed", "7", "board\n"),
        ("--game", "concentration", "board\n"),
        ("--format", "json", "board\n"),
        ("--color", "always", "board\n"),
        ("--colour", "always", "board\n"),
        ("--bounds", "40x12", "board\n"),
        ("--events", "full", "deal\n"),
        ("--rule", "remove", "rule\n"),
        (
            "--discard", "face-down",
            "layout 1RSD 2RSD 3RSD 1GOS 2PTO 3GSS 1PTD 2GOO 3RTS 1ROO 2PSS 3GTD\nchoose 1 2 3\nchoose 4\n"
        ),
        ("--deal-spin", "2", "events full\ndeal\n"),
    ]

    static let cases: [Case] = {
        var cases: [Case] = []
        for subcommand in [[], ["run"]] {
            for (option, value, script) in global {
                cases.append(
                    Case(
                        before: subcommand, option: option, value: value, after: subcommand.isEmpty ? [] : ["-"],
                        script: script))
            }
        }
        let simulate = ["simulate", "--games", "200"]
        cases += [
            Case(before: ["simulate"], option: "--games", value: "150", after: [], changesOutput: false),
            Case(before: simulate, option: "--policy", value: "random", after: []),
            Case(before: simulate, option: "--opponent", value: "hard", after: []),
            Case(before: simulate + ["--opponent", "hard"], option: "--person", value: "easy", after: []),
            Case(before: simulate, option: "--variant", value: "chain", after: []),
            Case(before: simulate, option: "--seed", value: "9", after: []),
            Case(before: simulate, option: "--shard", value: "1/4", after: []),
            Case(before: simulate, option: "--format", value: "json", after: []),
            Case(before: simulate, option: "--threads", value: "2", after: [], changesOutput: false),
            Case(before: ["merge"], option: "--format", value: "json", after: [simulateResult]),
            // NB: merge --seed and check --seed/--bounds were here, accepted and changing nothing:
            // they are refused now (MisplacedOptionTests).
            Case(before: ["replay"], option: "--bounds", value: "40x12", after: [replayStream], script: ""),
            Case(
                before: ["export", "--html", "-"], option: "--bounds", value: "40x12", after: [replayStream], script: ""
            ),
        ]
        return cases
    }()

    @Test(arguments: cases)
    func bothFormsAgree(_ test: Case) throws {
        let spaced = try Binary.run(test.before + [test.option, test.value] + test.after, script: test.script)
        let joined = try Binary.run(test.before + ["\(test.option)=\(test.value)"] + test.after, script: test.script)
        expectEqual(spaced.status, 0, "\(spaced.stderr)")
        expectEqual(joined.status, spaced.status)
        expectEqual(joined.stdout, spaced.stdout)
        #expect(!spaced.stdout.isEmpty)
        if test.changesOutput {
            let without = try Binary.run(test.before + test.after, script: test.script)
            expectEqual(without.status, 0, "\(without.stderr)")
            #expect(without.stdout != spaced.stdout, "\(test.option) changed nothing")
        }
    }

    /// Flags take no value: `--keep-going` runs on after a failure, `--bail` (the default)
    /// stops, and the last one given wins.
    @Test func runFlags() throws {
        let script = "delt\nexpect deck 69\n"
        let bail = try Binary.run(["run", "--bail", "-"], script: script)
        let keepGoing = try Binary.run(["run", "--keep-going", "-"], script: script)
        let last = try Binary.run(["run", "--keep-going", "--bail", "-"], script: script)
        expectEqual(bail.stderr.split(separator: "\n").count, 1)
        expectEqual(keepGoing.stderr.split(separator: "\n").count, 1)
        #expect(keepGoing.status == 1 && bail.status == 1)
        expectEqual(last.stdout, bail.stdout)
        let value = try Binary.run(["run", "--bail=yes", "-"], script: script)
        expectEqual(value.status, 64)
    }

    /// `check --update` rewrites a transcript whose output differs.
    @Test func checkUpdate() throws {
        let path = try Binary.temporaryFile(
            Data("# options: --seed=7 --bounds=80x12\nanimset> deal\nwrong\n".utf8), suffix: ".transcript")
        let refused = try Binary.run(["check", path])
        expectEqual(refused.status, 1)
        let updated = try Binary.run(["check", "--update", path])
        expectEqual(updated.status, 0, "\(updated.stderr)")
        expectContains(updated.stdout, "updated \(path)")
        try expectEqual(Binary.run(["check", path]).status, 0)
    }

    /// A transcript header takes exactly what the command line takes: the same forms, the
    /// same refusals.
    @Test(arguments: [
        ("--seed 7 --bounds 80x12", true),
        ("--seed=7 --bounds=80x12 --game=matching --events=off --rule=remove --ascii", true),
        ("--seed 7 --discard face-down", true),
        ("--discard sideways", false),
        ("--seed 3 --deal-spin 2", true),
        ("--deal-spin 5", false),
        ("--bounds 3x3", false),
        ("--bounds 80x1001", false),
        ("--sed 7", false),
        ("--format json", false),
        ("--help", false),
    ])
    func transcriptHeaderOptions(header: String, accepted: Bool) throws {
        let path = try Binary.temporaryFile(Data("# options: \(header)\nanimset> score\n".utf8), suffix: ".transcript")
        let checked = try Binary.run(["check", "--update", path])
        let line = try Binary.run(["run", "-"] + header.split(separator: " ").map(String.init), script: "score\n")
        if accepted {
            expectEqual(checked.status, 0, "\(checked.stderr)")
            expectEqual(line.status, 0)
        } else {
            expectEqual(checked.status, 1)
            #expect(checked.stderr.hasPrefix("\(path):1: error: bad '# options:' header: "), "\(checked.stderr)")
        }
    }

    @Test(arguments: [
        (["--sed", "3"], "Did you mean '--seed'?"),
        (["run", "--keep-gong", "-"], "Did you mean '--keep-going'?"),
        (["check", "--updat", "x"], "Did you mean '--update'?"),
        (["simulate", "--games", "10", "--polcy", "first"], "Did you mean '--policy'?"),
        (["simulate", "--games", "10", "--thread=2"], "Did you mean '--threads'?"),
        (["merge", "--fromat=json", "x"], "Did you mean '--format'?"),
    ])
    func misspeltOptionsAreRefusedWithASuggestion(arguments: [String], message: String) throws {
        let result = try Binary.run(arguments)
        expectEqual(result.status, 64)
        expectContains(result.stderr, message, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test(arguments: [
        ["run", "/nonexistent/a.animset"],
        ["run", "-", "/nonexistent/a.animset"],
        ["check", "/nonexistent/a.transcript"],
        ["merge", "/nonexistent/result.json"],
    ])
    func missingFilesExit66(arguments: [String]) throws {
        let result = try Binary.run(arguments)
        expectEqual(result.status, 66)
        expectContains(result.stderr, "animset: error: cannot read '/nonexistent/", "\(result.stderr)")
    }
}

import Expectations
import Foundation
import Testing

@Suite struct CommandLineTests {
    @Test func versionAndHelp() throws {
        let version = try Binary.run(["--version"])
        expectEqual(version.status, 0)
        #expect(version.stdout.hasPrefix("animset "))
        let help = try Binary.run(["run", "--help"])
        expectEqual(help.status, 0)
        expectContains(help.stdout, "USAGE: animset run [--bail] [--keep-going]", "\(help.stdout)")
        let later = try Binary.run(["simulate", "--version"])
        expectEqual(later.stdout, version.stdout)
    }

    @Test(arguments: [
        (["--seed", "x"], "The value 'x' is invalid for '--seed <N>'"),
        // Issue 37, item 9: a negative number is a value refused by name, never "Missing value".
        (["--seed", "-1"], "The value '-1' is invalid for '--seed <N>'"),
        (["simulate", "--games", "-1"], "--games needs a positive whole number, not '-1'"),
        (["simulate", "--games", "10", "--threads", "-2"], "--threads needs a positive whole number, not '-2'"),
        (["--seed=-1"], "The value '-1' is invalid for '--seed <N>'"),
        (["--bogus"], "Unknown option '--bogus'"),
        (["--format", "xml"], "Please provide one of 'text', 'json' or 'html'"),
        // NB: the table-size rule is worded once, as `resize` and a recorded stream word it.
        (
            ["--bounds", "3x3"],
            "The value '3x3' is invalid for '--bounds <WxH>': table size 3x3 is out of range: from 20x8 to 1000x1000"
        ),
        (["--bounds=80x1001"], "table size 80x1001 is out of range: from 20x8 to 1000x1000"),
        (["--bounds", "80by24"], "The value '80by24' is invalid for '--bounds <WxH>': takes WxH, such as 80x24"),
        (["--color", "sometimes"], "Please provide one of 'auto', 'always' or 'never'"),
        (
            ["--discard", "sideways"],
            """
            The value 'sideways' is invalid for '--discard <discard>'. Please provide one of 'face-up' and \
            'face-down'.
            """
        ),
        (
            ["--deal-spin", "5"],
            "The value '5' is invalid for '--deal-spin <TURNS>'. Please provide one of '0', '1' or '2'."
        ),
        (["run", "--deal-spin=x", "-"], "The value 'x' is invalid for '--deal-spin <TURNS>'"),
        (["--deal-spin"], "Missing value for '--deal-spin <TURNS>'"),
        (["run"], "Missing expected argument '<FILE> ...'"),
        (["check"], "Missing expected argument '<FILE|DIR> ...'"),
        (["merge"], "Missing expected argument '<FILE> ...'"),
        (["simulate"], "Missing expected argument '--games <N>'"),
        (["simulate", "--games", "0"], "--games needs a positive whole number, not '0'"),
        (["simulate", "--games=10", "--threads=0"], "--threads needs a positive whole number, not '0'"),
        (
            ["simulate", "--games=10", "--shard=2/2"],
            "The value '2/2' is invalid for '--shard <I/N>': needs I/N with 0 <= I < N"
        ),
        (["simulate", "--games=10", "--policy=worst"], "Please provide one of 'first', 'random' or 'best'"),
        (
            ["simulate", "--games=10", "--opponent=expert"],
            "The value 'expert' is invalid for '--opponent <LEVEL>'. Please provide one of 'easy', 'medium' or 'hard'."
        ),
        (
            ["simulate", "--games=10", "--opponent", "hard", "--person", "pro"],
            "The value 'pro' is invalid for '--person <LEVEL>'"
        ),
        (["simulate", "--games=10", "--person=hard"], "--person needs --opponent (the person races the computer)"),
        (
            ["simulate", "--games=10", "--opponent=hard", "--policy=first"],
            "--policy first is for solo games: against --opponent both players take a random set"
        ),
        (
            ["simulate", "--games=10", "--policy=best", "--variant=chain"],
            "--policy best plays standard Set only, not --variant chain"
        ),
        (
            ["simulate", "--games=10", "--compare", "--policy=first"],
            "--compare plays every policy: leave out --policy first"
        ),
        (
            ["simulate", "--games=10", "--compare", "--opponent=easy"],
            "--compare is for solo games: leave out --opponent"
        ),
        (
            ["simulate", "--games=10", "--compare", "--variant=ultra"],
            "--compare plays standard Set only (as --policy best does), not --variant ultra"
        ),
        (
            ["simulate", "--games=10", "--compare", "--shard=0/2"],
            "--compare plays the whole run: --shard and merge take one policy's results"
        ),
        (["optimum", "--deck", "standard"], "optimum solves the junior deck only, not --deck standard"),
        (["optimum", "--deck", "tiny"], "The value 'tiny' is invalid for '--deck <deck>'"),
        (["--game", "poker"], "The value 'poker' is invalid for '--game <game>'"),
        (["script.animset"], "Unexpected argument 'script.animset'"),
    ])
    func usageErrorsExit64(arguments: [String], message: String) throws {
        let result = try Binary.run(arguments)
        expectEqual(result.status, 64)
        // NB: the parser's own prefix is `Error: `; ours replaces it (`Program.ours`).
        #expect(result.stderr.hasPrefix("animset: error: "), "\(result.stderr)")
        expectOmits(result.stderr, "Error: ", "\(result.stderr)")
        expectContains(result.stderr, message, "\(result.stderr)")
        expectContains(result.stderr, "\nUsage: animset", "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// Issue 37, items 16 and 17: a misspelt subcommand is named with the one it is close to
    /// (the parser spoke of the options after it: "Unknown option '--games'. Did you mean
    /// '--game'?"), and --help says where the first game's seed comes from at the prompt.
    @Test(arguments: [
        (["simulat", "--games", "5"], "unknown subcommand 'simulat'. Did you mean 'simulate'?"),
        (["chekc", "Tests/Transcripts"], "unknown subcommand 'chekc'. Did you mean 'check'?"),
        (["replya"], "unknown subcommand 'replya'. Did you mean 'replay'?"),
    ])
    func aMisspeltSubcommandIsSuggested(arguments: [String], message: String) throws {
        let result = try Binary.run(arguments)
        expectEqual(result.status, 64)
        expectEqual(result.stderr, "animset: error: \(message)\n", "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func helpSaysThePromptsSeedIsNewAtEachLaunch() throws {
        let help = try Binary.run(["--help"])
        let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        expectContains(
            text, "Seed of the first game (default: a new one at each launch of the prompt, 1 in scripts)",
            "\(help.stdout)")
    }

    @Test func unreadableFilesExit66() throws {
        let missing = try Binary.run(["run", "/nonexistent/script.animset"])
        expectEqual(missing.status, 66)
        expectContains(missing.stderr, "cannot read '/nonexistent/script.animset': No such file or directory")
        let directory = try Binary.run(["run", NSTemporaryDirectory()])
        expectEqual(directory.status, 66)
        expectContains(directory.stderr, "it is a directory")
    }

    /// File errors of commands are worded once (`FileError`), name the file and the script line,
    /// and change nothing.
    @Test(arguments: [
        (
            "save /nonexistent/dir/game.json",
            "<stdin>:1: error: cannot write '/nonexistent/dir/game.json': No such file or directory"
        ),
        (
            "load /nonexistent/game.json",
            "<stdin>:1: error: cannot read '/nonexistent/game.json': No such file or directory"
        ),
        ("load /", "<stdin>:1: error: cannot read '/': it is a directory"),
        (
            "source /nonexistent/more.animset",
            "<stdin>:1: error: cannot read '/nonexistent/more.animset': No such file or directory"
        ),
    ])
    func fileErrorsOfCommands(line: String, message: String) throws {
        let result = try Binary.run(["run", "--keep-going", "-"], script: line + "\nexpect deck 69\n")
        expectEqual(result.status, 1)
        expectEqual(result.stderr, message + "\n")
    }

    @Test func scriptErrorsNameFileAndLineAndBailByDefault() throws {
        let path = try Binary.temporaryFile(Data("# comment\n\nchoose 1\ndelt\nchoose 2\n".utf8))
        let bail = try Binary.run(["run", path])
        expectEqual(bail.status, 1)
        expectEqual(bail.stderr, "\(path):4: error: unknown command 'delt'. Did you mean 'deal'?\n")
        #expect(!bail.stdout.contains("Selected") || !bail.stdout.contains("(slot 2)"))
        let keepGoing = try Binary.run(["run", "--keep-going", path])
        expectEqual(keepGoing.status, 1)
        expectContains(keepGoing.stdout, "(slot 2)")
    }

    @Test func standardInputIsAScriptWhenNotATerminal() throws {
        let result = try Binary.run([], script: "choose 1\nexpect selected 1\n")
        expectEqual(result.status, 0)
        expectContains(result.stdout, "Selected")
        expectOmits(result.stdout, "animset>")
        let dash = try Binary.run(["run", "-"], script: "expect deck 69\n")
        expectEqual(dash.status, 0)
    }

    @Test func sameSeedSameBytesOtherSeedOtherDeal() throws {
        let script = "new-game\ndeal\nhint\nchoose 1 2 3\nshuffle\nhint all\n"
        let a = try Binary.run(["run", "--format", "json", "--seed", "7", "-"], script: script)
        let b = try Binary.run(["run", "--format", "json", "--seed", "7", "-"], script: script)
        let c = try Binary.run(["run", "--format", "json", "--seed", "8", "-"], script: script)
        expectEqual(a.stdout, b.stdout)
        #expect(a.stdout != c.stdout)
        expectEqual(a.stdout.split(separator: "\n").count, 6)
    }

    /// NEL, U+2028 and U+2029 in a line are escaped in the stream, so a reader that splits on
    /// every line end (Python's `str.splitlines()`, Swift's `isNewline`) still sees one object
    /// a command.
    @Test func lineEndsOtherThanNewlineAreEscapedInTheStream() throws {
        let script = "choose \u{85}1\nchoose 2\u{2028}\n# \u{2029}\nhint count\n"
        let result = try Binary.run(["run", "--keep-going", "--format", "json", "-"], script: script)
        let objects = result.stdout.split(whereSeparator: \.isNewline)
        expectEqual(objects.count, 3, "\(result.stdout)")
        #expect(!result.stdout.unicodeScalars.contains { [0x85, 0x2028, 0x2029].contains($0.value) })
        expectContains(result.stdout, #""input":"choose \u00851""#)
        for object in objects {
            #expect((try? JSONSerialization.jsonObject(with: Data(object.utf8))) != nil)
        }
    }

    @Test func badBytesAndHugeLinesAreRefusedAndTheScriptGoesOn() throws {
        var input = Data("choose 1\n".utf8)
        input.append(contentsOf: [0x63, 0x68, 0xFF, 0xFE, 0x0A])
        input.append(Data(String(repeating: "y", count: 1 << 20).utf8))
        input.append(Data("\nchoose \u{07}\nexpect selected 1\n".utf8))
        let result = try Binary.run(["run", "--keep-going", "-"], input: input)
        expectContains(result.stderr, "<stdin>:2: error: the line is not valid UTF-8", "\(result.stderr)")
        expectContains(result.stderr, "<stdin>:3: error: the line is too long")
        expectContains(result.stderr, "<stdin>:4: error: the line contains a control character (U+0007)")
        expectOmits(result.stderr, "<stdin>:5")
        expectEqual(result.stderr.split(separator: "\n").count, 3)
    }

    @Test func saveAndLoadContinueTheSameGame() throws {
        let file = NSTemporaryDirectory() + "animset-save-\(UUID().uuidString).json"
        TemporaryFiles.removeAtExit(file)
        let rest = "choose 4 5 6\ndeal\nhint\nchoose 1\n"
        let whole = try Binary.run(["run", "--format", "json", "-"], script: "choose 1 2\nshuffle\n" + rest)
        _ = try Binary.run(["run", "-"], script: "choose 1 2\nshuffle\nsave \(file)\n")
        let resumed = try Binary.run(["run", "--format", "json", "-"], script: "load \(file)\n" + rest)
        let tail = { (text: String) in
            text.split(separator: "\n").suffix(4).map {
                $0.replacingOccurrences(of: #"\{"line":\d+,"#, with: "", options: .regularExpression)
            }
        }
        expectEqual(tail(whole.stdout), tail(resumed.stdout))
        let broken = try Binary.temporaryFile(Data("{\"version\": 1, \"games\": ".utf8), suffix: ".json")
        let refused = try Binary.run(["run", "-"], script: "load \(broken)\n")
        expectEqual(refused.status, 1)
        expectContains(refused.stderr, "is not an animset save file")
        let newer = try Binary.temporaryFile(Data("{\"version\": 99}".utf8), suffix: ".json")
        try expectContains(Binary.run(["run", "-"], script: "load \(newer)\n").stderr, "saved by a newer animset")
    }

    @Test func colourOnlyWhenAskedAndAsciiIsSevenBit() throws {
        let plain = try Binary.run(["run", "-"], script: "board\n")
        expectOmits(plain.stdout, "\u{1B}[")
        let coloured = try Binary.run(["run", "--color", "always", "-"], script: "board\n")
        expectContains(coloured.stdout, "\u{1B}[")
        let never = try Binary.run(["run", "--color", "never", "-"], script: "board\n")
        expectOmits(never.stdout, "\u{1B}[")
        let ascii = try Binary.run(
            ["run", "--ascii", "-"],
            script: "board\nchoose 1 2 3\ngame concentration\nchoose 1\ngame matching\nchoose 1\n")
        expectEqual(ascii.status, 0)
        #expect(ascii.stdout.utf8.allSatisfy { $0 < 0x80 })
        #expect(plain.stdout.utf8.contains { $0 >= 0x80 })
    }

    /// `--palette` (issue 23, item 4): Set's colours in the Okabe–Ito palette, the same text
    /// once the escapes are gone, and nothing at all without colour.
    @Test func aPaletteRecoloursSetsCardsOnly() throws {
        let standard = try Binary.run(["run", "--color", "always", "-"], script: "board\n")
        let okabe = try Binary.run(["run", "--color", "always", "--palette", "okabe-ito", "-"], script: "board\n")
        #expect(standard.stdout.contains("\u{1B}[31m") && !standard.stdout.contains("\u{1B}[38;5;166m"))
        #expect(okabe.stdout.contains("\u{1B}[38;5;166m") && !okabe.stdout.contains("\u{1B}[31m"))
        let escape = try Regex("\u{1B}\\[[0-9;]*m")
        expectEqual(standard.stdout.replacing(escape, with: ""), okabe.stdout.replacing(escape, with: ""))
        let plain = try Binary.run(["run", "--palette", "high-contrast", "-"], script: "board\n")
        expectEqual(plain.stdout, (try Binary.run(["run", "-"], script: "board\n")).stdout)
        let refused = try Binary.run(["run", "--palette", "sepia", "-"], script: "board\n")
        expectEqual(refused.status, 64)
        #expect(refused.stderr.contains("'sepia'") && refused.stderr.contains("--palette"))
    }

    @Test func boundsAreHonoured() throws {
        let result = try Binary.run(["run", "--bounds", "40x12", "-"], script: "board\n")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        // NB: at 40 columns the status line goes on to a second line at a ` · ` part (issue 30,
        // item 6), above the table's 12 rows; no word is cut.
        expectEqual(lines.count, 14)
        expectEqual(lines.first, "Set · score 0 · deck 69 · discard 0")
        expectEqual(lines.dropFirst().first, "5 sets on the table")
        #expect(lines.allSatisfy { $0.count <= 40 })
    }
}

/// Item 7 of issue 18: every write to standard output and error is checked. A run whose
/// output could not be written (a full disk; here `/dev/full`) ends with one line of error and
/// status 74, never 0 with an empty file: a shard of a Slurm array or GNU parallel would
/// otherwise count as done.
@Suite struct WriteFailureTests {
    /// Runs animset with standard output (or standard error) sent to `/dev/full`; returns the
    /// status and what reached the other stream.
    static func runIntoFullDisk(_ arguments: [String], input: String = "", errorToo: Bool = false) throws -> (
        status: Int32, stderr: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.path)
        process.arguments = arguments
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let stdin = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = full
        process.standardError = errorToo ? full : stderr
        try process.run()
        try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        let text = errorToo ? Data() : stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: text, as: UTF8.self))
    }

    @Test(arguments: [
        ["--version"], ["--help"], ["simulate", "--help"],
        ["simulate", "--games", "200", "--shard", "0/2", "--format", "json"],
        ["simulate", "--games", "200"], ["run", "-"], ["--generate-completion-script", "bash"],
    ])
    func aFullDiskIsAnErrorNotASuccess(arguments: [String]) throws {
        let result = try Self.runIntoFullDisk(arguments, input: "deal\nhint\n")
        expectEqual(result.status, 74, "\(result.stderr)")
        expectEqual(result.stderr, "animset: error: cannot write to standard output: No space left on device\n")
    }

    @Test func aMergeIntoAFullDiskFails() throws {
        let shard = try Binary.run(["simulate", "--games", "100", "--format", "json"])
        let file = try Binary.temporaryFile(Data(shard.stdout.utf8), suffix: ".json")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try Self.runIntoFullDisk(["merge", file])
        expectEqual(result.status, 74, "\(result.stderr)")
    }

    @Test func standardErrorOnAFullDiskStillFails() throws {
        try expectEqual(Self.runIntoFullDisk(["--rule", "nonsense"], errorToo: true).status, 74)
        try expectEqual(Self.runIntoFullDisk(["run", "-"], input: "delt\n", errorToo: true).status, 74)
    }
}

/// Item 11 of issue 18: the command-line parser's messages quote the user's arguments; they
/// reach standard error cleaned of control characters, like every message of ours.
@Suite struct UsageMessageCleaningTests {
    @Test(arguments: [
        ["--rule", "x\u{1B}[31mRED"], ["--seed", "\u{1B}]0;PWNED\u{07}"], ["simulate", "--games", "1\u{9B}2"],
        ["--bounds", "80x\u{202E}24"], ["--format", "a\u{85}b"], ["--nonsense\u{1B}[2J"],
    ])
    func anEscapeInAnArgumentIsShownNotSent(arguments: [String]) throws {
        let result = try Binary.run(arguments)
        expectEqual(result.status, 64)
        #expect(!result.stderr.isEmpty)
        #expect(
            !result.stderr.unicodeScalars.contains { $0 != "\n" && SafeTextScalars.isUnsafe($0) },
            "\(result.stderr.debugDescription)")
        expectContains(result.stderr, "<U+", "\(result.stderr)")
    }
}

/// The scalars a terminal acts on (as `SafeText.isUnsafe` lists them; the end-to-end tests do
/// not link the library).
enum SafeTextScalars {
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

/// Issue 19, item 10: words a newcomer reads. A far-fetched guess for a mistyped option is left
/// out (`--quiet` is not `--rule`), a close one kept; one game is "1 game".
@Suite struct NewcomerWordsTests {
    @Test func aFarGuessForAnOptionIsLeftOut() throws {
        let quiet = try Binary.run(["run", "--quiet", "x"])
        expectEqual(quiet.status, 64)
        #expect(quiet.stderr.hasPrefix("animset: error: Unknown option '--quiet'.\n"), "\(quiet.stderr)")
        let close = try Binary.run(["run", "--rul", "x"])
        #expect(
            close.stderr.hasPrefix("animset: error: Unknown option '--rul'. Did you mean '--rule'?\n"),
            "\(close.stderr)")
    }

    @Test func oneGameIsOneGame() throws {
        let report = try Binary.run(["simulate", "--games", "1"])
        #expect(report.stdout.hasPrefix("1 game, policy first"), "\(report.stdout.prefix(80))")
        expectOmits(report.stdout, "(1 games)")
        expectContains(report.stdout, "(1 game)")
        let race = try Binary.run(["simulate", "--games", "1", "--opponent", "easy"])
        expectOmits(race.stdout, "1 games", "\(race.stdout)")
    }
}

import Expectations
import Foundation
import Testing

/// The golden transcripts under Tests/Transcripts pass `animset check`; a changed character
/// fails with a diff pointing at its line. Record with `animset check --update` (never in CI).
@Suite struct TranscriptTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Transcripts").path

    @Test func goldenTranscriptsPass() throws {
        let result = try Binary.run(["check", Self.directory])
        expectEqual(result.status, 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix(" passed, 0 failed, 0 skipped\n"))
        #expect(!result.stdout.hasPrefix("0 passed"))
    }

    @Test func oneChangedCharacterFailsWithADiffAtItsLine() throws {
        let original = try String(contentsOfFile: Self.directory + "/set-basics.transcript", encoding: .utf8)
        var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let target = try #require(
            lines.indices.first { $0 > 3 && !lines[$0].hasPrefix("animset>") && !lines[$0].isEmpty })
        lines[target] = lines[target].replacingOccurrences(of: "e", with: "E")
        let path = try Binary.temporaryFile(Data(lines.joined(separator: "\n").utf8), suffix: ".transcript")
        let result = try Binary.run(["check", path])
        expectEqual(result.status, 1)
        expectContains(result.stdout, "@@ -\(max(1, target + 1 - 3)),")
        expectContains(result.stdout, "-" + lines[target])
        #expect(result.stdout.hasSuffix("0 passed, 1 failed, 0 skipped\n"))
        expectContains(result.stderr, "\(path):")
    }

    /// Every golden transcript, as text.
    static func transcripts() throws -> [(name: String, text: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter {
            $0.hasSuffix(".transcript")
        }.sorted()
        return try names.map { ($0, try String(contentsOfFile: directory + "/" + $0, encoding: .utf8)) }
    }

    /// A few golden transcripts of each game, for the tests of `check` itself (its jobs, its
    /// reports, the CI recipes). All of them in one `check` cost 6 to 9 CPU-seconds in a debug
    /// build; `goldenTranscriptsPass` checks them all, once (issue 37: the test command's time).
    static func sample() throws -> [(name: String, text: String)] {
        let chosen: Set<String> = [
            "concentration.transcript", "elision.transcript", "errors.transcript", "files.transcript",
            "matching.transcript", "players.transcript", "set-basics.transcript", "undo.transcript",
        ]
        return try transcripts().filter { chosen.contains($0.name) }
    }

    /// The commands the transcripts type: the first word of every prompt line.
    static func commandsTyped() throws -> Set<String> {
        var typed = Set<String>()
        for (_, text) in try transcripts() {
            for line in text.split(separator: "\n") where line.hasPrefix("animset> ") {
                if let word = line.dropFirst("animset> ".count).split(separator: " ").first {
                    typed.insert(word.lowercased())
                }
            }
        }
        return typed
    }

    /// The suite covers the command table from the outside: every command `help` lists is
    /// typed, by its name, in some transcript.
    @Test func suiteTypesEveryCommandHelpLists() throws {
        let help = try Binary.run([], script: "help\n")
        expectEqual(help.status, 0, "\(help.stderr)")
        let names = help.stdout.split(separator: "\n").dropFirst().compactMap { line in
            line.hasPrefix("  ") ? line.split(separator: " ").first.map(String.init) : nil
        }
        #expect(names.count >= 27, "\(help.stdout)")
        let typed = try Self.commandsTyped()
        let missing = names.filter { !typed.contains($0) }
        #expect(missing.isEmpty, "no transcript types \(missing)")
    }

    /// Each game is played, not just named: its status line appears in some transcript.
    @Test(arguments: ["Set · score", "Set - score", "Concentration · ", "Matching · "])
    func suiteShowsEveryGame(status: String) throws {
        let shown = try Self.transcripts().filter { $0.text.split(separator: "\n").contains { $0.hasPrefix(status) } }
        #expect(!shown.isEmpty, "no transcript shows '\(status)'")
    }

    @Test func missingTranscriptExits66() throws {
        let result = try Binary.run(["check", "/nonexistent.transcript"])
        expectEqual(result.status, 66)
    }
}

/// Item 13 of issue 18: `check` of a folder checks every transcript under it or fails; a
/// folder inside that it cannot read is an error (66), not a smaller run that passes.
@Suite struct CheckFolderTests {
    @Test func anUnreadableFolderInsideIsAnError() throws {
        let root = NSTemporaryDirectory() + "animset-check-\(UUID().uuidString)"
        TemporaryFiles.removeAtExit(root)
        try FileManager.default.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
        defer {
            chmod(root + "/sub", 0o755)
            try? FileManager.default.removeItem(atPath: root)
        }
        chmod(root, 0o755)
        let transcript = root + "/first.transcript"
        #expect(FileManager.default.createFile(atPath: transcript, contents: Data("animset> hint count\n".utf8)))
        try expectEqual(Binary.run(["check", "--update", transcript]).status, 0)
        chmod(transcript, 0o644)
        try expectContains(Binary.run(["check", root]).stdout, "1 passed, 0 failed")
        chmod(root + "/sub", 0)
        // NB: root reads any folder: the check then runs as nobody.
        let result =
            getuid() == 0
            ? try Binary.execute(
                "/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", Binary.path, "check", root])
            : try Binary.run(["check", root])
        expectEqual(result.status, 66, "\(result.stdout) \(result.stderr)")
        expectContains(result.stderr, "cannot read directory '\(root)/sub': Permission denied", "\(result.stderr)")
    }

    @Test func aLinkLoopIsEnteredOnce() throws {
        let root = NSTemporaryDirectory() + "animset-check-\(UUID().uuidString)"
        TemporaryFiles.removeAtExit(root)
        try FileManager.default.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(
            FileManager.default.createFile(
                atPath: root + "/first.transcript", contents: Data("animset> hint count\n".utf8)))
        try expectEqual(Binary.run(["check", "--update", root + "/first.transcript"]).status, 0)
        expectEqual(symlink("..", root + "/sub/loop"), 0)
        let result = try Binary.run(["check", root])
        expectEqual(result.status, 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("1 passed, 0 failed, 0 skipped\n"), "\(result.stdout)")
    }
}

/// Issue 21, item 7: `check` is strict by default, so a wrong path in CI fails: a file with no
/// prompt line is not a transcript, and a run that checked nothing fails unless
/// `--allow-empty`.
@Suite struct CheckStrictTests {
    @Test func aPlainScriptIsNoTranscript() throws {
        let script = try Binary.temporaryFile(Data("deal\nhint\n".utf8), suffix: ".animset")
        defer { try? FileManager.default.removeItem(atPath: script) }
        let result = try Binary.run(["check", script])
        expectEqual(result.status, 1)
        expectContains(
            result.stderr, "\(script):1: error: no 'animset> ' line: this is not a transcript",
            "\(result.stderr)")
        #expect(result.stdout.hasSuffix("0 passed, 1 failed, 0 skipped\n"))
    }

    @Test func nothingCheckedFailsUnlessAllowed() throws {
        let folder = NSTemporaryDirectory() + "animset-empty-\(UUID().uuidString)"
        TemporaryFiles.removeAtExit(folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let empty = try Binary.run(["check", folder])
        expectEqual(empty.status, 1)
        expectContains(empty.stderr, "no transcript found in '\(folder)'", "\(empty.stderr)")
        let allowed = try Binary.run(["check", "--allow-empty", folder])
        expectEqual(allowed.status, 0)
        expectEqual(allowed.stdout, "0 passed, 0 failed, 0 skipped\n")
    }
}

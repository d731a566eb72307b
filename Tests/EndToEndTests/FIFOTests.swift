import Expectations
import Foundation
import Testing

/// Issue 28, item 11: a FIFO that no program writes to blocked `run`, `check`, `merge`,
/// `replay`, `export` and `source` for ever (open(2) waits for a writer). It is now opened
/// without waiting and refused with one line after a short wait for a writer (exit 66); a
/// FIFO that a program writes to still works, and so does standard input.
@Suite struct FIFOTests {
    /// A hang guard, not a timing assertion: the refusal comes after 3 s.
    static let deadline = 60.0

    /// A fresh folder holding a FIFO named `f`, which nothing writes to.
    static func fifo() throws -> (folder: TranscriptFolder, path: String) {
        let folder = try TranscriptFolder([:])
        let path = folder.file("f")
        expectEqual(mkfifo(path, 0o600), 0)
        return (folder, path)
    }

    static func refusal(_ path: String) -> String {
        "cannot read '\(path)': it is a FIFO that no program writes to (waited 3 s)"
    }

    @Test(arguments: [["run"], ["check"], ["merge"], ["replay"], ["export", "--html", "OUT"]])
    func aFIFOWithNoWriterIsRefusedNotWaitedOn(command: [String]) throws {
        let (folder, fifo) = try Self.fifo()
        let arguments = command.map { $0 == "OUT" ? folder.file("page.html") : $0 } + [fifo]
        let result = try Binary.run(arguments, deadline: Self.deadline)
        #expect(!result.killed, "animset \(arguments.joined(separator: " ")) hung on a FIFO with no writer")
        expectEqual(result.status, 66, "\(result.stdout)\(result.stderr)")
        expectEqual(
            result.stderr.split(separator: "\n").first.map(String.init), "animset: error: " + Self.refusal(fifo),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("page.html")))
    }

    @Test func aSourcedFIFOWithNoWriterIsAFailedCommand() throws {
        let (_, fifo) = try Self.fifo()
        // NB: a source that cannot be read is a command that failed (status 1, as a missing
        // file is), and the script stops there.
        let result = try Binary.run(
            ["run", "-"], input: Data("source \(fifo)\nhint count\n".utf8), deadline: Self.deadline)
        #expect(!result.killed, "source hung on a FIFO with no writer")
        expectEqual(result.status, 1, "\(result.stderr)")
        expectEqual(result.stderr, "<stdin>:1: error: " + Self.refusal(fifo) + "\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func aFIFOAProgramWritesToIsRead() throws {
        let (folder, fifo) = try Self.fifo()
        // The writer starts after animset and opens the FIFO once animset has (a shell's
        // `animset run f & generate > f`), and writes after a quiet moment.
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "exec 3>\"$1\"; sleep 1; printf 'hint count\\n' >&3", "sh", fifo]
        try writer.run()
        let result = try Binary.run(["run", fifo], deadline: Self.deadline)
        // NB: a writer no reader came for would wait for ever.
        if writer.isRunning { writer.terminate() }
        writer.waitUntilExit()
        #expect(!result.killed)
        expectEqual(result.status, 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("sets on the table.\n"), "\(result.stdout)")
        // A transcript from a FIFO, written before animset opens it.
        let transcript = folder.file("t.transcript")
        try Data("animset> hint count\n".utf8).write(to: URL(fileURLWithPath: transcript))
        try expectEqual(Binary.run(["check", "--update", transcript]).status, 0)
        let feeder = Process()
        feeder.executableURL = URL(fileURLWithPath: "/bin/sh")
        feeder.arguments = ["-c", "cat \"$1\" > \"$2\"", "sh", transcript, fifo]
        try feeder.run()
        let checked = try Binary.run(["check", fifo], deadline: Self.deadline)
        if feeder.isRunning { feeder.terminate() }
        feeder.waitUntilExit()
        #expect(!checked.killed)
        expectEqual(checked.status, 0, "\(checked.stdout)\(checked.stderr)")
    }
}

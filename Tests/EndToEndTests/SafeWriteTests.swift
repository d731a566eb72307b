import Expectations
import Foundation
import Interpreter
import LineEditing
import SafeFiles
import Testing

@testable import animset

/// Item 4 and 10 of issue 10: `save` (and `check --update`) write through a temporary file
/// that a planted symlink cannot redirect, keep the target's permissions, and leave nothing
/// behind, even after `kill -9`.
@Suite(.serialized) struct SafeWriteTests {
    /// A fresh empty directory.
    static func directory() throws -> String {
        let path = NSTemporaryDirectory() + "animset-write-\(UUID().uuidString)"
        TemporaryFiles.removeAtExit(path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    static func names(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    static func mode(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int) ?? -1
    }

    @Test func aPlantedSymlinkIsNotFollowed() throws {
        let dir = try SafeWriteTests.directory()
        let victim = dir + "/victim.txt"
        try Data("precious\n".utf8).write(to: URL(fileURLWithPath: victim))
        let target = dir + "/game.json"
        // The names the old code would have used (FILE.tmp-PID), and a few guesses more.
        for suffix in ["\(getpid())", "\(getpid())-000000", "\(getpid())-XXXXXX"] {
            try FileManager.default.createSymbolicLink(atPath: target + ".tmp-" + suffix, withDestinationPath: victim)
        }
        try Files.writeFileAtomically("{\"saved\": true}\n", to: target)
        try expectEqual(String(contentsOfFile: victim, encoding: .utf8), "precious\n")
        try expectEqual(String(contentsOfFile: target, encoding: .utf8), "{\"saved\": true}\n")
        // The planted links are not ours to remove, and nothing else is left behind.
        expectEqual(SafeWriteTests.names(in: dir).filter { !$0.contains(".tmp-") }, ["game.json", "victim.txt"])
        expectEqual(SafeWriteTests.names(in: dir).filter { $0.contains(".tmp-") }.count, 3)
    }

    @Test func theTargetKeepsItsPermissions() throws {
        let dir = try SafeWriteTests.directory()
        let target = dir + "/game.json"
        try Files.writeFileAtomically("one\n", to: target)
        expectEqual(SafeWriteTests.mode(target), 0o666 & ~Int(SafeFile.currentUmask()))
        chmod(target, 0o640)
        try Files.writeFileAtomically("two\n", to: target)
        expectEqual(SafeWriteTests.mode(target), 0o640)
        try expectEqual(String(contentsOfFile: target, encoding: .utf8), "two\n")
    }

    /// A file nobody may write is refused and kept, for root too (issue 18, item 15: root
    /// once replaced it, as access(2) lets root write anything).
    @Test func aReadOnlyTargetIsRefusedAndKept() throws {
        let dir = try SafeWriteTests.directory()
        let target = dir + "/game.json"
        try Files.writeFileAtomically("one\n", to: target)
        chmod(target, 0o444)
        #expect(throws: FileError.self) { try Files.writeFileAtomically("two\n", to: target) }
        expectEqual(SafeWriteTests.mode(target), 0o444)
        try expectEqual(String(contentsOfFile: target, encoding: .utf8), "one\n")
        expectEqual(SafeWriteTests.names(in: dir), ["game.json"])
        let saved = try Binary.run(["run", "-"], script: "save \(target)\n")
        expectEqual(saved.status, 1)
        expectContains(saved.stderr, "cannot write '\(target)': it is read-only", "\(saved.stderr)")
        let transcript = dir + "/t.transcript"
        #expect(FileManager.default.createFile(atPath: transcript, contents: Data("animset> hint count\n".utf8)))
        chmod(transcript, 0o444)
        let update = try Binary.run(["check", "--update", transcript])
        expectEqual(update.status, 1)
        try expectEqual(String(contentsOfFile: transcript, encoding: .utf8), "animset> hint count\n")
    }

    @Test func aFailedWriteLeavesNothingBehind() throws {
        let dir = try SafeWriteTests.directory()
        #expect(throws: FileError.self) { try Files.writeFileAtomically("x\n", to: dir + "/missing/game.json") }
        try FileManager.default.createDirectory(atPath: dir + "/game.json", withIntermediateDirectories: false)
        #expect(throws: FileError.self) { try Files.writeFileAtomically("x\n", to: dir + "/game.json") }
        expectEqual(SafeWriteTests.names(in: dir), ["game.json"])
    }

    @Test func staleTemporariesOfOursAreRemoved() throws {
        let dir = try SafeWriteTests.directory()
        let target = dir + "/game.json"
        var gone: Int32 = 4_000_000
        while kill(gone, 0) == 0 || errno != ESRCH { gone -= 1 }
        let stale = target + ".tmp-\(gone)-a1B2c3"
        let alive = target + ".tmp-1-a1B2c3"
        let other = dir + "/other.json.tmp-\(gone)-a1B2c3"
        let older = target + ".tmp-\(gone)"
        for path in [stale, alive, other, older] { try Data("half".utf8).write(to: URL(fileURLWithPath: path)) }
        let link = target + ".tmp-\(gone)-zzzzzz"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: stale)
        try Files.writeFileAtomically("whole\n", to: target)
        let left = SafeWriteTests.names(in: dir)
        expectOmits(left, (stale as NSString).lastPathComponent)
        expectOmits(left, (older as NSString).lastPathComponent)
        expectContains(left, (alive as NSString).lastPathComponent)
        expectContains(left, (other as NSString).lastPathComponent)
        expectContains(left, (link as NSString).lastPathComponent)
    }

    /// `kill -9` in the middle of saves: the file is always whole, and the next save clears
    /// what the killed ones left.
    @Test func killedSavesLeaveAWholeFileAndNoLitter() throws {
        let dir = try SafeWriteTests.directory()
        let target = dir + "/game.json"
        let script = String(repeating: "deal\nsave \(target)\nundo\n", count: 200)
        let scriptPath = try Binary.temporaryFile(Data(script.utf8))
        var random = SystemRandomNumberGenerator()
        for _ in 0..<25 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Binary.path)
            process.arguments = ["run", "--keep-going", scriptPath]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 5_000...60_000, using: &random))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if FileManager.default.fileExists(atPath: target) {
                let check = try Binary.run([], script: "load \(target)\n")
                expectEqual(check.status, 0, "\(check.stderr)")
            }
        }
        let last = try Binary.run([], script: "save \(target)\n")
        expectEqual(last.status, 0, "\(last.stderr)")
        expectEqual(SafeWriteTests.names(in: dir), ["game.json"])
    }
}

import Expectations
import Foundation
import Interpreter
import Testing

@testable import animset

/// Issue 28, item 9: the check sandbox was checked by the text of a path, so a symbolic link
/// planted inside it (by another process of the same user while a transcript runs) let `load`
/// and `source` read outside it and `save` write outside it through a linked folder. Issue 37,
/// item 2: checking where a link leads, then using the path, left a race; now no link is
/// followed at all (`openat` with `O_NOFOLLOW`, one folder at a time), even one that stays inside.
@Suite struct SandboxLinkTests {
    /// A sandbox folder and a folder outside it holding `secret.json` and `secret.animset`,
    /// with links planted inside: `out` (the outside folder), `up` (the sandbox's parent),
    /// `s.json` and `s.animset` (the secrets), `inner` (a folder inside), `mine.json` (a file inside).
    static func planted() throws -> (sandbox: Sandbox, outside: String) {
        let base = try SafeWriteTests.directory()
        let root = base + "/box"
        let outside = base + "/outside"
        for folder in [root, outside, root + "/inner"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        }
        try Data("{\"secret\": true}\n".utf8).write(to: URL(fileURLWithPath: outside + "/secret.json"))
        try Data("hint count\n".utf8).write(to: URL(fileURLWithPath: outside + "/secret.animset"))
        try Data("hint count\n".utf8).write(to: URL(fileURLWithPath: root + "/inner/mine.animset"))
        let links = [
            "out": outside, "up": base, "s.json": outside + "/secret.json", "s.animset": outside + "/secret.animset",
            "inside": root + "/inner", "mine.animset": "inner/mine.animset",
        ]
        for (name, target) in links {
            try FileManager.default.createSymbolicLink(atPath: root + "/" + name, withDestinationPath: target)
        }
        return (try #require(Sandbox(root: root)), outside)
    }

    static let refusal = "it goes through a symbolic link, which the transcript's sandbox never follows"

    @Test(arguments: ["out/secret.json", "up/outside/secret.json", "s.json", "inside/../out/secret.json"])
    func aLinkNeverLetsAReadOut(path: String) throws {
        let (sandbox, _) = try Self.planted()
        #expect(throws: FileError.cannotRead(path: path, reason: Self.refusal)) {
            try sandbox.read(path, limit: 1 << 20)
        }
    }

    @Test(arguments: ["out/new.json", "up/outside/new.json", "up/new.json", "out/secret.json"])
    func aLinkNeverLetsAWriteOut(path: String) throws {
        let (sandbox, outside) = try Self.planted()
        #expect(throws: FileError.cannotWrite(path: path, reason: Self.refusal)) { try sandbox.write("{}\n", to: path) }
        expectEqual(SafeWriteTests.names(in: outside), ["secret.animset", "secret.json"])
        try expectEqual(String(contentsOfFile: outside + "/secret.json", encoding: .utf8), "{\"secret\": true}\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.root + "/../new.json"))
    }

    @Test func realFoldersWorkLinksThatStayInsideAreRefusedToo() throws {
        let (sandbox, _) = try Self.planted()
        defer { sandbox.release() }
        try sandbox.write("{}\n", to: "inner/saved.json")
        try expectEqual(sandbox.read("inner/saved.json", limit: 100), Array("{}\n".utf8))
        try expectEqual(sandbox.read("./inner/../inner/mine.animset", limit: 100), Array("hint count\n".utf8))
        #expect(throws: FileError.cannotRead(path: "mine.animset", reason: Self.refusal)) {
            try sandbox.read("mine.animset", limit: 100)
        }
        #expect(throws: FileError.cannotWrite(path: "inside/x.json", reason: Self.refusal)) {
            try sandbox.write("{}\n", to: "inside/x.json")
        }
        #expect(throws: FileError.isDirectory(path: "inner/..")) { try sandbox.read("inner/..", limit: 100) }
        #expect(throws: FileError.cannotRead(path: "inner/../..", reason: Sandbox.outside)) {
            try sandbox.read("inner/../..", limit: 100)
        }
        #expect(FileManager.default.fileExists(atPath: sandbox.root + "/inner/saved.json"))
    }

    /// The sandbox is removed through its descriptor: what a link inside leads to stays.
    @Test func removingItNeverFollowsALink() throws {
        let (sandbox, outside) = try Self.planted()
        let parent = (sandbox.root as NSString).deletingLastPathComponent
        sandbox.remove()
        #expect(!FileManager.default.fileExists(atPath: sandbox.root))
        expectEqual(SafeWriteTests.names(in: outside), ["secret.animset", "secret.json"])
        expectEqual(SafeWriteTests.names(in: parent), ["outside"])
    }

    /// What a transcript prints for these lines in the planted sandbox: load, source and save
    /// through a link are refused naming the path as typed, and nothing outside changes.
    @Test func aTranscriptInAPlantedSandboxTouchesNothingOutside() throws {
        let (sandbox, outside) = try Self.planted()
        let transcript = Transcript(
            text: """
                animset> load s.json
                animset> source out/secret.animset
                animset> source s.animset
                animset> save out/stolen.json
                animset> source mine.animset

                """)
        var options = SessionOptions()
        options.rendersState = false
        let replayed = transcript.replay(options: options, files: sandbox)
        let outputs = replayed.entries.map(\.output)
        expectEqual(
            outputs.map { $0.first ?? "" },
            [
                "error: cannot read 's.json': " + Self.refusal,
                "error: cannot read 'out/secret.animset': " + Self.refusal,
                "error: cannot read 's.animset': " + Self.refusal,
                "error: cannot write 'out/stolen.json': " + Self.refusal,
                "error: cannot read 'mine.animset': " + Self.refusal,
            ])
        expectEqual(SafeWriteTests.names(in: outside), ["secret.animset", "secret.json"])
    }
}

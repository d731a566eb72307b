import Foundation
import Testing
import Interpreter
@testable import animset

/// Issue 28, item 9: the check sandbox was checked by the text of a path, so a symbolic link
/// planted inside it (by another process of the same user while a transcript runs) let `load`
/// and `source` read outside it and `save` write outside it through a linked folder. Paths are
/// now checked by where they really lead.
@Suite struct SandboxLinkTests {
    /// A sandbox folder and a folder outside it holding `secret.json` and `secret.animset`,
    /// with links planted inside: `out` (the outside folder), `up` (the sandbox's parent),
    /// `s.json` and `s.animset` (the secrets), `inner` (a folder inside), `mine.json` (a file inside).
    static func planted() throws -> (sandbox: Sandbox, outside: String) {
        let base = try SafeWriteTests.directory()
        let root = base + "/box", outside = base + "/outside"
        for folder in [root, outside, root + "/inner"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        }
        try Data("{\"secret\": true}\n".utf8).write(to: URL(fileURLWithPath: outside + "/secret.json"))
        try Data("hint count\n".utf8).write(to: URL(fileURLWithPath: outside + "/secret.animset"))
        try Data("hint count\n".utf8).write(to: URL(fileURLWithPath: root + "/inner/mine.animset"))
        let links = ["out": outside, "up": base, "s.json": outside + "/secret.json", "s.animset": outside + "/secret.animset",
                     "inside": root + "/inner", "mine.animset": "inner/mine.animset"]
        for (name, target) in links {
            try FileManager.default.createSymbolicLink(atPath: root + "/" + name, withDestinationPath: target)
        }
        return (Sandbox(root: root), outside)
    }

    static let refusal = "a symbolic link leads it outside the transcript's sandbox"

    @Test(arguments: ["out/secret.json", "up/outside/secret.json", "s.json", "inside/../out/secret.json"])
    func aLinkNeverLetsAReadOut(path: String) throws {
        let (sandbox, _) = try Self.planted()
        #expect(throws: FileError.cannotRead(path: path, reason: Self.refusal)) { try sandbox.read(path, limit: 1 << 20) }
    }

    @Test(arguments: ["out/new.json", "up/outside/new.json", "up/new.json", "out/secret.json"])
    func aLinkNeverLetsAWriteOut(path: String) throws {
        let (sandbox, outside) = try Self.planted()
        #expect(throws: FileError.cannotWrite(path: path, reason: Self.refusal)) { try sandbox.write("{}\n", to: path) }
        #expect(SafeWriteTests.names(in: outside) == ["secret.animset", "secret.json"])
        #expect(try String(contentsOfFile: outside + "/secret.json", encoding: .utf8) == "{\"secret\": true}\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.root + "/../new.json"))
    }

    @Test func linksThatStayInsideStillWork() throws {
        let (sandbox, _) = try Self.planted()
        try sandbox.write("{}\n", to: "inside/saved.json")
        #expect(try sandbox.read("inside/saved.json", limit: 100) == Array("{}\n".utf8))
        #expect(try sandbox.read("mine.animset", limit: 100) == Array("hint count\n".utf8))
        #expect(FileManager.default.fileExists(atPath: sandbox.root + "/inner/saved.json"))
    }

    /// What a transcript prints for these lines in the planted sandbox: load, source and save
    /// are refused naming the path as typed, and nothing outside changes.
    @Test func aTranscriptInAPlantedSandboxTouchesNothingOutside() throws {
        let (sandbox, outside) = try Self.planted()
        let transcript = Transcript(text: """
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
        #expect(outputs.dropLast().map { $0.first ?? "" } == [
            "error: cannot read 's.json': " + Self.refusal,
            "error: cannot read 'out/secret.animset': " + Self.refusal,
            "error: cannot read 's.animset': " + Self.refusal,
            "error: cannot write 'out/stolen.json': " + Self.refusal,
        ])
        #expect(outputs.last?.last?.hasSuffix("sets on the table.") == true, "\(outputs)")
        #expect(SafeWriteTests.names(in: outside) == ["secret.animset", "secret.json"])
    }
}

import Expectations
import Foundation
import Testing

/// Issue 37, item 2: a racer that swapped the sandbox's folder for a link to another folder
/// (`renameat2` with `RENAME_EXCHANGE`) while `check --update` ran made loads and sources read
/// there, saves land there, and the cleanup delete what was there. The sandbox is now opened
/// once and used through its descriptor, so a swap moves the sandbox away from its name but
/// never moves what `check` reads, writes or removes.
@Suite(.serialized) struct SandboxRaceTests {
    /// `renameat2(2)`, which Swift's Glibc module does not declare.
    typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    static let renameAt2: RenameAt2? = dlsym(nil, "renameat2").map { unsafeBitCast($0, to: RenameAt2.self) }

    /// Swaps each sandbox that appears in `temporary` with `link` (a symbolic link to the
    /// outside folder) and back, as fast as it can, until told to stop or `limit` swaps are made.
    final class Racer: @unchecked Sendable {
        let temporary: String
        let link: String
        let outside: String
        let limit: Int
        let stop = Locked(false)
        let swaps = Locked(0)
        private let done = DispatchSemaphore(value: 0)

        init(temporary: String, link: String, outside: String, limit: Int = 2_000_000) {
            self.temporary = temporary
            self.link = link
            self.outside = outside
            self.limit = limit
        }

        func start() {
            let thread = Thread { [self] in
                race()
                done.signal()
            }
            thread.start()
        }

        /// Stops the racer and waits for it.
        func finish() {
            stop.set(true)
            done.wait()
        }

        /// Puts the link back when a swap could not be undone (the other side was removed).
        private func replant(_ number: Int) {
            var info = stat()
            if lstat(link, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK { return }
            if lstat(link, &info) == 0 { rename(link, link + "-debris-\(number)") }
            symlink(outside, link)
        }

        private func race() {
            guard let exchange = SandboxRaceTests.renameAt2 else { return }
            var made = 0
            while !stop.get(), made < limit {
                guard let dir = opendir(temporary) else { return }
                var names: [String] = []
                while let entry = readdir(dir) {
                    let name = withUnsafeBytes(of: entry.pointee.d_name) {
                        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                    }
                    if name.hasPrefix("animset-sandbox-") { names.append(name) }
                }
                closedir(dir)
                for name in names {
                    replant(made)
                    let sandbox = temporary + "/" + name
                    guard exchange(AT_FDCWD, sandbox, AT_FDCWD, link, 2) == 0 else { continue }
                    made += 1
                    usleep(300)
                    _ = exchange(AT_FDCWD, sandbox, AT_FDCWD, link, 2)
                }
            }
            replant(made)
            swaps.set(made)
        }
    }

    /// What got out: reads of files only the outside folder has, and files written, changed
    /// or deleted there.
    struct Escapes: CustomStringConvertible {
        var reads = 0
        var written = 0
        var deleted = 0
        var changed = 0
        var total: Int { reads + written + deleted + changed }
        var description: String { "\(reads) reads, \(written) written, \(changed) changed, \(deleted) deleted outside" }
    }

    static let groups = 60

    /// A transcript that saves, loads and sources over and over: `only-outside.json` and
    /// `probe.animset` exist only in the outside folder.
    static func transcript(_ number: Int) -> String {
        var lines = ["# options: --seed \(number) --events off --bounds 40x10"]
        for group in 0..<groups {
            lines += [
                "animset> save saved-\(number)-\(group).json", "animset> load only-outside.json",
                "animset> source probe.animset", "animset> load saved-\(number)-\(group).json",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Lines of a recorded transcript that show a file of the outside folder was read: a load or
    /// a source of a file only it has that is not refused.
    static func outsideReads(in text: String) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var count = 0
        for (index, line) in lines.enumerated() where index + 1 < lines.count {
            guard line == "animset> load only-outside.json" || line == "animset> source probe.animset" else { continue }
            // NB: a transcript that got no sandbox (the racer swapped it as it was made) is
            // left as it was written: a prompt follows.
            let next = lines[index + 1]
            if !next.hasPrefix("error: cannot read"), !next.hasPrefix("animset> "), !next.isEmpty { count += 1 }
        }
        return count
    }

    /// Runs `check --update` on four transcripts `runs` times against a racer; returns what
    /// got out and how many swaps the racer made.
    static func race(runs: Int, binary: String = Binary.path) throws -> (escapes: Escapes, swaps: Int, stderr: String) {
        let folder = try TranscriptFolder(["tmp/.keep": "", "outside/probe.animset": "hint count\n"])
        let outside = folder.file("outside")
        let saved = try Binary.execute(binary, ["run", "-"], input: Data("save \(outside)/only-outside.json\n".utf8))
        expectEqual(saved.status, 0, "\(saved.stderr)")
        for number in 0..<40 {
            try Data("keep \(number)\n".utf8).write(to: URL(fileURLWithPath: outside + "/keep-\(number).txt"))
        }
        let before = try contents(outside)
        var escapes = Escapes()
        var swaps = 0
        var stderr = ""
        for _ in 0..<runs {
            let files = (0..<4).map { folder.file("t\($0).transcript") }
            for (number, file) in files.enumerated() {
                try Data(transcript(number).utf8).write(to: URL(fileURLWithPath: file))
            }
            let racer = Racer(temporary: folder.file("tmp"), link: folder.file("swap"), outside: outside)
            racer.start()
            let result = try Binary.execute(
                binary, ["check", "--update", "--jobs", "2"] + files, environment: ["TMPDIR": folder.file("tmp")],
                deadline: 600)
            racer.finish()
            swaps += racer.swaps.get()
            stderr += result.stderr
            for file in files { escapes.reads += outsideReads(in: try String(contentsOfFile: file, encoding: .utf8)) }
        }
        let after = try contents(outside)
        escapes.written = after.keys.filter { before[$0] == nil }.count
        escapes.deleted = before.keys.filter { after[$0] == nil }.count
        escapes.changed = before.keys.filter { after[$0] != nil && after[$0] != before[$0] }.count
        return (escapes, swaps, stderr)
    }

    /// The files of `folder` and what they hold.
    static func contents(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            files[name] = FileManager.default.contents(atPath: folder + "/" + name) ?? Data()
        }
        return files
    }

    @Test func aSwappedSandboxLeadsNothingOutside() throws {
        try #require(Self.renameAt2 != nil, "renameat2 is not in this C library")
        let (escapes, swaps, stderr) = try Self.race(runs: 3)
        #expect(swaps > 0, "the racer never caught a sandbox: the test proves nothing")
        expectEqual(escapes.total, 0, "\(escapes) in \(swaps) swaps\n\(stderr)")
    }

    /// Where another user can rename what is in `TMPDIR` (their folder, or one anybody may write
    /// that is not sticky), they can swap a sandbox: `check` refuses it in one line before any
    /// transcript runs (exit 73), and `run --transcript` as a usage error.
    @Test(arguments: [
        (0o777, false, "is writable by other users and not sticky"),
        (0o755, true, "belongs to another user (uid 65534)"),
        (0o1777, false, ""),
    ])
    func aTemporaryFolderAnotherUserCanWriteIsRefused(mode: Int, nobodys: Bool, refusal: String) throws {
        if nobodys && geteuid() != 0 { return }
        let folder = try TranscriptFolder([
            "t.transcript": "animset> save g.json\nanimset> load g.json\n", "tmp/.keep": "",
            "s.animset": "hint count\n",
        ])
        let temporary = folder.file("tmp")
        expectEqual(chmod(temporary, mode_t(mode)), 0)
        if nobodys { expectEqual(chown(temporary, 65534, 65534), 0) }
        let check = try Binary.run(
            ["check", "--update", folder.file("t.transcript")], environment: ["TMPDIR": temporary])
        let run = try Binary.run(
            ["run", "--transcript", folder.file("out.transcript"), folder.file("s.animset")],
            environment: ["TMPDIR": temporary])
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: temporary), [".keep"])
        guard !refusal.isEmpty else {
            expectEqual(check.status, 0, "\(check.stderr)")
            expectEqual(run.status, 0, "\(run.stderr)")
            return
        }
        let line =
            "error: TMPDIR '\(temporary)' \(refusal), so another user could swap a transcript's sandbox for a link: "
            + "set TMPDIR to a folder of your own\n"
        expectEqual(check.status, 73)
        expectEqual(check.stderr, "animset: " + line, "\(check.stderr)")
        #expect(check.stdout.isEmpty)
        #expect(
            try String(contentsOfFile: folder.file("t.transcript"), encoding: .utf8)
                == "animset> save g.json\nanimset> load g.json\n")
        expectEqual(run.status, 64)
        expectContains(run.stderr, "--transcript: TMPDIR '\(temporary)' \(refusal)", "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("out.transcript")))
    }
}

import Expectations
import Foundation
import Testing

@testable import LineEditing

@Suite struct HistoryFileTests {
    @Test(
        arguments: [
            (["XDG_STATE_HOME": "/x/state", "HOME": "/home/u"], "/x/state/animset/history"),
            (["XDG_STATE_HOME": "/x/state/", "HOME": "/home/u"], "/x/state/animset/history"),
            (["HOME": "/home/u"], "/home/u/.local/state/animset/history"),
            (["XDG_STATE_HOME": "", "HOME": "/home/u"], "/home/u/.local/state/animset/history"),
            (["XDG_STATE_HOME": "relative/state", "HOME": "/home/u"], "/home/u/.local/state/animset/history"),
            (["HOME": "relative"], nil),
            ([:], nil),
        ] as [([String: String], String?)])
    func defaultPath(environment: [String: String], expected: String?) {
        expectEqual(HistoryFile.defaultPath(environment: { environment[$0] }), expected)
    }

    @Test func makesMissingDirectoriesPrivate() throws {
        let root = try TemporaryDirectory()
        let path = root.path + "/a/b/c/history"
        try HistoryFile.makeDirectories(for: path)
        for directory in ["/a", "/a/b", "/a/b/c"] {
            try expectEqual(root.mode(of: directory), 0o700)
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        try HistoryFile.makeDirectories(for: path)  // existing directories are fine
    }

    @Test func refusesAFileInPlaceOfADirectory() throws {
        let root = try TemporaryDirectory()
        try Data("x".utf8).write(to: URL(fileURLWithPath: root.path + "/a"))
        #expect(throws: HistoryFileError.cannotCreateDirectory(path: root.path + "/a", errno: ENOTDIR)) {
            try HistoryFile.makeDirectories(for: root.path + "/a/b/history")
        }
    }
}

/// History kept by `EditLineReader`, without a terminal: it is loaded at init and saved on
/// each line. Serialized: libedit and setlocale are process-wide.
@Suite(.serialized) struct EditLineHistoryTests {
    @Test func savesEachLineToAPrivateLibeditFile() throws {
        let root = try TemporaryDirectory()
        let path = root.path + "/state/animset/history"
        let reader = EditLineReader(historyPath: path)
        expectEqual(reader.historyError, nil)
        reader.addToHistory("new-game --seed 7")
        try expectEqual(root.mode(of: "/state/animset/history"), 0o600)
        try expectEqual(root.mode(of: "/state/animset"), 0o700)
        reader.addToHistory("choose 1 2 3")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("_HiStOrY_V2_\n"))
        expectEqual(text.split(separator: "\n").count, 3)
        let left = try FileManager.default.contentsOfDirectory(atPath: root.path + "/state/animset")
        expectEqual(left, ["history"])
    }

    /// Another user who can write the folder plants links where a predictable temporary name
    /// would be (`history.tmp-PID`, as animset once wrote): saving never follows them.
    @Test func aPlantedSymlinkIsNeverFollowed() throws {
        let root = try TemporaryDirectory()
        let path = root.path + "/history"
        let victim = root.path + "/victim"
        try Data("precious\n".utf8).write(to: URL(fileURLWithPath: victim))
        let planted = ["history.tmp-\(getpid())", "history.tmp", "history.new", "history~"]
        for name in planted {
            expectEqual(symlink(victim, root.path + "/" + name), 0)
        }
        let reader = EditLineReader(historyPath: path)
        reader.addToHistory("deal")
        reader.addToHistory("hint")
        expectEqual(reader.historyError, nil)
        try expectEqual(String(contentsOfFile: victim, encoding: .utf8), "precious\n")
        try expectContains(String(contentsOfFile: path, encoding: .utf8), "hint")
        for name in planted {
            try expectEqual(FileManager.default.destinationOfSymbolicLink(atPath: root.path + "/" + name), victim)
        }
        let entries = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        expectEqual(entries, (planted + ["history", "victim"]).sorted())
    }

    /// The history is written by the one safe writer the saves use: a read-only history is
    /// left as it is (it was replaced, though the man page says read-only files are refused),
    /// and a temporary that a killed animset left beside it is cleaned up (it stayed forever).
    @Test func aReadOnlyHistoryIsLeftAndAKilledWritersTemporaryRemoved() throws {
        let root = try TemporaryDirectory()
        let path = root.path + "/history"
        let stale = path + ".tmp-2147483646-a1B2c3"
        try Data("_HiStOrY_V2_\ndeal\n".utf8).write(to: URL(fileURLWithPath: path))
        try Data("half".utf8).write(to: URL(fileURLWithPath: stale))
        chmod(path, 0o400)
        let reader = EditLineReader(historyPath: path)
        reader.addToHistory("hint")
        expectEqual(reader.historyError, .cannotWrite(path: path, reason: "it is read-only"))
        try expectEqual(String(contentsOfFile: path, encoding: .utf8), "_HiStOrY_V2_\ndeal\n")
        chmod(path, 0o600)
        let next = EditLineReader(historyPath: path)
        next.addToHistory("hint")
        expectEqual(next.historyError, nil)
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: root.path), ["history"])
    }

    @Test func keepsOnlyLinesThatCouldBeCommands() throws {
        let root = try TemporaryDirectory()
        let path = root.path + "/history"
        let reader = EditLineReader(historyPath: path)
        reader.addToHistory("deal")
        reader.addToHistory(String(repeating: "y", count: 100_000))
        reader.addToHistory("choose 1\u{07}")
        reader.addToHistory("hint")
        expectEqual(reader.historyEntries, ["deal", "hint"])
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
        #expect(size < 100)
    }

    /// Issue 18, the history door: a hostile history file brings back only lines that could
    /// have been typed (an escape, a bell or a 100 kB line are dropped), a FIFO is not read
    /// (libedit would wait on it forever), and a huge file is refused and left alone.
    @Test func aHostileHistoryFileIsReadWithCare() throws {
        let root = try TemporaryDirectory()
        let path = root.path + "/history"
        let lines = [
            "_HiStOrY_V2_", "deal", "\\033]0;PWNED\\007", "choose\\0401\\0405\\0409",
            "bell\\007", String(repeating: "y", count: 100_000), "hint",
        ]
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        let reader = EditLineReader(historyPath: path)
        expectEqual(reader.historyError, nil)
        expectEqual(reader.historyEntries, ["deal", "choose 1 5 9", "hint"])
        reader.close()

        let fifo = root.path + "/fifo"
        expectEqual(mkfifo(fifo, 0o600), 0)
        let piped = EditLineReader(historyPath: fifo)
        #expect(piped.historyEntries.isEmpty)
        // Issue 37, item 3: nor is it written while nobody reads it (the open slept for ever).
        piped.addToHistory("deal")
        expectEqual(piped.historyError, .cannotWrite(path: fifo, reason: "it is a FIFO that no program reads"))
        expectEqual(piped.historyEntries, ["deal"])
        piped.close()

        let huge = root.path + "/huge"
        #expect(FileManager.default.createFile(atPath: huge, contents: Data("_HiStOrY_V2_\n".utf8)))
        expectEqual(truncate(huge, off_t(HistoryFile.maximumSize + 1)), 0)
        let big = EditLineReader(historyPath: huge)
        expectEqual(big.historyError, .tooLarge(path: huge, limit: HistoryFile.maximumSize))
        big.addToHistory("deal")
        #expect(try FileManager.default.attributesOfItem(atPath: huge)[.size] as? Int == HistoryFile.maximumSize + 1)
        big.close()
    }

    @Test func reloadsWhatWasSaved() throws {
        let root = try TemporaryDirectory()
        let path = root.path + "/history"
        let lines = ["deal", "choose 1 5 9", "theme héllo 🂡", "  spaced  ", "tab\there"]
        do {
            let first = EditLineReader(historyPath: path)
            for line in lines { first.addToHistory(line) }
            first.close()
        }
        let second = EditLineReader(historyPath: path)
        expectEqual(second.historyError, nil)
        expectEqual(second.historyEntries, lines)
    }

    @Test func skipsBlankLinesAndImmediateRepeats() throws {
        let root = try TemporaryDirectory()
        let reader = EditLineReader(historyPath: root.path + "/history")
        for line in ["deal", "", "   ", "deal", "hint", "deal"] { reader.addToHistory(line) }
        expectEqual(reader.historyEntries, ["deal", "hint", "deal"])
    }

    @Test func keepsOnlyTheNewestLines() throws {
        let root = try TemporaryDirectory()
        let path = root.path + "/history"
        let reader = EditLineReader(historyPath: path, historyLimit: 3)
        for number in 1...5 { reader.addToHistory("choose \(number)") }
        expectEqual(reader.historyEntries, ["choose 3", "choose 4", "choose 5"])
        reader.close()
        let again = EditLineReader(historyPath: path, historyLimit: 2)
        expectEqual(again.historyEntries, ["choose 4", "choose 5"])
    }

    @Test func leavesAForeignFileAlone() throws {
        let root = try TemporaryDirectory()
        let path = root.path + "/notes.txt"
        let original = "my precious notes\n"
        try Data(original.utf8).write(to: URL(fileURLWithPath: path))
        let reader = EditLineReader(historyPath: path)
        expectEqual(reader.historyError, .notAHistoryFile(path: path))
        reader.addToHistory("deal")
        try expectEqual(String(contentsOfFile: path, encoding: .utf8), original)
        expectEqual(reader.historyEntries, ["deal"])
    }

    @Test func writesThroughASymbolicLink() throws {
        let root = try TemporaryDirectory()
        let real = root.path + "/real-history"
        let link = root.path + "/history"
        expectEqual(symlink(real, link), 0)
        let reader = EditLineReader(historyPath: link)
        reader.addToHistory("deal")
        try expectEqual(FileManager.default.destinationOfSymbolicLink(atPath: link), real)
        #expect(try String(contentsOfFile: real, encoding: .utf8).hasPrefix("_HiStOrY_V2_"))
    }

    /// As `ANIMSET_HISTORY=/dev/null` does: a device or a pipe is written to, never replaced,
    /// and its mode is left alone. NB: libedit's saver makes the file it writes 0600; handed
    /// /dev/null itself, as root, it took /dev/null from every other user of the machine (apt's
    /// sandbox user among them) each time the suite ran.
    @Test func writesIntoAPipeAndLeavesItAPipe() throws {
        let root = try TemporaryDirectory()
        let path = root.path + "/history"
        expectEqual(mkfifo(path, 0o600), 0)
        expectEqual(chmod(path, 0o666), 0)
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let history = EditLineReader(historyPath: path)
        history.addToHistory("deal")
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        expectEqual(info.st_mode & 0o777, 0o666, "the pipe's mode was changed")
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = read(reader, &bytes, bytes.count)
        expectContains(String(decoding: bytes.prefix(max(0, count)), as: UTF8.self).split(separator: "\n"), "deal")
    }

    /// Issue 37, item 5: a history reached through another user's link (or another user's
    /// file) became root's, mode 0600. Neither is written now; the lines stay in memory.
    @Test(arguments: [true, false])
    func anotherUsersLinkOrFileIsNotTakenOver(linked: Bool) throws {
        guard geteuid() == 0 else { return }
        let root = try TemporaryDirectory()
        let victim = root.path + "/theirs"
        try Data("_HiStOrY_V2_\nls\n".utf8).write(to: URL(fileURLWithPath: victim))
        #expect(chown(victim, 65534, 65534) == 0 && chmod(victim, 0o644) == 0)
        let path = linked ? root.path + "/link" : victim
        if linked {
            expectEqual(symlink(victim, path), 0)
            expectEqual(lchown(path, 65534, 65534), 0)
        }
        let reader = EditLineReader(historyPath: path)
        reader.addToHistory("deal")
        let reason =
            linked
            ? "it leads through a symbolic link owned by another user (uid 65534)"
            : "the file belongs to another user (uid 65534)"
        expectEqual(reader.historyError, .cannotWrite(path: path, reason: reason))
        expectEqual(reader.historyEntries.suffix(1), ["deal"])
        reader.close()
        var info = stat()
        #expect(stat(victim, &info) == 0 && info.st_uid == 65534 && info.st_mode & 0o777 == 0o644)
        try expectEqual(String(contentsOfFile: victim, encoding: .utf8), "_HiStOrY_V2_\nls\n")
    }

    @Test func reportsAnUnwritableDirectory() throws {
        let root = try TemporaryDirectory()
        try Data("x".utf8).write(to: URL(fileURLWithPath: root.path + "/file"))
        let reader = EditLineReader(historyPath: root.path + "/file/history")
        expectEqual(reader.historyError, .cannotCreateDirectory(path: root.path + "/file", errno: ENOTDIR))
        reader.addToHistory("deal")  // kept in memory only
        expectEqual(reader.historyEntries, ["deal"])
    }

    @Test func withoutAPathHistoryStaysInMemory() {
        let reader = EditLineReader(historyPath: nil)
        reader.addToHistory("hint")
        expectEqual(reader.historyEntries, ["hint"])
        expectEqual(reader.historyError, nil)
    }
}

/// A fresh directory under the system's temporary directory, removed at deinit.
final class TemporaryDirectory {
    let path: String

    init() throws {
        let template = (NSTemporaryDirectory() as NSString).appendingPathComponent("animset-lineediting-XXXXXX")
        var bytes = Array(template.utf8CString)
        guard let made = mkdtemp(&bytes) else { throw POSIXError(.EACCES) }
        path = String(cString: made)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The permission bits of `relative` (a path inside the directory, starting with "/").
    func mode(of relative: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path + relative)
        return ((attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1) & 0o777
    }
}

/// The history file is read by animset, not by libedit's loader (which overflowed a heap
/// buffer on a crafted file): libedit's `strvis` encoding decoded, only lines that could be
/// typed kept.
@Suite struct HistoryFileReadingTests {
    @Test(arguments: [
        (#"choose\0401\0405\0409"#, "choose 1 5 9"), (#"theme\040h\303\251llo"#, "theme héllo"), (#"a\\b"#, #"a\b"#),
        (#"x\sy"#, "x y"), (#"tab\there"#, "tab\there"), (#"\M-C\M-)"#, "é"),
    ])
    func entriesAreDecodedAsLibeditWroteThem(line: String, expected: String) {
        expectEqual(
            HistoryFile.entries(in: Array(("_HiStOrY_V2_\n" + line + "\n").utf8), keep: { _ in true }), [expected])
    }

    @Test func whatCannotBeTypedOrDecodedIsLeftOut() {
        let file = "_HiStOrY_V2_\ndeal\n\\033]0;PWNED\\007\n\\\\\\q\nbad\\\n\\377\\376\nhint\n"
        let kept = HistoryFile.entries(in: Array(file.utf8), keep: EditLineReader.couldBeCommand)
        expectEqual(kept, ["deal", "hint"])
        expectEqual(
            HistoryFile.entries(in: Array("deal\nhint\n".utf8), keep: { _ in true }), nil, "no signature, no history")
    }
}

import Expectations
import SafeFiles
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The one safe writer on its own: what every file of ours (saves, transcripts, pages,
/// statistics, the REPL's history) is promised.
@Suite struct SafeFileTests {
    /// A fresh folder, removed with everything in it when `body` returns.
    static func inFolder(_ body: (String) throws -> Void) throws {
        var template = Array("/tmp/safefile-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { $0.baseAddress.flatMap { mkdtemp($0) } }
        let folder = try #require(made.map { String(cString: $0) })
        defer {
            for name in names(in: folder) { unlink(folder + "/" + name) }
            rmdir(folder)
        }
        try body(folder)
    }

    static func names(in folder: String) -> [String] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    static func contents(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        while case let c = fgetc(file), c != EOF { bytes.append(UInt8(c)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    @Test func aNewFileHasItsContentsAndTheUmasksModeAndNoTemporaryIsLeft() throws {
        try Self.inFolder { folder in
            let path = folder + "/game.json"
            try SafeFile.write("{\"a\":1}\n", to: path)
            expectEqual(Self.contents(path), "{\"a\":1}\n")
            expectEqual(Self.mode(path), 0o666 & ~SafeFile.currentUmask())
            expectEqual(Self.names(in: folder), ["game.json"])
        }
    }

    @Test func theOldModeIsKeptUnlessOneIsAsked() throws {
        try Self.inFolder { folder in
            let path = folder + "/kept"
            try SafeFile.write("one", to: path)
            chmod(path, 0o640)
            try SafeFile.write("two", to: path)
            expectEqual(Self.mode(path), 0o640)
            try SafeFile.write("three", to: path, mode: 0o600)
            expectEqual(Self.mode(path), 0o600)
            expectEqual(Self.contents(path), "three")
        }
    }

    @Test func plantedLinksAtEveryGuessableNameAreNeverFollowed() throws {
        try Self.inFolder { folder in
            let victim = folder + "/victim"
            try SafeFile.write("precious", to: victim)
            let path = folder + "/history"
            for suffix in ["\(getpid())", "\(getpid())-XXXXXX", "\(getpid() + 1)", "1-aaaaaa"] {
                expectEqual(symlink(victim, path + SafeFile.temporaryMarker + suffix), 0)
            }
            try SafeFile.write("new", to: path)
            expectEqual(Self.contents(victim), "precious")
            expectEqual(Self.contents(path), "new")
        }
    }

    @Test func aLinkOrAFolderAtThePathItselfIsRefused() throws {
        try Self.inFolder { folder in
            let victim = folder + "/victim"
            try SafeFile.write("precious", to: victim)
            let link = folder + "/save.json"
            expectEqual(symlink(victim, link), 0)
            #expect(throws: SafeFile.Failure(path: link, reason: SafeFile.linkReason)) {
                try SafeFile.write("new", to: link)
            }
            expectEqual(Self.contents(victim), "precious")
            expectEqual(Self.names(in: folder), ["save.json", "victim"])
        }
    }

    @Test func aReadOnlyFileIsRefusedEvenForRoot() throws {
        try Self.inFolder { folder in
            let path = folder + "/locked"
            try SafeFile.write("old", to: path)
            chmod(path, 0o444)
            #expect(throws: SafeFile.Failure.self) { try SafeFile.write("new", to: path) }
            expectEqual(Self.contents(path), "old")
            expectEqual(Self.names(in: folder), ["locked"])
        }
    }

    @Test func aFailedFillLeavesTheOldFileAndNoTemporary() throws {
        try Self.inFolder { folder in
            let path = folder + "/stats"
            try SafeFile.write("old", to: path)
            #expect(throws: SafeFile.Failure(path: path, reason: String(cString: strerror(ENOSPC)))) {
                try SafeFile.replace(path) { fd in
                    _ = write(fd, "half", 4)
                    return ENOSPC
                }
            }
            expectEqual(Self.contents(path), "old")
            expectEqual(Self.names(in: folder), ["stats"])
        }
    }

    @Test func temporariesOfAKilledWriterAreRemovedOthersKept() throws {
        try Self.inFolder { folder in
            let path = folder + "/game.json"
            // A process that cannot exist (above any pid_max Linux allows) and one that does.
            let child: Int32 = 2_147_483_646
            #expect(kill(child, 0) != 0)
            let stale = path + SafeFile.temporaryMarker + "\(child)-a1B2c3"
            let alive = path + SafeFile.temporaryMarker + "1-a1B2c3"
            let other = folder + "/other.json" + SafeFile.temporaryMarker + "\(child)-a1B2c3"
            for name in [stale, alive, other] { try SafeFile.write("x", to: name) }
            try SafeFile.write("new", to: path)
            expectEqual(
                Self.names(in: folder), ["game.json", "game.json.tmp-1-a1B2c3", "other.json.tmp-\(child)-a1B2c3"])
        }
    }
}

import Expectations
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Who may reach a room's socket (issue 40, item 5's last line): its owner alone (0600) by
/// default; with `--group`, that group too (0660, the group's); an unknown group, or one the
/// user is not in, refused in one line before anything is made; a group that cannot pass a
/// folder on the way warned; a seat the socket shuts out told who may join. The tests that
/// need a second user (nobody, by setpriv) run as root only, as CI does.
@Suite(.serialized) struct RoomSocketModeTests {
    static var isRoot: Bool { geteuid() == 0 }
    /// A group the socket may be given to: root may give it to any ('users'), anyone else to
    /// their own.
    static var groupName: String {
        isRoot ? "users" : getgrgid(getegid()).map { String(cString: $0.pointee.gr_name) } ?? "users"
    }

    static func status(_ path: String) -> stat? {
        var status = stat()
        return stat(path, &status) == 0 ? status : nil
    }

    /// The program where nobody may run it: a hard link to it (else a copy) in a folder open
    /// to all. NB: the checkout may be in a folder closed to others (a clone in a mktemp folder).
    static let openBinary: String = {
        let folder = NSTemporaryDirectory() + "animset-open-\(UUID().uuidString.prefix(8))"
        let path = folder + "/animset"
        TemporaryFiles.removeAtExit(folder)
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
            var status = stat()
            let runnable = stat(Binary.path, &status) == 0 && status.st_mode & 0o005 == 0o005
            if runnable, (try? FileManager.default.linkItem(atPath: Binary.path, toPath: path)) != nil { return path }
            try FileManager.default.copyItem(atPath: Binary.path, toPath: path)
            chmod(path, 0o755)
        } catch { return Binary.path }
        return path
    }()

    /// Runs the program as nobody (uid and gid 65534) in `groups` alone.
    static func asNobody(_ arguments: [String], groups: [gid_t] = []) throws -> Binary.Result {
        let groupOption =
            groups.isEmpty ? "--clear-groups" : "--groups=" + groups.map(String.init).joined(separator: ",")
        return try Binary.execute(
            "/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", groupOption, openBinary] + arguments, deadline: 120)
    }

    @Test func theSocketIsTheOwnersAloneByDefault() throws {
        let host = try RoomHost()
        let status = try #require(Self.status(host.socket))
        expectEqual(status.st_mode & 0o7777, 0o600)
        expectEqual(status.st_uid, geteuid())
        guard Self.isRoot else { return }
        // Another user is told who may join.
        chmod(host.folder, 0o755)
        let shut = try Self.asNobody(["join", "--socket", host.socket, "--name", "eve"])
        expectEqual(shut.status, 66)
        #expect(
            shut.stderr
                == "animset: error: cannot join the room at '\(host.socket)': Permission denied; only its owner "
                + "'root' may join (mode 0600); the host lets a group in with --group\n")
        host.kill()
    }

    @Test func aGroupGetsTheSocket0660() throws {
        let name = Self.groupName
        let id = try #require(getgrnam(name)).pointee.gr_gid
        let host = try RoomHost(["--seed", "7", "--group", name])
        let status = try #require(Self.status(host.socket))
        expectEqual(status.st_mode & 0o7777, 0o660)
        expectEqual(status.st_gid, id)
        #expect(host.errors.isEmpty, "\(host.errors)")
        guard Self.isRoot else { return }
        chmod(host.folder, 0o755)
        // A member sits; someone outside the group is told who may join.
        let member = try Self.asNobody(["join", "--socket", host.socket, "--name", "ann"], groups: [id])
        expectEqual(member.status, 0, "\(member.stderr)")
        expectContains(member.stdout, "You sit as ann.")
        let outsider = try Self.asNobody(["join", "--socket", host.socket, "--name", "eve"])
        expectEqual(outsider.status, 66)
        #expect(
            outsider.stderr
                == "animset: error: cannot join the room at '\(host.socket)': Permission denied; only its owner "
                + "'root' and the group '\(name)' may join (mode 0660); ask to be put in '\(name)'\n")
        host.kill()
    }

    @Test func aGroupThatCannotPassAFolderOnTheWayIsWarned() throws {
        let host = try RoomHost(["--seed", "7", "--group", Self.groupName], privateFolder: true)
        #expect(
            host.errors
                == "animset: warning: the group '\(Self.groupName)' cannot reach the socket: '\(host.folder)/private' "
                + "(mode 0700) is closed to it; give --socket PATH in a folder it can pass\n")
        host.kill()
    }

    @Test(arguments: [
        ("no-such-group-animset", "no group called 'no-such-group-animset'"),
        ("users", "the socket cannot be given to the group 'users': you are not in it (id -Gn)"),
    ])
    func aGroupRefusedLeavesNothingMade(group: String, error: String) throws {
        let folder = NSTemporaryDirectory() + "animset-group-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let arguments = ["host", "--socket", folder + "/s", "--state", folder + "/state", "--group", group]
        let result: Binary.Result
        if group == "users" {
            // Not in the group: nobody, in no group at all (root may give the socket to any).
            guard Self.isRoot else { return }
            chmod(folder, 0o777)
            result = try Self.asNobody(arguments)
        } else {
            result = try Binary.run(arguments)
        }
        expectEqual(result.status, 64)
        expectEqual(result.stderr, "animset: error: \(error)\n")
        #expect(result.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "nothing made")
    }
}

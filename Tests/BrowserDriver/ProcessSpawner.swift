import Foundation

/// Starts the browser with `posix_spawn`, its DevTools pipes on fds 3 and 4 (which Foundation's
/// `Process` cannot arrange) and no other descriptor of ours.
enum ProcessSpawner {
    /// A started browser: its pid, the fd we write commands to, the fd we read replies from.
    struct Spawned {
        var pid: pid_t
        var toChild: Int32
        var fromChild: Int32
    }

    /// Spawns `arguments` (the first is the executable) with standard input from /dev/null,
    /// standard output and error to `log`, fd 3 reading what we write to `toChild` and fd 4
    /// writing what we read from `fromChild`.
    static func spawn(_ arguments: [String], log: String) throws(BrowserError) -> Spawned {
        // NB: every descriptor made here is close-on-exec and numbered 10 or more, so that
        // dup2 onto 3 and 4 never clobbers a source, and no other spawned program (an animset
        // a parallel test runs) inherits them and keeps the browser's pipe open.
        guard let commands = makePipe(), let replies = makePipe() else {
            throw .launchFailed("pipe: \(String(cString: strerror(errno)))")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        posix_spawn_file_actions_adddup2(&actions, commands.read, 3)
        posix_spawn_file_actions_adddup2(&actions, replies.write, 4)
        // NB: descriptors of the test process that are not close-on-exec stay out of the browser.
        closeFrom(5, in: &actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A new process group, so a Ctrl-C at the test's terminal does not reach the browser first.
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        posix_spawnattr_setpgroup(&attributes, 0)
        var all = sigset_t()
        var none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)

        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, arguments[0], &actions, &attributes, &cArguments, environ)
        close(commands.read)
        close(replies.write)
        guard status == 0 else {
            close(commands.write)
            close(replies.read)
            throw .launchFailed("\(arguments[0]): \(String(cString: strerror(status)))")
        }
        return Spawned(pid: pid, toChild: commands.write, fromChild: replies.read)
    }

    /// Waits up to `seconds` for `pid` to exit and reaps it; false if it is still running.
    static func wait(for pid: pid_t, seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        var status: Int32 = 0
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid || (reaped < 0 && errno == ECHILD) { return true }
            if Date() > deadline { return false }
            // NB: polling a child's exit is the one wait here with no event to block on
            // (SIGCHLD belongs to the test runner); it only runs while quitting.
            usleep(20_000)
        }
    }

    /// Adds "close every descriptor from `first` on" to `actions`: glibc's
    /// `posix_spawn_file_actions_addclosefrom_np` (2.34 and later; looked up at run time, as
    /// Swift's Glibc module does not declare it), else one close per descriptor open now.
    private static func closeFrom(_ first: Int32, in actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
            _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, first)
            return
        }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for fd in open.compactMap({ Int32($0) }) where fd >= first {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
    }

    /// A close-on-exec pipe whose two ends are numbered 10 or more.
    private static func makePipe() -> (read: Int32, write: Int32)? {
        var fds: [Int32] = [0, 0]
        // NB: `pipe2` is not in Swift's Glibc module; the plain ends live only until the dups below.
        guard pipe(&fds) == 0 else { return nil }
        let read = fcntl(fds[0], F_DUPFD_CLOEXEC, 10)
        let write = fcntl(fds[1], F_DUPFD_CLOEXEC, 10)
        close(fds[0])
        close(fds[1])
        guard read >= 0, write >= 0 else {
            if read >= 0 { close(read) }
            if write >= 0 { close(write) }
            return nil
        }
        return (read, write)
    }
}

import Foundation
import Synchronization

/// Drives a program in a detached tmux session, as a person at a terminal would: start it at a
/// fixed size, type keys, read the screen, wait for text, resize, and read the exit status.
///
/// Every session of one test process lives on a private tmux server
/// (`tmux -L animset-test-<pid>`, started with no configuration file), so tests neither see
/// nor disturb the user's tmux. Sessions keep their pane after the program exits
/// (`remain-on-exit`) so that the last screen and the exit status can be read; `kill()` (or
/// deinit) ends the session, and the server exits with its last session.
///
/// ```swift
/// let session = try Tmux(["./animset"], environment: ["ANIMSET_HISTORY": path])
/// try session.waitFor("animset> ")
/// session.type("dea")
/// session.sendKeys("Tab")
/// try session.waitFor("animset> deal ")
/// session.sendKeys("C-d")
/// #expect(try session.waitForExit() == 0)
/// ```
public final class Tmux {
    /// What went wrong while driving tmux.
    public enum Failure: Error, CustomStringConvertible {
        /// tmux could not be run, or a tmux command failed.
        case tmux(arguments: [String], status: Int32, output: String)
        /// The text did not appear in time; `screen` is the last capture.
        case timedOut(waitingFor: String, screen: String)

        public var description: String {
            switch self {
            case .tmux(let arguments, let status, let output):
                "tmux \(arguments.joined(separator: " ")) exited \(status): \(output)"
            case .timedOut(let what, let screen):
                "timed out waiting for \(what); the screen was:\n\(screen)"
            }
        }
    }

    /// The tmux executable, found on PATH; nil when tmux is not installed.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = String(directory) + "/tmux"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// Whether tmux is installed.
    public static var isAvailable: Bool { executable != nil }

    /// The private server of this test process.
    static let socketName = "animset-test-\(getpid())"

    private static let counter = Counter()

    /// The session's name on the private server.
    let name: String
    /// Where the wrapper shell writes the program's exit status.
    private let statusPath: String
    private var killed = false

    /// Starts `command` (program and arguments) in a new detached session of `width` x
    /// `height` cells, with `environment` added to the program's, in `directory` (the current
    /// one by default).
    ///
    /// NB: the program runs under `sh`, which writes its exit status to a file when it ends.
    /// tmux's own record of it (`pane_dead_status`) is unreliable: when the pane's terminal
    /// closes, tmux runs utempter with SIGCHLD at its default disposition, and an exit that
    /// lands then is never noticed. The shell defers Ctrl-C (`trap : INT`) until the program
    /// ends, and the program starts with default signal handling.
    public init(
        _ command: [String],
        width: Int = 80,
        height: Int = 24,
        environment: [String: String] = [:],
        directory: String? = nil
    ) throws {
        Tmux.cleanUpAtExit
        name = "s\(Tmux.counter.next())"
        statusPath = (NSTemporaryDirectory() as NSString)
            .appendingPathComponent("\(Tmux.socketName)-\(name).status")
        try? FileManager.default.removeItem(atPath: statusPath)
        var arguments = [
            "new-session", "-d", "-s", name, "-x", String(width), "-y", String(height),
            "-c", directory ?? FileManager.default.currentDirectoryPath,
        ]
        for (key, value) in environment.sorted(by: { $0.key < $1.key }) {
            arguments += ["-e", "\(key)=\(value)"]
        }
        let wrapper =
            #"status=$1; shift; trap : INT; "$@"; code=$?; echo "$code" > "$status.tmp"; mv "$status.tmp" "$status""#
        arguments += ["--", "/bin/sh", "-c", wrapper, "sh", statusPath] + command
        // The options are set in the same server round trip as the session is made, before
        // the program can exit.
        arguments += [";", "set-option", "-t", name, "remain-on-exit", "on"]
        arguments += [";", "set-option", "-t", name, "status", "off"]
        // NB: when another test has just killed the server's last session, the server is on
        // its way out and may take this command down with it; a new server is started on retry.
        // On a loaded machine (several test processes on two cores) that can take a while, so
        // the retries back off, for up to about two seconds in all.
        var attempt = 0
        while true {
            do {
                try Tmux.run(arguments)
                return
            } catch let Failure.tmux(_, _, output) where output.contains("server exited") && attempt < 20 {
                attempt += 1
                Thread.sleep(forTimeInterval: 0.01 * Double(attempt))
            }
        }
    }

    deinit {
        kill()
    }

    /// Sends tmux key names (`"Enter"`, `"Tab"`, `"C-c"`, `"C-d"`, `"Up"`, `"BSpace"`, ...);
    /// a name tmux does not know is typed as text.
    public func sendKeys(_ keys: String...) {
        _ = try? Tmux.run(["send-keys", "-t", name] + keys)
    }

    /// Sends Ctrl-D once `prompt` is the screen's last line with nothing typed after it.
    public func sendEOF(atPrompt prompt: String) throws {
        try waitForPrompt(prompt)
        sendKeys("C-d")
    }

    /// Waits until `prompt` is the screen's last line with nothing typed after it: the line
    /// editor has the terminal and reads keys as it will. NB: what a test types before that
    /// reaches a program between two lines, whose terminal may not be as the editor sets it
    /// (in canonical mode a line is cut at 4,095 bytes and a Ctrl-D was lost).
    public func waitForPrompt(_ prompt: String) throws {
        let bare = prompt.trimmingCharacters(in: .whitespaces)
        try waitUntil("the prompt '\(prompt)' alone on the last line") { screen in
            let last = screen.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }
            return last.map { $0.trimmingCharacters(in: .whitespaces) == bare } ?? false
        }
    }

    /// Types `text` literally (no key names), as if pasted key by key.
    public func type(_ text: String) {
        _ = try? Tmux.run(["send-keys", "-t", name, "-l", "--", text])
    }

    /// Sends raw bytes (as hexadecimal), as a terminal would pass on bytes that are not UTF-8.
    public func sendBytes(_ bytes: [UInt8]) {
        _ = try? Tmux.run(["send-keys", "-t", name, "-H"] + bytes.map { String($0, radix: 16) })
    }

    /// Appends every byte the program writes to the terminal from now on to the file at `path`
    /// (`pipe-pane`), for checking escape sequences the screen does not show.
    public func pipeOutput(to path: String) throws {
        try Tmux.run(["pipe-pane", "-o", "-t", name, "cat >> '\(path)'"])
    }

    /// The visible screen, one line per row. Blanks the program wrote are kept (so a prompt
    /// ends with its space); cells never written are not.
    public func capture() throws -> String {
        try Tmux.run(["capture-pane", "-p", "-N", "-t", name])
    }

    /// The screen and the scrollback above it.
    public func captureAll() throws -> String {
        try Tmux.run(["capture-pane", "-p", "-N", "-S", "-", "-t", name])
    }

    /// How long a wait gives the program before it fails the test. NB: generous, since it costs
    /// a passing test nothing: on a loaded machine the program's exit, which syncs the history
    /// file, waited over 60 s (ext4 makes an fsync wait for other processes' dirty data, and
    /// parallel builds had a lot of it).
    public static let patience: Duration = .seconds(240)

    /// Waits until `text` is on the screen and returns the screen; throws `.timedOut` with the
    /// last screen otherwise.
    @discardableResult
    public func waitFor(_ text: String, timeout: Duration = Tmux.patience) throws -> String {
        try waitUntil("'\(text)'", timeout: timeout) { $0.contains(text) }
    }

    /// Waits until `condition` holds for the screen, polling every 10 ms at first, then less
    /// often up to every 60 ms; returns the screen.
    // NB: each poll runs a tmux client and makes the server draw the pane: polling every 20 ms
    // through the waits of a loaded machine was a quarter of the tmux suites' CPU (issue 37).
    @discardableResult
    public func waitUntil(
        _ what: String, timeout: Duration = Tmux.patience, _ condition: (String) -> Bool
    ) throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var screen = ""
        var attempt = 0
        while true {
            screen = (try? capture()) ?? screen
            if condition(screen) { return screen }
            if clock.now >= deadline { throw Failure.timedOut(waitingFor: what, screen: screen) }
            attempt += 1
            Thread.sleep(forTimeInterval: 0.01 * Double(min(attempt, 6)))
        }
    }

    /// tmux's answer for `format` about the pane (`display-message -p`), such as
    /// `#{cursor_flag}` (1 while the cursor shows) or `#{cursor_x},#{cursor_y}`.
    public func display(_ format: String) throws -> String {
        try Tmux.run(["display-message", "-p", "-t", name, format])
    }

    /// Waits until the program (the child of the pane's wrapper shell) sleeps in a kernel
    /// function whose name holds `function` (Linux's /proc/PID/wchan: `poll` for
    /// `poll_schedule_timeout`, `wait_for_partner` for a blocking open of a FIFO): what a test
    /// waits on when the screen shows nothing.
    public func waitForProgramAsleep(in function: String, timeout: Duration = Tmux.patience) throws {
        let shell = try display("#{pane_pid}")
        func asleep() -> Bool {
            guard let children = try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8),
                let pid = children.split(separator: " ").first,
                let channel = try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8)
            else { return false }
            return channel.contains(function)
        }
        _ = try waitUntil("the program asleep in \(function)", timeout: timeout) { _ in asleep() }
    }

    /// Resizes the window; the program gets SIGWINCH.
    public func resize(width: Int, height: Int) throws {
        try Tmux.run(["resize-window", "-t", name, "-x", String(width), "-y", String(height)])
    }

    /// The program's exit status once it has exited (128 + N after signal N), or nil while it
    /// runs.
    public func exitStatus() throws -> Int32? {
        if let status = recordedStatus() { return status }
        let state = try Tmux.run([
            "display-message", "-p", "-t", name, "#{pane_dead}:#{pane_dead_status}:#{pane_dead_signal}",
        ])
        let fields = state.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0] == "1" else { return nil }
        // The shell may have written the status since the first look; if it has not, the
        // shell itself was killed, and tmux may know how.
        if let status = recordedStatus() { return status }
        if let status = Int32(fields[1]) { return status }
        if let signal = Int32(fields[2]) { return 128 + signal }
        return nil
    }

    /// The status the wrapper shell wrote, if it has.
    private func recordedStatus() -> Int32? {
        guard let text = try? String(contentsOfFile: statusPath, encoding: .utf8) else { return nil }
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Waits until the program exits and returns its exit status.
    public func waitForExit(timeout: Duration = Tmux.patience) throws -> Int32 {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var attempt = 0
        while true {
            if let status = try exitStatus() { return status }
            if clock.now >= deadline {
                throw Failure.timedOut(waitingFor: "the program to exit", screen: (try? capture()) ?? "")
            }
            attempt += 1
            Thread.sleep(forTimeInterval: 0.01 * Double(min(attempt, 6)))
        }
    }

    /// Ends the session (and the program, with SIGHUP). Calling it again does nothing.
    public func kill() {
        guard !killed else { return }
        killed = true
        _ = try? Tmux.run(["kill-session", "-t", name])
        try? FileManager.default.removeItem(atPath: statusPath)
    }

    /// Stops the private server when the test process exits (ending any session a test left
    /// behind) and removes its socket, which tmux leaves in place. Evaluated once.
    /// The `XDG_STATE_HOME` of every program started through tmux; removed at exit.
    fileprivate static let stateDirectory = (NSTemporaryDirectory() as NSString)
        .appendingPathComponent("\(socketName)-state")

    private static let cleanUpAtExit: Void = {
        atexit(stopServer)
    }()

    /// The environment tmux runs in.
    fileprivate static let environment: [String] = {
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil  // allowed to start a server even from inside tmux
        // Programs under test keep their history and statistics in a directory of this test
        // process, never in the person's own (a test may still pass its own with -e).
        environment["XDG_STATE_HOME"] = stateDirectory
        return environment.map { "\($0.key)=\($0.value)" }
    }()

    /// Runs `tmux -L <socket> -f /dev/null ARGUMENTS` and returns its output without the
    /// final newline.
    @discardableResult
    public static func run(_ arguments: [String]) throws -> String {
        guard let executable else {
            throw Failure.tmux(arguments: arguments, status: -1, output: "tmux is not installed")
        }
        let outputPath = (NSTemporaryDirectory() as NSString)
            .appendingPathComponent("animset-tmux-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        let status = try spawnAndWait(
            [executable, "-L", socketName, "-f", "/dev/null"] + arguments,
            environment: environment,
            outputPath: outputPath)
        let data = FileManager.default.contents(atPath: outputPath) ?? Data()
        var text = String(decoding: data, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        guard status == 0 else {
            throw Failure.tmux(arguments: arguments, status: status, output: text)
        }
        return text
    }

    /// glibc's posix_spawn_file_actions_addclosefrom_np (2.34+), which Swift does not import.
    private static let addCloseFrom:
        (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
            else {
                return nil
            }
            return unsafeBitCast(
                symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
        }()

    /// Runs `arguments` (the first is the program's path) with standard input from /dev/null
    /// and standard output and error into the file at `outputPath`; returns the exit status
    /// (128 + N after signal N).
    ///
    /// NB: not Foundation's `Process`. The test runner's threads block most signals, and a
    /// child inherits the mask: the tmux server would never see SIGCHLD (so it would not
    /// notice a program's exit) and the programs in its panes would ignore Ctrl-C and
    /// resizes. posix_spawn here starts tmux with no signal blocked and default handlers.
    /// Output goes to a file, not a pipe, and no other descriptor is passed on, because the
    /// server that tmux forks keeps what it inherits open as long as it runs.
    fileprivate static func spawnAndWait(
        _ arguments: [String], environment: [String], outputPath: String
    ) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        if let closeFrom = Tmux.addCloseFrom { _ = closeFrom(&actions, 3) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [
            SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGCHLD, SIGWINCH, SIGTSTP,
            SIGTTIN, SIGTTOU, SIGUSR1, SIGUSR2, SIGALRM,
        ] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw Failure.tmux(arguments: arguments, status: -1, output: String(cString: strerror(spawned)))
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else {
                throw Failure.tmux(arguments: arguments, status: -1, output: "waitpid failed")
            }
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}

/// At exit: `tmux kill-server` on the private socket, then remove the socket file.
private func stopServer() {
    guard let executable = Tmux.executable else { return }
    _ = try? Tmux.spawnAndWait(
        [executable, "-L", Tmux.socketName, "-f", "/dev/null", "kill-server"],
        environment: Tmux.environment, outputPath: "/dev/null")
    let directory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
    unlink("\(directory)/tmux-\(getuid())/\(Tmux.socketName)")
    try? FileManager.default.removeItem(atPath: Tmux.stateDirectory)
}

/// Numbers sessions uniquely within the test process (tests run in parallel).
private final class Counter: Sendable {
    private let value = Mutex(0)

    func next() -> Int {
        value.withLock { count in
            count += 1
            return count
        }
    }
}

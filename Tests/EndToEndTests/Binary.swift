import Foundation

/// Runs the built `animset` executable and collects what it printed.
struct Binary {
    /// The executable next to the test bundle, or `ANIMSET_BINARY`'s. Scripts/test names the
    /// release build it packages: the program as it ships, and a debug build spends 50 ms of
    /// every run checking its own option tables (ArgumentParser's validation, `#if DEBUG`), a
    /// quarter of the whole suite's CPU (perf on 0668c16: issue 37, the test command's time).
    /// NB: the first use also makes a broken pipe an error rather than a signal, for the whole
    /// test process: a program that exits before reading its input (the release build does,
    /// fast) breaks the pipe its input is written to, and SIGPIPE killed the suite silently on a
    /// fresh clone of c02a7fa, 15 s in, before any browser test had ignored it (Browser.swift);
    /// the writes use the throwing `write(contentsOf:)`, which then reports EPIPE.
    static let path: String = {
        signal(SIGPIPE, SIG_IGN)
        if let chosen = ProcessInfo.processInfo.environment["ANIMSET_BINARY"], !chosen.isEmpty {
            return URL(fileURLWithPath: chosen).standardizedFileURL.path
        }
        let exe =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("animset").path
    }()

    struct Result {
        var stdout: String
        var stderr: String
        var status: Int32
        /// Whether the program was killed at its deadline (it hung).
        var killed = false
    }

    /// Runs animset with `arguments`, feeding `input` to standard input.
    static func run(
        _ arguments: [String], input: Data = Data(), environment: [String: String] = [:], deadline: Double? = nil
    ) throws -> Result {
        try execute(path, arguments, input: input, environment: environment, deadline: deadline)
    }

    /// Runs any program with `arguments`, feeding `input` to standard input and reading its
    /// standard output and error at once (so neither pipe can fill and stall it). With a
    /// `deadline` (seconds: a guard against a hang, never a timing assertion), a program still
    /// running then is killed and the result says so.
    static func execute(
        _ executable: String, _ arguments: [String], input: Data = Data(), environment: [String: String] = [:],
        deadline: Double? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let writer = Thread {
            // NB: the throwing write: a program that exits without reading its input (the release
            // build does, fast) breaks the pipe, and FileHandle.write(_:) traps on that (try!).
            try? stdin.fileHandleForWriting.write(contentsOf: input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let killed = Locked(false)
        if let deadline {
            let watchdog = Thread {
                let end = Date().addingTimeInterval(deadline)
                while process.isRunning, Date() < end { usleep(50_000) }
                if process.isRunning {
                    killed.set(true)
                    kill(process.processIdentifier, SIGKILL)
                }
            }
            watchdog.start()
        }
        let errorData = Locked(Data())
        let reader = Thread { errorData.set(stderr.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while reader.isExecuting || !reader.isFinished { usleep(1000) }
        return Result(
            stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: errorData.get(), as: UTF8.self),
            status: process.terminationStatus, killed: killed.get())
    }

    /// Runs animset on a script given as text.
    static func run(_ arguments: [String], script: String) throws -> Result {
        try run(arguments, input: Data(script.utf8))
    }

    /// A temporary file holding `contents`, removed when the tests end.
    static func temporaryFile(_ contents: Data, suffix: String = ".animset") throws -> String {
        let path = NSTemporaryDirectory() + "animset-test-\(UUID().uuidString)\(suffix)"
        TemporaryFiles.removeAtExit(path)
        try contents.write(to: URL(fileURLWithPath: path))
        TemporaryFiles.removeAtExit(path)
        return path
    }
}

/// Files and folders the tests made in the temporary directory, removed when the test process
/// ends, so that a run leaves nothing behind (issue 18, item 15).
enum TemporaryFiles {
    private static let paths = Locked([String]())
    private static let installed: Void = {
        atexit {
            for path in TemporaryFiles.paths.get() { try? FileManager.default.removeItem(atPath: path) }
        }
    }()

    /// Removes `path` (a file, or a folder and what it holds) when the process exits.
    static func removeAtExit(_ path: String) {
        _ = installed
        paths.update { $0.append(path) }
    }
}

/// A value shared between threads under a lock.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func get() -> Value {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
    func set(_ newValue: Value) {
        lock.lock()
        value = newValue
        lock.unlock()
    }
    func update(_ change: (inout Value) -> Void) {
        lock.lock()
        change(&value)
        lock.unlock()
    }
}

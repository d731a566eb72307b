import Foundation

/// `animset host` run for a test: a state folder and a socket of its own, started, waited on
/// until it says where it listens, killed at the end.
final class RoomHost {
    let folder: String
    /// The socket: `s` in the folder, or in its subfolder `private` (mode 0700).
    let socket: String
    var state: String { folder + "/state" }
    var log: String { state + "/room.animset" }
    /// Where the host's standard error goes.
    var errorPath: String { folder + "/host.err" }
    /// What the host said on standard error so far.
    var errors: String { (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "" }
    private(set) var process = Process()
    private(set) var said = ""

    /// A host of `arguments` (the new-game options) in a fresh folder; its socket in a
    /// subfolder of mode 0700 when `privateFolder`.
    init(_ arguments: [String] = ["--seed", "7"], privateFolder: Bool = false) throws {
        folder = NSTemporaryDirectory() + "animset-room-\(UUID().uuidString.prefix(8))"
        socket = folder + (privateFolder ? "/private/s" : "/s")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if privateFolder {
            try FileManager.default.createDirectory(
                atPath: folder + "/private", withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        }
        TemporaryFiles.removeAtExit(folder)
        try start(arguments)
    }

    /// Starts the host (again) on the same state and socket; returns what it said first.
    @discardableResult
    func start(_ arguments: [String] = []) throws -> String {
        process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.path)
        process.arguments = ["host", "--socket", socket, "--state", state] + arguments
        let out = Pipe()
        process.standardOutput = out
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        process.standardError = FileHandle(forWritingAtPath: errorPath) ?? FileHandle.nullDevice
        try process.run()
        // NB: the first line says where it listens: the socket is there once it is printed.
        var bytes = Data()
        while !bytes.contains(0x0A) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            bytes.append(chunk)
        }
        said = String(decoding: bytes, as: UTF8.self)
        return said
    }

    /// Kills the host with `signal` and waits for it to end.
    func kill(_ signal: Int32 = SIGKILL) {
        guard process.isRunning else { return }
        Foundation.kill(process.processIdentifier, signal)
        process.waitUntilExit()
    }

    deinit { kill() }

    /// Runs `python3 -c program` with the socket's path as its argument; its standard output.
    func python(_ program: String, _ arguments: [String] = []) throws -> Binary.Result {
        try Binary.execute("/usr/bin/python3", ["-c", program, socket] + arguments, deadline: 120)
    }
}

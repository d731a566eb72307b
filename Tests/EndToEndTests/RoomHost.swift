import Foundation

/// `animset host` run for a test: a state folder and a socket of its own, started, waited on
/// until it says where it listens, killed at the end.
final class RoomHost {
    let folder: String
    var socket: String { folder + "/s" }
    var state: String { folder + "/state" }
    var log: String { state + "/room.animset" }
    private(set) var process = Process()
    private(set) var said = ""

    /// A host of `arguments` (the new-game options) in a fresh folder.
    init(_ arguments: [String] = ["--seed", "7"]) throws {
        folder = NSTemporaryDirectory() + "animset-room-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
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
        process.standardError = FileHandle.nullDevice
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

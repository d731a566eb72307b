import Expectations
import Foundation
import Testing

/// A program drives animset over a pipe: it reads each JSON object and answers with the next
/// command, as the SPEC promises, until the game is over.
@Suite struct CoprocessTests {
    /// The third card of a set through two codes, attribute by attribute.
    static func third(_ a: String, _ b: String) -> String {
        let alphabets = ["123", "RGP", "STO", "DSO"]
        return String(
            zip(zip(a, b), alphabets).map { pair, alphabet -> Character in
                let letters = Array(alphabet)
                guard let x = letters.firstIndex(of: pair.0), let y = letters.firstIndex(of: pair.1) else { return "?" }
                return letters[(6 - x - y) % 3]
            })
    }

    @Test func aWholeGameOverAPipe() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.path)
        process.arguments = ["--format", "json", "--seed", "11"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let reader = LineReader(output.fileHandleForReading)
        func send(_ line: String) throws -> [String: Any] {
            try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
            let reply = try #require(reader.nextLine())
            return try #require(try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any])
        }
        var object = try send("board")
        var commands = 0
        while commands < 300 {
            commands += 1
            let state = try #require(object["state"] as? [String: Any])
            if state["over"] as? Bool == true { break }
            let table = try #require(state["table"] as? [[String: Any]])
            let showingMatch = state["reveal"] as? String == "match"
            // Cards of a match on show are leaving: look for a set among the others.
            let codes = table.map { entry in
                showingMatch && entry["selected"] as? Bool == true ? "----" : (entry["card"] as? String ?? "----")
            }
            var slots: [Int]?
            search: for i in codes.indices {
                for j in codes.indices where j > i {
                    if let k = codes.firstIndex(of: Self.third(codes[i], codes[j])), k > j {
                        slots = [i + 1, j + 1, k + 1]
                        break search
                    }
                }
            }
            if let slots {
                object = try send("choose " + slots.map(String.init).joined(separator: " "))
            } else {
                object = try send("deal")
            }
            #expect(object["ok"] as? Bool == true, "\(object["error"] ?? "")")
        }
        let state = try #require(object["state"] as? [String: Any])
        #expect(state["over"] as? Bool == true)
        #expect(state["deck"] as? Int == 0)
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        expectEqual(process.terminationStatus, 0)
    }
}

/// Reads lines from a pipe one at a time, as they arrive.
final class LineReader {
    let handle: FileHandle
    var buffer = Data()
    init(_ handle: FileHandle) { self.handle = handle }
    func nextLine() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[(newline + 1)...])
                return String(decoding: line, as: UTF8.self)
            }
            let chunk = handle.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }
}

import Expectations
import Foundation
import LineEditing
import Testing

/// Feeds `PlainLineReader` through a pipe written by another thread, as a script on standard
/// input would be.
@Suite struct PlainLineReaderTests {
    /// Input bytes and the lines expected from them, in order, before `.endOfInput`.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let input: [UInt8]
        let lines: [[UInt8]]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "two lines", input: Array("deal\nhint\n".utf8), lines: [Array("deal".utf8), Array("hint".utf8)]),
        Case(name: "CRLF", input: Array("a\r\nb\r\n".utf8), lines: [Array("a".utf8), Array("b".utf8)]),
        Case(
            name: "last line without newline", input: Array("a\nlast".utf8),
            lines: [Array("a".utf8), Array("last".utf8)]),
        Case(name: "last line CR only", input: Array("a\nb\r".utf8), lines: [Array("a".utf8), Array("b".utf8)]),
        Case(name: "empty lines", input: Array("\n\nx\n\n".utf8), lines: [[], [], Array("x".utf8), []]),
        Case(name: "empty input", input: [], lines: []),
        Case(name: "CR inside a line stays", input: Array("a\rb\n".utf8), lines: [Array("a\rb".utf8)]),
        Case(
            name: "invalid UTF-8 as is", input: [0xFF, 0xFE, 0x41, 0x0A, 0xC3, 0x0A],
            lines: [[0xFF, 0xFE, 0x41], [0xC3]]),
        Case(
            name: "control characters as is", input: [0x01, 0x1B, 0x5B, 0x41, 0x00, 0x0A],
            lines: [[0x01, 0x1B, 0x5B, 0x41, 0x00]]),
        Case(name: "UTF-8", input: Array("héllo 🂡\n".utf8), lines: [Array("héllo 🂡".utf8)]),
    ]

    @Test(arguments: cases, [1, 3, 1 << 16])
    func readsLines(_ test: Case, blockSize: Int) throws {
        let lines = try Self.readAll(test.input, blockSize: blockSize)
        expectEqual(lines, test.lines.map(LineInput.line) + [.endOfInput])
    }

    @Test func endOfInputRepeats() throws {
        let fds = try Self.pipe(feeding: Array("only\n".utf8))
        defer { close(fds) }
        let reader = PlainLineReader(fileDescriptor: fds)
        expectEqual(reader.read(prompt: "ignored> "), .line(Array("only".utf8)))
        expectEqual(reader.read(prompt: ""), .endOfInput)
        expectEqual(reader.read(prompt: ""), .endOfInput)
    }

    @Test(arguments: [1 << 20, 3 << 20])
    func readsAVeryLongLine(length: Int) throws {
        var long = [UInt8](repeating: UInt8(ascii: "x"), count: length)
        long[length / 2] = 0xFF
        let input = long + Array("\nnext\n".utf8)
        let lines = try Self.readAll(input, blockSize: 4096)
        expectEqual(lines.count, 3)
        expectEqual(lines.first, .line(long))
        expectEqual(lines.dropFirst().first, .line(Array("next".utf8)))
    }

    @Test func readsTenThousandLinesInOrder() throws {
        let script = (1...10_000).map { "choose \($0 % 12 + 1)\n" }.joined()
        let lines = try Self.readAll(Array(script.utf8), blockSize: 1 << 16)
        expectEqual(lines.count, 10_001)
        expectEqual(lines[0], .line(Array("choose 2".utf8)))
        expectEqual(lines[9_999], .line(Array("choose 5".utf8)))
        expectEqual(lines[10_000], .endOfInput)
    }

    /// Every result up to and including the first `.endOfInput`.
    static func readAll(_ input: [UInt8], blockSize: Int) throws -> [LineInput] {
        let fd = try pipe(feeding: input)
        defer { close(fd) }
        let reader = PlainLineReader(fileDescriptor: fd, blockSize: blockSize)
        var results: [LineInput] = []
        while true {
            let result = reader.read(prompt: "")
            results.append(result)
            if result == .endOfInput || results.count > input.count + 2 { return results }
        }
    }

    /// The read end of a pipe that another thread fills with `bytes` and then closes.
    static func pipe(feeding bytes: [UInt8]) throws -> Int32 {
        var fds: [Int32] = [0, 0]
        guard Glibc.pipe(&fds) == 0 else { throw POSIXError(.EMFILE) }
        let writer = fds[1]
        let thread = Thread {
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(writer, buffer.baseAddress! + offset, buffer.count - offset)
                    if written <= 0 { break }
                    offset += written
                }
            }
            close(writer)
        }
        thread.start()
        return fds[0]
    }
}

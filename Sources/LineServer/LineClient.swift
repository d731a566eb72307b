#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One connection to a `LineServer`: lines out, lines in, read without blocking when asked.
public final class LineClient {
    /// The connection's descriptor, for a poll(2) that waits on it with other things.
    public let descriptor: Int32
    private var input: [UInt8] = []
    /// Whether the server closed the connection.
    public private(set) var ended = false

    /// Connects to the server listening at `path`.
    public init(path: String) throws(SocketError) {
        var address = try SocketAddress(path)
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw SocketError(path, code: errno) }
        guard address.withPointer({ connect(descriptor, $0, $1) }) == 0 else {
            let error = errno
            Glibc.close(descriptor)
            throw SocketError(path, code: error)
        }
        self.descriptor = descriptor
        signal(SIGPIPE, SIG_IGN)
    }

    /// Sends `line` and a newline; false when the server is gone.
    @discardableResult
    public func send(_ line: String) -> Bool {
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress.map { $0 + offset }, bytes.count - offset, Int32(MSG_NOSIGNAL))
            }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += count
        }
        return true
    }

    /// The lines the server sent that are waiting now, without blocking (`wait`: block for
    /// the first one). A line longer than `limit` bytes ends the connection.
    public func lines(wait: Bool = false, limit: Int = 1 << 22) -> [String] {
        var lines: [String] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !ended {
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, wait && lines.isEmpty ? -1 : 0)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                ended = true
                break
            }
            input.append(contentsOf: buffer[0..<count])
            var start = 0
            while let newline = input[start...].firstIndex(of: 0x0A) {
                lines.append(String(decoding: input[start..<newline], as: UTF8.self))
                start = newline + 1
            }
            input.removeFirst(start)
            if input.count > limit { ended = true }
        }
        return lines
    }

    /// Closes the connection.
    public func close() {
        Glibc.close(descriptor)
    }
}

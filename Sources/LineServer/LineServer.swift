import CEpoll

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A small epoll(7) event loop serving newline-delimited lines over a Unix socket: non-blocking
/// sockets, a line buffer per connection with a bound, a write queue per connection with a
/// bound, and a bound on lines per second. It knows nothing of games: lines in, lines out.
///
/// NB: not SwiftNIO (README, "Rooms"): a host of a few hundred connections needs one thread
/// and epoll(7); NIO's debug and release builds would cost a large share of the test budget.
/// Not poll(2): it asks the kernel about every connection at every wake, and with 100 rooms of
/// 4 seats in one host that was half the host's CPU (perf record, `Scripts/bench-rooms`).
public final class LineServer {
    /// What the server bounds, per connection and in all.
    public struct Limits: Sendable {
        /// The longest line a connection may send, in bytes (its newline not counted).
        public var lineBytes = 4096
        /// The most bytes waiting to be written to one connection: a reader that falls this far
        /// behind has stopped reading, and is dropped.
        public var queuedBytes = 1 << 20
        /// Lines a connection may send in a second, on average.
        public var linesPerSecond = 40.0
        /// Lines a connection may send at once, above the average.
        public var burst = 80.0
        /// The most connections held at once; more are closed as they come.
        public var connections = 4000

        /// The defaults above.
        public init() {}
    }

    /// What happened on the socket since the last `wait`.
    public enum Event: Equatable, Sendable {
        /// A connection came, known by its number from now on.
        case opened(Int)
        /// A connection sent a line (without its newline; the bytes need not be UTF-8).
        case line(Int, [UInt8])
        /// A connection went, or was dropped for `reason` (`nil`: it closed).
        case closed(Int, reason: String?)
    }

    /// One connection's buffers.
    final class Connection {
        let descriptor: Int32
        var input: [UInt8] = []
        var output: [UInt8] = []
        var written = 0
        var tokens: Double
        var refilled: Double
        /// Close once the output is written (a `close(_:after:)` or a drop with a last word).
        var closing = false
        /// Why the connection is closing, said in its `closed` event.
        var reason: String?
        /// Whether the kernel is asked to say when the connection can be written to (while
        /// output waits).
        var watchesOutput = false

        init(descriptor: Int32, tokens: Double, now: Double) {
            self.descriptor = descriptor
            self.tokens = tokens
            refilled = now
        }

        var pending: Int { output.count - written }
    }

    /// The path the server listens at.
    public let path: String
    /// The bounds in force.
    public let limits: Limits
    private let listener: Int32
    /// The epoll instance: the listener (as number 0) and every connection (by its number).
    private let poller: Int32
    /// Where reads land before they are split into lines.
    private var scratch = [UInt8](repeating: 0, count: 16384)
    private var connections: [Int: Connection] = [:]
    private var nextNumber = 1
    private var events: [Event] = []

    /// Listens at `path` with `mode` (0600, or 0660 with `group`): refuses a path that is not a
    /// socket, or at which a server answers; takes over a stale socket of a server that died.
    public init(path: String, mode: mode_t = 0o600, group: gid_t? = nil, limits: Limits = Limits())
        throws(SocketError)
    {
        self.path = path
        self.limits = limits
        var address = try SocketAddress(path)
        var status = stat()
        if lstat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFSOCK else { throw SocketError(path, "it is not a socket") }
            if let client = try? LineClient(path: path) {
                client.close()
                throw SocketError(path, "a room already listens there")
            }
            unlink(path)
        }
        let descriptor = socket(
            AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw SocketError(path, code: errno) }
        // NB: the socket is made with no permission for others at all, so nobody connects in
        // the moment between bind and chmod.
        let mask = umask(0o177)
        let bound = address.withPointer { bind(descriptor, $0, $1) }
        let bindError = errno
        umask(mask)
        guard bound == 0 else {
            Glibc.close(descriptor)
            throw SocketError(path, code: bindError)
        }
        // NB: the poller, the group (with `group`), the mode, then listening: `errno` is the
        // first failure's.
        let poller = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard poller >= 0, group.map({ chown(path, uid_t.max, $0) == 0 }) ?? true, chmod(path, mode) == 0,
            listen(descriptor, 512) == 0, Self.watch(descriptor, as: 0, output: false, in: poller, adding: true)
        else {
            let error = errno
            Glibc.close(descriptor)
            if poller >= 0 { Glibc.close(poller) }
            unlink(path)
            throw SocketError(path, code: error)
        }
        listener = descriptor
        self.poller = poller
        signal(SIGPIPE, SIG_IGN)
    }

    /// How many connections are open.
    public var connectionCount: Int { connections.count }

    /// Waits for something to happen (at most `timeout` seconds; `nil`: until it does), and
    /// returns what did: connections come and gone, lines read.
    public func wait(timeout: Double? = nil) -> [Event] {
        let milliseconds = timeout.map { Int32(max(0, min($0 * 1000, 60_000)).rounded(.up)) } ?? -1
        var ready = [epoll_event](repeating: epoll_event(), count: 256)
        let count = epoll_wait(poller, &ready, Int32(ready.count), events.isEmpty ? milliseconds : 0)
        for event in ready.prefix(Int(max(count, 0))) {
            let number = Int(event.data.u64)
            guard number != 0 else {
                acceptAll()
                continue
            }
            guard let connection = connections[number] else { continue }
            if event.events & EPOLLOUT.rawValue != 0 { flush(number, connection) }
            if event.events & (EPOLLIN.rawValue | EPOLLHUP.rawValue | EPOLLERR.rawValue) != 0,
                connections[number] === connection
            {
                readFrom(number, connection)
            }
        }
        defer { events = [] }
        return events
    }

    /// Asks `poller` to say when `descriptor` (known as `number`) can be read, and written to
    /// when `output`; false when the kernel refused.
    private static func watch(_ descriptor: Int32, as number: Int, output: Bool, in poller: Int32, adding: Bool) -> Bool
    {
        var event = epoll_event()
        event.events = EPOLLIN.rawValue | (output ? EPOLLOUT.rawValue : 0)
        event.data.u64 = UInt64(number)
        return epoll_ctl(poller, adding ? EPOLL_CTL_ADD : EPOLL_CTL_MOD, descriptor, &event) == 0
    }

    /// Queues `line` (a newline is added) for connection `number`; a connection whose queue
    /// would pass the bound has stopped reading, and is dropped.
    public func send(_ line: String, to number: Int) {
        guard let connection = connections[number], !connection.closing else { return }
        if connection.pending + line.utf8.count + 1 > limits.queuedBytes {
            drop(number, connection, "it stopped reading (\(limits.queuedBytes) bytes waiting)")
            return
        }
        if connection.written > 0, connection.written == connection.output.count {
            connection.output.removeAll(keepingCapacity: true)
            connection.written = 0
        }
        connection.output.append(contentsOf: line.utf8)
        connection.output.append(0x0A)
        flush(number, connection)
    }

    /// Closes connection `number` once what was sent to it is written (its `closed` event
    /// gives `reason`).
    public func close(_ number: Int, reason: String? = nil) {
        guard let connection = connections[number] else { return }
        connection.closing = true
        connection.reason = reason
        shutdown(connection.descriptor, Int32(SHUT_RD))
        if connection.pending == 0 { finish(number, connection) }
    }

    /// Stops listening, closes every connection and removes the socket.
    public func shutDown() {
        for (_, connection) in connections { Glibc.close(connection.descriptor) }
        connections = [:]
        Glibc.close(poller)
        Glibc.close(listener)
        unlink(path)
    }

    private func acceptAll() {
        while true {
            let descriptor = accept(listener, nil, nil)
            guard descriptor >= 0 else {
                if errno == EINTR || errno == ECONNABORTED { continue }
                return
            }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            guard connections.count < limits.connections else {
                Glibc.close(descriptor)
                continue
            }
            let number = nextNumber
            guard Self.watch(descriptor, as: number, output: false, in: poller, adding: true) else {
                Glibc.close(descriptor)
                continue
            }
            nextNumber += 1
            connections[number] = Connection(descriptor: descriptor, tokens: limits.burst, now: Self.now())
            events.append(.opened(number))
        }
    }

    private func readFrom(_ number: Int, _ connection: Connection) {
        while true {
            let count = scratch.withUnsafeMutableBytes { read(connection.descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if retries(number, connection) { continue }
                return
            }
            if count == 0 {
                finish(number, connection, reason: connection.reason)
                return
            }
            if connection.closing { continue }
            var start = connection.input.count
            connection.input.append(contentsOf: scratch[0..<count])
            var lineStart = 0
            while let newline = connection.input[start...].firstIndex(of: 0x0A) {
                var line = Array(connection.input[lineStart..<newline])
                if line.last == 0x0D { line.removeLast() }
                lineStart = newline + 1
                start = lineStart
                guard line.count <= limits.lineBytes else {
                    drop(number, connection, "a line of \(line.count) bytes (at most \(limits.lineBytes))")
                    return
                }
                guard spend(connection) else {
                    drop(number, connection, "more than \(Int(limits.linesPerSecond)) lines a second")
                    return
                }
                events.append(.line(number, line))
            }
            connection.input.removeFirst(lineStart)
            if connection.input.count > limits.lineBytes {
                drop(number, connection, "a line of more than \(limits.lineBytes) bytes")
                return
            }
        }
    }

    /// Takes one line from the connection's allowance; false when it is spent (a flood).
    private func spend(_ connection: Connection) -> Bool {
        let now = Self.now()
        connection.tokens = min(limits.burst, connection.tokens + (now - connection.refilled) * limits.linesPerSecond)
        connection.refilled = now
        guard connection.tokens >= 1 else { return false }
        connection.tokens -= 1
        return true
    }

    private func flush(_ number: Int, _ connection: Connection) {
        while connection.pending > 0 {
            let count = connection.output.withUnsafeBytes {
                Glibc.send(
                    connection.descriptor, $0.baseAddress.map { $0 + connection.written }, connection.pending,
                    Int32(MSG_NOSIGNAL))
            }
            if count < 0 {
                if retries(number, connection) { continue }
                // NB: a connection that can take no more now keeps its output; one that failed is gone.
                guard connections[number] === connection else { return }
                break
            }
            connection.written += count
        }
        // NB: the kernel says when a connection can take more only while output waits for it.
        if (connection.pending > 0) != connection.watchesOutput {
            connection.watchesOutput = connection.pending > 0
            _ = Self.watch(
                connection.descriptor, as: number, output: connection.watchesOutput, in: poller, adding: false)
        }
        guard connection.pending == 0 else { return }
        connection.output.removeAll(keepingCapacity: connection.output.count < 65536)
        connection.written = 0
        if connection.closing { finish(number, connection, reason: connection.reason) }
    }

    /// After a read or a send that failed: true to try it again at once (interrupted); else the
    /// connection waits for the next poll (it would block) or is finished (any other error).
    private func retries(_ number: Int, _ connection: Connection) -> Bool {
        if errno == EINTR { return true }
        if errno != EAGAIN && errno != EWOULDBLOCK {
            finish(number, connection, reason: connection.reason ?? SocketError.describe(errno))
        }
        return false
    }

    /// Drops a connection at once for `reason`, what it was sent or not.
    private func drop(_ number: Int, _ connection: Connection, _ reason: String) {
        finish(number, connection, reason: reason)
    }

    private func finish(_ number: Int, _ connection: Connection, reason: String? = nil) {
        guard connections.removeValue(forKey: number) != nil else { return }
        Glibc.close(connection.descriptor)
        events.append(.closed(number, reason: reason ?? connection.reason))
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

import Foundation

/// A Chrome DevTools Protocol connection over the pipe pair of `--remote-debugging-pipe`:
/// JSON messages each ended by a NUL byte, commands written to the browser's fd 3, replies and
/// events read from its fd 4.
///
/// One reader thread files every reply under its `id` and every event under its `sessionId`
/// (`""` for the browser's own); callers wait on one condition for what they need, with a
/// deadline, so nothing sleeps to synchronise.
final class DevToolsPipe: @unchecked Sendable {
    /// An event the browser sent.
    struct Event {
        /// The protocol method, such as `Runtime.consoleAPICalled`.
        var method: String
        /// Its parameters.
        var params: [String: Any]
    }

    private let output: Int32
    private let input: Int32
    private let condition = NSCondition()
    // Guarded by `condition`:
    private var nextID = 1
    private var replies: [Int: [String: Any]] = [:]
    private var events: [String: [Event]] = [:]
    private var closedReason: String?

    /// Talks over `output` (to the browser's fd 3) and `input` (from its fd 4); takes
    /// ownership of both.
    init(output: Int32, input: Int32) {
        (self.output, self.input) = (output, input)
        let reader = Thread { [self] in readLoop() }
        reader.name = "DevToolsPipe reader"
        reader.start()
    }

    /// Sends `method` with `params` (to a page's `session`, or the browser's when nil) and
    /// waits up to `timeout` seconds for its reply's `result`.
    @discardableResult
    func send(
        _ method: String, _ params: [String: Any] = [:], session: String? = nil,
        timeout: TimeInterval = BrowserTimeouts.command
    ) throws(BrowserError) -> [String: Any] {
        condition.lock()
        let id = nextID
        nextID += 1
        condition.unlock()
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        guard var bytes = try? JSONSerialization.data(withJSONObject: message) else {
            throw .protocolError(method: method, message: "parameters are not JSON")
        }
        bytes.append(0)
        try write(bytes, method: method)
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let reply = replies.removeValue(forKey: id) {
                if let error = reply["error"] as? [String: Any] {
                    throw .protocolError(method: method, message: error["message"] as? String ?? "\(error)")
                }
                return reply["result"] as? [String: Any] ?? [:]
            }
            if let closedReason { throw .browserExited(closedReason) }
            if !condition.wait(until: deadline) { throw .timedOut("the reply to \(method) after \(Int(timeout)) s") }
        }
    }

    /// The events of `session` from index `start` on (`events(of:from:).count` moves a cursor).
    func events(of session: String, from start: Int = 0) -> [Event] {
        condition.lock()
        defer { condition.unlock() }
        let all = events[session] ?? []
        return start < all.count ? Array(all[start...]) : []
    }

    /// Waits up to `timeout` seconds for an event of `session` at index `start` or later that
    /// `matches`; returns it with its index.
    func waitForEvent(
        of session: String, from start: Int, timeout: TimeInterval, what: String,
        matching matches: (Event) -> Bool
    ) throws(BrowserError) -> (index: Int, event: Event) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        var index = start
        while true {
            let all = events[session] ?? []
            while index < all.count {
                if matches(all[index]) { return (index, all[index]) }
                index += 1
            }
            if let closedReason { throw .browserExited(closedReason) }
            if !condition.wait(until: deadline) { throw .timedOut("\(what) after \(Int(timeout)) s") }
        }
    }

    /// Forgets the events of a closed session.
    func forget(session: String) {
        condition.lock()
        events[session] = nil
        condition.unlock()
    }

    /// Closes our ends of the pipes; the browser sees end-of-file and exits.
    func close() {
        Glibc.close(output)
    }

    private func write(_ bytes: Data, method: String) throws(BrowserError) {
        let failure: Int32? = bytes.withUnsafeBytes { raw -> Int32? in
            guard let base = raw.baseAddress else { return nil }
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(output, base + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return nil
        }
        if let failure {
            throw .browserExited("writing \(method) failed: \(String(cString: strerror(failure)))")
        }
    }

    private func readLoop() {
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            pending.append(contentsOf: buffer[0..<n])
            while let end = pending.firstIndex(of: 0) {
                let message = Data(pending[..<end])
                pending.removeSubrange(...end)
                file(message)
            }
        }
        Glibc.close(input)
        condition.lock()
        closedReason = closedReason ?? "the browser closed its DevTools pipe"
        condition.broadcast()
        condition.unlock()
    }

    private func file(_ message: Data) {
        guard let object = (try? JSONSerialization.jsonObject(with: message)) as? [String: Any] else { return }
        condition.lock()
        if let id = object["id"] as? Int {
            replies[id] = object
        } else if let method = object["method"] as? String {
            let session = object["sessionId"] as? String ?? ""
            events[session, default: []].append(
                Event(method: method, params: object["params"] as? [String: Any] ?? [:]))
        }
        condition.broadcast()
        condition.unlock()
    }
}

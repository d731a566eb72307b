#if canImport(Glibc)
    import Glibc
#endif

/// A file that grows by whole lines at its end: a room's log. `SafeFile` makes it (and remakes
/// it whole when it is read back); this adds to it, so that a move costs its own bytes and not
/// the whole log again.
///
/// - Each `append` is one `write(2)` of whole lines, with `O_APPEND`. Once it returns, the
///   lines are the kernel's: a `kill -9` of the writer loses none of them. Only a write cut
///   short by the kill itself (one that crosses a page, at that very moment) can leave a last
///   line without its newline: `completeLines(_:)` reads such a line as never written.
/// - `sync()` (`fdatasync`) makes what was appended survive a crash of the machine too; its
///   caller says when (a room: after each round of moves, once the seats have been sent them).
///   `startSync()` does it in the background (`aio_fsync`: a thread of the C library's waits on
///   the disk), for a caller that serves many logs from one loop: a host of 100 rooms that
///   synced each in turn waited 4 ms a log on this machine's disk, 400 ms a second.
/// - Opened without following a link, and only a regular file, as `SafeFile` refuses them.
public final class AppendLog {
    /// The path as given, for messages.
    public let path: String
    private let descriptor: Int32
    /// Whether something was appended since the last `sync()` (or `startSync()` began one).
    public private(set) var unsynced = false
    /// The background sync's request (`startSync`); the C library reads it while one runs.
    private let request: UnsafeMutablePointer<aiocb>
    /// Whether a background sync was started and its outcome not yet taken.
    private var inFlight = false

    /// Opens the regular file at `path` (made already) for appending.
    public init(path: String) throws(SafeFile.Failure) {
        self.path = path
        let descriptor = open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw SafeFile.Failure(path: path, reason: errno == ELOOP ? SafeFile.linkReason : SafeFile.errorText())
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw SafeFile.Failure(path: path, reason: "it is not a regular file")
        }
        self.descriptor = descriptor
        request = UnsafeMutablePointer<aiocb>.allocate(capacity: 1)
        request.initialize(to: aiocb())
    }

    deinit {
        // NB: the C library's thread may still hold the request and the descriptor.
        try? settle(waiting: true)
        close(descriptor)
        request.deallocate()
    }

    /// Adds `lines`, each followed by a newline, in one write.
    public func append(_ lines: some Sequence<String>) throws(SafeFile.Failure) {
        var bytes: [UInt8] = []
        for line in lines {
            bytes += line.utf8
            bytes.append(0x0A)
        }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes {
                write(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw SafeFile.Failure(path: path, reason: SafeFile.errorText())
            }
            offset += written
        }
        unsynced = unsynced || !bytes.isEmpty
    }

    /// Makes what was appended durable (`fdatasync`), when anything was, once a background
    /// sync still running has ended.
    public func sync() throws(SafeFile.Failure) {
        try settle(waiting: true)
        guard unsynced else { return }
        guard fdatasync(descriptor) == 0 else { throw SafeFile.Failure(path: path, reason: SafeFile.errorText()) }
        unsynced = false
    }

    /// Starts making what was appended durable in the background, when anything was, and
    /// returns at once; a failure of the one before is thrown. While one still runs nothing is
    /// started, and `unsynced` stays true for the next call. Where the C library cannot start
    /// one, it syncs here.
    public func startSync() throws(SafeFile.Failure) {
        guard unsynced else { return }
        try settle(waiting: false)
        guard !inFlight else { return }
        request.pointee = aiocb()
        request.pointee.aio_fildes = descriptor
        guard aio_fsync(O_DSYNC, request) == 0 else { return try sync() }
        inFlight = true
        unsynced = false
    }

    /// Takes the outcome of the background sync, if one was started and has ended (or, when
    /// `waiting`, once it has).
    private func settle(waiting: Bool) throws(SafeFile.Failure) {
        guard inFlight else { return }
        while aio_error(request) == EINPROGRESS {
            guard waiting else { return }
            var list: [UnsafePointer<aiocb>?] = [UnsafePointer(request)]
            _ = aio_suspend(&list, 1, nil)
        }
        let state = aio_error(request)
        _ = aio_return(request)
        inFlight = false
        guard state == 0 else { throw SafeFile.Failure(path: path, reason: String(cString: strerror(state))) }
    }

    /// The whole lines of a log's `bytes`: a last line without its newline is one whose append
    /// was cut short, and is left out (returned as `cut`).
    public static func completeLines(_ bytes: [UInt8]) -> (lines: ArraySlice<UInt8>, cut: ArraySlice<UInt8>) {
        guard let last = bytes.lastIndex(of: 0x0A) else { return (bytes[0..<0], bytes[...]) }
        return (bytes[...last], bytes[(last + 1)...])
    }
}

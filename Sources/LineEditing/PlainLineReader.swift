import CEditLine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines from a file descriptor (standard input by default) without any editing.
///
/// Lines end at `\n`; a `\r` before it is dropped, as is nothing else: the bytes are returned
/// as they are, UTF-8 or not. A last line without a newline is still a line. Lines of any
/// length are read (the buffer grows), and input is read in large blocks, so a script of
/// thousands of lines costs a handful of system calls.
///
/// With a `maximumLineLength`, a longer line is cut as it is read: its first bytes are
/// returned (`lastLineWasCut`) and the rest skipped up to its newline, so the next line reads
/// as usual; a line that goes on past `skipLimit` bytes ends the input (`stoppedAtLongLine`).
/// Endless input without newlines (`/dev/zero`) thus costs a few kilobytes of memory and a
/// moment, not all the memory there is.
public final class PlainLineReader: LineReader {
    private let fd: Int32
    private let maximumLineLength: Int?
    private let skipLimit: Int
    /// Whether the line `read` returned last was longer than `maximumLineLength` (only its
    /// first `maximumLineLength + 1` bytes are returned).
    public private(set) var lastLineWasCut = false
    /// Whether reading stopped inside a line that went on past `skipLimit` bytes.
    public private(set) var stoppedAtLongLine = false
    /// The system's words for the read error that ended the input (`EIO` from
    /// `/proc/self/mem`, a disk failing), if one did: end of file it is not.
    public private(set) var readError: String?
    /// The kept start of a line being skipped.
    private var cutLine: [UInt8]?
    /// Bytes of that line skipped so far.
    private var skipped = 0
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The unread bytes are `storage[start..<end]`.
    private var start = 0
    private var end = 0
    /// Bytes before `storage[start + scanned]` are known to hold no newline.
    private var scanned = 0
    private var atEnd = false

    /// A reader of `fileDescriptor` (0, standard input, by default) reading `blockSize` bytes
    /// at a time, and lines of at most `maximumLineLength` bytes when given (skipping at most
    /// `skipLimit` bytes of a longer one). `prefix` holds bytes already read from it, which
    /// come first. The reader does not close the descriptor.
    public init(
        fileDescriptor: Int32 = STDIN_FILENO, blockSize: Int = 1 << 16, maximumLineLength: Int? = nil,
        skipLimit: Int = 16 << 20, prefix: [UInt8] = []
    ) {
        fd = fileDescriptor
        self.maximumLineLength = maximumLineLength
        self.skipLimit = skipLimit
        capacity = max(blockSize, 16, prefix.count)
        storage = .allocate(capacity: capacity)
        prefix.withUnsafeBufferPointer { bytes in
            if let base = bytes.baseAddress { storage.initialize(from: base, count: bytes.count) }
        }
        end = prefix.count
    }

    deinit {
        storage.deallocate()
    }

    /// The next line; `prompt` is ignored.
    ///
    /// Returns `.interrupted` only when a read was interrupted by Ctrl-C after
    /// `Signals.installInterruptHandler()` (the flag is taken); other interruptions are retried.
    public func read(prompt: String) -> LineInput {
        lastLineWasCut = false
        while true {
            let unread = end - start
            if scanned < unread,
                let found = memchr(storage + start + scanned, Int32(UInt8(ascii: "\n")), unread - scanned)
            {
                let newline = storage.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if let cut = cutLine {
                    (start, scanned, cutLine, lastLineWasCut) = (newline + 1, 0, nil, true)
                    if start == end {
                        start = 0
                        end = 0
                    }
                    return .line(cut)
                }
                var lineEnd = newline
                if lineEnd > start, storage[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
                let line = Array(UnsafeBufferPointer(start: storage + start, count: lineEnd - start))
                start = newline + 1
                scanned = 0
                if start == end {
                    start = 0
                    end = 0
                }
                return .line(line)
            }
            scanned = unread
            if let cut = cutLine {
                skipped += unread
                (start, end, scanned) = (0, 0, 0)
                if skipped > skipLimit {
                    (stoppedAtLongLine, atEnd, cutLine) = (true, true, nil)
                    return .endOfInput
                }
                if atEnd {
                    (cutLine, lastLineWasCut) = (nil, true)
                    return .line(cut)
                }
                if let stop = fill() { return stop }
                continue
            }
            if let limit = maximumLineLength, unread > limit + 1 {
                cutLine = Array(UnsafeBufferPointer(start: storage + start, count: limit + 1))
                skipped = unread
                (start, end, scanned) = (0, 0, 0)
                continue
            }
            if atEnd {
                guard unread > 0 else { return .endOfInput }
                var lineEnd = end
                if storage[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
                let line = Array(UnsafeBufferPointer(start: storage + start, count: lineEnd - start))
                start = 0
                end = 0
                scanned = 0
                return .line(line)
            }
            if let stop = fill() { return stop }
        }
    }

    /// Reads one more block, making room first; returns why reading must stop, if it must.
    private func fill() -> LineInput? {
        if start > 0 {
            let unread = end - start
            if unread > 0 { storage.update(from: storage + start, count: unread) }
            start = 0
            end = unread
        }
        if end == capacity {
            let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
            bigger.moveInitialize(from: storage, count: end)
            storage.deallocate()
            storage = bigger
            capacity *= 2
        }
        while true {
            let count = readBlock(fd, storage + end, capacity - end)
            if count > 0 {
                end += count
                return nil
            }
            if count == 0 {
                atEnd = true
                return nil
            }
            let error = cedit_errno()
            if error == EINTR {
                if Signals.takeInterruptPending() { return .interrupted }
                continue
            }
            // A read error ends the input; what was read still counts, and the caller says
            // that the rest was not read.
            readError = String(cString: strerror(error))
            atEnd = true
            return nil
        }
    }
}

/// read(2), named apart from `PlainLineReader.read(prompt:)`, which would shadow it.
private func readBlock(_ fd: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    read(fd, buffer, count)
}

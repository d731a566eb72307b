#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A Unix socket's address: a path of at most 107 bytes.
struct SocketAddress {
    private var storage = sockaddr_un()

    /// The address of `path`; refused when it is empty or too long for a socket.
    init(_ path: String) throws(SocketError) {
        let bytes = Array(path.utf8)
        let room = MemoryLayout.size(ofValue: storage.sun_path)
        guard !bytes.isEmpty, bytes.count < room, !bytes.contains(0) else {
            throw SocketError(path, "a socket's path has 1 to \(room - 1) bytes")
        }
        storage.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &storage.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
    }

    /// Calls `body` with the address as the system takes it.
    mutating func withPointer<T>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> T) -> T {
        withUnsafePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                body($0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
    }
}

/// Why a socket could not be listened at or connected to: the path and the reason, in words.
public struct SocketError: Error, Equatable, Sendable {
    /// The socket's path.
    public let path: String
    /// Why, in words.
    public let reason: String
    /// The system's error number (errno) when the system refused, else 0.
    public let code: Int32

    init(_ path: String, _ reason: String) {
        self.path = path
        self.reason = reason
        code = 0
    }

    /// The system refused with `code` (errno).
    init(_ path: String, code: Int32) {
        self.path = path
        reason = Self.describe(code)
        self.code = code
    }

    /// The system's words for `code` (errno).
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

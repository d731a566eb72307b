import CEditLine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension HistoryFile {
    /// The bytes of the regular file at `path`, at most `maximumSize` of them; `nil` when it
    /// cannot be read whole (`check` has refused larger files and anything but a file).
    static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= maximumSize else { return nil }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0, cedit_errno() == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            guard bytes.count + count <= maximumSize else { return nil }
            bytes.append(contentsOf: buffer[0..<count])
        }
    }

    /// The first line of libedit's history format.
    static let signature = "_HiStOrY_V2_"

    /// The entries of a history file in libedit's format, oldest first, decoded by us rather
    /// than by libedit: a `_HiStOrY_V2_` line, then one entry a line, encoded as `strvis(3)`
    /// writes it (`\040` for a space, `\\` for a backslash, `\M-` and `\^` forms). Only
    /// entries that decode to UTF-8 text `keep` accepts are returned; `nil` when the bytes are
    /// not a history file.
    // NB: libedit's own loader (H_LOAD) overflowed a heap buffer on a crafted line (found by
    // the history fuzz target: strdup reading past what strunvis wrote), so a file from
    // outside never reaches it; entries go in one by one with H_ENTER.
    static func entries(in bytes: [UInt8], keep: (String) -> Bool) -> [String]? {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard let first = lines.first, first.elementsEqual(signature.utf8) else { return nil }
        var entries: [String] = []
        for line in lines.dropFirst() where !line.isEmpty {
            guard let decoded = unvis(line), let text = String(validating: decoded, as: UTF8.self), keep(text) else {
                continue
            }
            entries.append(text)
        }
        return entries
    }

    /// The bytes `strvis(3)` encoded as `line`; `nil` for an encoding it never writes.
    static func unvis(_ line: ArraySlice<UInt8>) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(line.count)
        var index = line.startIndex
        func next() -> UInt8? {
            guard index < line.endIndex else { return nil }
            defer { index += 1 }
            return line[index]
        }
        while let byte = next() {
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                continue
            }
            guard let escape = next() else { return nil }
            switch escape {
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(escape - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard index < line.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(line[index]) else {
                        break
                    }
                    value = value * 8 + Int(line[index] - UInt8(ascii: "0"))
                    index += 1
                }
                guard value <= 0xFF else { return nil }
                out.append(UInt8(value))
            case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "s"): out.append(UInt8(ascii: " "))
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "M"):
                // \M-c is c with the high bit set; \M^c the same of a control character.
                guard let kind = next(), let character = next() else { return nil }
                switch kind {
                case UInt8(ascii: "-"): out.append(character | 0x80)
                case UInt8(ascii: "^"): out.append((character == UInt8(ascii: "?") ? 0x7F : character & 0x1F) | 0x80)
                default: return nil
                }
            case UInt8(ascii: "^"):
                guard let character = next() else { return nil }
                out.append(character == UInt8(ascii: "?") ? 0x7F : character & 0x1F)
            default:
                return nil
            }
        }
        return out
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension String {
    /// Formats numbers as C's `printf` does (`%.4f`, `%7.3f%%`, `%llu`), through the C
    /// library's `vsnprintf`: the same digits and rounding as Foundation's `String(format:)`,
    /// without linking Foundation (whose internationalisation data is most of a static binary).
    ///
    /// NB: the decimal point is the C locale's `.`: the program sets only `LC_CTYPE` (for
    /// libedit), never `LC_NUMERIC`, so a reader's locale never changes what is printed.
    public init(cFormat format: String, _ arguments: any CVarArg...) {
        var buffer = [CChar](repeating: 0, count: 256)
        let needed = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        if needed >= buffer.count {
            buffer = [CChar](repeating: 0, count: Int(needed) + 1)
            _ = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        }
        let length = Swift.max(0, Swift.min(Int(needed), buffer.count - 1))
        self = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension String {
    /// The string cut or padded with spaces to exactly `width` characters, for a report's
    /// label column (as Foundation's `padding(toLength:withPad:startingAt:)` does for ASCII).
    func padded(to width: Int) -> String {
        count >= width ? String(prefix(width)) : self + String(repeating: " ", count: width - count)
    }
}

extension UInt64 {
    /// The count with "game" or "games", as a report writes it ("1 game", "2 games").
    var games: String { self == 1 ? "1 game" : "\(self) games" }
}

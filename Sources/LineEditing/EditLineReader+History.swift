/// What the history keeps.
extension EditLineReader {
    /// The longest line the history keeps, in bytes (the interpreter's line limit).
    public static let historyLineLimit = 4096

    /// Whether `line` could be a command: not over `historyLineLimit`, no control characters
    /// (but tab). Others are refused by the interpreter, so the history does not keep them.
    public static func couldBeCommand(_ line: String) -> Bool {
        line.utf8.count <= historyLineLimit
            && !line.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
    }
}

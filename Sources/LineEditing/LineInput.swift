/// One line of input as raw bytes (no trailing newline), or why there is none.
public enum LineInput: Sendable, Equatable {
    /// A line as typed or read, without its line terminator; the bytes need not be UTF-8.
    case line([UInt8])
    /// Ctrl-C: the line being typed was cancelled. Prompt again.
    case interrupted
    /// The terminal was resized while a line was being typed, or since the last `read`:
    /// redraw, then read again (the `EditLineReader` types the abandoned text back in).
    case resized
    /// The reader's `deadline` came while a line was being typed (the computer's move is
    /// due): show what is due, then read again; the `EditLineReader` types the text back in
    /// with the cursor where it was.
    case due
    /// End of input: Ctrl-D on an empty line, the end of a file or pipe, or a read error.
    case endOfInput
}

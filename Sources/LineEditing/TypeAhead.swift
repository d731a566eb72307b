/// Keys read from the terminal that libedit has not taken yet, as `EditLineReader` keeps them.
struct TypeAhead {
    /// Keys typed while the prompt was away (during an animation), typed in by the next `read`.
    var keys: [UInt8] = []
    /// Bytes read from the terminal and given back, read again before standard input (what
    /// followed an escape that was not a mouse report, keys typed before a cursor report).
    var unread: [UInt8] = []
    /// How many of the bytes at the front of `unread` belong to an escape sequence handed on
    /// to libedit (`Alt+q`'s `q`, an arrow's `[A`): read as the sequence's, never as keys.
    var sequenceLeft = 0
}

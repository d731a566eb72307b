import CEditLine

/// Type-ahead: keys pressed while no prompt was showing go into the next line.
extension EditLineReader {
    /// Keeps `bytes` (keys read from the terminal while an animation played) as the start of
    /// the next line: the next `read` shows them after the prompt as if just typed, and a
    /// Return among them submits the line there; what follows it waits for the line after.
    public func typeAhead(_ bytes: [UInt8]) {
        typedAhead += bytes.filter { $0 != 0 }
    }

    /// Pushes the kept keys up to and including the first Return into libedit's input.
    func pushTypedAhead(_ editor: OpaquePointer) {
        guard !typedAhead.isEmpty else { return }
        let end = typedAhead.firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
            .map { $0 + 1 } ?? typedAhead.count
        let text = String(decoding: typedAhead[..<end], as: UTF8.self)
        typedAhead.removeFirst(end)
        el_push(editor, text)
    }
}

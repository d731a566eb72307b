/// Type-ahead: keys pressed while no prompt was showing go into the next line.
extension EditLineReader {
    /// Keeps `bytes` (keys read from the terminal while an animation played) as the start of
    /// the next line: the next `read` shows them after the prompt as if just typed, and a
    /// Return among them submits the line there; what follows it waits for the line after.
    public func typeAhead(_ bytes: [UInt8]) {
        let keys = keepingPresses(bytes).filter { $0 != 0 }
        // NB: with one-key play the keys are read again one by one, as if typed at the prompt,
        // so that a card's key pressed during an animation chooses the card.
        if oneKey.on && ahead.keys.isEmpty { ahead.unread += keys } else { ahead.keys += keys }
    }

    /// Takes the kept keys up to and including the first Return, to be typed in; what
    /// follows the Return waits for the next line.
    func takeTypedAhead() -> String {
        guard !ahead.keys.isEmpty else { return "" }
        let end =
            ahead.keys.firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
            .map { $0 + 1 } ?? ahead.keys.count
        let text = String(decoding: ahead.keys[..<end], as: UTF8.self)
        ahead.keys.removeFirst(end)
        return text
    }
}

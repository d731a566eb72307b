extension Place {
    /// The place `words` names (`deck`, `slot 7`, `discard`, `pile`, `air`: what `words`
    /// writes); nil for anything else.
    public init?(words: String) {
        switch words {
        case "deck": self = .deck
        case "discard": self = .discard
        case "pile": self = .pile
        case "air": self = .air
        default:
            guard words.hasPrefix("slot "), let slot = Int(words.dropFirst(5)), slot >= 1 else { return nil }
            self = .slot(slot)
        }
    }
}

/// Which side the Set discard pile shows (`--discard`): seed 002 asks for the last discarded
/// card face up, seed 000 for the pile turned face down once the flyaway is over.
public enum DiscardFace: String, CaseIterable, Sendable {
    /// The top card shows its face (the default): what was found last stays in view.
    case faceUp = "face-up"
    /// The pile lies face down: the matched cards turn over after they land.
    case faceDown = "face-down"

    /// Whether the pile's top card shows its face.
    public var isFaceUp: Bool { self == .faceUp }
}

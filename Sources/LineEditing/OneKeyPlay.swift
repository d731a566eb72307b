/// One-key play at the prompt, as `EditLineReader` keeps it: whether a key on an empty line is
/// first offered to `response`, and whether the line being read was started as a command.
public struct OneKeyPlay {
    /// Whether a key on an empty line is first offered to `response` (one-key play).
    public var on = false
    /// What a key pressed on an empty line does while `on` (see `KeyResponse`).
    public var response: ((Character) -> KeyResponse)?
    /// Whether the line being read was started as a command (by `:` or an ordinary key), so
    /// that keys are typed as keys until Escape or the next line.
    var commandStarted = false

    /// One-key play off.
    public init() {}
}

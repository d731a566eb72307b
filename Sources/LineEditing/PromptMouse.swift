/// The mouse at the prompt, as `EditLineReader` keeps it: whether the terminal reports it, what
/// a press becomes, and a press read while the prompt was away.
public struct PromptMouse {
    /// Whether the terminal reports the mouse: the reader switches reporting on or off to follow
    /// it (`TerminalMouse.setMouseReporting`); `close` switches it off.
    public var on = false
    /// What a press of the mouse on the screen becomes: the command line for a press at
    /// `report`'s cell, given the screen row (from 1) of the prompt; nil does nothing. Acts
    /// only while `on`.
    public var command: ((_ report: MouseReport, _ promptRow: Int) -> String?)?
    /// A press read while the prompt was away (during an animation), acted on by the next
    /// `read` when nothing was typed with it.
    var pressedAhead: MouseReport?

    /// The mouse off, no command.
    public init() {}
}

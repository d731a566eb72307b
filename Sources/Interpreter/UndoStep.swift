/// A state `undo` (or `redo`) goes back to, with the line that changed it, so that `undo`
/// says what it took back (`Undone: choose 1 5 9.`, issue 37, item 23).
struct UndoStep: Sendable {
    /// Every game's state before the line (for `redo`: after it).
    var games: Games
    /// The line, as typed (or the computer's move).
    var input: String

    /// The line as `undo` and `redo` name it: trimmed, cut to a readable length.
    var shown: String { InterpreterError.clip(input.trimmingWhitespace) }
}

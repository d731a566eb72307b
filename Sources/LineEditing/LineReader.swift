/// A source of input lines: the terminal with editing, or plain standard input.
///
/// The REPL and the script runner differ only in which reader they hold.
public protocol LineReader: AnyObject {
    /// Reads the next line, showing `prompt` first when the reader is interactive.
    func read(prompt: String) -> LineInput
}

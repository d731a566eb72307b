import ArgumentParser
import Choreography
import Interpreter
import LineEditing

/// The interactive prompt: libedit line editing, history, Tab completion; Ctrl-C cancels the
/// line, Ctrl-D leaves, a terminal resize redraws the board at the new size.
enum REPL {
    static let prompt = "animset> "

    static func run(session: Session) -> ExitCode {
        var runner = ScriptRunner(session: session, json: false, bail: false)
        runner.interactive = true
        runner.start = Platform.monotonicSeconds()
        let history = Platform.environment("ANIMSET_HISTORY") ?? HistoryFile.defaultPath(environment: Platform.environment)
        let box = CompletionSource(runner.session)
        let reader = EditLineReader(historyPath: history) { line, cursor in
            _ = cursor  // the line is the text before the cursor
            return box.session.completions(for: line)
        }
        defer { reader.close() }
        if let problem = reader.historyError {
            Program.say(.warning, "history not saved: \(problem)")
        }
        Platform.writeOutput("animset \(Program.version.split(separator: " ").last ?? "") — type 'help' for the commands, Ctrl-D to leave.\n")
        runner.evaluate(Array("board".utf8)[...], name: "<prompt>", line: 0)
        var number = 0
        while !runner.stopped {
            box.session = runner.session
            switch reader.read(prompt: prompt) {
            case .line(let bytes):
                number += 1
                runner.evaluate(bytes[...], name: "<prompt>", line: number)
            case .interrupted:
                continue
            case .resized:
                guard let size = Platform.terminalSize() else { continue }
                let bounds = Program.tableBounds(forTerminal: size)
                runner.evaluate(Array("resize \(bounds.w) \(bounds.h)".utf8)[...], name: "<prompt>", line: number)
            case .endOfInput:
                Platform.writeOutput("\n")
                Platform.flushOutput()
                return .success
            }
        }
        return .success
    }
}

/// The session Tab completion looks at, updated before each prompt.
final class CompletionSource {
    var session: Session
    init(_ session: Session) { self.session = session }
}

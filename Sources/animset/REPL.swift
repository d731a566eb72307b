import Interpreter

/// The interactive prompt (temporary: plain lines until LineEditing lands).
enum REPL {
    static func run(session: Session) -> Int32 {
        var session = session
        Platform.writeOutput(session.evaluate("board").text + "\n")
        while true {
            Platform.writeOutput("animset> ")
            Platform.flushOutput()
            guard let line = readLine() else { return ExitCode.success }
            let output = session.evaluate(line)
            if !output.text.isEmpty { Platform.writeOutput(output.text + "\n") }
            if let error = output.error { Platform.writeError("error: \(error.message)\n") }
            if output.request == .quit { return ExitCode.success }
        }
    }
}

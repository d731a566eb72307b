import ArgumentParser
import LineEditing
import Interpreter

/// Runs script files and standard input through the session: prints each command's output,
/// reports errors as `FILE:LINE: error: MESSAGE`, stops at the first under `--bail`.
struct ScriptRunner {
    var session: Session
    let json: Bool
    let bail: Bool
    /// At the prompt: errors read `error: MESSAGE`, and the clock moves on in real time
    /// while the board is still.
    var interactive = false
    /// The monotonic time when the board last came to rest (the end of the last command's
    /// output): the prompt's clock is the session's plus the real time since.
    var stillSince = 0.0
    /// Plays each command's animation on the terminal, when set.
    var live: LivePlayback?
    /// Whether any command failed.
    var failed = false
    /// Set by `quit` or by a failure under `--bail`.
    var stopped = false
    /// Nested `source` depth.
    var depth = 0

    static let maximumDepth = 16

    init(session: Session, json: Bool, bail: Bool) {
        self.session = session
        self.json = json
        self.bail = bail
    }

    /// Runs each file in turn (`-` is standard input); throws for a file it cannot read.
    mutating func run(files: [String]) throws(FileError) -> ExitCode {
        for file in files where !stopped {
            if file == "-" {
                runStream()
                continue
            }
            runLines(Self.lines(try Platform.readFile(file)), name: file)
        }
        return ExitCode(failed: failed)
    }

    /// Standard input as a script, read line by line as it arrives (for coprocess use).
    mutating func runStandardInput() -> ExitCode {
        runStream()
        return ExitCode(failed: failed)
    }

    private mutating func runStream() {
        let reader = PlainLineReader()
        var number = 0
        while !stopped, case .line(let bytes) = reader.read(prompt: "") {
            number += 1
            evaluate(bytes[...], name: "<stdin>", line: number)
        }
    }

    mutating func runLines(_ lines: [ArraySlice<UInt8>], name: String) {
        for (index, bytes) in lines.enumerated() where !stopped {
            evaluate(bytes, name: name, line: index + 1)
        }
    }

    /// Evaluates one line of a script and carries out what it asks.
    mutating func evaluate(_ bytes: ArraySlice<UInt8>, name: String, line: Int) {
        var output: Output
        if let text = String(validating: bytes, as: UTF8.self) {
            output = session.evaluate(text, now: interactive ? session.clock + Platform.monotonicSeconds() - stillSince : nil)
        } else {
            output = session.invalidEncoding()
        }
        guard output.isCommand else { return }
        switch output.request {
        case .quit?:
            emit(output, name: name, line: line)
            stopped = true
            return
        case .save(let path, let contents)?:
            do {
                try Platform.writeFileAtomically(contents, to: path)
                output.text = session.saved(path: path)
            } catch {
                output.error = .file(error)
            }
        case .load(let path)?:
            do {
                let bytes = try Platform.readFile(path)
                output = session.load(contents: String(decoding: bytes, as: UTF8.self), path: path)
            } catch {
                output.error = .file(error)
            }
        case .source(let path)?:
            emit(output, name: name, line: line)
            guard depth < ScriptRunner.maximumDepth else {
                report(name: name, line: line, message: "source nested too deeply (more than \(ScriptRunner.maximumDepth) files)")
                return
            }
            do {
                let bytes = try Platform.readFile(path)
                depth += 1
                runLines(Self.lines(bytes), name: path)
                depth -= 1
            } catch {
                report(name: name, line: line, message: error.message)
            }
            return
        case nil:
            break
        }
        emit(output, name: name, line: line)
    }

    private mutating func emit(_ output: Output, name: String, line: Int) {
        defer { stillSince = Platform.monotonicSeconds() }
        if json {
            Platform.writeOutput(output.json(line: line) + "\n")
        } else if session.options.animates, let live, live.present(output, speed: session.options.animationSpeed) {
            if live.interrupted && !interactive { Platform.endByInterrupt() }  // Ctrl-C stops a movie
        } else if !output.text.isEmpty {
            Platform.writeOutput(output.text.hasSuffix("\n") ? output.text : output.text + "\n")
        }
        Platform.flushOutput()
        if let error = output.error { report(name: name, line: line, message: error.message) }
    }

    private mutating func report(name: String, line: Int, message: String) {
        failed = true
        if interactive && depth == 0 {
            Program.error(message, at: nil)
            return
        }
        Program.error(message, at: "\(name):\(line)")
        if bail { stopped = true }
    }

    /// Splits bytes into lines at `\n`, dropping a `\r` before it; the last line may lack `\n`.
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if bytes.last == UInt8(ascii: "\n") { lines.removeLast() }
        return lines.map { $0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0 }
    }
}

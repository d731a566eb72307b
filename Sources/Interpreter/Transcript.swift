/// A recorded session: prompt lines (`animset> CMD`) each followed by the output it must
/// produce, as a person would paste it. `animset check` replays it and compares.
///
/// Lines before the first prompt are the header: `#` comments, and `# options: ...` giving the
/// command-line options to replay with (`--seed N`, `--game GAME`, `--bounds WxH`, ...).
/// Refused commands print `error: MESSAGE`.
public struct Transcript: Sendable, Equatable {
    /// The prompt that starts a command line.
    public static let prompt = "animset> "

    /// One command and what it printed.
    public struct Entry: Sendable, Equatable {
        /// The command as typed.
        public var command: String
        /// The 1-based line of the prompt in the file.
        public var line: Int
        /// The output lines recorded after it.
        public var output: [String]
    }

    /// The header lines, kept as they are.
    public var header: [String]
    /// The commands in order.
    public var entries: [Entry]

    /// Parses a transcript's text.
    public init(text: String) {
        var header: [String] = []
        var entries: [Entry] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
        for (index, line) in lines.enumerated() {
            if line.hasPrefix(Transcript.prompt) || line == Transcript.prompt.trimmingWhitespace {
                entries.append(
                    Entry(command: String(line.dropFirst(Transcript.prompt.count)), line: index + 1, output: []))
            } else if entries.isEmpty {
                header.append(line)
            } else {
                entries[entries.count - 1].output.append(line)
            }
        }
        self.header = header
        self.entries = entries
    }

    /// The words of the header's `# options:` lines, in order: command-line options that the
    /// program parses exactly as it parses its own command line.
    public var optionWords: [String] {
        header.map(\.trimmingWhitespace).filter { $0.hasPrefix("# options:") }.flatMap { line in
            CommandParser.splitWords(String(line.dropFirst("# options:".count))).words
        }
    }

    /// Why the transcript is not to be replayed, when its header says so: `# skip: REASON`
    /// (the reason may be empty).
    public var skipReason: String? {
        header.map(\.trimmingWhitespace).first { $0 == "# skip:" || $0.hasPrefix("# skip: ") }.map {
            String($0.dropFirst("# skip:".count)).trimmingWhitespace
        }
    }

    /// The output a person sees for one command: its text, then `error: MESSAGE` if refused
    /// (`PLACE: error: MESSAGE` for a line of a sourced file).
    public static func lines(of output: Output, place: String? = nil) -> [String] {
        var lines: [String] = []
        if !output.text.isEmpty {
            var text = output.text
            if text.hasSuffix("\n") { text.removeLast() }
            lines += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        if let error = output.error { lines.append((place.map { $0 + ": " } ?? "") + "error: " + error.message) }
        return lines
    }

    /// Replays the commands in a fresh session started with `options`; returns the transcript
    /// as it should read. File requests (save, load, source) are carried out in `files` (the
    /// program's sandbox), and not at all without it; `stats` shows the games the transcript
    /// finished, as a script without `--record-stats` does.
    public func replay(options: SessionOptions, files: (any TranscriptFiles)? = nil) -> Transcript {
        var session = Session(options: options)
        var actual = self
        var finished: [GameRecord] = []
        for index in actual.entries.indices {
            var output = session.evaluate(actual.entries[index].command)
            let sourced = Transcript.carryOut(&output, in: &session, files: files, depth: 0, finished: &finished)
            actual.entries[index].output = Transcript.lines(of: output) + sourced
        }
        return actual
    }

    /// The transcript's text.
    public var text: String {
        // NB: built in place, without a copy of each line: a transcript may be 16 MB.
        var text = ""
        func add(_ line: String) {
            text += line
            text += "\n"
        }
        header.forEach(add)
        for entry in entries {
            text += Transcript.prompt
            add(entry.command)
            entry.output.forEach(add)
        }
        return text
    }
}

/// Where a transcript's `save`, `load` and `source` are carried out: the program hands
/// `Transcript.replay` a sandbox (a fresh directory per transcript), since the interpreter
/// does no I/O itself.
public protocol TranscriptFiles: Sendable {
    /// Writes `contents` to `path` (as typed), whole or not at all.
    func write(_ contents: String, to path: String) throws(FileError)
    /// The bytes of `path` (as typed), at most `limit` of them.
    func read(_ path: String, limit: Int) throws(FileError) -> [UInt8]
}

extension Transcript {
    /// How deep `source` nests in a transcript, as in a script.
    public static let maximumSourceDepth = 16

    /// The largest file a transcript sources, in bytes.
    public static let maximumSourceSize = 1 << 20

    /// Carries out what `output` asks of the program, as the program does for a script: `stats`
    /// shows the games the transcript finished; with `files`, a save is written, a load read,
    /// and a sourced file's lines evaluated. Returns the lines a sourced file printed (each
    /// command's output, then `FILE:LINE: error: MESSAGE` if refused, as the prompt shows
    /// them), which follow the `source` line's own.
    static func carryOut(
        _ output: inout Output, in session: inout Session, files: (any TranscriptFiles)?, depth: Int,
        finished: inout [GameRecord]
    ) -> [String] {
        if let record = output.finished { finished.append(record) }
        switch output.request {
        case .stats?:
            session.showStats(finished, source: Session.scriptStatsSource, notes: [], into: &output)
        case .save(let path, let contents)?:
            guard let files else { break }
            do {
                try files.write(contents, to: path)
                output.text = session.saved(path: path)
            } catch {
                output.error = .file(error)
            }
        case .load(let path)?:
            guard let files else { break }
            do {
                let bytes = try files.read(path, limit: SaveFile.maximumSaveSize)
                output = session.load(bytes: bytes, path: path)
            } catch {
                output.error = .file(error)
            }
        case .source(let path)?:
            guard let files else { break }
            guard depth < maximumSourceDepth else {
                output.error = .sourceTooDeep(path: path, limit: maximumSourceDepth)
                break
            }
            let bytes: [UInt8]
            do { bytes = try files.read(path, limit: maximumSourceSize) } catch {
                output.error = .file(error)
                break
            }
            var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            if bytes.last == UInt8(ascii: "\n") { lines.removeLast() }
            var printed: [String] = []
            for (index, raw) in lines.enumerated() {
                let line = raw.last == UInt8(ascii: "\r") ? raw.dropLast() : raw
                var inner: Output
                if line.count > Session.maximumLineLength {
                    inner = session.overlongLine()
                } else if let text = String(validating: line, as: UTF8.self) {
                    inner = session.evaluate(text)
                } else {
                    inner = session.invalidEncoding()
                }
                guard inner.isCommand else { continue }
                let nested = carryOut(&inner, in: &session, files: files, depth: depth + 1, finished: &finished)
                printed += Transcript.lines(of: inner, place: "\(FileError.shown(path)):\(index + 1)") + nested
            }
            return printed
        case .quit?, nil:
            break
        }
        return []
    }
}

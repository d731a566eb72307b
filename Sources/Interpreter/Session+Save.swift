import CardKit
import JSONCoding

extension Session {
    /// The save file: every game, the clock and the settings, and what helped with the Set game
    /// in front, as pretty JSON with sorted keys.
    func saveText() throws(InterpreterError) -> String {
        let help = seat.playTally.help
        let file = SaveFile(
            version: SaveFile.saveVersion, games: games, clock: clock, seeds: seeds, animation: animation,
            helped: help.isEmpty ? nil : help.sorted { $0.rawValue < $1.rawValue })
        guard let value = try? JSONValueEncoder().encode(file) else { throw .saveFile(.cannotEncode) }
        return value.largeIntegersAsStrings.prettyText + "\n"
    }

    /// Restores the games saved in the file `bytes` (read from `path`): refuses bytes that are
    /// not UTF-8 (before, they were replaced and the save loaded; issue 28), then as
    /// `load(contents:path:)`.
    public mutating func load(bytes: [UInt8], path: String) -> Output {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let detail = "it is not UTF-8 text (byte \(SaveFile.firstInvalidUTF8(in: bytes)))"
            return load(contents: "", path: path, refusal: .saveFile(.invalid(path: path, detail: detail)))
        }
        return load(contents: text, path: path)
    }

    /// Restores the games saved in `contents` (read from `path`); refuses a broken or newer file
    /// (or gives `refusal`) and leaves the session as it was.
    public mutating func load(contents: String, path: String) -> Output {
        load(contents: contents, path: path, refusal: nil)
    }

    private mutating func load(contents: String, path: String, refusal: InterpreterError?) -> Output {
        var output = Output(
            input: "load \(path)", isCommand: true, error: nil, text: "", game: games.current,
            state: .null, events: [], request: nil)
        do throws(InterpreterError) {
            if let refusal { throw refusal }
            let file = try SaveFile.decodeSave(contents, path: path)
            undoStack.append(UndoStep(games: games, input: "load \(path)"))
            redoStack = []
            games = file.games
            clock = max(clock, file.clock)
            seeds = file.seeds
            seat.playTally.help = Set(file.helped ?? [])
            resetView()
            lastFailed = false
            output.text = "Loaded '\(SafeText.quoted(path, limit: 120))'.\n" + boardText()
            animation = file.animation
        } catch {
            output.error = error
            lastFailed = true
        }
        output.game = games.current
        if options.rendersState { output.state = stateJSON() }
        return output
    }

    /// Reports a save the program carried out.
    public func saved(path: String) -> String {
        "Saved '\(SafeText.quoted(path, limit: 120))'."
    }
}

import Foundation
import GameKit

extension Session {
    /// The current version of the save file format.
    public static let saveVersion = 1

    /// The save file: every game, the clock and the settings, as pretty JSON with sorted keys.
    func saveText() throws(InterpreterError) -> String {
        let file = SaveFile(version: Session.saveVersion, games: games, clock: clock, seeds: seeds, animation: animation)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(file), let text = String(data: data, encoding: .utf8) else {
            throw .saveFile(.cannotEncode)
        }
        return text + "\n"
    }

    /// Restores the games saved in `contents` (read from `path`); refuses a broken or newer file
    /// and leaves the session as it was.
    public mutating func load(contents: String, path: String) -> Output {
        var output = Output(input: "load \(path)", isCommand: true, error: nil, text: "", game: games.current,
                            state: .null, events: [], request: nil)
        do throws(InterpreterError) {
            let file = try Session.decodeSave(contents, path: path)
            undoStack.append(games)
            redoStack = []
            games = file.games
            clock = max(clock, file.clock)
            seeds = file.seeds
            resetView()
            lastFailed = false
            output.text = "Loaded \(path).\n" + boardText()
            animation = file.animation
        } catch {
            output.error = error
            lastFailed = true
        }
        output.game = games.current
        if options.rendersState { output.state = stateJSON() }
        return output
    }

    static func decodeSave(_ contents: String, path: String) throws(InterpreterError) -> SaveFile {
        let data = Data(contents.utf8)
        guard let header = try? JSONDecoder().decode(SaveHeader.self, from: data) else {
            throw .saveFile(.notASaveFile(path: path))
        }
        guard header.version <= saveVersion else {
            throw .saveFile(.newerFormat(path: path, version: header.version, supported: saveVersion))
        }
        do {
            return try JSONDecoder().decode(SaveFile.self, from: data)
        } catch {
            throw .saveFile(.invalid(path: path, detail: Session.describe(error)))
        }
    }

    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "unreadable" }
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return (path.isEmpty ? "" : "at \(path): ") + context.debugDescription
        @unknown default: return "unreadable"
        }
    }

    /// Reports a save the program carried out.
    public func saved(path: String) -> String {
        "Saved \(path)."
    }
}

/// The save file format, version 1.
struct SaveFile: Codable {
    var version: Int
    var games: Games
    var clock: Double
    var seeds: SeededGenerator
    var animation: SeededGenerator
}

/// Just the version, read first so a newer file gets a clear refusal.
struct SaveHeader: Codable {
    var version: Int
}

import CardKit
import JSONCoding

/// The save file format, version 1.
public struct SaveFile: Codable {
    /// The latest clock a save may hold, in seconds (about 31 years of play).
    static let latestClock = 1e9

    var version: Int
    var games: Games
    var clock: Double
    var seeds: SeededGenerator
    var animation: SeededGenerator
    /// What helped with the Set game in front (`PlayTally.help`), so that a game `solve` helped
    /// with stays out of the statistics once loaded; absent when nothing did (and in older saves).
    var helped: [Help]?
}

extension SaveFile {
    /// Checks what the file describes: a clock that is a time, and games the rules can reach.
    func validate() throws(InvalidState) {
        // NB: past 2^53 s a Double no longer moves by the small steps of `wait` and animations:
        // a clock of 1e308 froze (a 10-set trial then took 0 s). A session's clock stays far
        // below 10^9 s (31 years).
        try InvalidState.require(
            clock.isFinite && clock >= 0 && clock <= SaveFile.latestClock, "the clock \(clock) is not a time")
        try games.validate()
        var times = [("start", games.set.startedAt), ("last set", games.set.lastProgress)]
        for case let time? in [games.setOpponent?.plannedAt, games.concentrationOpponent?.plannedAt] {
            times.append(("computer's plan", time))
        }
        for (name, time) in times {
            try InvalidState.require(time <= clock, "set: the \(name) time \(time) is after the clock \(clock)")
        }
    }
}

extension Games {
    /// Checks every game (`SetGame.validate()` and its kin, the players' names, the computer's
    /// seat and plan: each game's `GameTable.validateSave`), naming the game of the first thing
    /// wrong.
    public func validate() throws(InvalidState) {
        for kind in GameKind.allCases { try table(of: kind).validateSave() }
    }

    /// Checks the names of a saved roster by the rule a typed name obeys (`Seating.checkName`:
    /// a letter, then letters, digits, `-` or `_`, no command word), so a name from a file can
    /// carry no terminal escape, bidirectional override or command word; `you` and `computer`
    /// are the names animset itself seats.
    static func validateNames(_ roster: [Player]?) throws(InvalidState) {
        for player in roster ?? [] where player.name != Player.soloName && player.name != Player.computerName {
            do { try Seating.checkName(player.name) } catch {
                throw InvalidState(
                    "the player's name \(SafeText.quoted(player.name, limit: 40)) is refused: \(error.message)")
            }
        }
    }
}

/// Just the version, read first so a newer file gets a clear refusal.
struct SaveHeader: Codable {
    var version: Int
}

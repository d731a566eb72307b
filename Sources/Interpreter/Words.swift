import CardKit
import JSONCoding
import SetGame

/// Words every game's messages use.
enum Words {
    /// `n` and the noun, plural unless `n` is 1 ("1 set", "2 sets", "3 mismatches").
    static func count(_ n: Int, _ noun: String) -> String {
        guard n != 1 else { return "1 \(noun)" }
        let sibilant = ["s", "x", "ch", "sh"].contains { noun.hasSuffix($0) }
        return "\(n) \(noun)\(sibilant ? "es" : "s")"
    }

    /// Card codes, separated by spaces.
    static func codes(_ cards: [Card]) -> String { cards.map(\.code).joined(separator: " ") }

    /// Formats seconds for people.
    static func seconds(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return "\(tenths) s"
    }

    /// Slot numbers as `expect selected` shows them.
    static func slotsText(_ slots: [Int]) -> String {
        slots.isEmpty ? "none" : slots.sorted().map(String.init).joined(separator: " ")
    }

    /// `slot 3`, `slots 3 and 7`, `slots 1, 4 and 9`.
    static func slotPhrase(_ slots: [Int]) -> String {
        let numbers = slots.map(String.init)
        guard let last = numbers.last else { return "no slot" }
        if numbers.count == 1 { return "slot " + last }
        return "slots " + numbers.dropLast().joined(separator: ", ") + " and " + last
    }

    /// A time as the JSON stream writes it (3 decimals), for `expect clock`.
    static func clockText(_ seconds: Double) -> String {
        JSONWriter.numberText(JSONWriter.rounded(seconds))
    }

    /// `text` in an ANSI colour (SGR parameter `code`) when `color`.
    static func colored(_ text: String, _ code: String, when color: Bool) -> String {
        color ? "\u{1B}[\(code)m" + text + "\u{1B}[0m" : text
    }

    /// Who won a finished game of several players (or who tied), one sentence; `nil` solo.
    static func verdictText(_ players: [Player]) -> String? {
        guard players.count >= 2 else { return nil }
        let leaders = Player.leaders(of: players)
        guard let first = leaders.first else { return nil }
        let best = players[first]
        if leaders.count > 1 {
            let names = leaders.map { players[$0].name }
            return "A tie: " + names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
                + " with \(best.score)."
        }
        let others = players.indices.filter { $0 != first }.map { "\(players[$0].name) \(players[$0].score)" }
        return "\(best.name) \(best.name == Player.soloName ? "win" : "wins") with \(best.score) ("
            + others.joined(separator: ", ") + ")."
    }

    /// `ann's turn`, or `your turn` for the person called you.
    static func turnText(_ name: String) -> String {
        name == Player.soloName ? "your turn" : "\(name)'s turn"
    }
}

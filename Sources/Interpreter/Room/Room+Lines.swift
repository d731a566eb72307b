import CardKit
import Choreography
import JSONCoding
import SetGame

/// What a seat's line does in a room.
extension Room {
    /// The words a seat plays, as `help` in a room lists them.
    var seatWords: String {
        let moves =
            races
            ? """
            choose A B C (three cards at once, the first claim wins), deal and new-game (when every player here \
            asks)
            """
            : "choose SLOT on your turn (a match plays again, a miss passes the turn), pass, new-game (when "
                + "every player here asks)"
        return "In a room: " + moves
            + ", opponent LEVEL|off, say TEXT, board, score, who, view WxH [color] [ascii] [palette NAME], help, quit."
    }

    /// The first words a seat types, for Tab.
    public static let words = [
        "choose", "deal", "pass", "new-game", "opponent", "say", "board", "score", "who", "view", "help", "quit",
        "sit", "watch",
    ]

    /// Takes one line from connection `number` and returns what it sends to whom.
    public mutating func receive(_ bytes: [UInt8], from number: Int) -> [Delivery] {
        guard let member = members[number] else { return [] }
        guard let line = String(validating: bytes, as: UTF8.self) else {
            return [refusal(to: number, input: "", InterpreterError.invalidUTF8.message)]
        }
        do throws(InterpreterError) {
            try Session.validate(line)
        } catch {
            // NB: the line as it came, its control characters written out (`<U+001B>`).
            return [refusal(to: number, input: line, error.message)]
        }
        let trimmed = line.trimmingWhitespace
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return [] }
        let words: [String]
        do throws(InterpreterError) { words = try CommandParser.words(trimmed) } catch {
            return [refusal(to: number, input: line, error.message)]
        }
        guard let head = words.first?.lowercased() else { return [] }
        switch head {
        case "sit": return sit(words, line: line, from: number)
        case "watch":
            guard member.name == nil else {
                return [refusal(to: number, input: line, "you sit as \(member.name ?? "")")]
            }
            members[number]?.watching = true
            return [seated(number, text: "You watch the table.")]
        case "quit", "exit", "leave":
            var goodbye = reply(to: number, "Goodbye.")
            goodbye.closes = true
            return [goodbye]
        case "help", "?": return [reply(to: number, seatWords)]
        case "view", "resize": return view(words, line: line, from: number)
        case "who": return [reply(to: number, whoText)]
        case "save", "load", "source":
            return [
                refusal(to: number, input: line, "a seat cannot touch the host's files: '\(head)' is refused in a room")
            ]
        default: break
        }
        guard member.name != nil || member.watching else {
            return [refusal(to: number, input: line, "take a seat first: sit NAME (or watch)")]
        }
        switch head {
        case "board", "b": return [reply(to: number, "", screen: true)]
        case "score": return [reply(to: number, scoreText)]
        default: break
        }
        guard let name = member.name else {
            return [refusal(to: number, input: line, "you watch: sit NAME to play")]
        }
        switch head {
        case "say":
            let text = String(trimmed.dropFirst(3)).trimmingWhitespace
            guard !text.isEmpty else { return [refusal(to: number, input: line, "say what? (say TEXT)")] }
            guard text.count <= Room.sayLimit else {
                return [refusal(to: number, input: line, "say has at most \(Room.sayLimit) characters")]
            }
            let said = "\(name): \(SafeText.visible(text))"
            log.append("# " + said)
            return broadcast(kind: .say, by: name, text: said)
        case "new-game", "new":
            guard words.count == 1 else {
                return [
                    refusal(
                        to: number, input: line,
                        "a room's new game is \(gameName), its seed the room's: new-game takes no words here")
                ]
            }
            return ask(.newGame, by: name, from: number)
        case "opponent": return opponent(words, line: line, by: name, from: number)
        default: return play(words, line: line, by: name, from: number)
        }
    }

    /// `sit NAME`: a new player takes a seat (the table's `sit`, in the log), or a player who
    /// left takes theirs back, score and all.
    mutating func sit(_ words: [String], line: String, from number: Int) -> [Delivery] {
        if let name = members[number]?.name { return [refusal(to: number, input: line, "you sit as \(name) already")] }
        guard words.count == 2 else { return [refusal(to: number, input: line, "sit takes one name: sit NAME")] }
        let asked = words[1]
        if let player = players.first(where: { $0.name.lowercased() == asked.lowercased() }) {
            guard !present.contains(player.name) else {
                return [refusal(to: number, input: line, "\(player.name) sits here already, at another terminal")]
            }
            members[number]?.name = player.name
            members[number]?.watching = false
            return broadcast(
                kind: .seat, by: player.name, text: "\(player.name) is back (\(player.score)).", except: number)
                + [seated(number, text: "You sit as \(player.name) again, with \(player.score).")] + passAbsentTurns()
        }
        var out = record("sit \(asked)", by: asked, from: number, input: line)
        if table.lastFailed { return out }
        members[number]?.name = asked
        members[number]?.watching = false
        out.append(seated(number, text: "You sit as \(asked)."))
        return out + passAbsentTurns()
    }

    /// `view WxH [color] [ascii] [palette NAME]` (or `resize W H`): how this seat draws.
    mutating func view(_ words: [String], line: String, from number: Int) -> [Delivery] {
        var options = members[number]?.view ?? SessionOptions()
        var rest = words.dropFirst()
        let size: Size?
        if words.first?.lowercased() == "resize", rest.count >= 2, let w = Int(rest[rest.startIndex]),
            let h = Int(rest[rest.startIndex + 1])
        {
            size = Size(w: w, h: h)
            rest = rest.dropFirst(2)
        } else if let first = rest.first {
            let parts = first.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
                return [refusal(to: number, input: line, "view WxH [color] [ascii] [palette NAME]")]
            }
            size = Size(w: w, h: h)
            rest = rest.dropFirst()
        } else {
            return [refusal(to: number, input: line, "view WxH [color] [ascii] [palette NAME]")]
        }
        guard let size, size.isInRange else {
            return [
                refusal(
                    to: number, input: line,
                    "'\(SafeText.quoted(words.dropFirst().joined(separator: " ")))' is not a table size in range")
            ]
        }
        options.bounds = size
        options.color = false
        options.unicode = true
        while let word = rest.popFirst()?.lowercased() {
            switch word {
            case "color", "colour": options.color = true
            case "ascii": options.unicode = false
            case "palette":
                guard let name = rest.popFirst(), let palette = Palette(rawValue: name.lowercased()) else {
                    return [
                        refusal(
                            to: number, input: line,
                            "palette takes one of " + Palette.allCases.map(\.rawValue).joined(separator: ", "))
                    ]
                }
                options.palette = palette
            default: return [refusal(to: number, input: line, "'\(SafeText.quoted(word))' is not a view setting")]
            }
        }
        members[number]?.view = options
        return [reply(to: number, "The table is now \(size.w)x\(size.h).", screen: true)]
    }

    /// A move of the player called `name`: a claim of three cards, or a deal asked for.
    mutating func play(_ words: [String], line: String, by name: String, from number: Int) -> [Delivery] {
        let command: Command
        do throws(InterpreterError) {
            command = try CommandParser.parse(words).command
        } catch {
            // NB: a line of slots alone (`1 5 9`) is a claim, as at home.
            if let targets = try? words.map(CommandParser.parseTarget) {
                return races
                    ? claim(targets, line: line, by: name, from: number)
                    : flip(words, line: line, by: name, from: number)
            }
            return [refusal(to: number, input: line, error.message)]
        }
        var move = command
        if case .claim(let who, let made) = command, who.lowercased() == name.lowercased() { move = made }
        switch move {
        case .choose(let targets) where races: return claim(targets, line: line, by: name, from: number)
        case .choose: return flip(words, line: line, by: name, from: number)
        case .deal where races: return ask(.deal, by: name, from: number)
        case .deal: return evaluate("\(name): deal", by: name, from: number, input: line)
        case .pass: return evaluate("\(name): pass", by: name, from: number, input: line)
        case .claim(let who, _):
            return [refusal(to: number, input: line, "you play as \(name), not \(SafeText.quoted(who))")]
        default:
            return [
                refusal(
                    to: number, input: line, "'\(SafeText.quoted(words[0]))' is not played in a room. " + seatWords
                )
            ]
        }
    }

    /// A flip game's move: the cards named, in turn (the table refuses a seat whose turn it is
    /// not, to that seat alone, saying whose turn it is).
    mutating func flip(_ words: [String], line: String, by name: String, from number: Int) -> [Delivery] {
        // NB: the words as typed (the parser read them): slots, or face-up cards' codes.
        var cards = words[...]
        if cards.first?.hasSuffix(":") == true { cards = cards.dropFirst() }
        if let head = cards.first, (try? CommandParser.parseTarget(head)) == nil { cards = cards.dropFirst() }
        return evaluate("\(name): choose " + cards.joined(separator: " "), by: name, from: number, input: line)
    }

    /// A claim: three cards at once, named by slot or code and sent to the table by code, so
    /// that a claim made against a table someone changed first names the cards its player saw.
    mutating func claim(_ targets: [Target], line: String, by name: String, from number: Int) -> [Delivery] {
        let game = table.games.set
        let size = game.variant.moveSize
        guard targets.count == size else {
            return [refusal(to: number, input: line, "a claim is \(size) cards at once (choose A B C)")]
        }
        var codes: [String] = []
        for target in targets {
            switch target {
            case .card(let card): codes.append(card.code)
            case .slot(let slot):
                guard slot >= 1, slot <= game.table.count else {
                    return [
                        refusal(to: number, input: line, "slot \(slot) is empty (the table has \(game.table.count))")
                    ]
                }
                codes.append(game.table[slot - 1].code)
            case .playingCard: return [refusal(to: number, input: line, "Set's cards are named like 1RDO")]
            }
        }
        // NB: the race lost says so: the set on show is the winner's.
        if game.reveal == .match, game.selected.contains(where: { codes.contains($0.code) }) {
            let winner = players.indices.contains(game.lastMover) ? players[game.lastMover].name : "someone"
            let shown = game.selected.map(\.code).joined(separator: " ")
            return [refusal(to: number, input: line, "too late: \(winner) took \(shown) first")]
        }
        return evaluate("\(name): choose " + codes.joined(separator: " "), by: name, from: number, input: line)
    }

    /// `name` asks for a deal or a new game: carried out once every player here has asked.
    mutating func ask(_ vote: Vote, by name: String, from number: Int) -> [Delivery] {
        var voters = votes[vote] ?? []
        if !voters.contains(name) { voters.append(name) }
        votes[vote] = voters
        let here = present
        let asked = here.filter { voters.contains($0) }.count
        guard asked < here.count else { return carry(vote, by: name) }
        let words = vote == .deal ? "to deal" : "a new game"
        return broadcast(
            kind: .vote, by: name, text: "\(name) wants \(words) (\(asked) of \(here.count) want \(words)).")
    }

    /// Carries out a vote every player here agreed to, in `name`'s name.
    mutating func carry(_ vote: Vote, by name: String) -> [Delivery] {
        votes[vote] = nil
        guard let number = members.first(where: { $0.value.name == name })?.key else { return [] }
        switch vote {
        case .deal: return evaluate("\(name): deal", by: name, from: number, input: "deal")
        case .newGame:
            // NB: the seed is drawn from the game's own, so that the log says it and a restart
            // does not need a generator's state.
            var seeds = SeededGenerator(seed: gameSeed)
            let seated = players.map(\.name).filter { $0 != Player.computerName }
            let computer = table.gameTable.computer?.level
            let opening = "new-game \(table.games.current.rawValue) --seed \(seeds.nextShortSeed())" + keptOpening
            let moves =
                [(opening, name)] + seated.map { ("sit \($0)", $0) }
                + (computer.map { [("opponent \($0.rawValue)", name)] } ?? [])
            return series(moves, from: number, input: "new-game") + passAbsentTurns()
        }
    }

    /// The seed of the game on the table: Set's own, or the one its `new-game` line gave.
    var gameSeed: UInt64 {
        if races { return table.games.set.seed }
        let opening = log.last { $0.hasPrefix("new-game") } ?? ""
        let words = opening.split(separator: " ")
        guard let at = words.firstIndex(of: "--seed"), at + 1 < words.count else { return 0 }
        return UInt64(words[at + 1]) ?? 0
    }

    /// The options of the room's opening that a new game keeps besides Set's (which the session
    /// keeps): Concentration's theme, when the host chose one.
    var keptOpening: String {
        let words = (log.first ?? "").split(separator: " ")
        guard let at = words.firstIndex(of: "--theme"), at + 1 < words.count else { return "" }
        return " --theme " + words[at + 1]
    }

    /// Each turn that is a player's who is away passes on (`NAME: pass`, in the log), until it
    /// is the computer's or the turn of someone here; nothing while nobody is here (the table
    /// waits for them) or where players do not take turns.
    mutating func passAbsentTurns() -> [Delivery] {
        let here = Set(present.map { $0.lowercased() })
        guard !races, !here.isEmpty else { return [] }
        var out: [Delivery] = []
        for _ in players.indices {
            guard let turn = table.gameTable.turn, players.indices.contains(turn) else { break }
            let name = players[turn].name
            guard name != Player.computerName, !here.contains(name.lowercased()) else { break }
            out += record("\(name): pass", by: name, from: nil, input: "pass")
            if table.lastFailed { break }
        }
        return out
    }

    /// `opponent [LEVEL|off]` from a seat: the computer sits at the table (or leaves it) for
    /// everyone, in the log; without a level, the seat alone is told who plays.
    mutating func opponent(_ words: [String], line: String, by name: String, from number: Int) -> [Delivery] {
        guard words.count > 1 else {
            var copy = table
            let output = copy.evaluate("opponent")
            return [output.error.map { refusal(to: number, input: line, $0.message) } ?? reply(to: number, output.text)]
        }
        return evaluate(words.joined(separator: " "), by: name, from: number, input: line)
    }

    /// Runs `line` at the table as `name`'s: kept in the log and shown to every seat when it
    /// plays, refused to the seat alone when not (`input` is what the seat sent); then a turn
    /// that came to a player who is away passes on.
    mutating func evaluate(_ line: String, by name: String, from number: Int?, input: String) -> [Delivery] {
        let out = record(line, by: name, from: number, input: input)
        return table.lastFailed ? out : out + passAbsentTurns()
    }

    /// `evaluate` without passing turns on (a move in a series: a new game and its seats).
    mutating func record(_ line: String, by name: String, from number: Int?, input: String) -> [Delivery] {
        let output = table.evaluate(line)
        if let error = output.error {
            return number.map { [refusal(to: $0, input: input, error.message)] } ?? []
        }
        log.append(line)
        votes = [:]
        return moveLines(output, by: name, line: log.count, shown: output.text)
    }

    /// `moves` (each line and its player) played one after another as one change of the table
    /// (a new game and its seats): each in the log and sent as a move of its own, but the table
    /// drawn once, by the last that played, under the messages of them all. A move refused
    /// ends the series, to the seat that asked alone (`input`).
    mutating func series(_ moves: [(line: String, by: String)], from number: Int, input: String) -> [Delivery] {
        var played: [(output: Output, by: String, line: Int)] = []
        var refused: [Delivery] = []
        for move in moves {
            let output = table.evaluate(move.line)
            if let error = output.error {
                refused = [refusal(to: number, input: input, error.message)]
                break
            }
            log.append(move.line)
            played.append((output, move.by, log.count))
        }
        if !played.isEmpty { votes = [:] }
        let shown = played.map(\.output.text).filter { !$0.isEmpty }.joined(separator: "\n")
        return played.indices.flatMap { index in
            let move = played[index]
            return moveLines(move.output, by: move.by, line: move.line, shown: index == played.count - 1 ? shown : nil)
        } + refused
    }
}

/// The computer at a room's table: it moves on the table's clock, which only the room's lines
/// move, so the host waits out its think time on a real clock and then writes `wait SECONDS`
/// to the log, the same line a script uses: the log plays the computer back exactly.
extension Room {
    /// Seconds from the table's last change until the computer moves, while it plays and
    /// someone sits here (the computer does not play to an empty room); `nil` otherwise.
    public var computerDelay: Double? {
        guard !present.isEmpty, let due = table.computerDue else { return nil }
        return max(0, due - table.clock)
    }

    /// The computer's move, once `computerDelay` has passed: `wait SECONDS` (its think time, in
    /// milliseconds rounded up, and one more, so that the wait ends at its move whatever the
    /// rounding), in the log and shown to every seat.
    public mutating func computerMoves() -> [Delivery] {
        guard let delay = computerDelay else { return [] }
        let milliseconds = Int((min(delay, 86_000) * 1000).rounded(.up)) + 1
        let fraction = String(milliseconds % 1000)
        let seconds = "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
        return evaluate("wait " + seconds, by: Player.computerName, from: nil, input: "wait")
    }
}

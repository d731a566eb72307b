import CardKit
import Choreography
import JSONCoding
import SetGame

/// What a seat's line does in a room.
extension Room {
    /// The words a seat plays, as `help` in a room lists them.
    static let seatWords =
        """
        In a room: choose A B C (three cards at once, the first claim wins), deal and new-game (when every \
        player here asks), say TEXT, board, score, who, view WxH [color] [ascii] [palette NAME], help, quit.
        """

    /// The first words a seat types, for Tab.
    public static let words = [
        "choose", "deal", "new-game", "say", "board", "score", "who", "view", "help", "quit", "sit", "watch",
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
            return [refusal(to: number, input: "", error.message)]
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
        case "help", "?": return [reply(to: number, Room.seatWords)]
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
                        "a room's new game is Set, its seed the room's: new-game takes no words here")
                ]
            }
            return ask(.newGame, by: name, from: number)
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
                + [seated(number, text: "You sit as \(player.name) again, with \(player.score).")]
        }
        var out = evaluate("sit \(asked)", by: asked, from: number, input: line)
        if table.lastFailed { return out }
        members[number]?.name = asked
        members[number]?.watching = false
        out.append(seated(number, text: "You sit as \(asked)."))
        return out
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
                return claim(targets, line: line, by: name, from: number)
            }
            return [refusal(to: number, input: line, error.message)]
        }
        switch command {
        case .choose(let targets): return claim(targets, line: line, by: name, from: number)
        case .claim(let who, .choose(let targets)) where who.lowercased() == name.lowercased():
            return claim(targets, line: line, by: name, from: number)
        case .deal, .claim(_, .deal): return ask(.deal, by: name, from: number)
        case .claim(let who, _):
            return [refusal(to: number, input: line, "you play as \(name), not \(SafeText.quoted(who))")]
        default:
            return [
                refusal(
                    to: number, input: line, "'\(SafeText.quoted(words[0]))' is not played in a room. " + Room.seatWords
                )
            ]
        }
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
            var seeds = SeededGenerator(seed: table.games.set.seed)
            let seated = players.map(\.name)
            var out = evaluate(
                "new-game set --seed \(seeds.nextShortSeed())", by: name, from: number, input: "new-game")
            for player in seated where !table.lastFailed {
                out += evaluate("sit \(player)", by: player, from: number, input: "new-game")
            }
            return out
        }
    }

    /// Runs `line` at the table as `name`'s: kept in the log and shown to every seat when it
    /// plays, refused to the seat alone when not (`input` is what the seat sent).
    mutating func evaluate(_ line: String, by name: String, from number: Int, input: String) -> [Delivery] {
        let output = table.evaluate(line)
        if let error = output.error { return [refusal(to: number, input: input, error.message)] }
        log.append(line)
        votes = [:]
        return moveLines(output, by: name)
    }
}

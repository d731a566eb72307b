import ArgumentParser
import Board
import CardKit
import Interpreter
import LineEditing
import LineServer
import SetGame

/// `animset join` at a terminal: the home prompt as a seat. The room's moves are played on a
/// copy of its table (`RoomCopy`) and in the seat's own session, so that the prompt's own runner
/// (`ScriptRunner`, `LivePlayback`) draws and animates them at this terminal's size and in its
/// style; the mouse, one-key play, Tab, the history and a resize are the prompt's (`REPL`).
/// What the room says appears above the line being typed, which is typed back. Cards chosen one
/// at a time (a key, a click, `choose 5`) are the seat's own until the last of a claim sends it.
struct SeatPrompt {
    /// The prompt's runner, its session the seat's.
    var runner: ScriptRunner
    /// The room.
    let client: LineClient
    /// The copy of the room's table, from the `seated` line on.
    var copy: RoomCopy?
    /// The name this seat sits as (nil watching).
    var name: String?
    /// Whether the room has seated us (or let us watch).
    var seated = false
    /// Whether the room refused our seat (its `sit` or `watch`, the first line it answers).
    var refused = false
    /// Whether the connection's first line, the greeting of the host's unnamed room, came (a
    /// seat bound for a named room does not show it).
    var greeted = true
    /// The words of the moves played that the room draws with a later one (`RoomLine.drawnLater`).
    var unshown: [String] = []

    /// The commands a seat carries out itself: its settings and its own view of the table.
    static let ownWords = ["keys", "mouse", "animate", "clear", "gather", "pan", "restore", "unselect"]

    /// What `help` says of them, before the room's own help.
    static let ownHelp =
        """
        At this seat: keys, mouse, animate, board, clear, gather, pan, restore and unselect are yours alone; \
        a card chosen at a time (a key, a click, choose 5) is yours until the third makes the claim.
        """

    init(client: LineClient, session: Session, live: Bool) {
        self.client = client
        runner = REPL.promptRunner(session: session, live: live)
    }

    /// The prompt: the seat's name, then every player's score, so that the scoreboard is
    /// always on screen (`bob [ann 3 · bob 1]> `).
    var prompt: String {
        let scores = copy?.scores(in: runner.session) ?? ""
        return (name ?? "watch") + (scores.isEmpty ? "" : " [\(scores)]") + "> "
    }

    /// Reads lines and the room's until either ends.
    mutating func run() -> ExitCode {
        let box = CompletionSource(runner.session)
        let reader = EditLineReader(historyPath: REPL.historyPath()) { line, _ in
            RoomLine.completions(
                for: line, at: box.session,
                words: Room.words.filter { $0 != "sit" && $0 != "watch" } + SeatPrompt.ownWords)
        }
        defer { reader.close() }
        REPL.wire(reader, to: box, seated: true)
        if let problem = reader.historyError { Program.say(.warning, "history not saved: \(problem)") }
        reader.watched = client.descriptor
        var mouseRefused = false
        while true {
            for line in client.lines() { take(line) }
            REPL.afterOutput(&runner, reader: reader, line: 0)
            // NB: a seat refused (a full table, a name that sits here already) has nothing to
            // play: it ends, its error above, as a room that closed before seating it does.
            if refused {
                client.send("quit")
                return .failure
            }
            if client.ended {
                Console.writeOutput("The room closed.\n")
                // NB: a room that closed before seating us refused us (its error is above).
                return ExitCode(failed: !seated)
            }
            REPL.settle(reader, box: box, runner: runner, mouseRefused: &mouseRefused)
            runner.prompt = prompt
            let input = reader.read(prompt: runner.prompt)
            runner.readerLines = reader.linesWritten
            switch input {
            case .line(let bytes): type(String(decoding: bytes, as: UTF8.self))
            case .resized: REPL.resize(&runner, line: 0)
            case .due, .interrupted: continue
            case .endOfInput:
                Console.writeOutput("\n")
                client.send("quit")
                return .success
            }
            REPL.afterOutput(&runner, reader: reader, line: 0)
        }
    }

    /// A line the room sent: a move played here, the seat taken, or words printed.
    mutating func take(_ line: String) {
        guard let read = RoomLine(Array(line.utf8)) else { return }
        guard greeted else {
            greeted = true
            return
        }
        switch read.kind {
        case .seated:
            seated = true
            name = read.name
            if let log = read.log, let made = try? RoomCopy(log: log) {
                copy = made
                made.seat(&runner.session)
                // NB: the board once, dealt as the prompt deals its first (the room's own
                // drawing of the table, and the `sit` move before it, are not shown).
                deal(after: read.text ?? "")
                return
            }
        case .move:
            // NB: before the seat is taken there is no copy: its own `sit` is shown once seated.
            guard copy != nil else { return }
            if let input = read.input, var copy, read.drawnLater || !unshown.isEmpty {
                // NB: a new game's seats follow its deal: the table is dealt once, by the last.
                _ = copy.play(input, at: &runner.session)
                self.copy = copy
                unshown.append(read.text ?? "")
                if read.drawnLater { return }
                deal(after: unshown.filter { !$0.isEmpty }.joined(separator: "\n"))
                unshown = []
                return
            }
            if let input = read.input, var copy {
                let picks = self.picks
                runner.follow(input, in: &copy)
                self.copy = copy
                if !picks.isEmpty {
                    let codes = picks.map(\.code).joined(separator: " ")
                    runner.say(
                        picks.count == 1 ? "(your card \(codes) is put back)" : "(your cards \(codes) are put back)")
                }
                return
            }
        case .error where !seated: refused = true
        default: break
        }
        let shown = read.screen != nil && read.kind != .seated ? (read.text ?? read.shown) : read.shown
        guard !shown.isEmpty else { return }
        runner.say(Self.visible(shown))
    }

    /// `words` said, then the table dealt at this terminal as the prompt deals its first; the
    /// seat's clock is the room's again after (the deal moved it on by the time it waited).
    mutating func deal(after words: String) {
        runner.say(Self.visible(words))
        runner.opening()
        copy?.seat(&runner.session)
    }

    /// The room's words, line by line, with no control character: they come from other people,
    /// and nothing reaches the terminal raw.
    static func visible(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(SafeText.visible).joined(separator: "\n")
    }

    /// A line typed: the seat's own (its settings, its view, a card chosen), or the room's.
    mutating func type(_ line: String) {
        // NB: the room drops a connection that sends a line over the limit: refused here, as
        // at home, and the seat stays.
        guard line.utf8.count <= Session.maximumLineLength else {
            evaluate(line)
            return
        }
        if let why = JoinCommand.refusal(of: line) {
            runner.counted(runner.prompt + line)
            runner.say("error: " + why)
            return
        }
        let words = (try? CommandParser.words(line)) ?? []
        let command = try? CommandParser.parse(words).command
        let targets = try? words.map { word throws(InterpreterError) in try CommandParser.parseTarget(word) }
        switch command {
        case .keys?, .mouse?, .animate?, .board?, .clearScreen?, .resize?, .gather?, .pan?, .restore?, .unselect?:
            evaluate(line)
            return
        case .help(nil)?:
            runner.say(SeatPrompt.ownHelp)
        case .choose(let chosen)?:
            if pick(chosen, line: line) { return }
        case nil:
            if let targets, !targets.isEmpty, pick(targets, line: line) { return }
        default: break
        }
        runner.counted(runner.prompt + line)
        client.send(line)
    }

    /// Cards chosen at the seat: kept here while fewer than a claim's, the claim sent with the
    /// last (by code: the cards this seat saw); false when the room is to judge the line.
    mutating func pick(_ targets: [Target], line: String) -> Bool {
        // NB: at the flip games a card is a move of its own, on the player's turn: the room's.
        guard let name, let copy, runner.session.games.currentClaimsRace else { return false }
        let game = runner.session.games.set
        guard targets.count < game.variant.moveSize else { return false }
        var codes = picks.map(\.code)
        for target in targets {
            switch target {
            case .slot(let slot) where slot >= 1 && slot <= game.table.count:
                codes.append(game.table[slot - 1].code)
            case .card(let card): codes.append(card.code)
            default: return false
            }
        }
        guard Set(codes).count == codes.count, codes.count >= game.variant.moveSize else {
            // NB: in this seat's name: with players a bare `choose` is the first player's.
            evaluate("\(name): choose " + codes.suffix(targets.count).joined(separator: " "), typed: line)
            return true
        }
        copy.seat(&runner.session)
        runner.counted(runner.prompt + line)
        client.send("choose " + codes.joined(separator: " "))
        return true
    }

    /// The cards this seat chose toward a claim: the selection, unless it is a whole claim on
    /// show (a set taken, three that were not one).
    var picks: [Card] {
        let game = runner.session.games.set
        return game.selected.count < game.variant.moveSize ? game.selected : []
    }

    /// Runs `line` in the seat's session, as the prompt does (`typed`, when given, is what
    /// the person typed for it).
    mutating func evaluate(_ line: String, typed: String? = nil) {
        runner.typed = typed ?? line
        runner.evaluate(Array(line.utf8)[...], name: "<prompt>", line: 0)
    }
}

import ArgumentParser
import Board
import CardKit
import Interpreter
import LineEditing
import LineServer

#if canImport(Glibc)
    import Glibc
#endif

/// `animset join`: a seat at a room (`animset host`). At a terminal it is the prompt as a seat
/// (`SeatPrompt`): the room's moves drawn and animated at this terminal's size, in its palette;
/// line editing, history, Tab, keys and the mouse; what others do appears above the line being
/// typed, as the computer's moves do at home. Piped, it sends its standard input's lines and
/// prints what the room says, the table as the room draws it for this seat's `view`.
struct JoinCommand: AnimsetCommand {
    static let configuration = CommandConfiguration(
        commandName: "join",
        abstract: "Take a seat at a room (animset host), or watch it.",
        discussion: """
            Claims are three cards at once (choose A B C, or 1 5 9); deal and new-game happen when every player \
            here asks; say TEXT talks to the room; who, score, board; quit leaves (the seat and its score wait). \
            See animset-room(5).
            """
    )

    @Option(help: ArgumentHelp("The room's socket (default: as animset host's).", valueName: "PATH"))
    var socket: String?

    @Option(help: ArgumentHelp("Sit as NAME (or take NAME's seat back).", valueName: "NAME"))
    var name: String?

    @Option(
        name: .customLong("room"),
        help: ArgumentHelp("Join the host's room NAME (default: its unnamed room).", valueName: "NAME"))
    var roomName: String?

    @Flag(help: "Watch the table without a seat.")
    var watch = false

    @OptionGroup var bounds: BoundsOption

    @OptionGroup var style: StyleOptions

    @OptionGroup var playback: PlaybackOptions

    @OptionGroup var input: InputOptions

    func validate() throws {
        guard (name == nil) != !watch else {
            throw ValidationError(
                name == nil ? "join takes --name NAME, or --watch" : "--name and --watch exclude each other")
        }
    }

    func execute() throws -> ExitCode {
        guard let path = socket ?? RoomFiles.defaultStateDirectory().flatMap(RoomFiles.defaultSocket) else {
            Program.error("no room's socket known: give --socket PATH")
            return .validationFailure
        }
        var room: String?
        if let roomName {
            switch RoomName.check(roomName) {
            case .success(let name): room = name
            case .failure(let refusal):
                Program.error(refusal.message)
                return .validationFailure
            }
        }
        let client: LineClient
        do { client = try LineClient(path: path) } catch {
            let why = error.code == EACCES ? "; " + RoomFiles.whoMayJoin(error.path) : ""
            Program.error("cannot join the room at '\(SafeText.quoted(error.path))': \(error.reason)\(why)")
            return .noInput
        }
        defer { client.close() }
        // NB: the host's unnamed room greets every connection; a seat bound for a named room
        // goes there first, and that greeting is not shown.
        if let room { client.send("room " + room) }
        guard Terminal.isTerminal(0) && Terminal.isTerminal(1) else {
            client.send(viewLine(interactive: false))
            client.send(name.map { "sit \($0)" } ?? "watch")
            return pipe(client, greeted: room == nil)
        }
        client.send(name.map { "sit \($0)" } ?? "watch")
        var seat = SeatPrompt(
            client: client, session: Session(options: sessionOptions()),
            live: playback.animate == .always || (playback.animate == .auto && Terminal.terminalNamed))
        seat.greeted = room == nil
        return seat.run()
    }

    /// The seat's settings at a terminal, as the prompt's at home: the table at the terminal's
    /// size, its style, animation, mouse and keys.
    func sessionOptions() -> SessionOptions {
        var options = SessionOptions()
        options.bounds = bounds.bounds ?? Program.terminalBounds() ?? .standard
        options.unicode = !style.ascii
        options.color = style.colors(stdoutIsTerminal: true, noColor: Program.noColor)
        options.palette = style.palette
        options.animates = playback.animate != .never
        options.animationSpeed = playback.speed
        options.recordsAnimation = true
        options.mouse = input.mouseOnHere
        options.keys = input.keys
        return options
    }

    /// `view WxH [color] [ascii] [palette NAME]`: how this seat draws the table.
    func viewLine(interactive: Bool) -> String {
        let size = bounds.table
        var words = ["view", "\(size.w)x\(size.h)"]
        if style.colors(stdoutIsTerminal: interactive, noColor: Program.noColor) { words.append("color") }
        if style.ascii { words.append("ascii") }
        if style.palette != .standard { words += ["palette", style.palette.rawValue] }
        return words.joined(separator: " ")
    }

    /// Lines from standard input sent, what the room says printed, until both end (the first,
    /// the unnamed room's greeting, not unless `greeted`).
    func pipe(_ client: LineClient, greeted: Bool) -> ExitCode {
        var seated = false
        var greeted = greeted
        var input: [UInt8] = []
        var inputOpen = true
        var cutting = false
        var number = 0
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !client.ended {
            var waits = [pollfd(fd: client.descriptor, events: Int16(POLLIN), revents: 0)]
            if inputOpen { waits.append(pollfd(fd: 0, events: Int16(POLLIN), revents: 0)) }
            guard poll(&waits, nfds_t(waits.count), -1) >= 0 || errno == EINTR else { break }
            if waits[0].revents != 0 {
                for line in client.lines() {
                    if !greeted {
                        greeted = true
                        continue
                    }
                    show(line, seated: &seated)
                    // NB: the first line the room answers is our `sit` or `watch`: refused, the
                    // seat ends (its error printed) and sends no more.
                    if !seated, RoomLine(Array(line.utf8))?.kind == .error {
                        client.send("quit")
                        return .failure
                    }
                }
            }
            if inputOpen, waits[1].revents != 0 {
                let count = read(0, &buffer, buffer.count)
                if count <= 0 {
                    inputOpen = false
                    client.send("quit")
                    continue
                }
                input += buffer[0..<count]
                while let newline = input.firstIndex(of: 0x0A) {
                    number += 1
                    if cutting {
                        cutting = false
                    } else if newline > Session.maximumLineLength {
                        refuse(.lineTooLong(newline), line: number)
                    } else if let why = Self.refusal(of: String(decoding: input[..<newline], as: UTF8.self)) {
                        Program.error(why, at: "<stdin>:\(number)")
                    } else {
                        client.send(String(decoding: input[..<newline], as: UTF8.self))
                    }
                    input.removeFirst(newline + 1)
                }
                // NB: the room drops a connection that sends a line over the limit: such a line
                // is refused here, and what is read of it is not kept.
                if input.count > Session.maximumLineLength {
                    if !cutting { refuse(.lineCut, line: number + 1) }
                    cutting = true
                    input = []
                }
            }
        }
        // NB: a room that ended before seating us refused us (its error was printed).
        return ExitCode(failed: !seated)
    }

    /// Why a line typed at a seat is refused before it reaches the room: who sits, and in which
    /// room, are this command's to say (`--name`, `--watch`, `--room`), so that a key whose
    /// forced command names them over SSH holds (a watcher typed `sit bob` and took the seat
    /// and score of bob, away).
    static func refusal(of line: String) -> String? {
        let words = (try? CommandParser.words(line)) ?? []
        guard let head = words.first?.lowercased(),
            head == "sit" || head == "watch" || (head == "room" && words.count > 1)
        else { return nil }
        return
            "'\(head)' is not typed at a seat: animset join --name NAME (or --watch) and --room NAME say who sits where"
    }

    /// Line `line` of standard input refused before it reached the room, said as a script's
    /// error is (on standard error, where it cannot land amid the room's answers to the lines
    /// before it).
    func refuse(_ error: InterpreterError, line: Int) {
        Program.error(error.message, at: "<stdin>:\(line)")
    }

    /// Prints what a room's line shows a person. Until the seat is taken the table is not
    /// drawn (its own `sit` and the answer to its `view` drew it before the `seated` line did).
    func show(_ line: String, seated: inout Bool) {
        guard var read = RoomLine(Array(line.utf8)) else { return }
        if read.kind == .seated {
            seated = true
        } else if !seated {
            guard read.kind != .move else { return }
            read.screen = nil
        }
        let shown = read.shown
        guard !shown.isEmpty else { return }
        // NB: the room's words come from other people: nothing reaches the terminal raw.
        let safe = shown.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            read.screen != nil && style.colors(stdoutIsTerminal: Terminal.isTerminal(1), noColor: Program.noColor)
                ? String(line) : SafeText.visible(line)
        }
        Console.writeOutput(safe.joined(separator: "\n") + "\n")
        Console.flushOutput()
    }
}

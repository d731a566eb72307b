import ArgumentParser
import Board
import CardKit
import Interpreter
import LineEditing
import LineServer

#if canImport(Glibc)
    import Glibc
#endif

/// `animset join`: a seat at a room (`animset host`). At a terminal it is the prompt as a seat:
/// line editing, history, Tab; what others do appears above the line being typed, as the
/// computer's moves do at home; the table is drawn at this terminal's size, in its palette.
/// Piped, it sends its standard input's lines and prints what the room says.
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

    @Flag(help: "Watch the table without a seat.")
    var watch = false

    @OptionGroup var bounds: BoundsOption

    @OptionGroup var style: StyleOptions

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
        let client: LineClient
        do { client = try LineClient(path: path) } catch {
            Program.error("cannot join the room at '\(SafeText.quoted(error.path))': \(error.reason)")
            return .noInput
        }
        defer { client.close() }
        let interactive = Terminal.isTerminal(0) && Terminal.isTerminal(1)
        client.send(viewLine(interactive: interactive))
        client.send(name.map { "sit \($0)" } ?? "watch")
        return interactive ? prompt(client) : pipe(client)
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

    /// The prompt as a seat.
    func prompt(_ client: LineClient) -> ExitCode {
        var cards: [String] = []
        let reader = EditLineReader(historyPath: nil) { line, _ in RoomLine.completions(for: line, cards: cards) }
        defer { reader.close() }
        reader.watched = client.descriptor
        let prompt = (name ?? "watch") + "> "
        while true {
            for line in client.lines() { show(line, cards: &cards) }
            if client.ended {
                Console.writeOutput("The room closed.\n")
                return .success
            }
            switch reader.read(prompt: prompt) {
            case .line(let bytes):
                client.send(String(decoding: bytes, as: UTF8.self))
            case .resized:
                if bounds.bounds == nil { client.send(viewLine(interactive: true)) }
            case .due, .interrupted: continue
            case .endOfInput:
                Console.writeOutput("\n")
                client.send("quit")
                return .success
            }
        }
    }

    /// Lines from standard input sent, what the room says printed, until both end.
    func pipe(_ client: LineClient) -> ExitCode {
        var cards: [String] = []
        var input: [UInt8] = []
        var inputOpen = true
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !client.ended {
            var waits = [pollfd(fd: client.descriptor, events: Int16(POLLIN), revents: 0)]
            if inputOpen { waits.append(pollfd(fd: 0, events: Int16(POLLIN), revents: 0)) }
            guard poll(&waits, nfds_t(waits.count), -1) >= 0 || errno == EINTR else { break }
            if waits[0].revents != 0 {
                for line in client.lines() { show(line, cards: &cards) }
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
                    client.send(String(decoding: input[..<newline], as: UTF8.self))
                    input.removeFirst(newline + 1)
                }
            }
        }
        return .success
    }

    /// Prints what a room's line shows a person; notes the cards on the table for Tab.
    func show(_ line: String, cards: inout [String]) {
        guard let read = RoomLine(Array(line.utf8)) else { return }
        if let seen = read.cards { cards = seen }
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

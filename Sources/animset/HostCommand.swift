import ArgumentParser
import CardKit
import Interpreter
import LineEditing
import LineServer
import SafeFiles
import SetGame

#if canImport(Glibc)
    import Glibc
#endif

/// `animset host`: runs a room, the one authority over a Set table that seats join over a Unix
/// socket (`animset join`, or any client of `animset-room(5)`). The room's log, a script, is
/// written to its state directory after every move, and a restart with the same state resumes
/// the table and the scores.
struct HostCommand: AnimsetCommand {
    static let configuration = CommandConfiguration(
        commandName: "host",
        abstract: "Run a room: one Set table that friends join from their own terminals (animset join).",
        discussion: """
            The room listens on a Unix socket and speaks newline-delimited JSON (animset-room(5)). It keeps its \
            log, a script that animset run plays back, in the state directory, written after every move; \
            restarted with the same --state it resumes the table and the scores.
            """
    )

    @Option(
        help: ArgumentHelp(
            "The socket to listen at (default: $XDG_RUNTIME_DIR/animset/room.sock, else in the state directory).",
            valueName: "PATH"))
    var socket: String?

    @Option(
        help: ArgumentHelp("Where the room keeps its log (default: $XDG_STATE_HOME/animset/room).", valueName: "DIR"))
    var state: String?

    @Option(
        help: ArgumentHelp(
            "Let this group's members join too: the socket is made 0660 (else 0600).", valueName: "GROUP"))
    var group: String?

    @Option(help: "The game: set (the only one a room plays).")
    var game: GameKind = .set

    @OptionGroup var seed: SeedOption

    @Option(help: "The Set rule.")
    var rule: SetRule?

    @Option(help: "The Set deck: standard or junior.")
    var deck: SetDeck?

    @Option(help: "The Set variant.")
    var variant: SetVariant?

    func validate() throws {
        guard Room.plays(game) else {
            throw ValidationError(
                "a room plays set, not --game \(game.rawValue) (Concentration and matching take turns at one keyboard)")
        }
    }

    /// The room's first line: the game its options deal.
    func opening(seed chosen: UInt64) -> String {
        var words = ["new-game", game.rawValue, "--seed", String(chosen)]
        if let rule { words += ["--rule", rule.rawValue] }
        if let deck { words += ["--deck", deck.rawValue] }
        if let variant { words += ["--variant", variant.rawValue] }
        return words.joined(separator: " ")
    }

    func execute() throws -> ExitCode {
        guard let directory = state ?? RoomFiles.defaultStateDirectory() else {
            Program.error("a room needs a state directory: give --state DIR (neither XDG_STATE_HOME nor HOME is set)")
            return .cannotCreate
        }
        if let problem = RoomFiles.makeDirectory(directory) {
            Program.error("cannot use '\(directory)' for the room's state: \(problem)")
            return .cannotCreate
        }
        let logPath = directory + "/" + RoomFiles.logName
        var room: Room
        do {
            if let lines = try RoomFiles.readLog(logPath) {
                room = try Room(log: lines)
                let given = seed.seed != nil || rule != nil || deck != nil || variant != nil
                Program.say(
                    .note,
                    "resumed the room in '\(directory)' (\(lines.count) lines)"
                        + (given ? "; the new-game options are for a new room, not this one" : ""))
            } else {
                room = try Room(
                    opening: opening(seed: seed.seed ?? SeedSource.randomSeed(in: SeededGenerator.shortSeeds)))
                try RoomFiles.writeLog(room.script, to: logPath)
            }
        } catch let failure as Room.Failure {
            Program.error("\(logPath):\(failure.line): \(failure.message)")
            return .noInput
        }
        var groupID: gid_t?
        if let group {
            guard let entry = getgrnam(group) else {
                Program.error("no group called '\(SafeText.quoted(group))'")
                return .validationFailure
            }
            groupID = entry.pointee.gr_gid
        }
        guard let path = socket ?? RoomFiles.defaultSocket(stateDirectory: directory) else {
            Program.error("cannot make a folder for the socket: give --socket PATH")
            return .cannotCreate
        }
        let server: LineServer
        do {
            server = try LineServer(path: path, mode: groupID == nil ? 0o600 : 0o660, group: groupID)
        } catch {
            Program.error("cannot listen at '\(SafeText.quoted(error.path))': \(error.reason)")
            return .cannotCreate
        }
        defer { server.shutDown() }
        RoomFiles.raiseDescriptorLimit()
        Signals.installStopHandlers()
        let players = room.players.map { "\($0.name) \($0.score)" }.joined(separator: ", ")
        Console.writeOutput(
            "animset host: a room of Set (seed \(room.table.games.set.seed)) listens at \(path); its log is \(logPath)"
                + (players.isEmpty ? "" : "; players \(players)") + "\n")
        Console.flushOutput()
        return serve(&room, on: server, logPath: logPath)
    }

    /// The event loop: what comes in goes to the room, what the room says goes out, and the log
    /// is written whenever it grew.
    func serve(_ room: inout Room, on server: LineServer, logPath: String) -> ExitCode {
        // NB: SIGINT or SIGTERM ends the wait (poll is interrupted) and the room stops, its socket removed.
        while !Signals.interruptPending {
            let before = room.log.count
            for event in server.wait() {
                let deliveries: [Room.Delivery]
                switch event {
                case .opened(let number): deliveries = room.connect(number)
                case .line(let number, let bytes): deliveries = room.receive(bytes, from: number)
                case .closed(let number, _): deliveries = room.disconnect(number)
                }
                for delivery in deliveries {
                    server.send(delivery.line, to: delivery.to)
                    if delivery.closes { server.close(delivery.to) }
                }
            }
            if room.log.count != before {
                do { try RoomFiles.writeLog(room.script, to: logPath) } catch {
                    Program.error("the room's log could not be written: \(error.reason); the room stops")
                    return .cannotCreate
                }
            }
        }
        return .success
    }
}

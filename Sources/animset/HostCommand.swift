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

/// `animset host`: runs a room, the one authority over a table (Set, Concentration or matching)
/// that seats join over a Unix socket (`animset join`, or any client of `animset-room(5)`). The
/// room's log, a script, is written to its state directory after every move, and a restart
/// with the same state resumes the table and the scores. It keeps the room's one real clock:
/// when the computer's think time has passed, it asks the room for its move.
struct HostCommand: AnimsetCommand {
    static let configuration = CommandConfiguration(
        commandName: "host",
        abstract: "Run a room: one table that friends join from their own terminals (animset join).",
        discussion: """
            The room listens on a Unix socket and speaks newline-delimited JSON (animset-room(5)). It keeps its \
            log, a script that animset run plays back, in the state directory, written after every move; \
            restarted with the same --state it resumes the table and the scores. Set is a race; at \
            Concentration and matching players take turns, and the turn of a player who leaves passes on.
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

    @Option(name: .customLong("game"), help: "The game: set (a race), concentration or matching (turns).")
    var roomGame: GameKind = .set

    @OptionGroup var seed: SeedOption

    @Option(help: "The Set rule.")
    var rule: SetRule?

    @Option(help: "The Set deck: standard or junior.")
    var deck: SetDeck?

    @Option(help: "The Set variant.")
    var variant: SetVariant?

    @Option(help: ArgumentHelp("The Concentration theme (default: one the seed picks).", valueName: "NAME"))
    var theme: String?

    func validate() throws {
        guard Room.plays(roomGame) else {
            throw ValidationError("a room plays \(Room.games), not --game \(roomGame.rawValue)")
        }
    }

    /// The room's first line: the game its options deal.
    func opening(seed chosen: UInt64) -> String {
        var words = ["new-game", roomGame.rawValue, "--seed", String(chosen)]
        if let rule { words += ["--rule", rule.rawValue] }
        if let deck { words += ["--deck", deck.rawValue] }
        if let variant { words += ["--variant", variant.rawValue] }
        if let theme { words += ["--theme", theme] }
        return words.joined(separator: " ")
    }

    func execute() throws -> ExitCode {
        // NB: the opening as the room will play it, so that a misfit (--rule with concentration,
        // an unknown theme) is a usage error before any file is made. Not in validate(): the
        // root's parse calls it too, without the options the root takes (Program.main).
        do throws(Room.Failure) { _ = try Room(opening: opening(seed: 1)) } catch {
            Program.error(error.message)
            return .validationFailure
        }
        // NB: before anything is made: a group refused leaves no state folder and no log.
        var groupID: gid_t?
        if let group {
            switch RoomFiles.socketGroup(group) {
            case .success(let id): groupID = id
            case .failure(.unknown):
                Program.error("no group called '\(SafeText.quoted(group))'")
                return .validationFailure
            case .failure(.notAMember):
                Program.error(
                    "the socket cannot be given to the group '\(SafeText.quoted(group))': you are not in it (id -Gn)")
                return .validationFailure
            }
        }
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
        let log: AppendLog
        do {
            if let read = try RoomFiles.readLog(logPath) {
                room = try Room(log: read.lines)
                let given = seed.seed != nil || rule != nil || deck != nil || variant != nil || theme != nil
                Program.say(
                    .note,
                    "resumed the room in '\(directory)' (\(read.lines.count) lines)"
                        + (read.cut.map {
                            "; its last line, cut short by a kill, was never played: '\(SafeText.quoted($0))'"
                        }
                            ?? "")
                        + (given ? "; the new-game options are for a new room, not this one" : ""))
            } else {
                room = try Room(
                    opening: opening(seed: seed.seed ?? SeedSource.randomSeed(in: SeededGenerator.shortSeeds)))
            }
            // NB: written whole once (a cut line gone), then appended to after every move.
            log = try RoomFiles.startLog(room.script, at: logPath)
        } catch let failure as Room.Failure {
            Program.error("\(logPath):\(failure.line): \(failure.message)")
            return .noInput
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
        if let group, let groupID, let closed = RoomFiles.closedFolder(on: path, to: groupID) {
            Program.say(
                .warning,
                "the group '\(SafeText.quoted(group))' cannot reach the socket: '\(SafeText.quoted(closed.folder))' "
                    + """
                    (mode 0\(String(closed.mode, radix: 8))) is closed to it; give --socket PATH in a folder it \
                    can pass
                    """
            )
        }
        RoomFiles.raiseDescriptorLimit()
        Signals.installStopHandlers()
        let players = room.players.map { "\($0.name) \($0.score)" }.joined(separator: ", ")
        Console.writeOutput(
            "animset host: \(room.description) listens at \(path); its log is \(logPath)"
                + (players.isEmpty ? "" : "; players \(players)") + "\n")
        Console.flushOutput()
        return serve(&room, on: server, log: log)
    }

    /// The event loop: what comes in goes to the room, what the room says goes out once the
    /// moves it made are in the log, and the computer moves once its think time has passed on
    /// the real clock.
    ///
    /// NB: the log's policy. A move is appended (`write(2)`) before any seat is sent it, so a
    /// `kill -9` of the host never loses a move someone saw: the kernel holds it. It reaches
    /// the disk (`fdatasync`) within `syncInterval` after, and when the host stops: a crash of
    /// the machine loses at most the last second of play (Redis's `appendfsync everysec`). A
    /// sync for every move cost a fifth of the host's CPU for each move, and one before
    /// sending would add the disk's latency to every claim (`Scripts/bench-rooms`).
    func serve(_ room: inout Room, on server: LineServer, log: AppendLog) -> ExitCode {
        var logged = room.log.count
        var synced = SystemClock.monotonicSeconds()
        /// What the room logged since appended, then `deliveries` sent.
        func deliver(_ deliveries: [Room.Delivery]) throws(SafeFile.Failure) {
            if room.log.count != logged {
                try log.append(room.log[logged...])
                logged = room.log.count
            }
            for delivery in deliveries {
                server.send(delivery.line, to: delivery.to)
                if delivery.closes { server.close(delivery.to) }
            }
        }
        // NB: the computer's think time runs from the table's last change (or from when someone
        // came back to an empty room), as the prompt's does from when the board came to rest.
        var planned = (lines: room.log.count, delay: room.computerDelay, at: SystemClock.monotonicSeconds())
        do throws(SafeFile.Failure) {
            // NB: SIGINT or SIGTERM ends the wait (poll is interrupted) and the room stops, its socket removed.
            while !Signals.interruptPending {
                let start = SystemClock.monotonicSeconds()
                let computer = planned.delay.map { max(0, planned.at + $0 - start) }
                let sync = log.unsynced ? max(0, synced + Self.syncInterval - start) : nil
                for event in server.wait(timeout: [computer, sync].compactMap { $0 }.min()) {
                    switch event {
                    case .opened(let number): try deliver(room.connect(number))
                    case .line(let number, let bytes): try deliver(room.receive(bytes, from: number))
                    case .closed(let number, _): try deliver(room.disconnect(number))
                    }
                }
                let now = SystemClock.monotonicSeconds()
                if room.log.count != planned.lines || room.computerDelay != planned.delay {
                    planned = (room.log.count, room.computerDelay, now)
                }
                if let delay = planned.delay, planned.at + delay <= now {
                    let lines = room.log.count
                    try deliver(room.computerMoves())
                    // NB: a move the table refused (a broken log) is tried again a minute later, not at once.
                    planned = (
                        room.log.count, room.computerDelay,
                        SystemClock.monotonicSeconds() + (room.log.count == lines ? 60 : 0)
                    )
                }
                if log.unsynced, now - synced >= Self.syncInterval {
                    try log.sync()
                    synced = now
                }
            }
            try log.sync()
        } catch {
            return stop(error)
        }
        return .success
    }

    /// The longest a move appended to the log waits to reach the disk, in seconds.
    static let syncInterval = 1.0

    /// The room stops: its log could not be written.
    func stop(_ error: SafeFile.Failure) -> ExitCode {
        Program.error("the room's log could not be written: \(error.reason); the room stops")
        return .cannotCreate
    }
}

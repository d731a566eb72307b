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
/// when the computer's think time has passed, it asks the room for its move. One host serves
/// many rooms on its socket (`RoomHall`): the unnamed room, as ever, and each room a seat names,
/// its log in a folder of the state directory named after it.
struct HostCommand: AnimsetCommand {
    static let configuration = CommandConfiguration(
        commandName: "host",
        abstract: "Run a room: one table that friends join from their own terminals (animset join).",
        discussion: """
            The room listens on a Unix socket and speaks newline-delimited JSON (animset-room(5)). It keeps its \
            log, a script that animset run plays back, in the state directory, written after every move; \
            restarted with the same --state it resumes the table and the scores. Set is a race; at \
            Concentration and matching players take turns, and the turn of a player who leaves passes on. \
            One host serves many rooms: a seat names its room (animset join --room NAME), made as its first \
            seat comes, with its log in DIR/NAME; a restart resumes them all.
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

    @Option(
        name: .customLong("room"),
        help: ArgumentHelp(
            "Serve the named room NAME (repeat for more) and no other (default: any a seat names, made as it joins).",
            valueName: "NAME"))
    var roomNames: [String] = []

    @Option(
        name: .customLong("game"), help: "The game: set (a race, the default), concentration or matching (turns).")
    var givenGame: GameKind?

    /// The game of a new room: `--game`, else Set.
    var roomGame: GameKind { givenGame ?? .set }

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
        var declared: [String] = []
        for asked in roomNames {
            switch RoomName.check(asked) {
            case .success(let name): if !declared.contains(name) { declared.append(name) }
            case .failure(let refusal):
                Program.error(refusal.message)
                return .validationFailure
            }
        }
        guard declared.count <= RoomHall.roomLimit else {
            Program.error("a host serves at most \(RoomHall.roomLimit) named rooms, not \(declared.count)")
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
            let kept = try RoomFiles.keptRoom(in: directory) {
                opening(seed: seed.seed ?? SeedSource.randomSeed(in: SeededGenerator.shortSeeds))
            }
            room = kept.room
            if let resumed = kept.resumed {
                let given =
                    givenGame != nil || seed.seed != nil || rule != nil || deck != nil || variant != nil || theme != nil
                Program.say(
                    .note,
                    "resumed the room in '\(directory)' (\(resumed.lines) lines)"
                        + (resumed.cut.map {
                            "; its last line, cut short by a kill, was never played: '\(SafeText.quoted($0))'"
                        }
                            ?? "")
                        + (given ? "; the new-game options are for a new room, not this one" : ""))
            }
            // NB: written whole once (a cut line gone), then appended to after every move.
            log = try RoomFiles.startLog(room.script, at: logPath)
        } catch let failure as Room.Failure {
            Program.error("\(logPath):\(failure.line): \(failure.message)")
            return .noInput
        }
        var seeds = SeededGenerator(seed: SeedSource.randomSeed(in: 0...UInt64.max))
        var named: [String: Room] = [:]
        var logs = ["": log]
        // NB: the rooms declared (kept ones resumed, the others made), else every room kept.
        for name in declared.isEmpty ? RoomFiles.namedRooms(in: directory) : declared {
            let path = directory + "/" + name + "/" + RoomFiles.logName
            do {
                let kept = try RoomFiles.keptRoom(in: directory + "/" + name) {
                    opening(seed: seed.seed ?? seeds.nextShortSeed())
                }
                if let cut = kept.resumed?.cut {
                    Program.say(
                        .note,
                        "the last line of '\(path)', cut short by a kill, was never played: '\(SafeText.quoted(cut))'")
                }
                var made = kept.room
                made.name = name
                switch RoomFiles.makeRoom(name, script: made.script, in: directory) {
                case .success(let opened): logs[name] = opened
                case .failure(let failure):
                    Program.error("cannot use '\(directory)/\(name)' for the room \(name): \(failure.reason)")
                    return .cannotCreate
                }
                named[name] = made
            } catch let failure as Room.Failure {
                Program.error("\(path):\(failure.line): \(failure.message)")
                return .noInput
            }
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
        let names = named.keys.sorted()
        Console.writeOutput(
            "animset host: \(room.description) listens at \(path); its log is \(logPath)"
                + (players.isEmpty ? "" : "; players \(players)")
                + (names.isEmpty
                    ? ""
                    : "; named rooms: \(names.prefix(5).joined(separator: ", "))"
                        + (names.count > 5 ? " and \(names.count - 5) more" : ""))
                + "\n")
        Console.flushOutput()
        let given = seed.seed
        var hall = RoomHall(
            unnamed: room, rooms: named, makesRooms: declared.isEmpty, seed: given, seeds: seeds,
            opening: { self.opening(seed: $0) })
        return serve(&hall, on: server, logs: logs, directory: directory)
    }

    /// The longest a move appended to the log waits to reach the disk, in seconds.
    static let syncInterval = 1.0

    /// The host stops: a room's log could not be written (a full disk is every room's).
    func stop(_ error: SafeFile.Failure) -> ExitCode {
        Program.error(
            "the room's log '\(SafeText.quoted(error.path))' could not be written: \(error.reason); the host stops")
        return .cannotCreate
    }
}

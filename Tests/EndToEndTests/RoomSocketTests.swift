import Expectations
import Foundation
import Testing

/// A room over its socket (issue 40, items 1, 4 and 7): a bot of a few lines of Python takes a
/// seat and plays; the room's log plays back with `animset run` byte for byte; `kill -9` and a
/// restart with the same state resume the table and the scores.
@Suite(.serialized) struct RoomSocketTests {
    /// A bot: sits as NAME, claims CLAIMS sets (asking for a deal when it sees none), one after
    /// its last move came back, then asks `who` and quits. Prints each move's record as `animset run --format json`
    /// would
    /// (the room's own keys taken off), and the last reply.
    static let bot = """
        import json, socket, sys
        path, name, claims = sys.argv[1], sys.argv[2], int(sys.argv[3])
        s = socket.socket(socket.AF_UNIX); s.connect(path)
        f = s.makefile('r', encoding='utf-8')
        def send(line): s.sendall((line + '\\n').encode())
        def isset(a, b, c): return all(len({a[i], b[i], c[i]}) != 2 for i in range(4))
        def aset(cards):
            for i in range(len(cards)):
                for j in range(i + 1, len(cards)):
                    for k in range(j + 1, len(cards)):
                        if isset(cards[i], cards[j], cards[k]): return [cards[i], cards[j], cards[k]]
        send('sit ' + name)
        made = 0
        for line in f:
            o = json.loads(line)
            if o['room'] == 'move': print('{' + line[line.index(',"line":') + 1:].rstrip('\\n'))
            if o['room'] == 'error': print('error: ' + o['error'], file=sys.stderr); break
            if o['room'] == 'reply' and o['text'].startswith('Players'): print(o['text']); send('quit')
            mine = o['room'] == 'seated' or (o['room'] == 'move' and o['input'].startswith(name + ':'))
            if not mine: continue
            if made == claims: send('who'); continue
            cards = [c['card'] for c in o['state']['table'] if not c['selected']]
            found = aset(cards)
            if found: send('choose ' + ' '.join(found)); made += 1
            else: send('deal')
        """

    @Test func aBotPlaysOverTheSocketAndTheLogPlaysBackByteForByte() throws {
        let host = try RoomHost()
        #expect(host.said.hasPrefix("animset host: a room of Set (seed 7) listens at \(host.socket)"))
        let played = try host.python(Self.bot, ["ann", "4"])
        expectEqual(played.status, 0, "\(played.stderr)")
        let lines = played.stdout.split(separator: "\n").map(String.init)
        expectEqual(lines.last?.hasPrefix("Players: ann "), true)
        let records = lines.dropLast()
        #expect(records.count >= 5)  // sit, then four claims (and any deal)
        // The log is a script: animset run prints the very records the room sent.
        let replay = try Binary.run(["run", "--format", "json", host.log])
        expectEqual(replay.status, 0)
        let replayed = Array(replay.stdout.split(separator: "\n").dropFirst().map(String.init))
        expectEqual(replayed.count, records.count)
        let differing = zip(replayed, records).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        #expect(differing.isEmpty, "records that differ: \(differing)")

        // kill -9, then the same state: the same table and scores, and ann takes her seat back.
        // A last line without its newline is what a kill during an append would leave: never
        // sent to a seat, so the restart leaves it out, and the log plays back again.
        let score = lines.last ?? ""
        host.kill()
        let log = try FileHandle(forWritingTo: URL(fileURLWithPath: host.log))
        try log.seekToEnd()
        try log.write(contentsOf: Data("ann: choose 2R".utf8))
        try log.close()
        let said = try host.start()
        expectContains(said, "players ann ")
        let back = try host.python(Self.bot, ["ann", "0"])
        expectEqual(back.stdout.split(separator: "\n").last.map(String.init), score)
        host.kill()
        try expectEqual(Binary.run(["run", "--format", "json", host.log]).status, 0)
    }

    /// What the Python programs below share: connections to the room at the path given (whose
    /// reads time out rather than hang), a line sent, the next line of a kind read.
    /// NB: each connects before its timeout is set: with a timeout Python's socket is
    /// non-blocking, and a connect while the host's backlog is full fails at once (EAGAIN; the
    /// thousand idle connections of `hostile` on a loaded CI machine) instead of waiting its turn.
    static let sockets = """
        import json, socket, sys
        path = sys.argv[1]
        def connect():
            s = socket.socket(socket.AF_UNIX); s.connect(path); s.settimeout(60)
            return s, s.makefile('r', encoding='utf-8')
        def send(s, line): s.sendall((line + '\\n').encode())
        def until(f, kind):
            for line in f:
                o = json.loads(line)
                if o['room'] == kind: return o

        """

    /// A hostile network (issue 40, item 5): a thousand idle and a thousand junk connections, a flood of lines and a
    /// line over the bound; the flooder and the long line are dropped, the junk gets errors to
    /// itself, and ann plays on.
    static let hostile =
        sockets + """
            def closed(f):
                try: f.read()
                except ConnectionResetError: pass
                return True
            ann, af = connect(); send(ann, 'sit ann'); until(af, 'seated')
            idle = [connect() for _ in range(1000)]
            junk = [connect() for _ in range(1000)]
            for s, f in junk: s.sendall(b'\\xff\\xfe junk\\n\\x1b[2J\\n')
            errors = sum(1 for s, f in junk if until(f, 'error') and until(f, 'error'))
            print('junk errors', errors)
            eve, ef = connect(); send(eve, 'sit eve'); until(ef, 'seated')
            eve.sendall(b'say flood\\n' * 5000)
            left = until(af, 'seat')
            print('ann sees', left['text'])
            long, lf = connect(); long.sendall(b'a' * 5000)
            print('long line closed', lf.read().count('\\n') == 1)
            print('flooder closed', closed(ef))
            send(ann, 'choose 2RSS 3GOO 1PTD')
            print('ann plays', until(af, 'move')['text'].splitlines()[-2])
            """

    @Test func floodsAndLongLinesAreDroppedAndJunkDoesNotStallTheTable() throws {
        let host = try RoomHost()
        let run = try host.python(Self.hostile)
        expectEqual(run.status, 0, "\(run.stderr)")
        expectEqual(
            run.stdout.split(separator: "\n").map(String.init),
            [
                "junk errors 1000", "ann sees eve left; the seat and its score wait for eve.", "long line closed True",
                "flooder closed True", "ann plays ann: Set! 2RSS 3GOO 1PTD.",
            ])
        host.kill()
    }

    /// The computer at a Concentration room (issue 40, item 3): ann brings it in at hard and
    /// misses; the host's real clock makes the computer's moves, nobody typing. Prints every
    /// move's record as the bot above does, until the computer moved twice and ann left.
    static let turns = """
        import json, socket, sys
        s = socket.socket(socket.AF_UNIX); s.connect(sys.argv[1])
        f = s.makefile('r', encoding='utf-8')
        def send(line): s.sendall((line + '\\n').encode())
        send('sit ann'); send('opponent hard'); send('choose 1'); send('choose 2')
        computer = 0
        for line in f:
            o = json.loads(line)
            if o['room'] == 'error': print('error: ' + o['error'], file=sys.stderr); break
            if o['room'] != 'move': continue
            print('{' + line[line.index(',"line":') + 1:].rstrip('\\n'))
            if o['by'] == 'computer':
                computer += 1
                if computer == 2: send('quit')
        """

    @Test func theComputerMovesOnTheHostsClockAndTheLogPlaysBack() throws {
        let host = try RoomHost(["--game", "concentration", "--seed", "3"])
        #expect(host.said.hasPrefix("animset host: a room of Concentration (seed 3)"))
        let played = try host.python(Self.turns)
        expectEqual(played.status, 0, "\(played.stderr)")
        let records = played.stdout.split(separator: "\n").map(String.init)
        #expect(records.filter { $0.contains(#""input":"wait "#) }.count >= 2)
        let replay = try Binary.run(["run", "--format", "json", host.log])
        expectEqual(replay.status, 0)
        // The opening's record aside, the replay prints the very records the room sent.
        let replayed = Array(replay.stdout.split(separator: "\n").dropFirst().map(String.init))
        expectEqual(replayed, records)
        host.kill()
    }

    /// A seat that stops reading (issue 40, item 5): sloth sits, asks for the table drawn at
    /// 250x120 sixty times and reads none of it; once a megabyte waits for it, it is dropped, ann
    /// is told, and ann's claim goes on. The sockets time out rather than hang.
    static let stopsReading =
        sockets + """
            ann, af = connect(); send(ann, 'sit ann'); until(af, 'seated')
            sloth, sf = connect(); send(sloth, 'sit sloth'); until(sf, 'seated')
            send(sloth, 'view 250x120')
            for _ in range(60): send(sloth, 'board')
            print('ann sees', until(af, 'seat')['text'])
            try: print('sloth closed', sloth.recv(1 << 24, socket.MSG_WAITALL) is not None)
            except ConnectionResetError: print('sloth closed', True)
            send(ann, 'choose 2RSS 3GOO 1PTD')
            print('ann plays', [l for l in until(af, 'move')['text'].splitlines() if 'Set!' in l])
            """

    @Test func aSeatThatStopsReadingIsDroppedWhileTheOthersPlayOn() throws {
        let host = try RoomHost()
        let run = try host.python(Self.stopsReading)
        expectEqual(run.status, 0, "\(run.stderr)")
        expectEqual(
            run.stdout.split(separator: "\n").map(String.init),
            [
                "ann sees sloth left; the seat and its score wait for sloth.", "sloth closed True",
                "ann plays ['ann: Set! 2RSS 3GOO 1PTD.']",
            ])
        host.kill()
    }

    /// Many rooms in one host (issue 40, item 8): seats name their room (`room NAME`, any case),
    /// made as the first comes; a claim reaches its own room alone; a name that is not a plain
    /// folder's is refused and the connection closed before its `sit` plays anywhere.
    static let rooms =
        sockets + """
            def seat(room, name):
                s, f = connect()
                if room: send(s, 'room ' + room)
                send(s, 'sit ' + name); until(f, 'seated'); return s, f
            ann, af = seat('friday', 'ann'); bob, bf = seat('Friday', 'bob')
            cy, cf = seat('', 'cy'); dee, df = seat('monday', 'dee')
            bad, badf = connect(); send(bad, 'room ../etc\\nsit eve')  # one write: the host may close at once
            print('bad:', until(badf, 'error')['error']); print('closed', badf.read() == '')
            send(ann, 'choose 2RSS 3GOO 1PTD')
            print('bob sees', [l for l in until(bf, 'move')['text'].splitlines() if 'Set!' in l])
            send(cy, 'who'); print('cy:', until(cf, 'reply')['text'])
            send(dee, 'who'); print('dee:', until(df, 'reply')['text'])
            """

    @Test func oneHostServesRoomsEachWithItsOwnTableAndLogAndResumesThemAll() throws {
        let host = try RoomHost()
        let run = try host.python(Self.rooms)
        expectEqual(run.status, 0, "\(run.stderr)")
        expectEqual(
            run.stdout.split(separator: "\n").map(String.init),
            [
                "bad: '../etc' cannot be a room's name: a room's name is a letter or a digit, then letters, digits, - "
                    + "or _, at most 32 in all",
                "closed True", "bob sees ['ann: Set! 2RSS 3GOO 1PTD.']", "cy: Players: cy 0; 0 watching.",
                "dee: Players: dee 0; 0 watching.",
            ])
        let friday = host.state + "/friday/room.animset"
        #expect(
            (try? String(contentsOfFile: friday, encoding: .utf8))
                == "new-game set --seed 7\nsit ann\nsit bob\nann: choose 2RSS 3GOO 1PTD\n")
        expectEqual((try? String(contentsOfFile: host.log, encoding: .utf8)), "new-game set --seed 7\nsit cy\n")
        try expectEqual(Binary.run(["run", "--format", "json", friday]).status, 0)

        // kill -9 and a restart resume every room; ann, joining with the command a person
        // types, takes her seat and score back in hers.
        host.kill()
        let said = try host.start()
        #expect(said.hasSuffix("; players cy 0; named rooms: friday, monday\n"), "\(said)")
        let ann = try Binary.run(
            ["join", "--socket", host.socket, "--room", "FRIDAY", "--name", "ann", "--bounds", "60x14"],
            input: Data(("say " + String(repeating: "y", count: 5000) + "\nscore\n").utf8), deadline: 120)
        let lines = ann.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "The room friday: a room of Set. sit NAME takes a seat (or takes yours back), watch looks on. "
                + "Players: ann 5, bob 0.",
            "\(ann.stdout)")
        expectContains(lines, "You sit as ann again, with 5.")
        // A line over the limit is refused by join itself; sent, the room would drop the seat.
        expectEqual(ann.stderr, "<stdin>:1: error: the line is too long (5004 bytes; the limit is 4096)\n")
        expectEqual(lines.suffix(2), ["ann 5 · bob 0", "Goodbye."])
        // A seat refused ends there: its lines are not sent unseated.
        let twin = try Binary.run(
            ["join", "--socket", host.socket, "--room", "friday", "--name", "9x"], input: Data("who\n".utf8),
            deadline: 120)
        expectEqual(twin.status, 1)
        expectOmits(twin.stdout, "watching.")
        // Who sits is join's to say (a key's forced command over SSH): a watcher's `sit bob`
        // is refused, bob's seat and score wait for him.
        let watcher = try Binary.run(
            ["join", "--socket", host.socket, "--room", "friday", "--watch"], input: Data("sit bob\nwho\n".utf8),
            deadline: 120)
        expectEqual(
            watcher.stderr,
            "<stdin>:1: error: 'sit' is not typed at a seat: animset join --name NAME (or --watch) and --room NAME say "
                + "who sits where\n")
        expectContains(
            watcher.stdout.split(separator: "\n").map(String.init), "Players: ann 5 (away), bob 0 (away); 1 watching.")
        let refused = try Binary.run(["join", "--socket", host.socket, "--room", "fri/day", "--name", "ann"])
        expectEqual(refused.status, 64)
        #expect(
            refused.stderr
                == "animset: error: 'fri/day' cannot be a room's name: a room's name is a letter or a digit, then "
                + "letters, digits, - or _, at most 32 in all\n")
        host.kill()
        // Rooms declared: those alone, monday resumed and sunday made; friday waits on the disk.
        let declared = try host.start(["--room", "monday", "--room", "Sunday", "--game", "concentration"])
        #expect(declared.hasSuffix("; players cy 0; named rooms: monday, sunday\n"), "\(declared)")
        // The unnamed room resumes its Set, and the host says whose --game is not (it was silent).
        expectContains(host.errors, "; the new-game options are for a new room, not this one")
        // A room the host does not serve: the join fails (exit 1), with the host's words.
        let unserved = try Binary.run(
            ["join", "--socket", host.socket, "--room", "friday", "--name", "ann"], input: Data(), deadline: 120)
        expectEqual(unserved.status, 1)
        #expect(unserved.stdout.hasPrefix("error: this host has no room friday: its rooms are monday, sunday\n"))
        host.kill()
        #expect(FileManager.default.fileExists(atPath: friday))
        // A host refuses a bad --room before it makes anything.
        let folder = host.folder + "/other"
        let bad = try Binary.run([
            "host", "--socket", folder + "/s", "--state", folder, "--room", "friday", "--room", "..",
        ])
        expectEqual(bad.status, 64)
        #expect(bad.stderr.hasPrefix("animset: error: '..' cannot be a room's name: "))
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    /// A room's log becomes a replay page (issue 40, item 4) with the commands a person runs:
    /// `animset run --format json STATE/room.animset | animset export --html OUT -`. The page
    /// holds every move the bot made, by its player, and is titled after the game (it was
    /// "standard input").
    @Test func aRoomsLogBecomesAReplayPage() throws {
        let host = try RoomHost()
        let played = try host.python(Self.bot, ["ann", "3"])
        expectEqual(played.status, 0, "\(played.stderr)")
        host.kill(SIGTERM)
        let page = host.folder + "/replay.html"
        let piped = try Binary.execute(
            "/bin/sh",
            ["-c", "\"$0\" run --format json \"$1\" | \"$0\" export --html \"$2\" -", Binary.path, host.log, page])
        expectEqual(piped.status, 0, "\(piped.stderr)")
        let html = (try? String(contentsOfFile: page, encoding: .utf8)) ?? ""
        // NB: piped, the log has no file's name: the page is titled after the game (and its
        // players, when several play).
        expectContains(html, "<title>animset replay: Set</title>", "\(html.prefix(300))")
        let moves = played.stdout.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: #""input":"ann: choose [^"]*""#, options: .regularExpression) else {
                return nil
            }
            return String(line[range].dropFirst(9).dropLast())
        }
        expectEqual(moves.count, 3)
        for move in moves { expectContains(html, move, "\(move) is not on the page") }
    }
}

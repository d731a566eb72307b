import CardKit
import Foundation
import Interpreter
import JSONCoding
import LineServer
import WireFormat

#if canImport(Glibc)
    import Glibc
#endif

/// `animset-bench rooms ANIMSET [ROOMS] [ROUNDS] [PACE] [one|each]`: ROOMS rooms of 4 seats on
/// this machine, all in one `animset host` (`one`, the rooms named `r0`, `r1`, ..., each seat's
/// first line `room rN`) or an `animset host` each (`each`), driven from one thread that does as little as it can per
/// line
/// (a move is known by its first bytes; one seat's line a room is parsed, for the next claim),
/// so that what is timed is the hosts and not the driver. Each round every room's next seat
/// claims a set (or all ask for a deal, or a new game at the end); with PACE 0 all rooms at once
/// (a burst), else spread evenly over PACE milliseconds. A sample is the time from a claim's send
/// to its move read at one of the 3 other seats. Prints the latency's p50, p99 and maximum and
/// the hosts' memory a room (resident; private, from `/proc/PID/smaps_rollup`), and the largest
/// private mappings of one host.
enum RoomBench {
    static let names = ["ann", "bob", "cy", "dee"]
    /// How a move's line starts, and a refusal's.
    static let movePrefix = Array("{\"\(RoomKey.room.name)\":\"\(RoomKey.Kind.move.rawValue)\"".utf8)
    static let errorPrefix = Array("{\"\(RoomKey.room.name)\":\"\(RoomKey.Kind.error.rawValue)\"".utf8)

    /// One seat's connection and what it read.
    final class Seat {
        let room: Int
        let client: LineClient
        var buffer: [UInt8] = []
        var moves = 0
        var lastMove: [UInt8] = []

        init(room: Int, client: LineClient) {
            self.room = room
            self.client = client
        }
    }

    /// What one room does this round.
    struct Round {
        var claimer: Int?
        var sentAt = 0.0
        var movesPerSeat = 1
        var startMoves = [0, 0, 0, 0]
        var sent = false
        var done = false
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The hosts started and their folder, for `fail` to take away (`exit` runs no `defer`).
    nonisolated(unsafe) static var started: (hosts: [Int32], folder: String?) = ([], nil)

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("animset-bench rooms: \(message)\n".utf8))
        for host in started.hosts { kill(host, SIGKILL) }
        if let folder = started.folder { try? FileManager.default.removeItem(atPath: folder) }
        exit(1)
    }

    static func run(binary: String, rooms: Int, rounds: Int, pace: Double, oneHost: Bool) {
        let folder = NSTemporaryDirectory() + "animset-bench-rooms-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var hosts: [Process] = []
        defer {
            for host in hosts where host.isRunning { kill(host.processIdentifier, SIGKILL) }
            for host in hosts { host.waitUntilExit() }
            try? FileManager.default.removeItem(atPath: folder)
        }
        /// Room `room`'s socket.
        func socket(_ room: Int) -> String { "\(folder)/\(oneHost ? 0 : room).sock" }
        for room in 0..<(oneHost ? 1 : rooms) {
            let host = Process()
            host.executableURL = URL(fileURLWithPath: binary)
            // NB: one host deals every room seed 1 (its --seed); a host each, seeds 1, 2, ...
            host.arguments = [
                "host", "--seed", String(room + 1), "--socket", socket(room), "--state", "\(folder)/\(room)",
            ]
            let out = Pipe()
            host.standardOutput = out
            host.standardError = FileHandle.nullDevice
            do { try host.run() } catch { fail("cannot run \(binary): \(error)") }
            hosts.append(host)
            started = (started.hosts + [host.processIdentifier], folder)
            var said = Data()
            while !said.contains(0x0A) {
                let chunk = out.fileHandleForReading.availableData
                if chunk.isEmpty { fail("host \(room) said nothing") }
                said.append(chunk)
            }
        }
        let idle = hosts.map { privateKilobytes($0.processIdentifier) }.reduce(0, +)
        var seats: [[Seat]] = []
        for room in 0..<rooms {
            var four: [Seat] = []
            for _ in names {
                do {
                    let seat = Seat(room: room, client: try LineClient(path: socket(room)))
                    if oneHost { seat.client.send("room r\(room)") }
                    four.append(seat)
                } catch {
                    fail("cannot connect to room \(room): \(error.reason)")
                }
            }
            seats.append(four)
        }
        var waits = seats.joined().map { pollfd(fd: $0.client.descriptor, events: Int16(POLLIN), revents: 0) }
        let byIndex = Array(seats.joined())
        var buffer = [UInt8](repeating: 0, count: 1 << 18)
        // NB: one host takes lines from many connections in no set order: every seat is in its
        // room (its two greetings read: the unnamed room's, its room's) before anyone sits.
        if oneHost {
            for seat in byIndex {
                var wait = pollfd(fd: seat.client.descriptor, events: Int16(POLLIN), revents: 0)
                while seat.buffer.count(where: { $0 == 0x0A }) < 2 {
                    guard poll(&wait, 1, 60_000) > 0 else { fail("room \(seat.room) did not greet a seat") }
                    let count = buffer.withUnsafeMutableBytes { read(seat.client.descriptor, $0.baseAddress, $0.count) }
                    guard count > 0 else { fail("room \(seat.room) closed a seat") }
                    seat.buffer += buffer[0..<count]
                }
            }
        }
        var samples: [Double] = []
        var plan = [Round](repeating: Round(), count: rooms)

        /// Reads what is waiting until every room's round is done (or `deadline` passes);
        /// sends each room's line when its time comes.
        func pump(sendAt: [Double], send: (Int) -> Void, deadline: Double) {
            while plan.contains(where: { !$0.done }) {
                let clock = now()
                for room in 0..<rooms where !plan[room].sent && sendAt[room] <= clock {
                    plan[room].startMoves = seats[room].map(\.moves)
                    plan[room].sentAt = now()
                    plan[room].sent = true
                    send(room)
                }
                guard clock < deadline else { fail("a round did not finish in time") }
                let next = sendAt.enumerated().filter { !plan[$0.offset].sent }.map(\.element).min()
                let timeout = next.map { Int32(max(0, ($0 - clock) * 1000).rounded(.up)) } ?? 1000
                let ready = poll(&waits, nfds_t(waits.count), timeout)
                guard ready > 0 else { continue }
                let arrived = now()
                for index in waits.indices where waits[index].revents != 0 {
                    let seat = byIndex[index]
                    let count = buffer.withUnsafeMutableBytes { read(seat.client.descriptor, $0.baseAddress, $0.count) }
                    guard count > 0 else { fail("room \(seat.room) closed a seat") }
                    seat.buffer += buffer[0..<count]
                    var start = 0
                    while let newline = seat.buffer[start...].firstIndex(of: 0x0A) {
                        let line = seat.buffer[start..<newline]
                        start = newline + 1
                        if line.starts(with: movePrefix) {
                            seat.moves += 1
                            if seat === seats[seat.room][0] { seat.lastMove = Array(line) }
                            let round = plan[seat.room]
                            let place = seats[seat.room].firstIndex { $0 === seat } ?? 0
                            if round.sent, let claimer = round.claimer, claimer != place,
                                seat.moves == round.startMoves[place] + 1
                            {
                                samples.append(arrived - round.sentAt)
                            }
                        } else if line.starts(with: errorPrefix) {
                            fail("room \(seat.room): \(String(decoding: line, as: UTF8.self))")
                        }
                    }
                    seat.buffer.removeFirst(start)
                }
                for room in 0..<rooms where plan[room].sent && !plan[room].done {
                    plan[room].done = zip(seats[room], plan[room].startMoves).allSatisfy {
                        $0.moves >= $1 + plan[room].movesPerSeat
                    }
                }
            }
        }

        // Every seat sits: four moves reach each of the four.
        for room in 0..<rooms { plan[room] = Round(claimer: nil, movesPerSeat: 4) }
        pump(
            sendAt: Array(repeating: 0, count: rooms),
            send: { room in for (seat, name) in zip(seats[room], names) { seat.client.send("sit " + name) } },
            deadline: now() + 60)
        let hostsBefore = hosts.map { cpuNanoseconds($0.processIdentifier) }.reduce(0, +)
        let driverBefore = cpuNanoseconds(getpid())
        var moves = 0
        for round in 0..<rounds {
            var lines: [[(Int, String)]] = []
            for room in 0..<rooms {
                let (cards, over) = table(seats[room][0].lastMove)
                let claimer = round % 4
                let order = (0..<4).map { (claimer + 1 + $0) % 4 }
                if over {
                    plan[room] = Round(claimer: nil, movesPerSeat: 5)
                    lines.append(order.map { ($0, "new-game") })
                } else if let set = firstSet(cards) {
                    plan[room] = Round(claimer: claimer)
                    lines.append([(claimer, "choose " + set.joined(separator: " "))])
                } else {
                    plan[room] = Round(claimer: nil)
                    lines.append(order.map { ($0, "deal") })
                }
            }
            let start = now() + 0.001
            let sendAt = (0..<rooms).map { start + pace / 1000 * Double($0) / Double(rooms) }
            pump(
                sendAt: sendAt,
                send: { room in for (seat, line) in lines[room] { seats[room][seat].client.send(line) } },
                deadline: start + pace / 1000 + 60)
            moves += plan.map(\.movesPerSeat).reduce(0, +)
        }

        let hostsCPU = Double(hosts.map { cpuNanoseconds($0.processIdentifier) }.reduce(0, +) - hostsBefore)
        let driverCPU = Double(cpuNanoseconds(getpid()) - driverBefore)
        samples.sort()
        func percentile(_ p: Double) -> Double {
            samples.isEmpty ? 0 : samples[min(samples.count - 1, Int(p * Double(samples.count)))] * 1000
        }
        var rss = 0
        var own = 0
        var dirty = 0
        for host in hosts {
            let kilobytes = smapsRollup(host.processIdentifier)
            rss += kilobytes["Rss"] ?? 0
            own += privateKilobytes(host.processIdentifier)
            dirty += kilobytes["Private_Dirty"] ?? 0
        }
        let largest = hosts.first.map { privateMappings($0.processIdentifier) } ?? []
        print(
            "\(rooms) rooms of 4 seats in " + (oneHost ? "one host" : "\(rooms) hosts") + ", \(rounds) rounds, "
                + (pace > 0 ? "claims spread over \(Int(pace)) ms" : "all rooms at once")
                + ": \(samples.count) deliveries of a claim to another seat")
        print(
            String(
                format: "latency p50 %.2f ms, p99 %.2f ms, max %.2f ms", percentile(0.5), percentile(0.99),
                (samples.last ?? 0) * 1000))
        print(
            String(
                format: "CPU per move (%d moves in the rounds): the hosts %.0f us, this driver %.0f us",
                moves, hostsCPU / Double(max(1, moves)) / 1000, driverCPU / Double(max(1, moves)) / 1000))
        print(
            String(
                format:
                    """
                    host memory a room: resident %.2f MB, private %.3f MB (%d kB private in all, %d kB of it \
                    before any seat came; %d kB written to, Private_Dirty)
                    """,
                Double(rss) / 1024 / Double(rooms), Double(own) / 1024 / Double(rooms), own, idle, dirty))
        print(
            "host 0's private kB: "
                + largest.prefix(6).map { "\($0.kilobytes) \($0.name)" }.joined(separator: ", "))
    }

    /// The cards on the table not taken yet, and whether the game is over, from a move's line.
    /// NB: only the state is parsed, found by its key and the next one's (`events`): the
    /// drawing before it is most of the line.
    static func table(_ line: [UInt8]) -> (cards: [String], over: Bool) {
        let from = Array(",\"\(RecordKey.state.name)\":".utf8)
        let to = Array(",\"\(RecordKey.events.name)\":".utf8)
        guard let found = offset(of: from, in: line[...]), let rest = offset(of: to, in: line[(found + from.count)...]),
            case .object(let state)? = try? JSONReader.parse(line[(found + from.count)..<rest]),
            case .array(let slots)? = state.first(where: { $0.0 == StateKey.table.name })?.1
        else { fail("a move without a table") }
        let over = state.contains { $0.0 == StateKey.over.name && $0.1 == .bool(true) }
        let cards = slots.compactMap { slot -> String? in
            guard case .object(let card) = slot,
                !card.contains(where: { $0.0 == StateKey.selected.name && $0.1 == .bool(true) }),
                case .string(let code)? = card.first(where: { $0.0 == StateKey.card.name })?.1
            else { return nil }
            return code
        }
        return (cards, over)
    }

    /// Where `needle` first is in `bytes` (an index of `bytes`).
    static func offset(of needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard let lead = needle.first else { return bytes.startIndex }
        var at = bytes.startIndex
        while let first = bytes[at...].firstIndex(of: lead) {
            guard first + needle.count <= bytes.endIndex else { return nil }
            if bytes[first..<(first + needle.count)].elementsEqual(needle) { return first }
            at = first + 1
        }
        return nil
    }

    /// The first set among `cards` (codes like 1RSO), as a bot finds it.
    static func firstSet(_ cards: [String]) -> [String]? {
        let codes = cards.map { Array($0.utf8) }
        func isSet(_ a: [UInt8], _ b: [UInt8], _ c: [UInt8]) -> Bool {
            guard a.count == 4, b.count == 4, c.count == 4 else { return false }
            for feature in 0..<4 {
                let ab = a[feature] == b[feature]
                let bc = b[feature] == c[feature]
                let ac = a[feature] == c[feature]
                // NB: all alike or all different: two alike and one not is no set.
                guard ab == bc, ab == ac else { return false }
            }
            return true
        }
        for i in codes.indices {
            for j in codes.indices where j > i {
                for k in codes.indices where k > j && isSet(codes[i], codes[j], codes[k]) {
                    return [cards[i], cards[j], cards[k]]
                }
            }
        }
        return nil
    }

    /// The CPU time a process has had, in nanoseconds (`/proc/PID/schedstat`'s first field:
    /// all its threads).
    static func cpuNanoseconds(_ pid: Int32) -> Int {
        guard let text = procFile("/proc/\(pid)/schedstat") else { return 0 }
        return Int(text.split(separator: " ").first ?? "") ?? 0
    }

    /// A file of /proc, read to its end (its size says 0).
    static func procFile(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return (try? handle.readToEnd()).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A process's private memory (clean and dirty), in kB.
    static func privateKilobytes(_ pid: Int32) -> Int {
        let kilobytes = smapsRollup(pid)
        return (kilobytes["Private_Clean"] ?? 0) + (kilobytes["Private_Dirty"] ?? 0)
    }

    /// The fields of `/proc/PID/smaps_rollup`, in kB.
    static func smapsRollup(_ pid: Int32) -> [String: Int] {
        guard let text = procFile("/proc/\(pid)/smaps_rollup") else { return [:] }
        var fields: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count >= 2, parts[0].hasSuffix(":"), let value = Int(parts[1]) {
                fields[String(parts[0].dropLast())] = value
            }
        }
        return fields
    }

    /// A process's mappings by private kB (clean and dirty), largest first: the binary's
    /// sections, the heap, the stack, anonymous memory.
    static func privateMappings(_ pid: Int32) -> [(kilobytes: Int, name: String)] {
        guard let text = procFile("/proc/\(pid)/smaps") else { return [] }
        var totals: [String: Int] = [:]
        var name = ""
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            if let first = parts.first, first.contains("-"), !first.hasSuffix(":") {
                let file = parts.count > 5 ? String(parts[5].split(separator: "/").last ?? "") : "anonymous"
                name = "\(file) \(parts[1])"
            } else if parts.count >= 2, parts[0] == "Private_Clean:" || parts[0] == "Private_Dirty:",
                let value = Int(parts[1])
            {
                totals[name, default: 0] += value
            }
        }
        return totals.map { (kilobytes: $0.value, name: $0.key) }.filter { $0.kilobytes > 0 }.sorted {
            $0.kilobytes > $1.kilobytes
        }
    }
}

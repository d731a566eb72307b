import ArgumentParser
import Interpreter
import LineEditing
import LineServer
import SafeFiles

/// The host's event loop, for all its rooms at once.
extension HostCommand {
    /// When the computer moves in a room: the room's log length and think time as planned, from
    /// the instant `at` on the real clock.
    struct Plan {
        var lines: Int
        var delay: Double?
        var at: Double
    }

    /// The event loop: what comes in goes to its room, what the room says goes out once the
    /// moves it made are in its log, and the computer moves in a room once its think time has
    /// passed on the real clock. A room made by a seat's `room NAME` gets its folder and log in
    /// `directory` first (or is let go, the seat told why).
    ///
    /// NB: the log's policy. A move is appended (`write(2)`) before any seat is sent it, so a
    /// `kill -9` of the host never loses a move someone saw: the kernel holds it. Its way to
    /// the disk (`fdatasync`, in the background: `AppendLog.startSync`) starts within
    /// `syncInterval` after, and the host waits for it when it stops: a crash of the machine
    /// loses about the last second of play (Redis's `appendfsync everysec`). A sync for every
    /// move cost a fifth of the host's CPU for each move, one before sending would add the
    /// disk's latency to every claim, and 100 rooms' logs synced in turn held the loop 400 ms
    /// a second (`Scripts/bench-rooms`).
    func serve(_ hall: inout RoomHall, on server: LineServer, logs: [String: AppendLog], directory: String) -> ExitCode
    {
        var logs = logs
        var logged = hall.rooms.mapValues(\.log.count)
        var unsynced: Set<String> = []
        var synced = SystemClock.monotonicSeconds()
        var touched: Set<String> = []
        /// What the room logged since appended, then the lines sent.
        func deliver(_ outcome: RoomHall.Outcome, from number: Int? = nil) throws(SafeFile.Failure) {
            var outcome = outcome
            let name = outcome.room
            if outcome.made, let room = hall.rooms[name] {
                switch RoomFiles.makeRoom(name, script: room.script, in: directory) {
                case .success(let log):
                    logs[name] = log
                    logged[name] = room.log.count
                case .failure(let failure):
                    outcome = hall.abandon(name, made: number ?? -1, because: failure.reason)
                }
            }
            if let room = hall.rooms[outcome.room], let log = logs[outcome.room] {
                let count = logged[outcome.room] ?? 0
                if room.log.count != count {
                    try log.append(room.log[count...])
                    logged[outcome.room] = room.log.count
                    unsynced.insert(outcome.room)
                }
            }
            touched.insert(outcome.room)
            for delivery in outcome.deliveries {
                server.send(delivery.line, to: delivery.to)
                if delivery.closes { server.close(delivery.to) }
            }
        }
        // NB: the computer's think time runs from the table's last change (or from when someone
        // came back to an empty room), as the prompt's does from when the board came to rest.
        var plans: [String: Plan] = [:]
        let start = SystemClock.monotonicSeconds()
        for (name, room) in hall.rooms where room.computerDelay != nil {
            plans[name] = Plan(lines: room.log.count, delay: room.computerDelay, at: start)
        }
        do throws(SafeFile.Failure) {
            // NB: SIGINT or SIGTERM ends the wait (poll is interrupted) and the host stops, its socket removed.
            while !Signals.interruptPending {
                let start = SystemClock.monotonicSeconds()
                let computer = plans.values.compactMap { plan in plan.delay.map { max(0, plan.at + $0 - start) } }.min()
                let sync = unsynced.isEmpty ? nil : max(0, synced + Self.syncInterval - start)
                touched = []
                for event in server.wait(timeout: [computer, sync].compactMap { $0 }.min()) {
                    switch event {
                    case .opened(let number): try deliver(hall.connect(number))
                    case .line(let number, let bytes): try deliver(hall.receive(bytes, from: number), from: number)
                    case .closed(let number, _): try deliver(hall.disconnect(number))
                    }
                }
                let now = SystemClock.monotonicSeconds()
                for name in touched {
                    guard let room = hall.rooms[name] else {
                        plans[name] = nil
                        continue
                    }
                    let plan = plans[name]
                    if room.log.count != plan?.lines || room.computerDelay != plan?.delay {
                        plans[name] =
                            room.computerDelay == nil
                            ? nil : Plan(lines: room.log.count, delay: room.computerDelay, at: now)
                    }
                }
                for (name, plan) in plans {
                    guard let delay = plan.delay, plan.at + delay <= now else { continue }
                    try deliver(hall.computerMoves(in: name))
                    let count = hall.rooms[name]?.log.count ?? 0
                    // NB: a move the table refused (a broken log) is tried again a minute later, not at once.
                    plans[name] = Plan(
                        lines: count, delay: hall.rooms[name]?.computerDelay,
                        at: SystemClock.monotonicSeconds() + (count == plan.lines ? 60 : 0))
                }
                if !unsynced.isEmpty, now - synced >= Self.syncInterval {
                    for name in unsynced { try logs[name]?.startSync() }
                    unsynced = unsynced.filter { logs[$0]?.unsynced == true }
                    synced = now
                }
            }
            for log in logs.values { try log.sync() }
        } catch {
            return stop(error)
        }
        return .success
    }
}

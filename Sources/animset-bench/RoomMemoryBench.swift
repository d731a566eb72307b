import Interpreter

#if canImport(Glibc)
    import Glibc
#endif

/// `animset-bench roommemory [ROOMS] [MOVES]`: what a room costs inside one process, were
/// one process to hold many. ROOMS rooms, each with 4 seats sat and MOVES moves played through
/// `Room.receive` (a claim of the first set, else a deal all ask for), all kept alive; the
/// process's private memory (`/proc/self/smaps_rollup`: what the heap took, fragments and all)
/// before and after, divided by ROOMS. The lines each move sends are dropped as they come (a
/// host writes them to the sockets).
enum RoomMemoryBench {
    static func run(rooms count: Int, moves: Int) {
        // NB: one room played first and let go, so that what any first room costs (the runtime's
        // caches, the symbols drawn) is not counted as every room's.
        var sent = play(rooms: 1, moves: moves, seed: 1000).sent
        let before = privateKilobytes()
        let (rooms, played) = play(rooms: count, moves: moves, seed: 0)
        sent += played
        let after = privateKilobytes()
        print(
            "\(count) rooms of 4 seats, \(moves) moves each, in one process (\(sent) lines sent, "
                + "\(rooms.map(\.log.count).reduce(0, +)) log lines): private memory \(before) kB before, "
                + "\(after) kB after: \((after - before) / max(1, count)) kB a room")
    }

    /// `count` rooms with their seats sat and `moves` moves played.
    static func play(rooms count: Int, moves: Int, seed: Int) -> (rooms: [Room], sent: Int) {
        var rooms: [Room] = []
        rooms.reserveCapacity(count)
        var sent = 0
        for index in 0..<count {
            guard var room = try? Room(opening: "new-game set --seed \(seed + index + 1)") else { break }
            for seat in 0..<4 {
                _ = room.connect(seat)
                sent += room.receive(Array("sit \(RoomBench.names[seat])".utf8), from: seat).count
            }
            for move in 0..<moves {
                let game = room.table.games.set
                if game.isOver { break }
                let free = game.table.filter { !game.selected.contains($0) }.map(\.code)
                if let set = RoomBench.firstSet(free) {
                    sent += room.receive(Array("choose \(set.joined(separator: " "))".utf8), from: move % 4).count
                } else {
                    for seat in 0..<4 { sent += room.receive(Array("deal".utf8), from: seat).count }
                }
            }
            rooms.append(room)
        }
        return (rooms, sent)
    }

    static func privateKilobytes() -> Int { RoomBench.privateKilobytes(getpid()) }
}

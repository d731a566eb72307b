import Choreography
import Expectations
import Foundation
import Interpreter
import SetGame
import Testing

/// The animation event log's invariants (issue 3), proved on the real Set engine through
/// `Session.evaluate`: seeded random sessions, each command's JSON line decoded as a program
/// would read it and checked against the states before and after it (`AnimationChecker`).
///
/// By default 8 × 10 sessions of 60 commands (4,800 commands, a few seconds in a debug
/// build); `ANIMSET_ANIMATION_SESSIONS=N` plays N sessions per batch for a longer soak.
@Suite struct AnimationInvariantTests {
    static let batches = Array(0..<8)
    static let sessionsPerBatch =
        ProcessInfo.processInfo.environment["ANIMSET_ANIMATION_SESSIONS"].flatMap { Int($0) } ?? 10
    static let commandsPerSession = 60
    /// Every kind of event and situation the random sessions must have produced, per batch.
    // NB: the random sessions play standard Set, so no overlay (AnimationPoseTests' tour has them).
    static let mustSee =
        EventKind.allCases.filter { !$0.isOverlay }.map(\.rawValue) + [
            "refused", "commands with flyaways", "deals during flights",
        ]

    /// One random session: the lines it played, their outputs, and what the checker found.
    struct Played {
        var lines: [String] = []
        var outputs: [String] = []
        var checker: AnimationChecker
    }

    /// Plays `commands` random commands in a session seeded with `seed`, on a random rule and
    /// table size, checking every command; or plays `script` instead of random lines.
    /// `keepOutputs` keeps each command's JSON line and text.
    static func play(
        seed: UInt64, commands: Int = commandsPerSession, events: EventsMode = .summary, script: [String]? = nil,
        keepOutputs: Bool = false
    ) throws -> Played {
        try play(seed: seed, commands: script?.count ?? commands, events: events, keepOutputs: keepOutputs) {
            player, state, step in
            script?[step] ?? player.next(after: state)
        }
    }

    /// Plays `commands` lines chosen by `next` (from the player, the state and the step) in a
    /// session seeded with `seed`, on `rule` or a random one and a random table size, the
    /// discard pile face up for even seeds and face down for odd ones.
    static func play(
        seed: UInt64, rule: SetRule? = nil, commands: Int, events: EventsMode = .summary, keepOutputs: Bool = false,
        next nextLine: (inout AnimationPlayer, AnimationSnapshot, Int) -> String
    ) throws -> Played {
        var player = AnimationPlayer(seed: seed)
        var options = SessionOptions()
        options.seed = seed
        options.rule = player.pick(SetRule.allCases)
        if let rule { options.rule = rule }
        // NB: from the seed, not the player, so that the sessions' lines stay as they were.
        options.discard = seed % 2 == 0 ? .faceUp : .faceDown
        options.bounds = Size(w: player.int(20...200), h: player.int(8...60))
        options.events = events
        options.rendersText = keepOutputs  // NB: the board is most of a command's cost in a debug build
        var session = Session(options: options)
        let first = session.evaluate("board")
        var state = try AnimationSnapshot(first)
        var played = Played(checker: AnimationChecker(start: state))
        if !first.events.isEmpty { played.checker.fail("board animates") }
        for step in 0..<commands {
            let line = nextLine(&player, state, step)
            let output = session.evaluate(line)
            let next = try AnimationSnapshot(output)
            if next.events != output.events {
                played.checker.fail("'\(line)': the JSON events differ from the typed ones")
            }
            if !output.ok, !next.sameState(as: state) {
                played.checker.fail("'\(line)' was refused but changed the state")
            }
            played.checker.check(line, context: "seed \(seed) step \(step)", before: state, after: next)
            played.lines.append(line)
            if keepOutputs { played.outputs.append(output.json(line: step + 2) + "\n" + output.text) }
            state = next
        }
        return played
    }

    @Test(arguments: batches)
    func randomSessionsKeepEveryInvariant(batch: Int) throws {
        var problems: [String] = []
        var counts: [String: Int] = [:]
        for index in 0..<Self.sessionsPerBatch {
            let played = try Self.play(seed: UInt64(batch * Self.sessionsPerBatch + index + 1))
            if !played.checker.problems.isEmpty {
                problems += played.checker.problems.prefix(5)
                problems.append("  replay: " + played.lines.joined(separator: " ; "))
            }
            counts.merge(played.checker.counts, uniquingKeysWith: +)
        }
        #expect(problems.isEmpty, "\(problems.prefix(30).joined(separator: "\n"))")
        for kind in Self.mustSee {
            #expect((counts[kind] ?? 0) > 0, "batch \(batch) never saw \(kind): \(counts)")
        }
    }

    @Test(arguments: [3, 5926] as [UInt64])
    func sameSeedAndCommandsGiveTheSameBytes(seed: UInt64) throws {
        let first = try Self.play(seed: seed, commands: 100, events: .full, keepOutputs: true)
        let again = try Self.play(seed: seed, events: .full, script: first.lines, keepOutputs: true)
        expectEqual(again.outputs, first.outputs)
        let other = try Self.play(
            seed: seed + 1, events: .full, script: Array(first.lines.prefix(5)), keepOutputs: true)
        #expect(other.outputs != Array(first.outputs.prefix(5)))
        #expect(first.checker.problems.isEmpty && again.checker.problems.isEmpty)
    }

    /// Undoing a new game or a `layout` brings the old discard pile back from the deck (face
    /// up under `remove`), and redoing sends it back; every step keeps every invariant.
    @Test(arguments: SetRule.allCases)
    func undoAndRedoMoveTheDiscardPileBackAndForth(rule: SetRule) throws {
        let script: [String?] = [
            nil, "deal", nil, "deal", nil, "choose 1", "new-game --seed 99 --rule refill", "undo", "redo",
            "undo", "layout 1RSD 2RSD 3RSD 1GSD", "undo", "redo", "undo", "undo", "undo", "redo",
        ]
        let played = try Self.play(seed: 11, rule: rule, commands: script.count) { player, state, step in
            script[step] ?? player.chooseSet(state) ?? "deal"
        }
        #expect(played.checker.problems.isEmpty, "\(played.checker.problems.joined(separator: "\n"))")
        expectEqual(played.checker.counts["restored to discard"], 4, "\(played.lines) \(played.checker.counts)")
        #expect(played.checker.counts["flyaway", default: 0] >= 9)
    }
}

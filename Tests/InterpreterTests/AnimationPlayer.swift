import CardKit
import SetGame

/// A random player of Set at the interpreter's prompt: given the last state, the next line.
///
/// It mixes real sets (found with the `Solver`) with random and refused choices, deals,
/// shuffles, hints, new games under every rule, layouts, resizes, gather/pan/restore and
/// undo/redo, so every kind of animation event comes up many times.
struct AnimationPlayer {
    var generator: SeededGenerator

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed &* 0x9E37_79B9 &+ 17)
    }

    /// A number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + generator.index(below: range.count)
    }

    /// One of `items`.
    mutating func pick<T>(_ items: [T]) -> T {
        items[generator.index(below: items.count)]
    }

    /// The next command line for a game showing `state`.
    mutating func next(after state: AnimationSnapshot) -> String {
        let roll = int(0...99)
        switch roll {
        case 0..<30: return chooseSet(state) ?? "deal"
        case 30..<42: return chooseSlots(state)
        case 42..<45: return chooseCodes(state)
        case 45..<55: return "deal"
        case 55..<59: return "shuffle"
        case 59..<62: return pick(["hint", "hint all", "hint count"])
        case 62..<65: return newGame()
        case 65..<67: return "rule " + pick(SetRule.allCases).rawValue
        case 67..<71: return layout()
        case 71..<77: return "resize \(int(20...200)) \(int(8...60))"
        case 77..<81: return "gather"
        case 81..<85: return "pan \(int(-30...30)) \(int(-12...12))"
        case 85..<88: return "restore"
        case 88..<95: return "undo"
        case 95..<99: return "redo"
        default: return "board"
        }
    }

    /// `choose` the slots of a set among the live cards, in a random order; nil without one.
    mutating func chooseSet(_ state: AnimationSnapshot) -> String? {
        let cards = state.codes.compactMap { Card(code: $0) }
        guard cards.count == state.table.count else { return nil }
        let showing = state.reveal == "match" ? Set(state.table.filter(\.selected).map(\.card)) : []
        let sets = Solver.allSets(in: cards).filter { !$0.slots.contains { showing.contains(cards[$0].code) } }
        guard !sets.isEmpty else { return nil }
        var slots = pick(sets).slots.map { $0 + 1 }
        slots.seededShuffle(using: &generator)
        // Sometimes finish a selection already started, or name the cards by code.
        if generator.below(4) == 0 {
            return "choose " + slots.map { state.table[$0 - 1].card.lowercased() }.joined(separator: " ")
        }
        return "choose " + slots.map(String.init).joined(separator: " ")
    }

    /// `choose` one to four random slots, now and then one out of range.
    mutating func chooseSlots(_ state: AnimationSnapshot) -> String {
        let count = int(1...4)
        var slots: [Int] = []
        while slots.count < count {
            let slot = generator.below(30) == 0 ? int(0...30) : int(1...max(1, state.table.count))
            if !slots.contains(slot) { slots.append(slot) }
            if slots.count >= state.table.count { break }
        }
        return "choose " + slots.map(String.init).joined(separator: " ")
    }

    /// `choose` cards by code, some not on the table.
    mutating func chooseCodes(_ state: AnimationSnapshot) -> String {
        let codes = (0..<int(1...2)).map { _ in
            generator.below(3) == 0 || state.table.isEmpty ? pick(Card.all).code : pick(state.table).card
        }
        return "choose " + codes.joined(separator: " ")
    }

    /// `new-game` with a fresh seed, sometimes a rule.
    mutating func newGame() -> String {
        var line = "new-game --seed \(int(1...1_000_000))"
        if generator.below(2) == 0 { line += " --rule " + pick(SetRule.allCases).rawValue }
        return line
    }

    /// `layout` of 3 to 21 distinct random cards.
    mutating func layout() -> String {
        var cards = Card.all
        cards.seededShuffle(using: &generator)
        return "layout " + cards.prefix(int(3...21)).map(\.code).joined(separator: " ")
    }
}

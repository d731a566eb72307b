import CardKit
import SetGame

/// The sets taken in the Set game in front, in order, each with the table it was taken from:
/// what `review` judges. Kept by `SetTable.move` as sets are found, saved with the game (the
/// save's `setMoves`), undone with it, and emptied by a new game or a `layout`. Only standard
/// Set's ordinary games keep one (not a puzzle, a time trial or a variant: `review` refuses
/// them, as `hint best` does).
struct SetMoveLog: Sendable, Equatable, Codable {
    /// What helped with a set beyond the player's own eyes, asked since the set before.
    enum Help: String, Sendable, Hashable, Codable, CaseIterable {
        /// `hint`, `hint all` or `analyze` showed sets.
        case hint
        /// `hint best` gave every set's chance and named the best.
        case hintBest = "hint best"
        /// `solve` showed the best line, knowing the deck's order.
        case solve
    }

    /// One set taken.
    struct Move: Sendable, Equatable, Codable {
        /// The table it was taken from, in slot order.
        var table: [Card]
        /// The set.
        var cards: [Card]
        /// How many cards the discard pile held before it: the cards then gone are its first
        /// `gone`, so the unseen cards are the rest of the deck's.
        var gone: Int
        /// Who took it, by seat in a race (`nil` in solo play).
        var player: Int?
        /// What helped (`nil`: nothing).
        var help: [Help]?
    }

    /// The sets, in the order they were taken.
    var moves: [Move] = []

    /// Notes the set `cards` taken from `before` by `player` (the seat in a race), with the help
    /// `asked` since the set before; nothing for a puzzle, a time trial or a variant.
    mutating func note(_ cards: [Card], from before: SetGame, by player: Int, help asked: Set<Help>) {
        guard before.puzzle == nil, before.trial == nil, before.variant == .standard else { return }
        let help = Help.allCases.filter(asked.contains)
        moves.append(
            Move(
                table: before.table, cards: cards, gone: before.discard.count,
                player: before.hasRivals ? player : nil, help: help.isEmpty ? nil : help))
    }

    /// The sets taken before the log began (a save of an older animset, which kept none).
    func unrecorded(in game: SetGame) -> Int { max(0, game.setsFound - moves.count) }
}

extension SetMoveLog {
    /// The most sets a log may hold: more than any game of one deal can take.
    static let maximumMoves = 1_000

    /// Checks the log against `game` as a save from anywhere must be: every set a set of three
    /// cards of the game's deck, taken from a table of distinct cards of that deck that held it,
    /// none of them already gone; each set on the discard pile where the log says it went (the
    /// last may still show as a match); no more sets than the game found; nothing at all in a
    /// puzzle, a time trial or a variant.
    func validate(against game: SetGame) throws(InvalidState) {
        guard !moves.isEmpty else { return }
        try InvalidState.require(
            game.puzzle == nil && game.trial == nil && game.variant == .standard,
            "the sets taken are kept for ordinary standard games only")
        try InvalidState.require(
            moves.count <= min(game.setsFound, Self.maximumMoves),
            "\(moves.count) sets taken are recorded, but the game found \(game.setsFound)")
        let kind = game.deckKind
        var expectedGone = 3 * unrecorded(in: game)
        for (index, move) in moves.enumerated() {
            let name = "set taken \(index + 1)"
            try InvalidState.require(move.cards.count == 3, "\(name) has \(move.cards.count) cards, not 3")
            try InvalidState.require(
                Solver.isSet(move.cards[0], move.cards[1], move.cards[2]), "\(name) is not a set")
            try InvalidState.require(
                move.table.count <= kind.cardCount && Set(move.table).count == move.table.count,
                "the table of \(name) holds a card twice")
            for card in move.table where !kind.contains(card) {
                throw InvalidState("the table of \(name) holds \(card.code), not in the \(kind.rawValue) deck")
            }
            for card in move.cards where !move.table.contains(card) {
                throw InvalidState("\(name) takes \(card.code), not on its table")
            }
            try InvalidState.require(
                move.gone == expectedGone && move.gone <= game.discard.count,
                "\(name) says \(move.gone) cards were gone before it, not \(expectedGone)")
            let gone = Set(game.discard.prefix(move.gone))
            for card in move.table where gone.contains(card) {
                throw InvalidState("the table of \(name) holds \(card.code), already gone")
            }
            if move.gone + 3 <= game.discard.count {
                try InvalidState.require(
                    Set(game.discard[move.gone..<(move.gone + 3)]) == Set(move.cards),
                    "\(name) is not on the discard pile where it went")
            } else {
                try InvalidState.require(
                    index == moves.count - 1 && game.reveal == .match && Set(game.selected) == Set(move.cards),
                    "\(name) is neither on the discard pile nor on show")
            }
            if let player = move.player {
                try InvalidState.require(
                    game.hasRivals && player >= 0 && player < game.players.count,
                    "\(name) was taken by player \(player), who is not seated")
            }
            try InvalidState.require(
                Set(move.help ?? []).count == (move.help ?? []).count, "\(name) names a help twice")
            expectedGone = move.gone + 3
        }
    }
}

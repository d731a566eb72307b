import CardKit

/// How many moves (sets, chain sets, ultrasets) a Set game can find, from its rules alone: the
/// deck, the variant, a trial's length, a puzzle's sets.
///
/// The one statement of that bound: the game's `validate()` (what a save may hold), the
/// statistics writer (what a finished game records) and their reader (what a record may hold)
/// all ask this type, so what animset writes it always reads back.
public struct MoveLimit: Sendable, Equatable {
    /// What ends the game, as far as the number of moves goes.
    public enum Length: Sendable, Equatable {
        /// An ordinary game, played until no move is left: the deck bounds it.
        case wholeDeck
        /// A time trial of this many sets.
        case trial(sets: Int)
        /// A puzzle of this many sets; `nil` when the number is not known (a statistics record
        /// keeps only what was found).
        case puzzle(sets: Int?)
    }

    /// The deck played with.
    public let deck: SetDeck
    /// The rules played by.
    public let variant: SetVariant
    /// What ends the game.
    public let length: Length

    /// The limit of a game of `deck` under `variant`, ended by `length`.
    public init(deck: SetDeck, variant: SetVariant = .standard, length: Length = .wholeDeck) {
        (self.deck, self.variant, self.length) = (deck, variant, length)
    }

    /// The most moves such a game can find.
    public var most: Int {
        switch length {
        case .wholeDeck: variant.mostMoves(in: deck.cardCount)
        // NB: a trial never runs dry (the found sets go back into an empty deck), so its
        // length bounds it, not the deck: 10, 20 or 30 sets of the 27 junior cards (issue 28).
        case .trial(let sets): sets
        case .puzzle(let sets): sets ?? PuzzleMaker.setCounts.upperBound
        }
    }

    /// The game in a few words, for a message: "a standard game", "a Set-Chain game", "a
    /// junior trial of 10 sets", "a puzzle of 6 sets".
    public var words: String {
        let deckWord = deck == .standard ? "" : "\(deck.rawValue) "
        switch length {
        case .wholeDeck:
            return variant == .standard
                ? "a \(deckWord.isEmpty ? "standard " : deckWord)game" : "\(variant.aTitle) game"
        case .trial(let sets): return "a \(deckWord)trial of \(sets) sets"
        case .puzzle(let sets?): return "a puzzle of \(sets) sets"
        case .puzzle(nil): return "a puzzle"
        }
    }

    /// Throws unless `found` moves can be found in such a game, naming the bound and the game.
    public func check(found: Int) throws(InvalidState) {
        guard found >= 0, found <= most else {
            throw InvalidState("\(variant.moveName)s found \(found) is out of range (0 to \(most) in \(words))")
        }
    }
}

extension SetGame {
    /// This game's limit on moves found (see `MoveLimit`).
    public var moveLimit: MoveLimit {
        let length: MoveLimit.Length =
            if let trial { .trial(sets: trial.target) } else if let puzzle { .puzzle(sets: puzzle.target) } else {
                .wholeDeck
            }
        return MoveLimit(deck: deckKind, variant: variant, length: length)
    }

    /// The moves the discard pile holds, plus a match on show: what `setsFound` must be in a
    /// game that is neither a puzzle (its sets stay on the table) nor a trial (its sets go
    /// back into the deck).
    var movesPlayed: Int {
        let discarded =
            switch variant {
            case .standard: discard.count / 3
            case .ultra: discard.count / 4
            // NB: the first chain set leaves with 3 cards, each later one with 2 (its carried card
            // left with the set before).
            case .chain: discard.isEmpty ? 0 : 1 + (discard.count - 3) / 2
            }
        return discarded + (reveal == .match ? 1 : 0)
    }

    /// `setsFound` against the rules: within `moveLimit`; in a trial at least the sets still
    /// discarded, in a puzzle exactly those found, in any other game exactly the moves played.
    func validateMovesFound() throws(InvalidState) {
        try moveLimit.check(found: setsFound)
        let name = "\(variant.moveName)s found"
        if trial != nil {
            try InvalidState.require(
                setsFound >= movesPlayed, "\(name) \(setsFound), fewer than the \(movesPlayed) discarded or shown")
        } else if let puzzle {
            try InvalidState.require(
                setsFound == puzzle.found.count, "\(name) \(setsFound), not the \(puzzle.found.count) the puzzle lists")
        } else {
            try InvalidState.require(
                setsFound == movesPlayed, "\(name) \(setsFound), not the \(movesPlayed) discarded or shown")
        }
    }
}

import CardKit
import Choreography
import Matching
import SetGame

/// A parsed command line: one case per command of the table, carried out by the exhaustive
/// `switch` of `Session.run`.
public enum Command: Equatable, Sendable {
    /// `new-game`: `deck` (Set only) is kept for later games, as `rule` is; `seating` names
    /// the players (solo play without).
    case newGame(GameKind?, seed: UInt64?, options: NewGameOptions = NewGameOptions(), seating: Seating)
    /// `new-game trial --sets N`: a time trial of N sets.
    case newTrial(sets: Int, seed: UInt64?, deck: SetDeck?)
    /// `new-game puzzle`: a date's puzzle, a seed's, or (neither) today's at the prompt.
    case newPuzzle(date: PuzzleDate?, seed: UInt64?, sets: Int)
    case game(GameKind)
    case deal
    case choose([Target])
    /// `unselect`: the Set selection cleared (a match or mismatch on show put away).
    case unselect
    case shuffle
    case hint(HintForm)
    case analyze
    /// `solve [--budget N]`: the best line of play, knowing the deck's order.
    case solve(budget: Int)
    /// `review`: each set taken, against the best set's chance at that moment.
    case review
    /// `why`: three cards explained, or none for the last mismatch.
    case why([Target])
    case layout([Card])
    case rule(SetRule?)
    case theme(String?)
    case mode(Int)
    case board
    /// `clear`: the screen cleared at the prompt, then the table drawn (a script prints the table).
    case clearScreen
    case score
    case resize(width: Int, height: Int)
    case gather
    case pan(dx: Int, dy: Int)
    case restore
    case wait(Double)
    case events(EventsMode?)
    case animate(AnimationSetting?)
    /// `mouse [on|off]`: nil only shows the setting.
    case mouse(Bool?)
    /// `keys [on|off]`: nil only shows the setting.
    case keys(Bool?)
    case expect(Expectation)
    case undo
    case redo
    case save(String)
    case load(String)
    case source(String)
    case help(String?)
    /// `stats`: your statistics, from what the program reads (`Request.stats`).
    case stats
    case quit
    /// `NAME: MOVE` (or the short form `N SLOT...`): a move made by the player called NAME.
    indirect case claim(String, Command)
    /// `opponent [LEVEL|off]`.
    case opponent(OpponentChoice?)
    /// `sit NAME`: a person takes a seat at the game in front (a room's newcomer).
    case sit(String)
    /// `pass`: the player whose turn it is gives it to the next (a room's player who left).
    case pass
    /// The computer's planned move (never typed: the REPL and `wait` make it).
    case opponentMove
}

/// A card named by its slot (1-based) or by its code.
public enum Target: Equatable, Sendable {
    case slot(Int)
    case card(Card)
    /// A playing card code (`AS`, `10H`): the matching game's face-up cards.
    case playingCard(PlayingCard)
}

/// The forms of `hint`.
public enum HintForm: String, Equatable, Sendable {
    case next, all, count
    /// `hint best`: each set's chance of a perfect game, and the best (`PerfectOdds`).
    case best
}

/// How much of the animation event log the text output shows.
public typealias EventsMode = EventDetail

/// The words after `expect`: what it can check. One list, for the parser, `help`, Tab
/// completion and `Expectation.kind`.
public enum ExpectationKind: String, CaseIterable, Sendable {
    case score, deck, table, sets, slot, selected, over, error, game, clock, flips, theme, mode
}

/// What `expect` checks.
public enum Expectation: Equatable, Sendable {
    case score(Int)
    case deck(Int)
    case table(Int)
    case sets(Int)
    case slot(Int, String)
    case selected([Int])
    case over(Bool)
    case error
    case game(GameKind)
    case clock(Double)
    /// Concentration: how many cards have been turned face up.
    case flips(Int)
    /// Concentration: the current theme's name (any case).
    case theme(String)
    /// Matching: 2- or 3-card mode.
    case mode(Int)
}

import Board
import CardKit
import Choreography
import SetGame

/// How a session starts and draws: set from the command line.
public struct SessionOptions: Sendable, Equatable {
    /// The seed of the first game; later games take seeds from a generator seeded with it.
    public var seed: UInt64 = 1
    /// The game shown first.
    public var game: GameKind = .standard
    /// The Set rule of new games.
    public var rule: SetRule = .refill
    /// The deck of new Set games (`new-game --deck`).
    public var deck: SetDeck = .standard
    /// Which side the Set discard pile shows (`--discard`).
    public var discard: DiscardFace = .faceUp
    /// The rules of new Set games (`new-game --variant`).
    public var variant: SetVariant = .standard
    /// The table size in character cells.
    public var bounds: Size = .standard
    /// Unicode symbols and borders (false: pure ASCII).
    public var unicode = true
    /// ANSI colour in the board.
    public var color = false
    /// The colours of Set's cards, when in colour (`--palette`).
    public var palette = Palette.standard
    /// How much of the event log the text shows.
    public var events: EventsMode = .summary
    /// Whether the prompt plays each command's animation live (`animate on|off`); scripts
    /// and pipes print the same either way.
    public var animates = true
    /// Whether a press of the mouse on the board is a command at the prompt (`mouse on|off`,
    /// `--mouse`); scripts and pipes print the same either way.
    public var mouse = false
    /// Whether a key on an empty line at the prompt chooses a card at once (`keys on|off`,
    /// `--keys`); scripts and pipes print the same either way.
    public var keys = false
    /// How fast live animation plays: 2 is twice as fast (`animate SPEED`).
    public var animationSpeed = 1.0
    /// How many whole turns dealt cards make on their way (`--deal-spin`, `animate spin`):
    /// unlike the settings above, it changes the event log, so scripts print it too.
    public var dealSpin: DealSpin = .none

    /// Whether outputs carry text for people (boards, messages, the event log).
    public var rendersText = true
    /// Whether outputs carry the SPEC's `state` object.
    public var rendersState = true
    /// Whether outputs carry the command's `animation` (the tables before and after and the
    /// events), for playing it live; off by default, so scripts do no extra work.
    public var recordsAnimation = false

    /// The defaults: seed 1, Set, refill, the discard pile face up, 80x24, Unicode, no
    /// colour, event summaries.
    public init() {}

    /// How the board is drawn: Unicode or ASCII, colour or none, and the palette.
    public var boardStyle: BoardStyle { BoardStyle(unicode: unicode, color: color, palette: palette, keys: keys) }
}

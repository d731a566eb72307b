import CardKit
import Choreography
import Concentration
import SetGame

/// What kind of word an argument is: drives Tab completion and the usage text.
public enum ArgumentKind: Sendable, Equatable {
    /// A table slot number or a card code.
    case slotOrCard
    /// A Set card code.
    case card
    /// A game name.
    case game
    /// A Concentration theme name.
    case theme
    /// A Set rule name.
    case rule
    /// One of a fixed list of words.
    case words([String])
    /// A command name.
    case command
    /// A file path.
    case file
    /// A number.
    case number
}

/// One row of the command table: the single source for parsing names, `help`, Tab completion
/// and the man page's command list.
public struct CommandSpec: Sendable {
    /// The command's name.
    public let name: String
    /// Other names it answers to.
    public let aliases: [String]
    /// The arguments, as shown by `help`.
    public let usage: String
    /// One line for `help` and the man page.
    public let summary: String
    /// A longer explanation for `help NAME`; empty when the summary says it all.
    public let detail: String
    /// The games it applies to; empty means every game.
    public let games: [GameKind]
    /// What each argument position completes to; the last repeats.
    public let arguments: [ArgumentKind]
    /// Reads the words after the name into the command; says what is wrong with them.
    let parse: @Sendable (inout ArgumentList) throws(InterpreterError) -> Command
    /// The values of options that take a fixed word (`--deck standard|junior`), for Tab
    /// completion after the option.
    public var optionValues: [String: [String]] = [:]

    /// `name usage`, as written in `help` and the man page.
    public var synopsis: String { usage.isEmpty ? name : "\(name) \(usage)" }

    /// Whether the command is available in `game`.
    public func applies(to game: GameKind) -> Bool { games.isEmpty || games.contains(game) }
}

extension CommandSpec {
    /// Every command, in the order `help` lists them.
    public static let all: [CommandSpec] = [
        .init(
            name: "new-game", aliases: ["new", "n"], usage: "[GAME|puzzle|trial] [--seed N] [...]",
            summary: "start a new game of GAME (default: the current game), a Set puzzle or a time trial",
            detail:
                """
                new-game [GAME] [--seed N] [--rule RULE] [--deck DECK] [--variant VARIANT] [--players \
                NAME,NAME...] [--opponent LEVEL]: without --seed the next seed comes from the session's own seeded \
                generator. RULE (Set only) is refill, remove or replace.\u{20}
                """
                    + """
                    DECK (Set only) is standard (81 cards, 12 on the table) or junior (the 27 solid cards, 9 on the \
                    table, as in the published beginners' rules); RULE and DECK stay for later games.\n
                    """
                        + """
                        --variant (Set only, standard deck) chooses the rules, as Set with Friends plays them, and \
                        stays \
                        for later games:\u{20}
                        """
                    + SetVariant.allCases.map { "\($0.rawValue), \($0.summary)" }.joined(separator: "; ")
                        + """
                        . In Set-Chain choose the card of the previous set by its code (the status line names the \
                        previous \
                        set); only the two table cards leave.\u{20}
                        """
                        + """
                        A deal in a variant fills the table up to a multiple of 3. The variants end, as Set with \
                        Friends \
                        ends them, when no move is left among the table and the deck together.\n
                        """
                        + """
                        --players (Set, Concentration): 2 to \(Player.limit) people at one keyboard, each a letter \
                        followed by letters, digits, - or _ (at most \(Player.longestName)), not a command word.\u{20}
                        """
                        + """
                        --opponent easy|medium|hard: the computer plays too, as 'computer' (with no --players against \
                        'you'). Without either option a new game is solo.\n
                        """
                        + """
                        --theme NAME (Concentration): a game of that theme and its own number of pairs, as the theme \
                        chooser deals it; without it the seed picks the theme.\n
                        """
                        + """
                        new-game puzzle [--date YYYY-MM-DD | --seed N] [--sets K]: 12 cards holding exactly K sets \
                        (default \(PuzzleMaker.defaultSets), at most \(PuzzleMaker.setCounts.upperBound)), no deck and \
                        no \
                        deal; find them all.\u{20}
                        """
                        + """
                        Found sets stay on the table, are listed, and cannot be found twice; hint names one card of a \
                        set \
                        not found yet.\u{20}
                        """
                        + """
                        The puzzle of a date is the same everywhere; without --date or --seed, the prompt plays \
                        today's \
                        and a script the next seed's.\n
                        """
                        + """
                        new-game trial [--sets 10|20|30] [--seed N] [--deck DECK]: find N sets (default \
                        \(TrialProgress.defaultSets)) against the clock, which starts at the first card shown and \
                        stops at \
                        the last set.\u{20}
                        """
                        + """
                        Each mismatch adds \(Int(TrialProgress.mismatchPenalty)) seconds, each hint \
                        \(Int(TrialProgress.hintPenalty)). The refill rule; when the deck runs out, the found sets are \
                        shuffled back into it. No layout, no undo, not even once the trial is over (its last set would \
                        count twice).
                        """,
            games: [], arguments: [.words(NewGameKind.words), .words(NewGameKind.Option.allCases.map(\.word))],
            parse: CommandParser.newGame,
            optionValues: [
                "--rule": SetRule.allCases.map(\.rawValue), "--deck": SetDeck.allCases.map(\.rawValue),
                "--variant": SetVariant.allCases.map(\.rawValue),
                "--sets": TrialProgress.setCounts.map(String.init),
                "--opponent": OpponentLevel.allCases.map(\.rawValue),
                "--theme": ConcentrationTheme.names.map { $0.lowercased() },
            ]),
        .init(
            name: "game", aliases: ["g", "tab"], usage: "GAME",
            summary: "switch to another game, which resumes where it was",
            detail: "GAME is set, concentration or matching. Each game keeps its own state, as tabs do.",
            games: [], arguments: [.game],
            parse: { args throws(InterpreterError) in .game(try CommandParser.parseGame(try args.required())) }),
        .init(
            name: "deal", aliases: ["d", "deal3"], usage: "",
            summary: "deal 3 more cards (replacing a match on show)",
            detail: "Refused when the deck is empty. Costs points when a set is on the table (see help score).",
            games: [.set], arguments: [],
            parse: { _ in .deal }),
        .init(
            name: "choose", aliases: ["c", "pick", "select"], usage: "SLOT|CODE...",
            summary: "choose cards by slot number or code, one after another",
            detail:
                """
                Set: toggles a card while fewer than 3 are selected; the third reveals a match or a mismatch. The \
                next choice clears a mismatch, or sends a match away.\u{20}
                """
                    + """
                    UltraSet takes 4 cards, in any order; Set-Chain refuses, the selection unchanged, a second card of \
                    the previous set or a third card with none of it.\n
                    """
                        + """
                        Concentration: turns a face-down card up, by slot; two up are compared. Matching: turns a card \
                        up, \
                        or a face-up one down; a CODE (AS, 10H) names only a face-up card; a whole group named (choose \
                        7 8 \
                        9 in 3-card mode) is exactly the cards compared, a card left up by the last move turned down \
                        first.\n
                        """
                        + """
                        All or nothing: if one choice is refused, none is made. Several cards name exactly those: a \
                        match \
                        or mismatch on show is put away first, and its cards that stay on the table are chosen, not \
                        toggled off (one card alone of a match on show puts it away); slots name the cards shown \
                        before \
                        the command, codes the cards on the table once the match is put away, so choose CODE CODE CODE \
                        can \
                        name a card its refill brings in.\n
                        """
                        + """
                        With several players: NAME: choose SLOT... (or NAME: SLOT..., NAME: deal) is NAME's move, and \
                        the \
                        short form N SLOT... takes a name or the start of exactly one name (a 1 5 9 is ann's claim \
                        while \
                        ann plays; it wins over a command's short alias).\u{20}
                        """
                        + """
                        A move without a name is the first player's at Set and the player's whose turn it is at \
                        Concentration. At Set another player's claim puts down a selection someone else started.
                        """,
            games: [], arguments: [.slotOrCard],
            parse: CommandParser.choose),
        .init(
            name: "unselect", aliases: ["deselect"], usage: "",
            summary: "clear the selection (Set)",
            detail:
                """
                Deselects the chosen cards; a match or mismatch on show is put away as the next choice would (a \
                match leaves the table). With nothing selected it says so and changes nothing.
                """,
            games: [.set], arguments: [],
            parse: { _ in .unselect }),
        .init(
            name: "opponent", aliases: ["computer", "bot"], usage: "[easy|medium|hard|off]",
            summary: "bring in the computer as a player at a level, or stop it (Set, Concentration)",
            detail:
                """
                The computer joins the game in front as the player 'computer' and plays like a person: after each \
                change of the table it thinks for a time drawn from its own seeded generator\u{20}
                """
                    + """
                    (longer on easier levels and, at Set, when the table holds fewer sets), then claims a set (on easy \
                    sometimes three cards that are not one) or asks for a deal;\u{20}
                    """
                        + """
                        at Concentration it takes its turns and remembers the cards it saw with a probability set by \
                        its \
                        level. A person's move starts its think again.\u{20}
                        """
                        + """
                        At the prompt it moves in real time, above what you are typing; in scripts wait lets it move \
                        (the \
                        wait ends at its move). off stops it; its score stays.
                        """,
            games: [.set, .concentration], arguments: [.words(OpponentLevel.allCases.map(\.rawValue) + ["off"])],
            parse: CommandParser.opponent),
        .init(
            name: "sit", aliases: [], usage: "NAME",
            summary: "seat a person called NAME at the game in front, with no points (a room's newcomer)",
            detail:
                """
                A room (animset host) writes it to its log as each person first takes a seat, so that the log \
                plays back with animset run. In a solo game the one player takes the name and keeps the score; \
                after that, moves are NAME: choose CODE CODE CODE (at Concentration and matching NAME: choose SLOT, in \
                turn). \
                At most \(Player.limit) players.
                """,
            games: [.set, .concentration, .matching], arguments: [],
            parse: { args throws(InterpreterError) in
                let name = try args.required()
                try Seating.checkName(name)
                return .sit(name)
            }),
        .init(
            name: "pass", aliases: [], usage: "",
            summary: "give your turn to the next player; a card you turned up turns face down",
            detail:
                """
                NAME: pass passes NAME's turn. A room (animset host) writes it to its log when the player whose \
                turn it is leaves, or when the turn comes to a player who is away, so that the room never waits \
                for someone who is not there. A miss on show stays up until the next choice.
                """,
            games: [.concentration, .matching], arguments: [],
            parse: { _ in .pass }),
        .init(
            name: "shuffle", aliases: ["sh"], usage: "",
            summary: "shuffle the cards on the table",
            detail: "", games: [.set], arguments: [],
            parse: { _ in .shuffle }),
        .init(
            name: "hint", aliases: ["h", "cheat"], usage: "[all|count|best]",
            summary: "show a set (again: the next one), all sets, how many, or the best for a perfect game",
            detail:
                """
                hint and hint all cost points when a set is on the table; hint count is free. analyze, and why \
                when it names a card that makes a set on the table, cost the same: whatever shows a set costs a \
                hint. In Set-Chain and UltraSet they show the variant's moves: a chain set with the card it \
                carries, an ultraset's two pairs and its fifth card.\n
                """
                    + """
                    hint best (standard Set) is honest: from the table and which cards are still in the deck, never \
                    their order, it gives each set on the table its chance of a perfect game (no card left) if taken \
                    now,\u{20}
                    """
                        + """
                        from random orders of the unseen cards, each played on by taking the set whose cards can still \
                        make the fewest sets with the cards in play (and, once the deck is empty, exactly), with 95% \
                        intervals;\u{20}
                        """
                        + """
                        it names as best the set simulate --policy best takes (the max-entropy score with more than 24 \
                        cards in the deck, the weighted split count with 24 or fewer, and with 15 or fewer 64 rollouts \
                        between the two best split counts); on a table with no set, the \
                        chance \
                        after dealing.\u{20}
                        """
                        + """
                        With the junior deck the chances are exact (optimal play after, every order of the unseen \
                        cards; \
                        no interval) and the best is the set of the highest.\u{20}
                        """
                        + """
                        The same position always gets the same answer (the samples are seeded by the game's seed and \
                        the \
                        cards on the table). It costs points as hint all does.
                        """,
            games: [.set], arguments: [.words(["all", "count", "best"])],
            parse: CommandParser.hint),
        .init(
            name: "analyze", aliases: ["analyse"], usage: "",
            summary: "analyse the table: sets, completing cards, odds of the next deal",
            detail:
                "It lists every set on the table, so it costs what hint all costs when there is one (see help score).",
            games: [.set], arguments: [],
            parse: { _ in .analyze }),
        .init(
            name: "solve", aliases: [], usage: "[--budget N]",
            summary: "the line of play that leaves the fewest cards, knowing the deck's order (Set)",
            detail:
                """
                solve cheats: it reads the order of the deck and searches every order of play from here, taking a \
                set whenever the table holds one and dealing when it holds none,\u{20}
                """
                    + """
                    under the game's rule (refill, remove or replace) and deck (standard or junior). It prints the \
                    best line as commands that animset run plays back\u{20}
                    """
                        + """
                        (choose CODE CODE CODE for each set, deal where the table holds none, unselect before a deal \
                        that \
                        follows a set so that the match leaves as the rule says; unselect first when cards are \
                        selected), \
                        then a comment saying how many cards it leaves.\u{20}
                        """
                        + """
                        The search is exhaustive and memoised, so the line is proved best; it stops after N positions \
                        (default \(PerfectSolver.defaultBudget), at most \(PerfectSolver.maximumBudget))\u{20}
                        """
                        + """
                        and then says so instead of answering; Ctrl-C at the prompt stops it at once (hint best too), \
                        changing nothing.\u{20}
                        """
                        + """
                        It changes nothing and costs no points, but a game it helped with is not kept in your \
                        statistics \
                        (see stats). Standard Set only: not in Set-Chain, UltraSet, a puzzle or a time trial.
                        """,
            games: [.set], arguments: [.words(["--budget"])],
            parse: CommandParser.solve),
        .init(
            name: "review", aliases: [], usage: "",
            summary: "each set taken: the chance of a perfect game it left against the best set's, costly ones marked",
            detail: """
                For the game so far (finished or not, loaded or played here), each set taken in order: the chance of \
                a perfect game (no card left) it left, the chance of the set hint best named at that moment (the \
                same estimates hint best gives, from the table before the set and which cards were unseen, never \
                their order; exact with the junior deck), and the cost: how many points of chance it lost against \
                that best, 0 when it was as good.\n
                """
                    + """
                    As a chess engine's game review grades a move by the chance of winning it lost, a set that cost 20 \
                    points or more is a blunder (??), 10 or more a mistake (?), 5 or more an inaccuracy (?!); with the \
                    standard deck only where the set's 95% interval lies wholly below the best's, so that the noise of \
                    the estimates is never called a mistake. Then the marks counted and the costliest set.\n
                    """
                        + """
                        A set the computer took is judged but never marked; a set taken after hint, hint all, analyze, \
                        hint \
                        best or solve (since the set before) says so; in a race each set names who took it. Deals are \
                        not \
                        judged. It changes nothing and costs no points; Ctrl-C at the prompt stops it, changing \
                        nothing. \
                        Standard Set only (not Set-Chain, UltraSet, a puzzle or a time trial); Concentration and \
                        matching \
                        have no chance of a perfect game to review. --format json gives the record's review object; \
                        the \
                        replay page (export --html) of a stream that holds a review draws the game's chance as a chart.
                        """,
            games: [.set], arguments: [],
            parse: { _ in .review }),
        .init(
            name: "why", aliases: ["explain"], usage: "[SLOT|CODE...]",
            summary: "explain why three cards are or are not a set, or what completes two (alone: the last mismatch)",
            detail:
                """
                For each attribute (number, color, shading, shape): all the same, all different, or neither, \
                naming the odd card out;\u{20}
                """
                    + """
                    then the card that would complete each pair and where it is. Every mismatch prints the same \
                    explanation in one line.\u{20}
                    """
                        + """
                        In Set-Chain it also says how many cards the three share with the previous set; in UltraSet \
                        why \
                        takes four cards and names, for each split into two pairs, the card each pair needs.\n
                        """
                        + """
                        Two cards: the card that completes them, and where it is. A completing card on the table (not \
                        one \
                        of the cards named) shows a set there, so why then costs what a hint costs.
                        """,
            games: [.set], arguments: [.slotOrCard],
            parse: CommandParser.why),
        .init(
            name: "layout", aliases: ["table"], usage: "CODE...",
            summary: "put exactly these cards on the table; the rest go into the deck, and the sets found start again",
            detail: "Codes are NCFS: number 1 2 3, color R G P, fill S T O, shape D S O; for example 2RTO.",
            games: [.set], arguments: [.card],
            parse: CommandParser.layout),
        .init(
            name: "rule", aliases: [], usage: "[refill|remove|replace]",
            summary: "show or set what happens to a match (Set)",
            detail: SetRuleHelp.text, games: [.set], arguments: [.rule],
            parse: { args throws(InterpreterError) in
                .rule(try args.next().map { word throws(InterpreterError) in try CommandParser.parseRule(word) })
            }),
        .init(
            name: "theme", aliases: ["themes"], usage: "[NAME]",
            summary: "list the themes, or switch the theme keeping progress (Concentration)",
            detail: "Themes: " + ConcentrationTheme.names.joined(separator: ", ")
                + " (any case). new-game concentration picks one at random.", games: [.concentration],
            arguments: [.theme],
            parse: { args in .theme(args.next()) }),
        .init(
            name: "mode", aliases: [], usage: "2|3",
            summary: "match 2 or 3 cards (matching game, before the first choice)",
            detail: "Refused once the game has started; new-game keeps the mode.", games: [.matching],
            arguments: [.words(["2", "3"])],
            parse: { args throws(InterpreterError) in .mode(try CommandParser.parseMode(try args.required())) }),
        .init(
            name: "board", aliases: ["b", "show"], usage: "",
            summary: "draw the table", detail: "", games: [], arguments: [],
            parse: { _ in .board }),
        .init(
            name: "clear", aliases: ["cls"], usage: "",
            summary: "clear the screen and draw the table at its top",
            detail:
                "As the shell's clear does, at the prompt; a script or a pipe prints the table alone, as board does. "
                + "It changes nothing in the game (unselect clears the selection).",
            games: [], arguments: [],
            parse: { _ in .clearScreen }),
        .init(
            name: "score", aliases: ["s"], usage: "",
            summary: "show the score and how it is counted", detail: "", games: [], arguments: [],
            parse: { _ in .score }),
        .init(
            name: "stats", aliases: ["statistics"], usage: "",
            summary: "show your statistics: games played, pace, best trial times, mismatches, hints",
            detail:
                """
                Finished Set games, puzzles and trials are kept in a history file \
                ($XDG_STATE_HOME/animset/stats.json, by default ~/.local/state/animset/stats.json)\u{20}
                """
                    + """
                    by the prompt, and by scripts only with --record-stats; a script without it shows its own finished \
                    games and never reads the file.\u{20}
                    """
                        + """
                        Only your own games count: a game that solve or hint best helped with, or whose moves came \
                        from a \
                        file run with source, is not kept, and its end says so.\u{20}
                        """
                        + """
                        Shows games played, sets a minute over the last 10 and all games and trials, a sparkline of \
                        the \
                        pace of the last 20,\u{20}
                        """
                    + "the best time of each kind of trial, the mismatch rate and the hints used.",
            games: [], arguments: [],
            parse: { _ in .stats }),
        .init(
            name: "resize", aliases: ["bounds"], usage: "W H",
            summary: "set the table size in character cells",
            detail: "The cards are laid out again to fit; the smallest table is \(Size.minimum.text).",
            games: [], arguments: [.number],
            parse: CommandParser.resize),
        .init(
            name: "gather", aliases: ["pinch"], usage: "",
            summary: "gather all cards into one pile", detail: "", games: [], arguments: [],
            parse: { _ in .gather }),
        .init(
            name: "pan", aliases: [], usage: "DX DY",
            summary: "move the gathered pile",
            detail:
                """
                DX and DY are cells, from -1000 to 1000; the pile stops at the edge of the table, and the message \
                says how far it went.
                """,
            games: [], arguments: [.number],
            parse: CommandParser.pan),
        .init(
            name: "restore", aliases: ["tap"], usage: "",
            summary: "put gathered cards back in the grid", detail: "", games: [], arguments: [],
            parse: { _ in .restore }),
        .init(
            name: "wait", aliases: ["sleep"], usage: "SECONDS",
            summary: "move the clock on (virtual in scripts)",
            detail:
                """
                Against the computer (see opponent) the wait ends early, at the instant the computer's think time \
                ends: it moves there, as it would at the prompt.
                """,
            games: [], arguments: [.number],
            parse: CommandParser.wait),
        .init(
            name: "events", aliases: [], usage: "[off|summary|full]",
            summary: "show or set how animation events are printed",
            detail: "", games: [], arguments: [.words(["off", "summary", "full"])],
            parse: CommandParser.events),
        .init(
            name: "animate", aliases: ["animation"], usage: "[on|off|SPEED|spin 0|1|2]",
            summary: "show or set live animation at the prompt, its speed, and dealt cards' spin",
            detail:
                """
                SPEED is a factor from 0.1 to 10, such as 0.5 (half as fast) or 2 (twice as fast); it turns \
                animation on.\u{20}
                """
                    + "A key pressed during an animation skips to its end and starts the next line; Ctrl-C stops it. "
                    + "Scripts and pipes print the same whatever the setting of on, off and SPEED.\n"
                        + """
                        spin 1 or spin 2: cards dealt from the deck turn one or two whole turns on their way, easing \
                        as \
                        they move, and land upright; spin 0 deals them straight, the default unless --deal-spin set a \
                        spin.\u{20}
                        """
                        + """
                        The spin is part of the animation events, so scripts and pipes show it too: each deal event \
                        carries its path (see animset-events(5)).
                        """,
            games: [], arguments: [.words(["on", "off", AnimationSetting.spinWord, "0.5", "1", "2"])],
            parse: CommandParser.animate,
            optionValues: [AnimationSetting.spinWord: DealSpin.allCases.map(\.word)]),
        .init(
            name: "mouse", aliases: [], usage: "[on|off]",
            summary:
                """
                show or set mouse play at the prompt: click a card to choose it, the deck to deal (Shift-drag \
                selects text)
                """,
            detail:
                """
                With the mouse on, a click on a card at the prompt types choose N (in every game: a flip in \
                Concentration and matching), on Set's deck deal, on a gathered pile restore;\u{20}
                """
                    + """
                    the line is shown after the prompt and kept in the history as if typed. A click on the discard \
                    pile or between cards does nothing, nor does one while a line is half typed (the line is \
                    kept).\u{20}
                    """
                        + """
                        A click during an animation skips to its end, then acts. While the mouse is on, the terminal \
                        keeps \
                        plain drags for itself only with Shift: Shift-drag selects text (in most terminals).\u{20}
                        """
                        + """
                        The prompt starts with it on at a terminal (see --mouse in animset(1)); scripts and pipes \
                        accept \
                        the command and print the same whatever the setting.
                        """,
            games: [], arguments: [.words(["on", "off"])],
            parse: CommandParser.mouse),
        .init(
            name: "keys", aliases: [], usage: "[on|off]",
            summary: "show or set one-key play at the prompt: a card's key chooses it at once, Space deals",
            detail:
                """
                With keys on, on an empty line at the prompt a card's key types choose N with no Return; the third \
                card of a set claims it at once. Space or Return deals (Set).\u{20}
                """
                    + """
                    The keys follow the table's shape row by row: the keyboard's rows 1234567890, qwertyuiop, \
                    asdfghjkl;, zxcvbnm,./ from the left, so a 4-wide table reads 1234 qwer asdf zxcv;\u{20}
                    """
                        + """
                        a fifth row of cards and later ones take the keyboard's rows again to the right of the table's \
                        width.\u{20}
                        """
                        + """
                        Any other key starts a command line with itself, a key whose card is not there too (board \
                        typed on \
                        a 12-card table starts with b, no card's key, and Return runs it); a command that starts with \
                        a \
                        card's key (deal, stats) starts with :.\u{20}
                        """
                        + """
                        While keys are on the status line ends with : for a command, and keys on draws the board with \
                        the \
                        keys at once.\u{20}
                        """
                        + """
                        With several players a key is the first player's move; the same key with Shift (a capital \
                        letter; \
                        !@#$%^&*() for the digits) is the second player's; at a room's seat a key is the seat's own \
                        move, with Shift or without.\u{20}
                        """
                    + ": starts an ordinary command line and is not typed, Escape clears the line back to keys. "
                        + """
                        The line typed is shown after the prompt and kept in the history, so scripts and pipes print \
                        the \
                        same whatever the setting.
                        """,
            games: [], arguments: [.words(["on", "off"])],
            parse: CommandParser.keys),
        .init(
            name: "expect", aliases: ["assert"], usage: "WHAT [VALUE...]",
            summary: "check the state: "
                + ExpectationKind.allCases.map { $0 == .slot ? "slot N CODE" : $0.rawValue }.joined(separator: ", "),
            detail: "A failed expectation is an error; a script stops there.\n"
                + """
                Concentration: slot N takes a face, up, down or matched; flips N; theme NAME. Matching: slot N \
                takes a card code, up, down or matched; mode 2|3.
                """,
            games: [], arguments: [.words(ExpectationKind.allCases.map(\.rawValue))],
            parse: CommandParser.expect),
        .init(
            name: "undo", aliases: ["u"], usage: "",
            summary: "take back the last command that changed the game", detail: "", games: [], arguments: [],
            parse: { _ in .undo }),
        .init(
            name: "redo", aliases: [], usage: "",
            summary: "do again what undo took back", detail: "", games: [], arguments: [],
            parse: { _ in .redo }),
        .init(
            name: "save", aliases: [], usage: "FILE",
            summary: "save every game to FILE", detail: "", games: [], arguments: [.file],
            parse: { args throws(InterpreterError) in .save(try args.required()) }),
        .init(
            name: "load", aliases: [], usage: "FILE",
            summary: "load games saved with save", detail: "", games: [], arguments: [.file],
            parse: { args throws(InterpreterError) in .load(try args.required()) }),
        .init(
            name: "source", aliases: ["."], usage: "FILE",
            summary: "run the commands in FILE", detail: "", games: [], arguments: [.file],
            parse: { args throws(InterpreterError) in .source(try args.required()) }),
        .init(
            name: "help", aliases: ["?"], usage: "[COMMAND|rules|score]",
            summary: "list the commands, or explain one",
            detail:
                """
                help rules (also help set, help cards): what a set is, the card codes, how to choose, deal and \
                hint, with an example from the table. help score: how points are won and lost in the game in \
                front. At a terminal's prompt help taller than the screen goes through a pager (PAGER, else less \
                -FRX; not with NO_PAGER or --no-pager).
                """,
            games: [], arguments: [.command],
            parse: { args in .help(args.next()) }),
        .init(
            name: "quit", aliases: ["exit", "q"], usage: "",
            summary: "leave animset", detail: "", games: [], arguments: [],
            parse: { _ in .quit }),
    ]

    /// The computer's move: a row of its own, never typed (not in `all`), so that the move
    /// goes through the one evaluation path.
    static let opponentMove = CommandSpec(
        name: "(computer)", aliases: [], usage: "", summary: "the computer's move", detail: "",
        games: [.set, .concentration], arguments: [], parse: { _ in .opponentMove })

    /// The command called `word` by name or alias.
    public static func named(_ word: String) -> CommandSpec? {
        let lower = word.lowercased()
        return all.first { $0.name == lower || $0.aliases.contains(lower) }
    }
}

/// The Set rules in words.
enum SetRuleHelp {
    static let text = SetRule.allCases.map { "\($0.rawValue): \($0.summary)" }.joined(separator: "\n")
}

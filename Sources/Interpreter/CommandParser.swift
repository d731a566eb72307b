import CardKit
import Choreography
import Matching
import SetGame

/// Turns one line into a `Command`, or says precisely what is wrong with it.
public enum CommandParser {
    /// Splits a line into words at spaces and tabs; double quotes keep spaces inside a word.
    /// Refuses a quote left open.
    public static func words(_ line: String) throws(InterpreterError) -> [String] {
        let split = splitWords(line)
        guard !split.unclosedQuote else { throw .unclosedQuote(line) }
        return split.words
    }

    /// Splits a line as `words` does, and says whether a quote was left open (while a line is
    /// still being typed, for Tab completion, that is normal).
    public static func splitWords(_ line: String) -> (words: [String], unclosedQuote: Bool) {
        var words: [String] = []
        var current = ""
        var quoted = false
        var started = false
        for char in line {
            if char == "\"" {
                quoted.toggle()
                started = true
            } else if char.isWordSeparator && !quoted {
                if started { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(char)
                started = true
            }
        }
        if started { words.append(current) }
        return (words, quoted)
    }

    /// Parses the words of a non-empty line into its command and the table row it came from.
    public static func parse(_ words: [String]) throws(InterpreterError) -> (spec: CommandSpec, command: Command) {
        guard let head = words.first else { throw .unknownCommand("", suggestion: nil) }
        if head.count > 1, head.hasSuffix(":") { return try claim(String(head.dropLast()), Array(words.dropFirst())) }
        guard let spec = CommandSpec.named(head) else {
            let names = CommandSpec.all.map(\.name)
            throw .unknownCommand(head, suggestion: Suggestion.nearest(to: head, in: names))
        }
        var arguments = ArgumentList(command: spec, words: Array(words.dropFirst()))
        let command = try spec.parse(&arguments)
        try arguments.finish()
        return (spec, command)
    }

    /// `NAME: choose SLOT...`, `NAME: deal`, or `NAME: SLOT...` (choose is understood).
    static func claim(_ name: String, _ words: [String]) throws(InterpreterError) -> (
        spec: CommandSpec, command: Command
    ) {
        // NB: a claim holds one move, never another claim (`a: b: c: ...` would recurse).
        guard let first = words.first, !first.hasSuffix(":") else {
            throw .notAMove(([name + ":"] + words.prefix(1)).joined(separator: " "))
        }
        let named = (try? parseTarget(first)) != nil ? ["choose"] + words : words
        let (spec, command) = try parse(named)
        switch command {
        case .choose, .deal, .pass: return (spec, .claim(name, command))
        default: throw .notAMove(name + ": " + (words.first ?? ""))
        }
    }

    // MARK: the parsers of the rows with arguments

    static func choose(_ args: inout ArgumentList) throws(InterpreterError) -> Command {
        var targets: [Target] = []
        while let word = args.next() { targets.append(try parseTarget(word)) }
        guard !targets.isEmpty else { throw args.missing() }
        return .choose(targets)
    }

    static func why(_ args: inout ArgumentList) throws(InterpreterError) -> Command {
        var targets: [Target] = []
        while let word = args.next() { targets.append(try parseTarget(word)) }
        guard targets.isEmpty || (2...4).contains(targets.count) else { throw .whyNeedsThree(targets.count) }
        return .why(targets)
    }

    static func hint(_ args: inout ArgumentList) throws(InterpreterError) -> Command {
        guard let word = args.next() else { return .hint(.next) }
        switch word.lowercased() {
        case "all": return .hint(.all)
        case "count": return .hint(.count)
        case "best": return .hint(.best)
        default: throw unknownWord(word, ["all", "count", "best"])
        }
    }

    static func solve(_ args: inout ArgumentList) throws(InterpreterError) -> Command {
        guard let word = args.next() else { return .solve(budget: PerfectSolver.defaultBudget) }
        guard word.lowercased() == "--budget" else { throw unknownWord(word, ["--budget"]) }
        let count = try args.required()
        let what = "budget (1 to \(PerfectSolver.maximumBudget) positions)"
        let budget = try parseInt(count, what: what)
        guard (1...PerfectSolver.maximumBudget).contains(budget) else { throw .badNumber(count, what: what) }
        return .solve(budget: budget)
    }

    static func layout(_ args: inout ArgumentList) throws(InterpreterError) -> Command {
        var cards: [Card] = []
        while let word = args.next() {
            guard let card = Card(code: word) else { throw .badCard(word) }
            cards.append(card)
        }
        guard !cards.isEmpty else { throw args.missing() }
        return .layout(cards)
    }

    static func resize(_ args: inout ArgumentList) throws(InterpreterError) -> Command {
        let width = try parseInt(try args.required(), what: "width")
        let height = try parseInt(try args.required(), what: "height")
        return .resize(width: width, height: height)
    }

    /// The farthest `pan` moves the pile at once, in cells either way: the widest table.
    static let panLimit = 1000

    static func pan(_ args: inout ArgumentList) throws(InterpreterError) -> Command {
        // NB: bounded, as the pile never goes past the table: `pan 5 0` then `pan 2^63-1 0`
        // overflowed adding the offsets and crashed.
        func offset(_ word: String, _ what: String) throws(InterpreterError) -> Int {
            let value = try parseInt(word, what: what, allowNegative: true)
            guard (-panLimit...panLimit).contains(value) else {
                throw .badNumber(word, what: "\(what) (-\(panLimit) to \(panLimit))")
            }
            return value
        }
        let dx = try offset(try args.required(), "column offset")
        let dy = try offset(try args.required(), "row offset")
        return .pan(dx: dx, dy: dy)
    }

    static func wait(_ args: inout ArgumentList) throws(InterpreterError) -> Command {
        let word = try args.required()
        guard let seconds = parseSeconds(word), seconds <= 86_400 else {
            throw .badNumber(word, what: "number of seconds (0 to 86400)")
        }
        return .wait(seconds)
    }

    static func events(_ args: inout ArgumentList) throws(InterpreterError) -> Command {
        guard let word = args.next() else { return .events(nil) }
        guard let mode = EventsMode(rawValue: word.lowercased()) else {
            throw unknownWord(word, EventsMode.allCases.map(\.rawValue))
        }
        return .events(mode)
    }

    static func animate(_ args: inout ArgumentList) throws(InterpreterError) -> Command {
        guard let word = args.next() else { return .animate(nil) }
        if word.lowercased() == AnimationSetting.spinWord {
            guard let turns = args.next() else {
                throw .missingArgument(
                    command: "animate " + AnimationSetting.spinWord,
                    usage: DealSpin.allCases.map(\.word).joined(separator: "|"))
            }
            guard let spin = DealSpin(word: turns) else {
                throw .badNumber(turns, what: "number of turns for dealt cards: " + CommandParser.spinWords)
            }
            return .animate(.spin(spin))
        }
        guard let setting = AnimationSetting(word: word) else {
            throw .badNumber(word, what: "animation setting: on, off or a speed from 0.1 to 10 (such as 0.5 or 2)")
        }
        return .animate(setting)
    }

    /// The turns `animate spin` takes, in words: `0, 1 or 2`.
    static let spinWords: String = {
        let words = DealSpin.allCases.map(\.word)
        return words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
    }()

    static func mouse(_ args: inout ArgumentList) throws(InterpreterError) -> Command {
        .mouse(try onOff(&args))
    }

    static func keys(_ args: inout ArgumentList) throws(InterpreterError) -> Command {
        .keys(try onOff(&args))
    }

    /// `on`, `off` or nothing (nil).
    static func onOff(_ args: inout ArgumentList) throws(InterpreterError) -> Bool? {
        guard let word = args.next() else { return nil }
        switch word.lowercased() {
        case "on": return true
        case "off": return false
        default: throw unknownWord(word, ["on", "off"])
        }
    }

    static func expect(_ args: inout ArgumentList) throws(InterpreterError) -> Command {
        let what = try args.required()
        guard let kind = ExpectationKind(rawValue: what.lowercased()) else {
            throw unknownWord(what, ExpectationKind.allCases.map(\.rawValue))
        }
        switch kind {
        case .score: return .expect(.score(try parseInt(try args.required(), what: "score", allowNegative: true)))
        case .deck: return .expect(.deck(try parseInt(try args.required(), what: "card count")))
        case .table: return .expect(.table(try parseInt(try args.required(), what: "card count")))
        case .sets: return .expect(.sets(try parseInt(try args.required(), what: "number of sets")))
        case .slot:
            let slot = try parseInt(try args.required(), what: "slot number")
            return .expect(.slot(slot, try args.required().uppercased()))
        case .selected:
            var slots: [Int] = []
            while let word = args.next() { slots.append(try parseInt(word, what: "slot number")) }
            return .expect(.selected(slots))
        case .over:
            guard let word = args.next() else { return .expect(.over(true)) }
            switch word.lowercased() {
            case "true", "yes": return .expect(.over(true))
            case "false", "no": return .expect(.over(false))
            default: throw unknownWord(word, ["true", "false"])
            }
        case .error: return .expect(.error)
        case .game: return .expect(.game(try parseGame(try args.required())))
        case .clock:
            let word = try args.required()
            guard let value = parseSeconds(word) else { throw .badNumber(word, what: "number of seconds") }
            return .expect(.clock(value))
        case .flips: return .expect(.flips(try parseInt(try args.required(), what: "number of flips")))
        case .theme: return .expect(.theme(try args.required()))
        case .mode: return .expect(.mode(try parseMode(try args.required())))
        }
    }

    /// One word naming a card: a slot number, a Set card's code or a playing card's.
    public static func parseTarget(_ word: String) throws(InterpreterError) -> Target {
        if Int(word) == nil, Card(code: word) == nil, let card = PlayingCard(code: word) { return .playingCard(card) }
        // NB: only a number is read as a slot: `2ZZZ` is a mistyped card code, and says so.
        if let first = word.first, first.isNumber || first == "-" || first == "+", Card(code: word) == nil,
            word.dropFirst().allSatisfy(\.isASCIIDigitOrSign)
        {
            return .slot(try parseInt(word, what: "slot number", allowNegative: true))
        }
        if let card = Card(code: word) { return .card(card) }
        throw .badTarget(word)
    }

    static func parseInt(_ word: String, what: String, allowNegative: Bool = false) throws(InterpreterError) -> Int {
        guard let value = Int(word), allowNegative || value >= 0 else { throw .badNumber(word, what: what) }
        return value
    }

    /// Seconds written as people write them, as slots are: decimal digits with at most one
    /// decimal point (`3`, `0.5`, `.5`). No sign, exponent, hex (`0x10`), `inf` or `nan`.
    static func parseSeconds(_ word: String) -> Double? {
        let digits = word.utf8.filter { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
        let points = word.utf8.filter { $0 == UInt8(ascii: ".") }.count
        guard digits > 0, points <= 1, digits + points == word.utf8.count, digits <= 20 else { return nil }
        return Double(word)
    }

    static func parseMode(_ word: String) throws(InterpreterError) -> Int {
        guard word == "2" || word == "3" else { throw unknownWord(word, ["2", "3"]) }
        return word == "2" ? 2 : 3
    }

    static func parseSeed(_ word: String) throws(InterpreterError) -> UInt64 {
        guard let seed = UInt64(word) else { throw .badNumber(word, what: "seed (0 to \(UInt64.max))") }
        return seed
    }

    static func parseGame(_ word: String) throws(InterpreterError) -> GameKind {
        guard let game = GameKind(rawValue: word.lowercased()) else {
            throw .unknownGame(word, suggestion: Suggestion.nearest(to: word, in: GameKind.allCases.map(\.rawValue)))
        }
        return game
    }

    static func parseLevel(_ word: String) throws(InterpreterError) -> OpponentLevel {
        guard let level = OpponentLevel(rawValue: word.lowercased()) else {
            throw unknownWord(word, OpponentLevel.allCases.map(\.rawValue))
        }
        return level
    }

    static func opponent(_ args: inout ArgumentList) throws(InterpreterError) -> Command {
        guard let word = args.next() else { return .opponent(nil) }
        if word.lowercased() == "off" { return .opponent(.off) }
        guard let level = OpponentLevel(rawValue: word.lowercased()) else {
            throw unknownWord(word, OpponentLevel.allCases.map(\.rawValue) + ["off"])
        }
        return .opponent(.level(level))
    }

    static func parseRule(_ word: String) throws(InterpreterError) -> SetRule {
        guard let rule = SetRule(rawValue: word.lowercased()) else {
            throw .unknownRule(word, suggestion: Suggestion.nearest(to: word, in: SetRule.allCases.map(\.rawValue)))
        }
        return rule
    }

    static func parseDeck(_ word: String) throws(InterpreterError) -> SetDeck {
        guard let deck = SetDeck(rawValue: word.lowercased()) else {
            throw unknownWord(word, SetDeck.allCases.map(\.rawValue))
        }
        return deck
    }

    static func parseVariant(_ word: String) throws(InterpreterError) -> SetVariant {
        guard let variant = SetVariant(rawValue: word.lowercased()) else {
            throw unknownWord(word, SetVariant.allCases.map(\.rawValue))
        }
        return variant
    }

    static func unknownWord(_ word: String, _ expected: [String]) -> InterpreterError {
        .unknownWord(word, expected: expected, suggestion: Suggestion.nearest(to: word, in: expected))
    }
}

extension Character {
    /// Whether the character separates words: a space or a tab, nothing else (form feed,
    /// U+0085 and the other controls are refused before splitting; Unicode spaces stay in
    /// the word, where they are shown and refused as what they are).
    var isWordSeparator: Bool { self == " " || self == "\t" }
}

/// The arguments of one command, consumed front to back.
struct ArgumentList {
    let command: CommandSpec
    var words: ArraySlice<String>

    init(command: CommandSpec, words: [String]) {
        self.command = command
        self.words = words[...]
    }

    mutating func next() -> String? { words.popFirst() }

    mutating func required() throws(InterpreterError) -> String {
        guard let word = words.popFirst() else { throw missing() }
        return word
    }

    func missing() -> InterpreterError { .missingArgument(command: command.name, usage: command.usage) }

    func finish() throws(InterpreterError) {
        if let extra = words.first { throw .extraArgument(command: command.name, argument: extra) }
    }
}

extension Character {
    /// An ASCII digit, a sign or a point: what a number written as a slot may hold.
    fileprivate var isASCIIDigitOrSign: Bool { ("0"..."9").contains(self) || self == "-" || self == "+" || self == "." }
}

import CardKit
import JSONCoding

/// `review`: each set taken in a game of Set, with the chance of a perfect game it left and the
/// best set's chance at that moment (both as `hint best` gives them), what it cost, and a mark
/// on the costly ones. Written into the record under `review` (`RecordKey.review`) and read back
/// from a stream for the replay page's chart.
public struct GameReview: Sendable, Equatable {
    /// A chance of a perfect game with its 95% interval (no width when exact).
    public struct Chance: Sendable, Equatable {
        /// The chance, from 0 to 1, and its interval's ends.
        public var value: Double, low: Double, high: Double

        /// A chance and its interval.
        public init(value: Double, low: Double, high: Double) {
            (self.value, self.low, self.high) = (value, low, high)
        }

        /// A chance `estimate` gave.
        public init(_ estimate: Estimate) {
            self.init(value: estimate.value, low: estimate.low, high: estimate.high)
        }
    }

    /// How costly a set was, as a chess engine's game review grades a move by the chance of
    /// winning it lost (chess.com's expected points: 0.05, 0.10, 0.20).
    public enum Mark: String, Sendable, CaseIterable {
        /// It cost 5 points of chance or more.
        case inaccuracy
        /// 10 or more.
        case mistake
        /// 20 or more.
        case blunder

        /// The least cost (a share, 0.05 for 5 points) that earns the mark.
        public var threshold: Double {
            switch self {
            case .inaccuracy: 0.05
            case .mistake: 0.10
            case .blunder: 0.20
            }
        }

        /// The mark's name for several: `inaccuracies`, `mistakes`, `blunders`.
        public var plural: String { self == .inaccuracy ? "inaccuracies" : rawValue + "s" }

        /// The least cost that earns the mark, in whole points: 5, 10, 20.
        public var points: Int { Int((threshold * 100).rounded()) }

        /// The sign a chess score puts after such a move: `?!`, `?`, `??`.
        public var sign: String {
            switch self {
            case .inaccuracy: "?!"
            case .mistake: "?"
            case .blunder: "??"
            }
        }

        /// The mark of a set that left `played` where the best set had `best`: the gravest
        /// whose threshold the cost reaches, and only when the cost is no noise of the
        /// estimates (the set's 95% interval lies wholly below the best's; `exact` chances have
        /// no noise); `nil` otherwise.
        public static func of(played: Chance, best: Chance, exact: Bool) -> Mark? {
            let cost = best.value - played.value
            guard exact || played.high < best.low else { return nil }
            return allCases.last { cost >= $0.threshold - 1e-12 }
        }
    }

    /// One set taken.
    public struct Move: Sendable, Equatable {
        /// Its number among the sets taken in the game, from 1.
        public var number: Int
        /// Its cards' codes.
        public var cards: [String]
        /// The cards unseen when it was taken.
        public var unseen: Int
        /// The random orders each set's chance was played on (0 when exact).
        public var samples: Int
        /// The chance of a perfect game it left.
        public var chance: Chance
        /// The best set then (what `hint best` named) and its chance.
        public var bestCards: [String]
        public var best: Chance
        /// Who took it, in a race or against the computer (`nil` in solo play).
        public var player: String?
        /// Whether the computer took it: judged, never marked.
        public var computer: Bool
        /// What helped with it (`hint`, `hint best`, `solve`), asked since the set before.
        public var help: [String]
        /// How costly it was; `nil` when not marked.
        public var mark: Mark?

        /// A set judged.
        public init(
            number: Int, cards: [String], unseen: Int, samples: Int, chance: Chance, bestCards: [String], best: Chance,
            player: String? = nil, computer: Bool = false, help: [String] = [], mark: Mark? = nil
        ) {
            (self.number, self.cards, self.unseen, self.samples, self.chance) = (number, cards, unseen, samples, chance)
            (self.bestCards, self.best, self.player, self.computer, self.help, self.mark) =
                (bestCards, best, player, computer, help, mark)
        }

        /// The chance it lost against the best set's: 0 when it was as good or better.
        public var cost: Double { max(0, best.value - chance.value) }
    }

    /// Whether the chances are exact (the junior deck) rather than estimates.
    public var exact: Bool
    /// The sets taken before the game's record began (a save of an older animset): not judged.
    public var unrecorded: Int
    /// The sets judged, in the order they were taken.
    public var moves: [Move]
    /// Whether the game is over.
    public var over: Bool
    /// The cards not taken yet (on the table, less a match on show, or in the deck): once the
    /// game is over, the cards it left.
    public var left: Int

    /// A review.
    public init(exact: Bool, unrecorded: Int = 0, moves: [Move], over: Bool, left: Int) {
        (self.exact, self.unrecorded, self.moves, self.over, self.left) = (exact, unrecorded, moves, over, left)
    }

    /// The costliest set the player took (not the computer), among those that cost anything:
    /// the first of them on a tie; `nil` when none cost.
    public var costliest: Move? {
        var found: Move?
        for move in moves where !move.computer && move.cost > 0 && move.cost > (found?.cost ?? 0) { found = move }
        return found
    }

    /// The marks given, gravest first, each with how many: `1 ?? blunder`, `2 ? mistakes`.
    public var markCounts: [String] {
        Mark.allCases.reversed().compactMap { mark in
            let count = moves.filter { $0.mark == mark }.count
            return count == 0 ? nil : "\(count) \(mark.sign) \(count == 1 ? mark.rawValue : mark.plural)"
        }
    }

    /// A share in points of percentage, to one decimal: `13.2` for 0.132.
    public static func points(_ share: Double) -> String {
        let tenths = Int((share * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// The game's chance of a perfect game over its sets: the best set's before the first,
    /// then what each set left (`[x: sets taken, y: chance]`).
    public var line: [(sets: Int, chance: Chance)] {
        guard let first = moves.first else { return [] }
        return [(first.number - 1, first.best)] + moves.map { ($0.number, $0.chance) }
    }
}

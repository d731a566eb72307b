import CardKit

/// Makes puzzle tables: 12 cards holding exactly K sets, from a seed.
///
/// A seeded local search: start from 12 shuffled cards and swap one table card for one of the
/// other 69 at a time, keeping a swap that does not move the count of sets further from K.
/// Each step is one `Solver.countSets` on 12 cards (a few hundred nanoseconds), and a table
/// is found in well under a millisecond for the K allowed (see `PuzzleTests`).
public enum PuzzleMaker {
    /// Cards on a puzzle table.
    public static let tableSize = 12
    /// The numbers of sets a puzzle may hold.
    public static let setCounts = 1...10
    /// The number of sets of the classic daily puzzle.
    public static let defaultSets = 6

    /// 12 cards with exactly `sets` sets among them (`sets` in `setCounts`), the same for the
    /// same seed on every machine.
    public static func table(seed: UInt64, sets wanted: Int) -> [Card] {
        let sets = min(max(wanted, setCounts.lowerBound), setCounts.upperBound)
        var generator = SeededGenerator(seed: seed ^ 0x9_022_1E5)
        while true {
            var cards = Card.all
            cards.seededShuffle(using: &generator)
            var table = Array(cards[..<tableSize])
            var rest = Array(cards[tableSize...])
            var count = Solver.countSets(in: table)
            // NB: a bounded walk, restarted from a fresh shuffle when stuck on a plateau.
            for _ in 0..<20_000 where count != sets {
                let i = generator.index(below: tableSize)
                let j = generator.index(below: rest.count)
                swap(&table[i], &rest[j])
                let next = Solver.countSets(in: table)
                if abs(next - sets) <= abs(count - sets) { count = next } else { swap(&table[i], &rest[j]) }
            }
            if count == sets { return table }
        }
    }
}

/// A calendar date `YYYY-MM-DD`: a puzzle's name and where its seed comes from. The engine
/// never reads the clock: the program passes today's date in.
public struct PuzzleDate: Equatable, Sendable, Codable {
    /// The year, 1 through 9999.
    public let year: Int
    /// The month, 1 through 12.
    public let month: Int
    /// The day of the month.
    public let day: Int

    /// Parses `YYYY-MM-DD`; `nil` for anything else or a day that does not exist.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The date; `nil` for a day that does not exist or a year outside 1...9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1,
            day <= PuzzleDate.days(inMonth: month, year: year)
        else { return nil }
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// `YYYY-MM-DD`.
    public var text: String {
        func pad(_ n: Int, _ width: Int) -> String {
            String(repeating: "0", count: max(0, width - String(n).count)) + String(n)
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// Days since 1970-01-01 (Howard Hinnant's `days_from_civil`).
    public var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The puzzle seed of this date.
    public var seed: UInt64 { 0xDA7E_0000_0000 &+ UInt64(bitPattern: Int64(dayNumber)) }

    static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

import Expectations
import Testing

@testable import SetGame

/// `why`'s engine: every combination of same / different / neither over the four attributes.
@Suite struct SetExplanationTests {
    /// The 81 combinations of an outcome per attribute.
    static let combinations: [[Outcome]] = (0..<81).map { n in
        (0..<4).map { [Outcome.same, .different, .neither][n / pow3($0) % 3] }
    }

    static func pow3(_ exponent: Int) -> Int { (0..<exponent).reduce(1) { acc, _ in acc * 3 } }

    /// Three cards with these outcomes: same 1 1 1, different 0 1 2, and neither with the odd
    /// card out moving along (the first neither has card 3 odd, the next card 1, then card 2).
    static func cards(_ outcomes: [Outcome]) throws -> (cards: [Card], odd: [Int?]) {
        var neithers = 0
        var odd: [Int?] = []
        let values: [[Int]] = outcomes.map { outcome in
            switch outcome {
            case .same:
                odd.append(nil)
                return [1, 1, 1]
            case .different:
                odd.append(nil)
                return [0, 1, 2]
            case .neither:
                let position = (neithers + 2) % 3
                neithers += 1
                odd.append(position)
                return (0..<3).map { $0 == position ? 0 : 1 }
            }
        }
        let cards = try (0..<3).map { i in
            try #require(Card(number: values[0][i], color: values[1][i], shading: values[2][i], shape: values[3][i]))
        }
        return (cards, odd)
    }

    @Test(arguments: combinations)
    func everyCombinationIsExplained(outcomes: [Outcome]) throws {
        let (cards, odd) = try Self.cards(outcomes)
        // Three distinct cards need an attribute all different, or two attributes with
        // different odd cards out; the other combinations are not three cards.
        let possible = outcomes.contains(.different) || outcomes.filter { $0 == .neither }.count >= 2
        expectEqual(Set(cards).count, (possible ? 3 : (outcomes.contains(.neither) ? 2 : 1)))
        guard possible else { return }
        let why = SetExplanation(cards[0], cards[1], cards[2])
        expectEqual(why.attributes.map(\.outcome), outcomes)
        expectEqual(why.attributes.map(\.oddOne), odd)
        expectEqual(why.isSet, Solver.isSet(cards[0], cards[1], cards[2]))
        expectEqual(why.isSet, !outcomes.contains(.neither))
        expectEqual(why.failing.count, outcomes.filter { $0 == .neither }.count)
        for completion in why.completions {
            #expect(Solver.isSet(completion.first, completion.second, completion.card))
        }
    }

    @Test func everyTripleAgreesWithTheSolver() {
        var count = 0
        for a in Card.all {
            for b in Card.all where b > a {
                for c in Card.all where c > b {
                    let why = SetExplanation(a, b, c)
                    if why.isSet != Solver.isSet(a, b, c) { Issue.record("\(a) \(b) \(c)") }
                    count += 1
                }
            }
        }
        expectEqual(count, 85_320)
    }
}

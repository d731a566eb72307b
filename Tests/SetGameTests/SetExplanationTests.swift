import Testing
@testable import SetGame

/// `why`'s engine: every combination of same / different / neither over the four attributes.
@Suite struct SetExplanationTests {
    /// The 81 combinations of an outcome per attribute.
    static let combinations: [[Outcome]] = (0..<81).map { n in
        (0..<4).map { [Outcome.same, .different, .neither][n / Int(pow3($0)) % 3] }
    }

    static func pow3(_ exponent: Int) -> Int { (0..<exponent).reduce(1) { acc, _ in acc * 3 } }

    /// Three cards with these outcomes: same 1 1 1, different 0 1 2, neither 1 1 0 (the third is odd).
    static func cards(_ outcomes: [Outcome]) throws -> [Card] {
        let values: [[Int]] = outcomes.map { outcome in
            switch outcome {
            case .same: [1, 1, 1]
            case .different: [0, 1, 2]
            case .neither: [1, 1, 0]
            }
        }
        return try (0..<3).map { i in
            try #require(Card(number: values[0][i], color: values[1][i], shading: values[2][i], shape: values[3][i]))
        }
    }

    @Test(arguments: combinations)
    func everyCombinationIsExplained(outcomes: [Outcome]) throws {
        let cards = try Self.cards(outcomes)
        let why = SetExplanation(cards[0], cards[1], cards[2])
        #expect(why.attributes.map(\.outcome) == outcomes)
        #expect(why.isSet == Solver.isSet(cards[0], cards[1], cards[2]))
        #expect(why.isSet == !outcomes.contains(.neither))
        for verdict in why.attributes {
            #expect(verdict.oddOne == (verdict.outcome == .neither ? 2 : nil))
        }
        #expect(why.failing.count == outcomes.filter { $0 == .neither }.count)
        for completion in why.completions {
            #expect(Solver.isSet(completion.first, completion.second, completion.card))
        }
    }

    @Test func theOddCardOutIsFoundInAnyPosition() throws {
        let a = try #require(Card(code: "1RSD")), b = try #require(Card(code: "2GSD")), c = try #require(Card(code: "3RSD"))
        let color = SetExplanation(a, b, c).attributes[Attribute.color.rawValue]
        #expect(color.outcome == .neither)
        #expect(color.oddOne == 1)
    }
}

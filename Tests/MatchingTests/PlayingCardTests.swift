import Expectations
import Matching
import Testing

@Suite struct PlayingCardTests {
    @Test func all52CodesRoundTrip() throws {
        expectEqual(PlayingCard.all.count, 52)
        expectEqual(Set(PlayingCard.all.map(\.code)).count, 52)
        for card in PlayingCard.all {
            expectEqual(PlayingCard(code: card.code), card)
            expectEqual(PlayingCard(code: card.code.lowercased()), card)
            expectEqual(PlayingCard(rank: card.rank, suit: card.suit), card)
        }
    }

    static let codes: [(code: String, rank: Int, suit: PlayingCard.Suit, symbols: String)] = [
        ("AS", 1, .spades, "A♠"), ("10H", 10, .hearts, "10♥"), ("qd", 12, .diamonds, "Q♦"),
        ("2C", 2, .clubs, "2♣"), ("Kh", 13, .hearts, "K♥"), ("TS", 10, .spades, "10♠"),
        ("jc", 11, .clubs, "J♣"),
    ]

    @Test(arguments: codes)
    func parsesCodes(code: String, rank: Int, suit: PlayingCard.Suit, symbols: String) throws {
        let card = try #require(PlayingCard(code: code))
        #expect(card.rank == rank && card.suit == suit)
        expectEqual(card.symbolCode, symbols)
        expectEqual(card.code, code.uppercased().replacingOccurrences(of: "T", with: "10"))
    }

    @Test(arguments: ["", "A", "S", "1S", "11H", "AX", "AS ", "0D", "10", "KK", "2RTO"])
    func rejectsNonCards(code: String) {
        expectEqual(PlayingCard(code: code), nil)
    }

    @Test func indexAndRankBounds() {
        #expect(PlayingCard(index: 52) == nil && PlayingCard(index: -1) == nil)
        #expect(PlayingCard(rank: 0, suit: .spades) == nil && PlayingCard(rank: 14, suit: .clubs) == nil)
        expectEqual(PlayingCard.Suit.allCases.filter(\.isRed), [.hearts, .diamonds])
    }
}

@Suite struct MatchingRulesTests {
    static func cards(_ codes: String) -> [PlayingCard] {
        codes.split(separator: " ").compactMap { PlayingCard(code: $0) }
    }

    static let scores: [(codes: String, score: Int)] = [
        ("AS AH", 4), ("AS KS", 1), ("AS KH", 0), ("10D 10C", 4),
        ("AS AH AD", 12), ("AS AH KS", 5), ("AS KS QS", 3), ("AS AH 2C", 4),
        ("AS KS 2H", 1), ("AS KH 2D", 0), ("AS 2S 2H", 5),
    ]

    @Test(arguments: scores)
    func matchScoreSumsOverPairs(codes: String, score: Int) {
        let group = Self.cards(codes)
        expectEqual(group.count, codes.split(separator: " ").count)
        expectEqual(MatchingRules.matchScore(of: group), score)
        expectEqual(MatchingRules.matchScore(of: group.reversed()), score)
    }

    static let possibilities: [(codes: String, mode: MatchMode, exists: Bool)] = [
        ("", .two, false), ("AS", .two, false), ("AS AH", .two, true), ("AS KH", .two, false),
        ("AS KH QD JC", .two, false), ("AS KH QD JC 2C", .two, true),
        ("AS AH", .three, false), ("AS KH QD", .three, false), ("AS KH QS", .three, true),
        ("AS AH 2C", .three, true), ("AS KH QD JC", .three, false),
    ]

    @Test(arguments: possibilities)
    func matchExistsExactlyWhenSomeGroupScores(codes: String, mode: MatchMode, exists: Bool) {
        let cards = Self.cards(codes)
        expectEqual(MatchingRules.matchExists(among: cards, mode: mode), exists)
        // Against brute force over every group of mode.count cards.
        var brute = false
        for i in cards.indices {
            for j in cards.indices where j > i {
                if mode == .two {
                    brute = brute || MatchingRules.matchScore(of: [cards[i], cards[j]]) > 0
                } else {
                    for k in cards.indices where k > j {
                        brute = brute || MatchingRules.matchScore(of: [cards[i], cards[j], cards[k]]) > 0
                    }
                }
            }
        }
        expectEqual(brute, exists)
    }

    @Test func modesParseFromCounts() throws {
        try expectEqual(MatchMode(count: 2), .two)
        try expectEqual(MatchMode(count: 3), .three)
        for count in [0, 1, 4, -2] {
            #expect(throws: MatchingError.unsupportedMode(count: count)) { try MatchMode(count: count) }
        }
    }
}

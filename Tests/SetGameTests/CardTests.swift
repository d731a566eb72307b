import Expectations
import SetGame
import Testing

@Suite struct CardTests {
    @Test func everyCodeRoundTrips() {
        expectEqual(Card.all.count, 81)
        expectEqual(Set(Card.all.map(\.code)).count, 81)
        for card in Card.all {
            expectEqual(Card(code: card.code), card)
            expectEqual(Card(code: card.code.lowercased()), card)
        }
    }

    @Test(arguments: [
        ("2RTO", 1, 0, 1, 2), ("3PSD", 2, 2, 0, 0), ("1GOS", 0, 1, 2, 1), ("1rsd", 0, 0, 0, 0),
    ])
    func codesMeanTheirAttributes(code: String, number: Int, color: Int, shading: Int, shape: Int) throws {
        let card = try #require(Card(code: code))
        expectEqual(card.attributes, [number, color, shading, shape])
        expectEqual(card.code, code.uppercased())
    }

    @Test(arguments: ["", "2RT", "2RTOO", "4RTO", "2XTO", "2RXO", "2RTX", "0RTO", "2 RT", "ＲＲＲＲ"])
    func invalidCodesAreRefused(code: String) {
        expectEqual(Card(code: code), nil)
    }
}

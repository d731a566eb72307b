import CardKit
import Expectations
import Testing

@Suite struct CardCodesTests {
    @Test func setCodesFollowTheIndexOrder() {
        expectEqual(CardCodes.setCodes.count, 81)
        expectEqual(Set(CardCodes.setCodes).count, 81)
        // index = number + 3·color + 9·shading + 27·shape
        expectEqual(CardCodes.setCodes[0], "1RSD")
        expectEqual(CardCodes.setCodes[1 + 3 * 0 + 9 * 1 + 27 * 2], "2RTO")
        expectEqual(CardCodes.setCodes[80], "3POO")
    }

    @Test func suitsHaveOneLetterAndOneSymbolEach() {
        expectEqual(CardCodes.suitLetters, ["S", "H", "D", "C"])
        expectEqual(CardCodes.suitSymbols.count, 4)
        expectEqual(Set(CardCodes.suitSymbols).count, 4)
        #expect(
            CardCodes.suitSymbols.allSatisfy {
                $0.unicodeScalars.count == 1 && !$0.unicodeScalars.allSatisfy(\.isASCII)
            })
    }
}

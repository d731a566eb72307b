import CardKit
import Testing

@Suite struct CardCodesTests {
    @Test func setCodesFollowTheIndexOrder() {
        #expect(CardCodes.setCodes.count == 81)
        #expect(Set(CardCodes.setCodes).count == 81)
        // index = number + 3·color + 9·shading + 27·shape
        #expect(CardCodes.setCodes[0] == "1RSD")
        #expect(CardCodes.setCodes[1 + 3 * 0 + 9 * 1 + 27 * 2] == "2RTO")
        #expect(CardCodes.setCodes[80] == "3POO")
    }

    @Test func suitsHaveOneLetterAndOneSymbolEach() {
        #expect(CardCodes.suitLetters == ["S", "H", "D", "C"])
        #expect(CardCodes.suitSymbols.count == 4)
        #expect(Set(CardCodes.suitSymbols).count == 4)
        #expect(
            CardCodes.suitSymbols.allSatisfy {
                $0.unicodeScalars.count == 1 && !$0.unicodeScalars.allSatisfy(\.isASCII)
            })
    }
}

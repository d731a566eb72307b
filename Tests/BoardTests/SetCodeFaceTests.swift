import Board
import CardKit
import Expectations
import Testing

/// Set faces read from their codes, as events and states write them, in any case.
@Suite struct SetCodeFaceTests {
    /// The face the code names, read the slow way: upper-cased, then looked up among the 81.
    static func expected(_ code: String) -> CardFace {
        CardCodes.setCodes.firstIndex(of: code.uppercased()).map(BoardFixtures.setFace) ?? .back(color: "blue")
    }

    static let odd = [
        "", "1", "1RS", "1RSDD", "4RSD", "1XSD", "1RSX", "0RSD", "1rsd", "3poo", "2gTo", " 1RSD", "1RSD ", "1R\u{17F}D",
        "1RS\u{0307}D", "１RSD", "1RSD\u{0}", "ﬀ", "SSSS",
    ]

    @Test(arguments: CardCodes.setCodes + CardCodes.setCodes.map { $0.lowercased() } + odd)
    func readsAsTheCodeSays(code: String) {
        expectEqual(CardFace(game: .set, face: code, back: "blue"), SetCodeFaceTests.expected(code))
    }

    @Test func everyCodeIsItsOwnFace() {
        for (index, code) in CardCodes.setCodes.enumerated() {
            expectEqual(CardFace(game: .set, face: code), BoardFixtures.setFace(index))
            expectEqual(CardFace(game: .set, face: code).setCode, code)
        }
        // NB: "ſ" (long s) upper-cases to "S".
        expectEqual(CardFace(game: .set, face: "1R\u{17F}D"), CardFace(game: .set, face: "1RSD"))
    }
}

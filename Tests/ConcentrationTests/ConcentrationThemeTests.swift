import Board
import CardKit
import Concentration
import Expectations
import Testing

@Suite struct ConcentrationThemeTests {
    @Test func catalogHasAtLeastSixDistinctThemes() {
        #expect(ConcentrationTheme.all.count >= 6)
        expectEqual(Set(ConcentrationTheme.names.map { $0.lowercased() }).count, ConcentrationTheme.all.count)
        expectEqual(Set(ConcentrationTheme.all.map(\.back)).count, ConcentrationTheme.all.count)
    }

    @Test(arguments: ConcentrationTheme.all)
    func themeEntriesAreWellFormed(theme: ConcentrationTheme) {
        let largestGame = ConcentrationTheme.all.map(\.pairs).max() ?? 0
        #expect(theme.pairs >= 1 && theme.pairs <= theme.faces.count)
        #expect(theme.faces.count >= largestGame, "switching to \(theme.name) must never fail")
        expectEqual(Set(theme.faces.map(\.emoji)).count, theme.faces.count)
        expectEqual(Set(theme.faces.map(\.ascii)).count, theme.faces.count)
        for face in theme.faces {
            expectEqual(face.emoji.count, 1, "\(face.emoji) is one character")
            expectEqual(displayWidth(of: face.emoji), 2, "\(face.emoji) is two columns")
            expectEqual(face.ascii.count, 2)
            #expect(face.ascii.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) })
            expectEqual(displayWidth(of: face.ascii), 2)
        }
    }

    static let lookups: [(input: String, name: String)] = [
        ("Halloween", "Halloween"), ("halloween", "Halloween"), ("FLAGS", "Flags"),
        ("fOoD", "Food"), ("animals", "Animals"), ("sports", "Sports"), ("faces", "Faces"),
    ]

    @Test(arguments: lookups)
    func lookupIgnoresCase(input: String, name: String) throws {
        try expectEqual(ConcentrationTheme.named(input).name, name)
    }

    static let misses: [(input: String, suggestion: String?)] = [
        ("haloween", "Halloween"), ("Halloweem", "Halloween"), ("hallo", "Halloween"),
        ("animls", "Animals"), ("spots", "Sports"), ("fod", "Food"), ("flag", "Flags"),
        ("fa", "Faces"), ("fodo", "Food"), ("Sprots", "Sports"), ("f", nil), ("fo", "Food"), ("x", nil), ("xyzzy", nil),
        ("", nil), ("vehicles", nil),
    ]

    @Test(arguments: misses)
    func unknownThemeSuggestsTheClosest(input: String, suggestion: String?) {
        #expect(throws: ConcentrationError.unknownTheme(name: input, suggestion: suggestion)) {
            try ConcentrationTheme.named(input)
        }
    }

    @Test(arguments: ConcentrationTheme.names)
    func switchingThemeKeepsProgress(name: String) throws {
        var game = try Fixture.game()
        try Fixture.play([1, 2, 3, 5, 7, 9, 4], on: &game)  // a match, mismatches, one card up
        let before = game
        try game.setTheme(named: name.uppercased())
        expectEqual(game.theme.name, name)
        expectEqual(game.cards, before.cards)
        #expect(game.score == before.score && game.flips == before.flips)
        expectEqual(game.faceUpSlots, before.faceUpSlots)
        let snapshot = game.snapshot()
        for card in snapshot.cards {
            let pair = game.cards[card.slot - 1].pair
            expectEqual(card.face, (card.faceUp || card.matched ? game.theme.faces[pair].emoji : nil))
        }
        // Play goes on under the new theme and scores as before.
        try game.choose(slot: 3)
        expectEqual(game.score, before.score + 2)
        try game.setTheme(before.theme)
        var replay = before
        try replay.choose(slot: 3)
        expectEqual(game, replay)
    }

    @Test func tooSmallThemeIsRefusedAndTheGameKeepsItsTheme() throws {
        let tiny = ConcentrationTheme(name: "Tiny", back: .gray, pairs: 2, faces: ["🍏": "GA", "🍐": "PE"])
        var game = try Fixture.game()
        let before = game
        #expect(throws: ConcentrationError.themeTooSmall(theme: "Tiny", faces: 2, pairs: 5)) {
            try game.setTheme(tiny)
        }
        expectEqual(game, before)
        #expect(throws: ConcentrationError.unknownTheme(name: "flgas", suggestion: "Flags")) {
            try game.setTheme(named: "flgas")
        }
        expectEqual(game, before)
    }
}

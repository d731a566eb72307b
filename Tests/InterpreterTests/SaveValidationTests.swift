import CardKit
import Expectations
import Foundation
import Interpreter
import Testing

/// Item 3 of issue 10: `load` accepts a save only if it describes games the rules can reach.
/// Each broken save below was accepted before (five of them crashed the next command); now
/// each is refused with the first thing wrong named, and the session is left as it was.
@Suite struct SaveValidationTests {
    typealias Object = [String: Any]

    /// A save with something going on in every game: a Set mismatch on show, a Concentration
    /// card face up, a matching card face up.
    static let saved: String = {
        var session = Session()
        for line in ["choose 1 2 3", "game concentration", "choose 1", "game matching", "choose 1", "game set"] {
            _ = session.evaluate(line)
        }
        guard case .save(_, let contents)? = session.evaluate("save x.json").request else { return "" }
        return contents
    }()

    /// One edit of the save and a phrase of the refusal it must get.
    struct Breakage: CustomTestStringConvertible, Sendable {
        let name: String
        let mentions: String
        let edit: @Sendable (inout Object) -> Void
        var testDescription: String { name }
    }

    static func set(_ save: inout Object, _ edit: (inout Object) -> Void) {
        var games = save["games"] as? Object ?? [:]
        var game = games["set"] as? Object ?? [:]
        edit(&game)
        games["set"] = game
        save["games"] = games
    }

    static func game(_ name: String, _ save: inout Object, _ edit: (inout Object) -> Void) {
        var games = save["games"] as? Object ?? [:]
        var game = games[name] as? Object ?? [:]
        edit(&game)
        games[name] = game
        save["games"] = games
    }

    static let breakages: [Breakage] = [
        Breakage(name: "duplicated Set card", mentions: "is in the game twice") { save in
            set(&save) { g in
                var t = g["table"] as! [String]
                t[1] = t[0]
                g["table"] = t
            }
        },
        Breakage(name: "80 Set cards", mentions: "holds 80 cards, not 81") { save in
            set(&save) { g in g["deck"] = Array((g["deck"] as! [String]).dropLast()) }
        },
        Breakage(name: "82 Set cards", mentions: "is in the game twice") { save in
            set(&save) { g in g["deck"] = (g["deck"] as! [String]) + [(g["table"] as! [String])[0]] }
        },
        Breakage(name: "selected card not on the table", mentions: "is not on the table") { save in
            set(&save) { g in
                g["selected"] = [(g["deck"] as! [String])[0]]
                g["reveal"] = "none"
            }
        },
        Breakage(name: "shown match that is not a set", mentions: "shown as a match are not a set") { save in
            set(&save) { g in g["reveal"] = "match" }
        },
        Breakage(name: "4 selected cards", mentions: "4 cards are selected") { save in
            set(&save) { g in g["selected"] = Array((g["table"] as! [String]).prefix(4)) }
        },
        Breakage(name: "Set hint cursor -1", mentions: "hint cursor -1 is out of range") { save in
            set(&save) { g in g["hintCursor"] = -1 }
        },
        Breakage(name: "Set hint cursor Int.max", mentions: "hint cursor 9223372036854775807") { save in
            set(&save) { g in g["hintCursor"] = Int.max }
        },
        Breakage(name: "Set score -2^63", mentions: "score -9223372036854775808 is out of range") { save in
            set(&save) { g in g["score"] = Int.min }
        },
        Breakage(name: "negative sets found", mentions: "sets found -1") { save in
            set(&save) { g in g["setsFound"] = -1 }
        },
        Breakage(name: "odd number of Concentration cards", mentions: "needs an even number") { save in
            game("concentration", &save) { g in g["cards"] = Array((g["cards"] as! [Any]).dropLast()) }
        },
        Breakage(name: "three cards of one pair", mentions: "appears more than twice") { save in
            game("concentration", &save) { g in
                var cards = g["cards"] as! [Object]
                let pair = cards[0]["pair"] as! Int
                if let other = cards.indices.first(where: { $0 > 0 && cards[$0]["pair"] as! Int != pair }) {
                    cards[other]["pair"] = pair
                }
                g["cards"] = cards
            }
        },
        Breakage(name: "Concentration flips Int.max", mentions: "flips 9223372036854775807 is out of range") { save in
            game("concentration", &save) { g in g["flips"] = Int.max }
        },
        Breakage(name: "negative flips", mentions: "flips -1 is out of range") { save in
            game("concentration", &save) { g in g["flips"] = -1 }
        },
        Breakage(name: "a face that is a terminal escape", mentions: "is not one of the built-in themes") { save in
            game("concentration", &save) { g in
                var theme = g["theme"] as! Object
                var faces = theme["faces"] as! [Object]
                faces[0]["emoji"] = "\u{1B}]0;PWNED\u{07}"
                theme["faces"] = faces
                g["theme"] = theme
            }
        },
        Breakage(name: "53 playing cards", mentions: "the table holds 53 cards, not 1 to 52") { save in
            game("matching", &save) { g in
                let cards = g["cards"] as! [Object]
                g["cards"] = cards + Array(repeating: cards[0], count: 41)
            }
        },
        Breakage(name: "matching choices Int.max", mentions: "choices 9223372036854775807 is out of range") { save in
            game("matching", &save) { g in g["choices"] = Int.max }
        },
        Breakage(name: "matching score below the limit", mentions: "score -9223372036854775808") { save in
            game("matching", &save) { g in g["score"] = Int.min }
        },
        Breakage(name: "version 0", mentions: "version 0 does not exist") { save in save["version"] = 0 },
        Breakage(name: "version -1", mentions: "version -1 does not exist") { save in save["version"] = -1 },
        Breakage(name: "a clock that is not a time", mentions: "the clock -5.0 is not a time") { save in
            save["clock"] = -5
        },
        Breakage(name: "a clock of 1e308 that no longer moves", mentions: "the clock 1e+308 is not a time") { save in
            save["clock"] = 1e308
        },
    ]

    /// Issue 18, item 9: a key twice in a save is refused, wherever it is.
    @Test(arguments: ["\"clock\" : 7,", "\"version\" : 1,"])
    func aKeyTwiceIsRefused(_ repeated: String) throws {
        let text = SaveValidationTests.saved
        let brace = try #require(text.firstIndex(of: "{"))
        let broken = String(text[...brace]) + repeated + String(text[text.index(after: brace)...])
        var session = Session()
        let before = session.games
        let message = session.load(contents: broken, path: "twice.json").error?.message ?? "accepted"
        expectContains(message, "appears twice in an object", "\(message)")
        expectEqual(session.games, before)
    }

    @Test(arguments: breakages)
    func aBrokenSaveIsRefusedNamingWhatIsWrong(_ breakage: Breakage) throws {
        let data = try #require(SaveValidationTests.saved.data(using: .utf8))
        var save = try #require(try JSONSerialization.jsonObject(with: data) as? Object)
        breakage.edit(&save)
        let broken = try JSONSerialization.data(withJSONObject: save)
        var session = Session()
        let before = session.games
        let output = session.load(contents: String(decoding: broken, as: UTF8.self), path: "broken.json")
        let message = output.error?.message ?? "accepted"
        expectContains(message, breakage.mentions, "\(message)")
        #expect(message.hasPrefix("'broken.json' is not a valid animset save file"), "\(message)")
        #expect(!message.unicodeScalars.contains { SafeText.isUnsafe($0) })
        expectEqual(session.games, before)
    }

    @Test func theUnbrokenSaveLoadsAndPlaysOn() throws {
        var session = Session()
        let output = session.load(contents: SaveValidationTests.saved, path: "good.json")
        #expect(output.ok, "\(output.error?.message ?? "")")
        try session.games.validate()
        for line in ["hint", "choose 4", "game concentration", "choose 2", "game matching", "choose 2"] {
            _ = session.evaluate(line)
            try session.games.validate()
        }
    }

    @Test func aHugeSaveIsRefusedWithoutParsing() {
        var session = Session()
        let huge = String(repeating: " ", count: SaveFile.maximumSaveSize + 1)
        let message = session.load(contents: huge, path: "huge.json").error?.message ?? ""
        expectContains(message, "larger than 1 MiB", "\(message)")
    }
}

import CardKit
import Choreography
import Concentration
import Expectations
import HTML
import Interpreter
import Testing
import WireFormat

@testable import ReplayPage

/// The page as Swift writes it: small, self-contained, its data safe inside the HTML.
@Suite struct ReplayPageTests {
    @Test func thePageWithoutItsStreamIsUnder150KB() {
        var html = ReplayPage(title: "empty", scenes: []).html
        #expect(html.utf8.count < 150_000, "\(html.utf8.count) bytes")
        expectContains(html, HTMLDocument.scriptedContentSecurityPolicy)
        // SVG's namespace is a name, not an address anything fetches.
        html = html.replacing("xmlns=\"http://www.w3.org/2000/svg\"", with: "").replacing(
            "\"http://www.w3.org/2000/svg\"", with: "")
        for reference in ["src=", "href=", "http:", "https:", "@import", "url(http"] {
            expectOmits(html, reference, "\(reference)")
        }
    }

    /// The scripts' constants are written from the Swift values, and only there: the scripts
    /// written by hand spell no event kind, place, mark, easing number or back colour.
    @Test func theScriptsTakeTheirConstantsFromSwift() {
        // NB: "resize" is also the window's event.
        let handWritten = [ReplayAssets.poses, ReplayAssets.art, ReplayAssets.stage, ReplayAssets.player].joined()
            .replacing("addEventListener(\"resize\"", with: "")
        let words =
            GameKind.allCases.map(\.rawValue) + EventKind.allCases.map(\.rawValue) + [
                "deck", "discard", "pile", "slot ", "selected", "hint",
            ]
        for word in words { expectOmits(handWritten, "\"\(word)\"", "the scripts spell '\(word)'") }
        for color in CardBackColor.allCases { expectOmits(handWritten, color.pageColor, "\(color)") }
        #expect(
            !handWritten.contains("1.5 * Math.sin") && !handWritten.contains("Math.sin(2 * Math.PI"),
            "no easing number copied")
        for palette in Palette.allCases {
            let colors = palette.pageColors
            for color in [colors.red, colors.green, colors.purple, colors.suitRed] {
                expectOmits(handWritten, color, "\(palette) \(color)")
            }
        }
        let constants = ReplayAssets.constants(palette: .standard)
        expectContains(
            constants,
            "const MOVES = new Set(["
                + EventKind.allCases.filter(\.isMove).map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + "]);")
        expectContains(
            constants,
            """
            shakeAmplitude: \(Easing.shakeAmplitude), shakeHalfTurns: \(Easing.shakeHalfTurns), \
            pulseHalfTurns: \(Easing.pulseHalfTurns)
            """
        )
        for game in GameKind.allCases {
            expectContains(constants, "\(game.rawValue): \"\(game.rawValue)\"", "\(game)")
        }
        for kind in EventKind.allCases {
            expectContains(constants, "\(kind.rawValue): \"\(kind.rawValue)\"", "\(kind)")
        }
        for color in CardBackColor.allCases {
            expectContains(constants, "\(color.rawValue): \"\(color.pageColor)\"", "\(color)")
        }
    }

    /// The scripts read the page's data by the keys' names from Swift (issue 31, item 3): `K`
    /// is written from `PageKey.all`; the one reader in the player reads every key of it as
    /// `x[K.name]` and names no key that `K` lacks; no script reads the data otherwise.
    @Test func theScriptsReadTheDataByTheKeysFromSwift() {
        let handWritten = [ReplayAssets.poses, ReplayAssets.art, ReplayAssets.stage, ReplayAssets.player].joined()
        let constants = ReplayAssets.constants(palette: .standard)
        let names = PageKey.all.map(\.name)
        expectContains(
            constants,
            "const K = Object.freeze({ " + names.map { "\($0): \"\($0)\"" }.joined(separator: ", ") + " });")
        let read = Set(handWritten.matches(of: #/\bK\.(\w+)/#).map { String($0.1) })
        #expect(read.subtracting(names).isEmpty, "keys K lacks: \(read.subtracting(names).sorted())")
        #expect(
            Set(names).subtracting(read).isEmpty, "keys of K no script reads: \(Set(names).subtracting(read).sorted())")
        let indexed = handWritten.matches(of: #/\[K\.\w+\]/#).count
        expectEqual(indexed, handWritten.matches(of: #/\bK\./#).count, "every key is read as x[K.name]")
        #expect(!handWritten.contains(#/\bdata\.\w/#), "the data is read through K only")
        #expect(!handWritten.contains(#/\[\s*"\w+"\s*\]/#), "no key read by a literal")
    }

    /// `--palette` reaches the page (issue 23, item 4): Set's colours and the red suits are
    /// the palette's, each palette's three colours are distinct, and nothing else changes.
    @Test(arguments: Palette.allCases)
    func aPageDrawsSetsColoursInItsPalette(palette: Palette) {
        let colors = palette.pageColors
        expectEqual(Set([colors.red, colors.green, colors.purple]).count, 3)
        let html = ReplayPage(title: "p", scenes: [], palette: palette).html
        expectContains(
            html,
            """
            const SET_COLORS = Object.freeze({ R: \"\(colors.red)\", G: \"\(colors.green)\", P: \
            \"\(colors.purple)\" });
            """
        )
        expectContains(html, "const SUIT_RED = \"\(colors.suitRed)\";")
        for other in Palette.allCases where other != palette {
            expectOmits(html, "R: \"\(other.pageColors.red)\"", "\(palette) draws \(other)'s red")
        }
        let standard = ReplayPage(title: "p", scenes: [], palette: .standard).html
        expectEqual(html.utf8.count - standard.utf8.count, 0, "only the colours change, each a seven-character #rrggbb")
    }

    @Test func inputCannotEndTheDataElement() throws {
        let record = try RecordedCommand(
            line: Array(
                #"""
                {"line":1,"input":"</script><script>alert(1)</script>","ok":false,"error":"unknown \#
                command","game":"set","state":null,"events":[]}
                """#
                .utf8))
        let html = ReplayPage(title: "<b>", scenes: [ReplayPage.Scene(record: record, table: nil)]).html
        expectOmits(html, "</script><script>alert")
        expectContains(html, "<title>&lt;b&gt;</title>")
        expectContains(html, #"\u003c/script\u003e\u003cscript\u003ealert(1)"#)
    }

    @Test func theFirstCommandStartsFromTheCardsItsEventsTakeFromSlots() throws {
        let (page, _) = try Sessions.page(Sessions.set)
        let first = try #require(page.animations.first ?? nil)
        expectEqual(first.before.cards.count, 12, "the table before `layout` held 12 cards")
        expectEqual(first.before.deck?.count, 69)
        let start = first.poses(at: 0.001)
        #expect((start.deck?.count ?? 0) + start.cards.count <= 81)
    }

    @Test func skippedNotesAreCountedOnce() throws {
        let line =
            #"""
            {"line":1,"input":"x","ok":true,"error":null,"game":"set","state":null,"future":true,\#
            "events":[{"kind":"zap","t":0,"duration":1,"cards":[]}]}
            """#
        let record = try RecordedCommand(line: Array(line.utf8))
        expectEqual(record.skipped, ["key 'future'", "event kind 'zap'"])
        let page = ReplayPage(
            title: "t",
            scenes: [ReplayPage.Scene(record: record, table: nil), ReplayPage.Scene(record: record, table: nil)])
        expectEqual(page.skipped, ["key 'future' (2 times)", "event kind 'zap' (2 times)"])
    }
}

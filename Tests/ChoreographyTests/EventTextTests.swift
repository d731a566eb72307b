import Choreography
import Expectations
import Foundation
import Testing

/// The two views of events: lines for people and JSON for programs.
@Suite struct EventTextTests {
    static let slot = Rect(x: 2, y: 1, w: 18, h: 6)
    static let deck = Rect(x: 0, y: 20, w: 12, h: 4)

    static let lines: [(AnimationEvent, String)] = [
        (
            AnimationEvent(
                t: 0, duration: 0.2, kind: .select, cards: ["2RTO"], from: slot, to: slot, fromPlace: .slot(7),
                toPlace: .slot(7)),
            "  0.00 +0.20  select    2RTO  at slot 7"
        ),
        (
            AnimationEvent(
                t: 1.25, duration: 0.5, kind: .deal, cards: ["3PSD"], from: deck, to: slot, fromPlace: .deck,
                toPlace: .slot(1)),
            "  1.25 +0.50  deal      3PSD  deck → slot 1"
        ),
        (
            AnimationEvent(
                t: 3.2, duration: 0.6, kind: .flip, cards: ["1RSD", "1RTS", "1ROO"], from: deck, to: deck,
                fromPlace: .discard, toPlace: .discard, faceUp: false),
            "  3.20 +0.60  flip      1RSD 1RTS 1ROO  face down at discard"
        ),
        (
            AnimationEvent(
                t: 0.8, duration: 2, kind: .flyaway, cards: ["1RSD"], from: slot, to: slot, fromPlace: .slot(1),
                toPlace: .air,
                path: [Keyframe(t: 0.8, frame: slot, rotation: 0), Keyframe(t: 2.8, frame: slot, rotation: 360)]),
            "  0.80 +2.00  flyaway   1RSD  slot 1 → air (2 keyframes)"
        ),
        (
            AnimationEvent(
                t: 0, duration: 0.6, kind: .resize, cards: [], from: deck, to: Rect(x: 0, y: 35, w: 15, h: 5),
                fromPlace: .deck, toPlace: .deck),
            "  0.00 +0.60  resize    the deck stack  deck 12x4 at 0,20 → 15x5 at 0,35"
        ),
        (
            AnimationEvent(
                t: 12.125, duration: 0.3, kind: .pan, cards: ["a", "b", "c", "d", "e", "f", "g"], from: deck, to: slot,
                fromPlace: .pile, toPlace: .pile),
            "12.125 +0.30  pan       a b c … (7 cards)  pile 12x4 at 0,20 → 18x6 at 2,1"
        ),
    ]

    @Test(arguments: lines)
    func fullLines(event: AnimationEvent, expected: String) {
        expectEqual(EventText.line(event), expected)
    }

    @Test func asciiAvoidsArrowsAndEllipses() {
        let line = EventText.line(Self.lines[5].0, ascii: true)
        expectEqual(line, "12.125 +0.30  pan       a b c ... (7 cards)  pile 12x4 at 0,20 -> 18x6 at 2,1")
        #expect(line.unicodeScalars.allSatisfy { $0.isASCII })
    }

    /// Issue 19, item 8: the summary counts cards, not events: a card moved twice (a shuffle
    /// takes each to the pile and back) is one card.
    @Test func summaryCountsEachCardOnce() {
        let cards = ["1RSD", "2RSD", "3RSD"]
        let out = cards.map { AnimationEvent(t: 0, duration: 0.4, kind: .shuffle, cards: [$0]) }
        let back = cards.map { AnimationEvent(t: 0.4, duration: 0.4, kind: .shuffle, cards: [$0]) }
        expectEqual(EventText.summary(out + back), "shuffle 3 cards (0.80 s)")
    }

    @Test func summaryCountsCardsPerKindAndTotalsTime() {
        let deal = Fixtures.plan(TableTransition(before: [], after: Fixtures.cards(3), dealt: Fixtures.cards(3)))
        expectEqual(EventText.summary(deal), "deal 3 cards, flip 3 cards (1.40 s)")
        expectEqual(EventText.summary([]), "no animation")
        #expect(EventText.lines(deal, detail: .off).isEmpty)
        expectEqual(EventText.lines(deal, detail: .summary), ["deal 3 cards, flip 3 cards (1.40 s)"])
        expectEqual(EventText.lines(deal, detail: .full).count, deal.count)
    }

    @Test func jsonHasTheSpecKeysInOrder() {
        let event = AnimationEvent(
            t: 0.45, duration: 0.5, kind: .deal, cards: ["2RTO"], from: Self.deck, to: Self.slot,
            fromPlace: .deck, toPlace: .slot(7))
        expectEqual(
            event.json,
            """
            {"t":0.45,"duration":0.5,"kind":"deal","cards":["2RTO"],"from":{"x":0,"y":20,"w":12,"h":4},\
            "to":{"x":2,"y":1,"w":18,"h":6},"fromPlace":"deck","toPlace":"slot 7"}
            """)
        let flip = AnimationEvent(t: 1, duration: 0.6, kind: .flip, cards: ["c\"1"], faceUp: true)
        expectEqual(flip.json, #"{"t":1,"duration":0.6,"kind":"flip","cards":["c\"1"],"faceUp":true}"#)
    }

    @Test func everyPlannedEventIsValidJSONThatRoundTrips() throws {
        let twelve = Fixtures.cards(12)
        let events = Fixtures.plan(
            TableTransition(
                before: twelve, after: Array(twelve.dropFirst(3)), matched: Array(twelve.prefix(3)),
                discarded: Array(twelve.prefix(3))))
        for event in events {
            let object = try JSONSerialization.jsonObject(with: Data(event.json.utf8)) as? [String: Any]
            #expect(object?["kind"] as? String == event.kind.rawValue)
            #expect(object?["t"] as? Double == event.t)
            expectEqual((object?["cards"] as? [String]), event.cards)
            if event.kind == .flyaway {
                let path = object?["path"] as? [[String: Any]]
                expectEqual(path?.count, event.path?.count)
                #expect(path?.last?["rotation"] as? Double == event.path?.last?.rotation)
            }
        }
    }

    @Test(arguments: [(0.1 + 0.2, "0.3"), (1.0, "1"), (-0.0004, "0"), (2.0005, "2.001"), (12.5, "12.5")])
    func timesAreRoundedToThreeDecimals(value: Double, expected: String) {
        let event = AnimationEvent(t: value, duration: 1, kind: .select, cards: [])
        #expect(event.json.hasPrefix(#"{"t":\#(expected),"#))
    }
}

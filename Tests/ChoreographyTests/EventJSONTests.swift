import Choreography
import Foundation
import Testing

/// `AnimationEvent.json` writes the text straight from the event; it must be exactly the text of
/// its `jsonValue`, which is built from the same list of fields.
@Suite struct EventJSONTests {
    static let transitions: [TableTransition] = [
        TableTransition(before: [], after: Fixtures.cards(12), dealt: Fixtures.cards(12)),
        TableTransition(
            before: Fixtures.cards(12), after: Array(Fixtures.cards(12).dropFirst(3)) + Fixtures.cards(3, from: 12),
            selected: Array(Fixtures.cards(3)), matched: Array(Fixtures.cards(3)), discarded: Array(Fixtures.cards(3)),
            dealt: Fixtures.cards(3, from: 12)),
        TableTransition(before: Fixtures.cards(12), after: Fixtures.cards(12).reversed(), shuffled: true),
        TableTransition(
            before: Fixtures.cards(4), after: Fixtures.cards(4), faceDown: Set(Fixtures.cards(4)),
            flips: [Flip(card: Fixtures.cards(1)[0], faceUp: true)], dealtFaceUp: false),
    ]

    @Test(arguments: transitions)
    func textIsTheValuesText(transition: TableTransition) throws {
        let events = Fixtures.plan(transition)
        #expect(!events.isEmpty)
        for event in events {
            #expect(event.json == event.jsonValue.json)
            let object = try JSONSerialization.jsonObject(with: Data(event.json.utf8)) as? [String: Any]
            #expect(object?["kind"] as? String == event.kind.rawValue)
        }
    }

    @Test func flyawayPathsAreWrittenInFull() {
        let events = Fixtures.plan(Self.transitions[1])
        let flyaways = events.filter { $0.kind == .flyaway }
        #expect(flyaways.count == 3)
        for event in flyaways {
            let keyframes = event.path?.count ?? 0
            #expect(keyframes > 1)
            #expect(event.json.components(separatedBy: "\"rotation\":").count == keyframes + 1)
            #expect(event.json == event.jsonValue.json)
        }
    }

    @Test func oddStringsAreEscapedTheSameWay() {
        let event = AnimationEvent(
            t: -0.0005, duration: 1e-4, kind: .pan, cards: ["a\"b", "c\\d", "tab\t", "\u{1}", "🐶"],
            from: Rect(x: -1.2345, y: 1e9, w: 0.1 + 0.2, h: .infinity), to: nil, fromPlace: .slot(3), toPlace: .pile)
        #expect(event.json == event.jsonValue.json)
        #expect(event.json.hasPrefix(#"{"t":-0.001,"duration":0,"kind":"pan","cards":["a\"b","c\\d","tab\t","\u0001","🐶"]"#))
    }
}

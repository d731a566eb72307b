import Choreography
import Expectations
import Foundation
import JSONCoding
import Testing

/// `AnimationEvent.json` writes the text straight from the event (with `JSONWriter`); read
/// back, it must give the event's own fields.
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
    func textReadsBackAsTheEvent(transition: TableTransition) throws {
        let events = Fixtures.plan(transition)
        #expect(!events.isEmpty)
        for event in events {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(event.json.utf8)) as? [String: Any])
            #expect(object["kind"] as? String == event.kind.rawValue)
            #expect(object["t"] as? Double == event.t)
            #expect(object["duration"] as? Double == event.duration)
            #expect(object["cards"] as? [String] == event.cards)
            expectEqual(Self.rect(object["from"]), event.from)
            expectEqual(Self.rect(object["to"]), event.to)
            #expect(object["fromPlace"] as? String == event.fromPlace?.words)
            #expect(object["toPlace"] as? String == event.toPlace?.words)
            #expect(object["faceUp"] as? Bool == event.faceUp)
            expectEqual((object["path"] as? [Any])?.count, event.path?.count)
        }
    }

    static func rect(_ value: Any?) -> Rect? {
        guard let frame = value as? [String: Any], let x = frame["x"] as? Double, let y = frame["y"] as? Double,
            let w = frame["w"] as? Double, let h = frame["h"] as? Double
        else { return nil }
        return Rect(x: x, y: y, w: w, h: h)
    }

    @Test func flyawayPathsAreWrittenInFull() {
        let events = Fixtures.plan(Self.transitions[1])
        let flyaways = events.filter { $0.kind == .flyaway }
        expectEqual(flyaways.count, 3)
        for event in flyaways {
            let keyframes = event.path?.count ?? 0
            #expect(keyframes > 1)
            expectEqual(event.json.components(separatedBy: "\"rotation\":").count, keyframes + 1)
        }
    }

    @Test func oddStringsAreEscapedAndNonFiniteNumbersAreNull() {
        let event = AnimationEvent(
            t: -0.0005, duration: 1e-4, kind: .pan, cards: ["a\"b", "c\\d", "tab\t", "\u{1}", "🐶"],
            from: Rect(x: -1.2345, y: 1e9, w: 0.1 + 0.2, h: .infinity), to: nil, fromPlace: .slot(3), toPlace: .pile)
        expectEqual(
            event.json,
            #"{"t":-0.001,"duration":0,"kind":"pan","cards":["a\"b","c\\d","tab\t","\u0001","🐶"],"#
                + #""from":{"x":-1.235,"y":1000000000,"w":0.3,"h":null},"fromPlace":"slot 3","toPlace":"pile"}"#)
    }
}

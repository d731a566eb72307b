import Choreography
import Expectations
import Foundation
import Testing

/// `animset-events(5)` names every kind of event, every field and every place, and animset(1)
/// points to it.
@Suite struct EventsManPageTests {
    static let man = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("man")

    @Test func everyKindFieldAndPlaceIsDocumented() throws {
        let page = try String(contentsOf: Self.man.appendingPathComponent("animset-events.5"), encoding: .utf8)
        let kinds = page.components(separatedBy: "\n.SH KINDS\n").last ?? ""
        for kind in EventKind.allCases {
            #expect(
                kinds.contains(".B \(kind.rawValue)\n") || kinds.contains(kind.rawValue + " \", \"")
                    || kinds.contains("\", \" " + kind.rawValue), "kind \(kind.rawValue)")
        }
        let event = AnimationEvent(
            t: 0, duration: 1, kind: .flyaway, cards: ["x"], from: Rect(x: 0, y: 0, w: 1, h: 1),
            to: Rect(x: 0, y: 0, w: 1, h: 1),
            fromPlace: .slot(1), toPlace: .air, faceUp: true,
            path: [Keyframe(t: 0, frame: Rect(x: 0, y: 0, w: 1, h: 1), rotation: 0)])
        guard case .object(let fields) = ReadJSON.read(event.json) else {
            Issue.record("the event is not a JSON object")
            return
        }
        for key in fields.keys {
            #expect(
                page.contains(".B \(key)") || page.contains(".BR \(key) ") || page.contains("\", \" \(key)\n"),
                "field \(key)")
        }
        for place in ["deck", "discard", "pile", "air"] {
            #expect(page.contains(".B \(place)") || page.contains(".BR \(place) "))
        }
        for word in ["ease", "clockwise", "2 columns tall", "keyframes", "Painting order"] {
            expectContains(page, word)
        }
        let main = try String(contentsOf: Self.man.appendingPathComponent("animset.1"), encoding: .utf8)
        expectContains(main, ".BR animset\\-events (5)")
    }
}

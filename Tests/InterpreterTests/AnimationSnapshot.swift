import Choreography
import Foundation
import Interpreter

/// One command's JSON line as a program reads it (`Output.json(line:)` through
/// `JSONSerialization`): the Set state and the events, decoded back into Choreography's types.
struct AnimationSnapshot {
    /// One table card: its code, resting frame, selection and side.
    struct TableCard: Equatable {
        var card: String
        var frame: Rect
        var selected: Bool
        var faceUp: Bool
    }

    var ok: Bool
    var table: [TableCard]
    var deck: Int
    var discard: [String]
    var bounds: Size
    var rule: String
    /// Whether the discard pile lies face up (`discardFaceUp`, true when absent).
    var discardFaceUp: Bool
    var reveal: String
    var clock: Double
    var events: [AnimationEvent]
    /// The layout the state's frames come from.
    let layout: TableLayout
    /// Whether the state's frames are one pile rather than the layout's grid (`gather`).
    let isGathered: Bool

    /// What went wrong decoding.
    struct DecodingProblem: Error, CustomStringConvertible {
        var description: String
    }

    /// Decodes `output`'s SPEC JSON line.
    init(_ output: Output) throws {
        let line = output.json(line: 1)
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
        let root = try Self.dictionary(object, "line")
        ok = try Self.value(root["ok"], Bool.self, "ok")
        let state = try Self.dictionary(root["state"], "state")
        table = try Self.array(state["table"], "table").map { item in
            let card = try Self.dictionary(item, "table card")
            return TableCard(
                card: try Self.value(card["card"], String.self, "card"),
                frame: try Self.rect(card["frame"], "frame"),
                selected: try Self.value(card["selected"], Bool.self, "selected"),
                faceUp: try Self.value(card["faceUp"], Bool.self, "faceUp"))
        }
        deck = try Self.value(state["deck"], Int.self, "deck")
        discard = try Self.array(state["discard"], "discard").map { try Self.value($0, String.self, "discard card") }
        let bounds = try Self.dictionary(state["bounds"], "bounds")
        self.bounds = Size(w: try Self.value(bounds["w"], Int.self, "w"), h: try Self.value(bounds["h"], Int.self, "h"))
        rule = try Self.value(state["rule"], String.self, "rule")
        discardFaceUp =
            state["discardFaceUp"] == nil ? true : try Self.value(state["discardFaceUp"], Bool.self, "discardFaceUp")
        reveal = try Self.value(state["reveal"], String.self, "reveal")
        clock = try Self.number(state["clock"], "clock")
        events = try Self.array(root["events"], "events").map(Self.event)
        layout = TableLayout(cardCount: table.count, bounds: self.bounds)
        let frames = table.map(\.frame)
        isGathered = frames.count > 1 ? frames.allSatisfy { $0 == frames[0] } : frames != layout.slots
    }

    /// Whether the two states agree on everything but the events.
    func sameState(as other: AnimationSnapshot) -> Bool {
        table == other.table && deck == other.deck && discard == other.discard && bounds == other.bounds
            && rule == other.rule && discardFaceUp == other.discardFaceUp && reveal == other.reveal
            && clock == other.clock
    }

    /// The table's card codes in slot order.
    var codes: [String] { table.map(\.card) }

    /// The table's bounds as a rectangle.
    var tableRect: Rect { Rect(x: 0, y: 0, w: Double(bounds.w), h: Double(bounds.h)) }

    // MARK: decoding

    static func event(_ object: Any) throws -> AnimationEvent {
        let fields = try dictionary(object, "event")
        let kindName = try value(fields["kind"], String.self, "kind")
        guard let kind = EventKind(rawValue: kindName) else {
            throw DecodingProblem(description: "unknown kind \(kindName)")
        }
        var event = AnimationEvent(
            t: try number(fields["t"], "t"), duration: try number(fields["duration"], "duration"), kind: kind,
            cards: try array(fields["cards"], "cards").map { try value($0, String.self, "event card") })
        if fields["from"] != nil { event.from = try rect(fields["from"], "from") }
        if fields["to"] != nil { event.to = try rect(fields["to"], "to") }
        if let words = fields["fromPlace"] { event.fromPlace = try place(words) }
        if let words = fields["toPlace"] { event.toPlace = try place(words) }
        if let faceUp = fields["faceUp"] { event.faceUp = try value(faceUp, Bool.self, "faceUp") }
        if let path = fields["path"] {
            event.path = try array(path, "path").map { item in
                let keyframe = try dictionary(item, "keyframe")
                return Keyframe(
                    t: try number(keyframe["t"], "keyframe t"), frame: try rect(item, "keyframe"),
                    rotation: try number(keyframe["rotation"], "rotation"))
            }
        }
        return event
    }

    static func place(_ object: Any) throws -> Place {
        let words = try value(object, String.self, "place")
        switch words {
        case "deck": return .deck
        case "discard": return .discard
        case "pile": return .pile
        case "air": return .air
        default:
            guard words.hasPrefix("slot "), let number = Int(words.dropFirst(5)) else {
                throw DecodingProblem(description: "unknown place \(words)")
            }
            return .slot(number)
        }
    }

    static func rect(_ object: Any?, _ what: String) throws -> Rect {
        let fields = try dictionary(object, what)
        return Rect(
            x: try number(fields["x"], "x"), y: try number(fields["y"], "y"),
            w: try number(fields["w"], "w"), h: try number(fields["h"], "h"))
    }

    static func dictionary(_ object: Any?, _ what: String) throws -> [String: Any] {
        guard let dictionary = object as? [String: Any] else {
            throw DecodingProblem(description: "\(what) is not an object")
        }
        return dictionary
    }

    static func array(_ object: Any?, _ what: String) throws -> [Any] {
        guard let array = object as? [Any] else { throw DecodingProblem(description: "\(what) is not an array") }
        return array
    }

    static func number(_ object: Any?, _ what: String) throws -> Double {
        guard let number = object as? NSNumber else {
            throw DecodingProblem(description: "\(what) is not a number")
        }
        return number.doubleValue
    }

    static func value<T>(_ object: Any?, _ type: T.Type, _ what: String) throws -> T {
        guard let value = object as? T else { throw DecodingProblem(description: "\(what) is not a \(T.self)") }
        return value
    }
}

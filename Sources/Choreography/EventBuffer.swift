/// Events in the order they were planned, with identical moves of several cards merged into
/// one event, and every time and frame rounded to 3 decimals.
struct EventBuffer {
    private var list: [AnimationEvent] = []
    private var mergeable: [MergeKey: Int] = [:]

    /// What two events must share to become one.
    private struct MergeKey: Hashable {
        var t: Double, duration: Double, kind: EventKind, from: Rect?, to: Rect?
        var fromPlace: Place?, toPlace: Place?, faceUp: Bool?
    }

    /// Adds `event`, rounded, to an identical earlier one if there is one.
    mutating func add(_ event: AnimationEvent) {
        var event = event
        event.t = Rounding.seconds(event.t)
        event.duration = Rounding.seconds(event.duration)
        event.from = event.from.map(Rounding.rect)
        event.to = event.to.map(Rounding.rect)
        guard event.path == nil, !event.cards.isEmpty else {
            list.append(event)
            return
        }
        let key = MergeKey(
            t: event.t, duration: event.duration, kind: event.kind, from: event.from, to: event.to,
            fromPlace: event.fromPlace, toPlace: event.toPlace, faceUp: event.faceUp)
        if let index = mergeable[key] {
            list[index].cards += event.cards
        } else {
            mergeable[key] = list.count
            list.append(event)
        }
    }

    /// The events by start time; events starting together keep their planned order.
    func sorted() -> [AnimationEvent] {
        list.enumerated().sorted { ($0.element.t, $0.offset) < ($1.element.t, $1.offset) }.map(\.element)
    }
}

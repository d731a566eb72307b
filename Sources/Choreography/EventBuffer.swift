/// Events in the order they were planned, with identical moves of several cards merged into
/// one event, and every time and frame rounded to 3 decimals.
struct EventBuffer {
    private var list: [AnimationEvent] = []
    /// The events that others may join, with what they must share, in the order planned.
    // NB: a plan has tens of events: a scan of them costs less than hashing every key.
    private var mergeable: [(key: MergeKey, index: Int)] = []

    /// What two events must share to become one.
    private struct MergeKey: Equatable {
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
        if let index = mergeable.first(where: { $0.key == key })?.index {
            list[index].cards += event.cards
        } else {
            mergeable.append((key, list.count))
            list.append(event)
        }
    }

    /// The events by start time; events starting together keep their planned order.
    func sorted() -> [AnimationEvent] {
        list.enumerated().sorted { ($0.element.t, $0.offset) < ($1.element.t, $1.offset) }.map(\.element)
    }
}

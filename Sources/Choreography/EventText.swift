/// The event log for people: one line per event, or one line per command.
///
/// Example (`full`):
/// ```
///   0.00 +0.20  select    2RTO  at slot 7
///   0.20 +0.60  match     2RTO  at slot 7
///   0.80 +2.00  flyaway   2RTO  slot 7 → air (21 keyframes)
///   1.10 +0.50  deal      3GSD  deck → slot 7 (26 keyframes, 2 turns)
/// ```
/// and (`summary`): `select 1 card, match 3 cards, flyaway 3 cards, … (3.80 s)`.
public enum EventText {
    /// The lines `detail` asks for: none, the summary, or one per event.
    public static func lines(_ events: [AnimationEvent], detail: EventDetail, ascii: Bool = false) -> [String] {
        switch detail {
        case .off: []
        case .summary: [summary(events)]
        case .full: events.map { line($0, ascii: ascii) }
        }
    }

    /// One event in words: start, length, kind, cards, and where they go.
    public static func line(_ event: AnimationEvent, ascii: Bool = false) -> String {
        let start = pad(seconds(event.t), to: 6)
        let kind = event.kind.rawValue.padding(to: 9)
        return
            """
            \(start) +\(seconds(event.duration))  \(kind) \(cards(event, ascii: ascii))  \
            \(whereabouts(event, ascii: ascii))
            """
    }

    /// A whole command in one line: each kind of event with how many cards it moved, in the
    /// order they begin, then the total length; `no animation` when there are no events.
    public static func summary(_ events: [AnimationEvent]) -> String {
        guard !events.isEmpty else { return "no animation" }
        // NB: cards, not events: a shuffle moves each card twice (to the pile and back), and
        // "shuffle 24 cards" of a 12-card table misled.
        // NB: a few kinds of a few cards each: looked up in arrays, not hashed (a dictionary of
        // sets was 4% of a text script's instructions).
        var kinds: [(kind: EventKind, cards: [String])] = []
        kinds.reserveCapacity(EventKind.allCases.count)
        for index in events.indices {
            let kind = events[index].kind
            let group =
                kinds.firstIndex { $0.kind == kind }
                ?? {
                    kinds.append((kind, []))
                    kinds[kinds.count - 1].cards.reserveCapacity(events.count)
                    return kinds.count - 1
                }()
            for card in events[index].cards where !kinds[group].cards.contains(card) { kinds[group].cards.append(card) }
        }
        let parts = kinds.map { kind, cards -> String in
            let count = cards.count
            return count == 0 ? kind.rawValue : "\(kind.rawValue) \(count) card\(count == 1 ? "" : "s")"
        }
        return parts.joined(separator: ", ") + " (\(seconds(events.totalDuration)) s)"
    }

    /// The cards of `event`: up to six codes, or the first three and a count.
    private static func cards(_ event: AnimationEvent, ascii: Bool) -> String {
        if event.cards.isEmpty { return "the \(event.fromPlace?.words ?? "table") stack" }
        if event.cards.count <= 6 { return event.cards.joined(separator: " ") }
        let first = event.cards.prefix(3).joined(separator: " ")
        return "\(first) \(ascii ? "..." : "…") (\(event.cards.count) cards)"
    }

    /// Where the event happens: `at slot 7`, `deck → slot 7`, `face down at discard`.
    private static func whereabouts(_ event: AnimationEvent, ascii: Bool) -> String {
        let arrow = ascii ? "->" : "→"
        let fromWords = event.fromPlace?.words ?? "?"
        let toWords = event.toPlace?.words ?? "?"
        if event.kind == .ghost, let frame = event.from { return "faded at \(rect(frame))" }
        if !event.kind.isMove || (event.from == event.to && event.fromPlace == event.toPlace) {
            let side = event.faceUp.map { $0 ? "face up at " : "face down at " } ?? "at "
            return side + fromWords
        }
        if event.cards.isEmpty, let from = event.from, let to = event.to {
            return "\(fromWords) \(rect(from)) \(arrow) \(rect(to))"
        }
        let route =
            fromWords == toWords && event.from != event.to
            ? "\(fromWords) \(event.from.map(rect) ?? "") \(arrow) \(event.to.map(rect) ?? "")"
            : "\(fromWords) \(arrow) \(toWords)"
        guard let path = event.path else { return route }
        guard event.kind == .deal, let last = path.last else { return "\(route) (\(path.count) keyframes)" }
        let turns = Int((last.rotation / 360).rounded())
        return "\(route) (\(path.count) keyframes, \(turns) turn\(turns == 1 ? "" : "s"))"
    }

    /// A frame in words: `12x4 at 0,20`.
    private static func rect(_ rect: Rect) -> String {
        "\(number(rect.w))x\(number(rect.h)) at \(number(rect.x)),\(number(rect.y))"
    }

    /// A cell count: whole numbers plainly, others to 2 decimals.
    private static func number(_ value: Double) -> String {
        value == value.rounded() ? Rounding.fixed(value, decimals: 0) : Rounding.fixed(value, decimals: 2)
    }

    /// Seconds to 2 decimals, or 3 when the third is not zero.
    static func seconds(_ value: Double) -> String {
        let three = Rounding.fixed(value, decimals: 3)
        return three.hasSuffix("0") ? String(three.dropLast()) : three
    }

    /// `text` right-aligned in `width` columns.
    private static func pad(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}

extension String {
    /// `self` left-aligned in `width` columns.
    fileprivate func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}

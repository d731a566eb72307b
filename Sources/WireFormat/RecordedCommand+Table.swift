import CardKit
import Choreography
import Concentration
import JSONCoding
import SetGame

extension RecordedCommand {
    /// The table at rest after the command, from nothing but its `state` object; nil when the
    /// state is missing or is not a game this version knows.
    ///
    /// Frames come from the layout of the state's `bounds` (`fallback` when it has none, as
    /// Concentration and matching states do). Set marks a selection of three as the match or
    /// mismatch it is, a card with `"hint": true` as part of the hint on show, and the
    /// discard pile's top face up unless `discardFaceUp` is false;
    /// Concentration's back colour comes from its theme.
    public func restingTable(fallback bounds: Size) throws(Failure) -> RestingTable? {
        guard let game, state.isObject else { return nil }
        let state = JSONCursor(state, at: [.key(RecordKey.state.name)])
        let size = try state.size(StateKey.bounds) ?? bounds
        switch game.traits.table {
        case .deckAndDiscard: return try setTable(state, game: game, bounds: size)
        case .flipGrid(let faceKey, let matchedLeave, let themedBacks):
            return try flipTable(
                state, game: game, faceKey: faceKey, matchedLeave: matchedLeave, themedBacks: themedBacks, bounds: size)
        }
    }

    private func setTable(_ state: JSONCursor, game: GameKind, bounds: Size) throws(Failure) -> RestingTable {
        let entries = try state.objects(StateKey.table)
        var cards: [RestingTable.Card] = []
        var selected: [Card] = []
        var frames: Set<Rect> = []
        for entry in entries {
            let code = try entry.cardName(StateKey.card) ?? "?"
            if try entry.bool(StateKey.selected) == true, let card = Card(code: code) { selected.append(card) }
            if let frame = try entry.rect(StateKey.frame) { frames.insert(frame) }
            let highlight: Highlight =
                try entry.bool(StateKey.selected) == true
                ? .selected : try entry.bool(StateKey.hint) == true ? .hint : .none
            cards.append(
                RestingTable.Card(
                    code: code, face: code, frame: Rect(x: 0, y: 0, w: 0, h: 0),
                    faceUp: try entry.bool(StateKey.faceUp) ?? true, highlight: highlight))
        }
        if selected.count == 3 {
            let mark: Highlight = Solver.isSet(selected[0], selected[1], selected[2]) ? .match : .mismatch
            for index in cards.indices where cards[index].highlight == .selected { cards[index].highlight = mark }
        }
        let discard = try state.strings(StateKey.discard) ?? []
        let deck = try state.int(StateKey.deck) ?? 0
        guard (0...10_000).contains(deck), discard.count <= 10_000 else {
            throw Failure("'state.deck' is out of range")
        }
        let gathered = cards.count > 1 && frames.count == 1 ? frames.first : nil
        let faceUp = try state.bool(StateKey.discardFaceUp) ?? true
        return RestingTable(
            game: game, bounds: bounds, cards: cards, deckCount: deck, discardCount: discard.count,
            discardTop: faceUp ? discard.last : nil, gathered: gathered)
    }

    private func flipTable(
        _ state: JSONCursor, game: GameKind, faceKey: JSONKey, matchedLeave: Bool, themedBacks: Bool, bounds: Size
    ) throws(Failure) -> RestingTable {
        let entries = try state.objects(StateKey.cards)
        var showing = 0
        for entry in entries {
            let up = try entry.bool(StateKey.faceUp) ?? false
            let matched = try entry.bool(StateKey.matched) ?? false
            if up && !matched { showing += 1 }
        }
        let theme = try state.string(StateKey.theme).flatMap { try? ConcentrationTheme.named($0) }
        var cards: [RestingTable.Card] = []
        for (index, entry) in entries.enumerated() {
            let matched = try entry.bool(StateKey.matched) ?? false
            let up = try entry.bool(StateKey.faceUp) ?? false
            let face = try entry.cardName(faceKey)
            let highlight: Highlight =
                matchedLeave
                ? (up && !matched ? (showing == 2 ? .mismatch : .selected) : .none)
                : (matched ? .match : up ? .selected : .none)
            // NB: `--ascii` draws the theme's stand-in for an emoji face, as the live board does.
            let ascii = theme?.faces.first { $0.emoji == face }?.ascii
            cards.append(
                RestingTable.Card(
                    code: FlipCardID.ofSlot(index + 1), face: face, asciiFace: ascii,
                    frame: Rect(x: 0, y: 0, w: 0, h: 0),
                    faceUp: face != nil && (up || matched), highlight: highlight, gone: matchedLeave && matched))
        }
        return RestingTable(
            game: game, bounds: bounds, cards: cards, deckCount: nil, discardCount: nil,
            back: themedBacks ? theme?.back.rawValue : nil)
    }
}

extension JSONCursor {
    /// The objects of the array under `key` (none when absent), at most 1,000.
    func objects(_ key: JSONKey) throws(RecordedCommand.Failure) -> [JSONCursor] {
        let items = try array(key) ?? []
        guard items.count <= 1000 else {
            throw RecordedCommand.Failure("'\(place(of: key))' has more than 1000 entries")
        }
        for item in items where !item.value.isObject {
            throw RecordedCommand.Failure("'\(item.bracketed)' must be an object")
        }
        return items
    }

    /// A card's code or face under `key`: short and printable, as the board draws it.
    func cardName(_ key: JSONKey) throws(RecordedCommand.Failure) -> String? {
        guard let name = try string(key) else { return nil }
        guard !name.isEmpty, name.count <= 8, name.printable() == name else {
            throw RecordedCommand.Failure("'\(place(of: key))' is not a card: '\(name.printable(limit: 16))'")
        }
        return name
    }

    /// A table size `{"w","h"}` under `key`, within what `resize` accepts.
    func size(_ key: JSONKey) throws(RecordedCommand.Failure) -> Size? {
        guard let size = try worded({ () throws(Fault) in try nullable(key) }) else { return nil }
        guard size.value.isObject, let w = try size.int(Rect.Key.w), let h = try size.int(Rect.Key.h) else {
            throw RecordedCommand.Failure("'\(place(of: key))' must be {\"w\",\"h\"}")
        }
        guard Size(w: w, h: h).isInRange else {
            throw RecordedCommand.Failure("'\(place(of: key))': " + Size(w: w, h: h).rangeRefusal)
        }
        return Size(w: w, h: h)
    }
}

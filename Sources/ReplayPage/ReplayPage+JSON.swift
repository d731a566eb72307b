import CardKit
import Choreography
import JSONCoding
import SetGame
import WireFormat

extension ReplayPage {
    /// The keys of a state shown beside the table (`score 3 · flips 7`), in this order.
    static let statusKeys = [StateKey.score, StateKey.flips, StateKey.mode, StateKey.sets]

    /// Writes one command: what the player shows and animates. A table equal to `previous`
    /// (the last command's) is written as `"sameTable": true`.
    static func write(_ scene: Scene, previous: RestingTable?, to writer: inout JSONWriter) {
        let record = scene.record
        writer.object { writer in
            writer.field(PageKey.input, record.input)
            writer.field(PageKey.ok, record.ok)
            writer.key(PageKey.error)
            if let error = record.error { writer.string(error) } else { writer.null() }
            writer.key(PageKey.game)
            if let game = record.game { writer.string(game.rawValue) } else { writer.null() }
            if let printed = scene.printed { writer.field(PageKey.printed, printed) }
            let variant = variant(of: record.state)
            if let variant { writer.field(PageKey.title, variant.title) }
            writer.key(PageKey.status)
            writer.object { writer in
                guard case .object(let fields) = record.state else { return }
                for key in statusKeys {
                    // NB: a variant counts its own moves (`moves`), not standard sets.
                    let counted = key == StateKey.sets ? variant : nil
                    let (source, shown) =
                        counted.map { (StateKey.moves.name, $0.moveName + "s") } ?? (key.name, key.name)
                    guard let value = fields.last(where: { $0.0 == source })?.1, case .int(let number) = value else {
                        continue
                    }
                    writer.key(shown)
                    writer.integer(number)
                }
                if let players = players(fields) { writer.field(StateKey.players, players) }
            }
            if let table = scene.table, table == previous {
                writer.field(PageKey.sameTable, true)
            } else {
                writer.key(PageKey.table)
                if let table = scene.table { write(table, to: &writer) } else { writer.null() }
            }
            writer.field(PageKey.events, record.events)
        }
    }

    /// The Set variant a state is played by (`variant`), when not standard Set: the header
    /// names it and counts its moves.
    static func variant(of state: JSONValue?) -> SetVariant? {
        guard case .object(let fields)? = state,
            case .string(let name)? = fields.last(where: { $0.0 == StateKey.variant.name })?.1,
            let variant = SetVariant(rawValue: name), variant != .standard
        else { return nil }
        return variant
    }

    /// What `scenes` played, to title a page whose stream has no file's name (standard input,
    /// as a room's log piped through `run --format json`): the last game named, and its players
    /// with their scores when several play (`Set (ann 5, bob 3)`); nil when no game is known.
    public static func subject(of scenes: [Scene]) -> String? {
        guard let record = scenes.last(where: { $0.record.game != nil })?.record, let game = record.game else {
            return nil
        }
        let name = variant(of: record.state)?.title ?? game.title
        guard case .object(let fields) = record.state, let players = players(fields) else { return name }
        return name + " (" + players + ")"
    }

    /// The state's `players` as `ann 3, bob 1`, when several play.
    static func players(_ fields: [(String, JSONValue)]) -> String? {
        guard case .array(let entries)? = fields.last(where: { $0.0 == StateKey.players.name })?.1 else { return nil }
        let shown = entries.compactMap { entry -> String? in
            guard case .object(let player) = entry,
                case .string(let name)? = player.last(where: { $0.0 == StateKey.name.name })?.1
            else { return nil }
            let score = player.last { $0.0 == StateKey.score.name }.flatMap {
                if case .int(let value) = $0.1 { value } else { nil }
            }
            return name.printable(limit: 24) + (score.map { " \($0)" } ?? "")
        }
        return shown.count > 1 ? shown.joined(separator: ", ") : nil
    }

    /// Writes a table at rest as the page's pose function reads it (`Animation`'s fields),
    /// compactly: frames as `[x, y, w, h]`; a card's face left out when it is its code (Set),
    /// `faceUp` when true, `highlight` when none.
    static func write(_ table: RestingTable, to writer: inout JSONWriter) {
        writer.object { writer in
            writer.field(PageKey.game, table.game.rawValue)
            writer.key(PageKey.bounds)
            writer.object { writer in
                writer.field(PageKey.w, table.bounds.w)
                writer.field(PageKey.h, table.bounds.h)
            }
            writer.key(PageKey.cards)
            writer.array { writer in
                for card in table.cards {
                    writer.object { writer in
                        writer.field(PageKey.code, card.code)
                        if let face = card.face, face != card.code || !table.game.traits.namesCardsByFace {
                            writer.field(PageKey.face, face)
                        }
                        write(card.frame, PageKey.frame, to: &writer)
                        if !card.faceUp { writer.field(PageKey.faceUp, false) }
                        if card.highlight != .none { writer.field(PageKey.highlight, name(card.highlight)) }
                        if card.gone { writer.field(PageKey.gone, true) }
                    }
                }
            }
            write(table.deck, PageKey.deck, to: &writer)
            write(table.discard, PageKey.discard, to: &writer)
            if let gathered = table.gathered { write(gathered, PageKey.gathered, to: &writer) }
            if let back = table.back { writer.field(PageKey.back, back) }
        }
    }

    private static func write(_ pile: RestingTable.Pile?, _ key: JSONKey, to writer: inout JSONWriter) {
        guard let pile else { return }
        writer.key(key)
        writer.object { writer in
            write(pile.frame, PageKey.frame, to: &writer)
            writer.field(PageKey.count, pile.count)
            if let top = pile.top { writer.field(PageKey.top, top) }
        }
    }

    /// Writes `"key": [x, y, w, h]`.
    private static func write(_ rect: Rect, _ key: JSONKey, to writer: inout JSONWriter) {
        writer.key(key)
        writer.array { writer in
            for value in [rect.x, rect.y, rect.w, rect.h] { writer.number(JSONWriter.rounded(value)) }
        }
    }

    /// A mark's name in the page (`selected`, `match`, ...).
    public static func name(_ highlight: Highlight) -> String {
        switch highlight {
        case .none: "none"
        case .selected: "selected"
        case .match: "match"
        case .mismatch: "mismatch"
        case .hint: "hint"
        }
    }
}

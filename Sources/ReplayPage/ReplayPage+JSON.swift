import Choreography
import GameKit
import Interpreter

extension ReplayPage {
    /// The keys of a state shown beside the table (`score 3 · flips 7`), in this order.
    static let statusKeys = ["score", "flips", "mode", "sets"]

    /// Writes one command: what the player shows and animates.
    static func write(_ scene: Scene, to writer: inout JSONWriter) {
        let record = scene.record
        writer.object { writer in
            writer.field("input", record.input)
            writer.field("ok", record.ok)
            writer.key("error")
            if let error = record.error { writer.string(error) } else { writer.null() }
            writer.key("game")
            if let game = record.game { writer.string(game.rawValue) } else { writer.null() }
            if let printed = scene.printed { writer.field("printed", printed) }
            writer.key("status")
            writer.object { writer in
                guard case .object(let fields) = record.state else { return }
                for key in statusKeys {
                    guard let value = fields.last(where: { $0.0 == key })?.1, case .int(let number) = value else { continue }
                    writer.key(key)
                    writer.integer(number)
                }
            }
            writer.key("table")
            if let table = scene.table { write(table, to: &writer) } else { writer.null() }
            writer.field("events", record.events)
        }
    }

    /// Writes a table at rest as the page's pose function reads it (`Animation`'s fields).
    static func write(_ table: RestingTable, to writer: inout JSONWriter) {
        writer.object { writer in
            writer.field("game", table.game.rawValue)
            writer.key("bounds")
            writer.object { writer in
                writer.field("w", table.bounds.w)
                writer.field("h", table.bounds.h)
            }
            writer.key("cards")
            writer.array { writer in
                for card in table.cards {
                    writer.object { writer in
                        writer.field("code", card.code)
                        if let face = card.face { writer.field("face", face) }
                        writer.field("frame", card.frame)
                        writer.field("faceUp", card.faceUp)
                        writer.field("highlight", name(card.highlight))
                        if card.gone { writer.field("gone", true) }
                    }
                }
            }
            write(table.deck, "deck", to: &writer)
            write(table.discard, "discard", to: &writer)
            if let gathered = table.gathered { writer.field("gathered", gathered) }
            if let back = table.back { writer.field("back", back) }
        }
    }

    private static func write(_ pile: RestingTable.Pile?, _ key: StaticString, to writer: inout JSONWriter) {
        guard let pile else { return }
        writer.key(key)
        writer.object { writer in
            writer.field("frame", pile.frame)
            writer.field("count", pile.count)
            if let top = pile.top { writer.field("top", top) }
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

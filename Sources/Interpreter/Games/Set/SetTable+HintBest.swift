import CardKit
import JSONCoding
import SetGame
import WireFormat

extension SetTable {
    /// The keys of `hint best`'s JSON object (the record's `perfect` key).
    enum PerfectKey {
        static let samples: JSONKey = "samples"
        static let unseen: JSONKey = "unseen"
        static let moves = StateKey.moves
        static let cards = StateKey.cards
        static let deal: JSONKey = "deal"
        static let perfect = RecordKey.perfect
        static let chance: JSONKey = "chance"
        static let low = Estimate.Key.low
        static let high = Estimate.Key.high
        static let best: JSONKey = "best"
    }

    /// `hint best`: each set's chance of a perfect game if taken now, and the best with its
    /// 95% interval (`SetGame.perfectChances`); charged as `hint all` is.
    mutating func hintBest(_ env: inout TableContext, _ context: inout CommandContext) throws(InterpreterError) -> String {
        // NB: a match on show is put away first, as the next move would, so that the sets
        // named are on the table the player sees (its refill is not known before).
        var putAway = ""
        if game.reveal == .match {
            let before = game
            let actor = context.actor
            let changes = try move(&env, &context) { game, _ throws(SetGameError) in try game.putAwayShown(by: actor) }
            putAway = describe(changes, env, before: before)
            context.drawBoard = true
        }
        let chances: [PerfectChance]
        do { chances = try game.perfectChances() } catch { throw .set(error) }
        guard let best = chances.indices.max(by: { chances[$0].perfect < chances[$1].perfect || (chances[$0].perfect == chances[$1].perfect && $0 > $1) })
        else { return "The game is over: no set on the table and no card in the deck." }
        let table = game.table
        let unseen = game.deck.count
        let samples = chances[best].samples
        var lines: [String] = []
        if chances[best].move == .deal {
            lines.append("No set on the table. Dealing: " + SetTable.chanceText(chances[best].estimate) + " chance of a perfect game.")
        } else {
            lines.append("Chance of a perfect game if taken now:")
            // NB: the sets' slots and the percentages in columns, both right-aligned where
            // their widths differ (slots 10 11 12, 5.0% against 13.8%: issue 37, item 21).
            var rows: [(set: String, percent: String)] = []
            for chance in chances {
                guard case .take(let a, let b, let c) = chance.move else { continue }
                rows.append((SetTable.slotsText([a, b, c], table), SetTable.percent(chance.estimate.value)))
            }
            let setWidth = rows.map(\.set.count).max() ?? 0, percentWidth = rows.map(\.percent.count).max() ?? 0
            for row in rows {
                let gap = setWidth - row.set.count + 2 + percentWidth - row.percent.count
                lines.append("  " + row.set + String(repeating: " ", count: gap) + row.percent)
            }
            guard case .take(let a, let b, let c) = chances[best].move else { return "" }
            lines.append("Best: " + SetTable.slotsText([a, b, c], table) + ", " + SetTable.chanceText(chances[best].estimate) + ".")
        }
        lines.append("(\(samples) random orders of the \(Words.count(unseen, "unseen card")) each, least matchable set first.)")
        context.output.perfect = JSONFragment.write { writer in
            writer.object { writer in
                writer.field(PerfectKey.samples, samples)
                writer.field(PerfectKey.unseen, unseen)
                writer.key(PerfectKey.moves)
                writer.array { writer in
                    for chance in chances {
                        writer.object { writer in
                            switch chance.move {
                            case .take(let a, let b, let c): writer.field(PerfectKey.cards, strings: [a.code, b.code, c.code])
                            case .deal: writer.field(PerfectKey.deal, true)
                            }
                            writer.field(PerfectKey.perfect, chance.perfect)
                            writer.field(PerfectKey.chance, chance.estimate.value)
                            writer.field(PerfectKey.low, chance.estimate.low)
                            writer.field(PerfectKey.high, chance.estimate.high)
                        }
                    }
                }
                writer.field(PerfectKey.best, best)
            }
        }
        let (_, changes) = game.hintAll()
        if !changes.isEmpty { env.seat.playTally.hints += 1 }
        let charge = describe(changes, env)
        return putAway + lines.joined(separator: "\n") + (charge.isEmpty ? "" : "\n" + charge)
    }

    /// `31.2% (95%: 29.8% to 32.7%)`.
    static func chanceText(_ estimate: Estimate) -> String {
        percent(estimate.value) + " (95%: " + percent(estimate.low) + " to " + percent(estimate.high) + ")"
    }
}

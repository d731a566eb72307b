import CardKit
import JSONCoding
import SetGame
import WireFormat

extension SetTable {
    /// The keys of `hint best`'s JSON object (the record's `perfect` key).
    enum PerfectKey {
        static let samples = GameReview.Key.samples
        static let unseen = GameReview.Key.unseen
        static let moves = StateKey.moves
        static let cards = StateKey.cards
        static let deal: JSONKey = "deal"
        static let perfect = RecordKey.perfect
        static let chance = GameReview.Key.chance
        static let low = Estimate.Key.low
        static let high = Estimate.Key.high
        static let best = GameReview.Key.best
        static let exact = GameReview.Key.exact
    }

    /// `hint best`: each set's chance of a perfect game if taken now, and the best with its
    /// 95% interval (`SetGame.perfectChances`); charged as `hint all` is.
    mutating func hintBest(_ env: inout TableContext, _ context: inout CommandContext) throws(InterpreterError)
        -> String
    {
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
        let chosen: Int?
        do {
            chances = try game.perfectChances(stop: env.interruption)
            chosen = try game.bestSetIndex(stop: env.interruption)
        } catch { throw .set(error) }
        guard !chances.isEmpty else { return "The game is over: no set on the table and no card in the deck." }
        // NB: the honest best's own choice (what simulate --policy best plays), not the
        // rollouts' most perfect endings: the rollouts play on by the least matchable set.
        let best = min(chosen ?? 0, chances.count - 1)
        let table = game.table
        let unseen = game.deck.count
        let samples = chances[best].samples
        let exact = chances[best].exact != nil
        let chanceText = { (estimate: Estimate) in
            exact ? SetTable.exactPercent(estimate.value) + " exactly" : SetTable.chanceText(estimate)
        }
        var lines: [String] = []
        if chances[best].move == .deal {
            lines.append(
                "No set on the table. Dealing: " + chanceText(chances[best].estimate) + " chance of a perfect game.")
        } else {
            lines.append(
                exact ? "Exact chance of a perfect game if taken now:" : "Chance of a perfect game if taken now:")
            // NB: the sets' slots and the percentages in columns, both right-aligned where
            // their widths differ (slots 10 11 12, 5.0% against 13.8%: issue 37, item 21).
            var rows: [(set: String, percent: String)] = []
            for chance in chances {
                guard case .take(let a, let b, let c) = chance.move else { continue }
                let value =
                    exact ? SetTable.exactPercent(chance.estimate.value) : SetTable.percent(chance.estimate.value)
                rows.append((SetTable.slotsText([a, b, c], table), value))
            }
            let setWidth = rows.map(\.set.count).max() ?? 0
            let percentWidth = rows.map(\.percent.count).max() ?? 0
            for row in rows {
                let gap = setWidth - row.set.count + 2 + percentWidth - row.percent.count
                lines.append("  " + row.set + String(repeating: " ", count: gap) + row.percent)
            }
            guard case .take(let a, let b, let c) = chances[best].move else { return "" }
            let score =
                exact
                ? "optimal play"
                : unseen > PerfectChoice.Settings.standard.splitFrom
                    ? "its max-entropy score"
                    : unseen > PerfectChoice.Settings.standard.rolloutFrom
                        ? "its weighted split count"
                        : "\(PerfectChoice.Settings.standard.rollouts) rollouts of the two best weighted split counts"
            lines.append(
                "Best: " + SetTable.slotsText([a, b, c], table) + ", " + chanceText(chances[best].estimate) + ", by "
                    + score + ".")
        }
        if exact {
            lines.append(
                "(Exact, no interval: every order of the \(Words.count(unseen, "unseen card")), optimal play after.)")
        } else {
            lines.append(
                """
                (\(samples) random orders of the \(Words.count(unseen, "unseen card")) each, played on by the \
                least matchable set.)
                """
            )
        }
        context.output.gamePart[RecordKey.perfect] = JSONFragment.write { writer in
            writer.object { writer in
                writer.field(PerfectKey.samples, samples)
                if exact { writer.field(PerfectKey.exact, true) }
                writer.field(PerfectKey.unseen, unseen)
                writer.key(PerfectKey.moves)
                writer.array { writer in
                    for chance in chances {
                        writer.object { writer in
                            switch chance.move {
                            case .take(let a, let b, let c):
                                writer.field(PerfectKey.cards, strings: [a.code, b.code, c.code])
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

    /// `99.649%`: an exact chance, to a thousandth of a percent.
    static func exactPercent(_ value: Double) -> String {
        let thousandths = Int((value * 100_000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction + "%"
    }

    /// `31.2% (95%: 29.8% to 32.7%)`.
    static func chanceText(_ estimate: Estimate) -> String {
        percent(estimate.value) + " (95%: " + percent(estimate.low) + " to " + percent(estimate.high) + ")"
    }
}

import Board
import CardKit
import JSONCoding
import SetGame
import WireFormat

extension SetTable {
    /// `review`: each set taken in the game so far, with the chance of a perfect game it left
    /// and the best set's chance at that moment, both as `hint best` gave (or would have given)
    /// them there, what it cost and a mark on the costly ones (`GameReview`). Changes nothing and
    /// costs nothing; `stop` (Ctrl-C at the prompt) is asked as the chances are played out.
    func review(stop: () -> Bool) throws(InterpreterError) -> GameReview {
        do throws(SetGameError) {
            guard game.puzzle == nil else { throw SetGameError.notInPuzzle("review") }
            guard game.trial == nil else { throw SetGameError.notInTrial("review") }
            guard game.variant == .standard else { throw SetGameError.standardOnly("review", game.variant) }
            let unrecorded = moves.unrecorded(in: game)
            var judged: [GameReview.Move] = []
            for (index, move) in moves.moves.enumerated() {
                let position = game.position(table: move.table, gone: game.discard.prefix(move.gone))
                let chances: [PerfectChance]
                do { chances = try position.perfectChances(stop: stop) } catch .interrupted {
                    throw SetGameError.interrupted("review")
                }
                let taken = Set(move.cards)
                // NB: a set on its table, so both are found whatever the log says (`validate`).
                guard
                    let played = chances.first(where: { chance in
                        if case .take(let a, let b, let c) = chance.move { Set([a, b, c]) == taken } else { false }
                    }),
                    let best = try bestChance(chances, at: position),
                    case .take(let a, let b, let c) = best.move
                else { continue }
                let exact = played.exact != nil
                let (playedChance, bestChance) = (GameReview.Chance(played.estimate), GameReview.Chance(best.estimate))
                let name = move.player.flatMap { $0 < game.players.count ? game.players[$0].name : nil }
                let computer = name == Player.computerName
                judged.append(
                    GameReview.Move(
                        number: unrecorded + index + 1, cards: move.cards.map(\.code), unseen: position.deck.count,
                        samples: played.samples, chance: playedChance, bestCards: [a, b, c].map(\.code),
                        best: bestChance, player: name, computer: computer,
                        help: (move.help ?? []).map(\.rawValue),
                        mark: computer ? nil : GameReview.Mark.of(played: playedChance, best: bestChance, exact: exact))
                )
            }
            let exact = game.deckKind == .junior
            return GameReview(
                exact: exact, unrecorded: unrecorded, moves: judged, over: game.isOver,
                left: game.deck.count + game.table.count - (game.reveal == .match ? game.selected.count : 0))
        } catch {
            throw .set(error)
        }
    }

    /// The chance of the set `hint best` names among `chances` (`position`'s): with exact
    /// chances the first of the highest (what optimal play takes), otherwise the honest best's
    /// own choice (`bestSetIndex`); `nil` when the table held no set.
    private func bestChance(_ chances: [PerfectChance], at position: SetGame) throws(SetGameError) -> PerfectChance? {
        guard let first = chances.first, first.move != .deal else { return nil }
        if first.exact != nil {
            var best = first
            for chance in chances.dropFirst() where chance.estimate.value > best.estimate.value { best = chance }
            return best
        }
        guard let index = try position.bestSetIndex(), index < chances.count else { return nil }
        return chances[index]
    }
}

extension SetTable {
    /// `review` at the table: the review in words, and its object in the record.
    func review(_ env: TableContext, _ context: inout CommandContext) throws(InterpreterError) -> String {
        let review = try review(stop: env.interruption)
        context.output.gamePart[RecordKey.review] = JSONFragment.write { review.write(to: &$0) }
        return SetTable.text(of: review, samples: SetGame.bestSamples)
    }

    /// The review in words, at most 80 columns: a line for each set (its number, cards, the
    /// chance it left, the best set's, the cost in points and its mark or who took it), then
    /// the marks counted, the costliest set and how the game stands.
    static func text(of review: GameReview, samples: Int) -> String {
        var lines: [String] = []
        if review.unrecorded > 0 {
            lines.append(
                """
                \(Words.count(review.unrecorded, "set")) taken before this game's record began (a save of an \
                older animset): not reviewed.
                """)
        }
        if review.moves.isEmpty {
            lines.append("No set taken yet: nothing to review.")
        } else {
            lines.append(
                """
                The chance of a perfect game each set left, against the best set's at that moment \
                (\(review.exact ? "exact" : "estimates"), as hint best gives them); the cost in points:
                """)
            lines += table(review)
            lines += summary(review)
        }
        if review.over {
            lines.append(
                review.left == 0
                    ? "The game is over: no card left, a perfect game."
                    : "The game is over: \(Words.count(review.left, "card")) left.")
        } else {
            lines.append("The game goes on: \(Words.count(review.left, "card")) still in play.")
        }
        if !review.moves.isEmpty {
            lines.append(
                review.exact
                    ? "(Exact: every order of the unseen cards, optimal play after.)"
                    : """
                    (Each chance from random orders of the unseen cards, \(samples) a table shared among its sets, \
                    played on by the least matchable set; marked only where the set's 95% interval lies below the \
                    best's.)
                    """)
        }
        return TextWrap.wrapped(lines.joined(separator: "\n"), width: 80)
    }

    /// The lines of the table of sets, its columns as wide as their widest entry.
    private static func table(_ review: GameReview) -> [String] {
        let percent = { (chance: GameReview.Chance) in
            review.exact ? exactPercent(chance.value) : SetTable.percent(chance.value)
        }
        let header = ["set", "taken", "left", "best", "cost"]
        var rows: [[String]] = [header]
        var notes: [String] = [""]
        for move in review.moves {
            rows.append([
                String(move.number), move.cards.joined(separator: " "), percent(move.chance), percent(move.best),
                GameReview.points(move.cost),
            ])
            var note: [String] = []
            if let mark = move.mark { note.append(mark.sign + " " + mark.rawValue) }
            if move.computer {
                note.append("the computer's")
            } else if let player = move.player {
                note.append(player + "'s")
            }
            if !move.help.isEmpty { note.append("after " + move.help.joined(separator: ", ")) }
            notes.append(note.joined(separator: ", "))
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return zip(rows, notes).map { row, note in
            var line = ""
            for (column, entry) in row.enumerated() {
                let pad = String(repeating: " ", count: widths[column] - entry.count)
                // NB: the cards read from the left, the numbers line up on the right.
                line += column == 1 ? "  " + entry + pad : "  " + pad + entry
            }
            return note.isEmpty ? line : line + "  " + note
        }
    }

    /// The marks counted and the costliest set, or that none was marked.
    private static func summary(_ review: GameReview) -> [String] {
        let counts = review.markCounts
        var lines: [String] = []
        if counts.isEmpty {
            lines.append(
                """
                No set marked: none of yours cost \(GameReview.Mark.inaccuracy.points) points or more beyond the \
                estimates' noise.
                """)
        } else {
            lines.append("Marked: " + counts.joined(separator: ", ") + " (" + legend + ").")
        }
        if let costliest = review.costliest, costliest.mark != nil {
            lines.append(
                """
                The costliest: set \(costliest.number), \(GameReview.points(costliest.cost)) points \
                (\(costliest.bestCards.joined(separator: " ")) was the best).
                """)
        }
        return lines
    }

    /// What the marks mean: `blunder 20 points or more, mistake 10, inaccuracy 5`.
    static var legend: String {
        GameReview.Mark.allCases.reversed().enumerated().map { index, mark in
            mark.rawValue + " \(mark.points)" + (index == 0 ? " points or more" : "")
        }.joined(separator: ", ")
    }
}

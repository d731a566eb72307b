import Charts
import HTML
import WireFormat

extension ReplayPage {
    /// The last `review` of the session, which the page draws as a chart below the player.
    public var review: GameReview? {
        scenes.last { $0.record.review?.moves.isEmpty == false }?.record.review
    }

    /// The section below the player that draws `review`: the game's chance of a perfect game
    /// over the sets taken, the best set's at each moment and the costly sets marked, with a
    /// line that counts the marks. Markup of ours, the text escaped.
    static func reviewSection(_ review: GameReview) -> String {
        let marks = review.markCounts
        var words =
            "\(review.moves.count) set\(review.moves.count == 1 ? "" : "s") reviewed; "
            + (marks.isEmpty ? "none marked" : "marked: " + marks.joined(separator: ", ")) + "."
        if let costliest = review.costliest, costliest.mark != nil {
            words += " The costliest: set \(costliest.number), \(GameReview.points(costliest.cost)) points."
        }
        if review.over { words += review.left == 0 ? " A perfect game." : " The game ended with \(review.left) cards." }
        let chart = chart(of: review)
        let legend = GameReview.Mark.allCases.reversed().map { "\($0.rawValue) \($0.sign) \($0.points)" }
        return """
            <section id="review" aria-labelledby="review-title">
            <h2 id="review-title">Review: the chance of a perfect game after each set</h2>
            <p>\(HTMLDocument.escape(words))</p>
            <figure>\(chart.svg(in: .wide))\(chart.svg(in: .narrow))<figcaption>\(HTMLDocument.escape(
                """
                The line: the chance each set left (\(review.exact ? "exact" : "with its 95% band")); a tick: the \
                best set's chance at that moment; a red dot: a costly set (\(legend.joined(separator: ", ")) points \
                or more). Hover a set for its cards.
                """))</figcaption></figure>
            </section>
            """
    }

    /// The chart of `review`.
    static func chart(of review: GameReview) -> ReviewChart {
        let points = review.moves.map { move in
            var tooltip =
                "set \(move.number): \(move.cards.joined(separator: " ")) left \(percent(move.chance.value)), "
                + "best \(move.bestCards.joined(separator: " ")) \(percent(move.best.value)), "
                + "cost \(GameReview.points(move.cost)) points"
            if let mark = move.mark { tooltip += ", " + mark.rawValue }
            if move.computer { tooltip += " (the computer's)" }
            if !move.help.isEmpty { tooltip += " (after " + move.help.joined(separator: ", ") + ")" }
            return ReviewChart.Point(
                x: Double(move.number), value: move.chance.value, low: move.chance.low, high: move.chance.high,
                best: move.best.value, sign: move.mark?.sign, tooltip: tooltip)
        }
        let start = review.line.first.map { (x: Double($0.sets), value: $0.chance.value) } ?? (0, 0)
        return ReviewChart(
            summary: "The chance of a perfect game after each of \(review.moves.count) sets", start: start,
            points: points)
    }

    /// `13.4%`.
    static func percent(_ share: Double) -> String { GameReview.points(share) + "%" }
}

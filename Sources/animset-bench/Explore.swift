import CardKit
import SetGame

/// The explorer's numbers for the variants (issue 24), printed by `animset-bench ultradist`
/// and `animset-bench chain`: seeded, so the same arguments print the same numbers.
enum Explore {
    /// Ultrasets on `tables` random tables of `size` cards (seed `seed`): how often none, with
    /// a 95% interval, and the distribution of their number.
    static func ultraDistribution(size: Int, tables: Int, seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var histogram: [Int: Int] = [:]
        var deck = Card.all
        var total = 0
        for _ in 0..<tables {
            deck.seededShuffle(using: &generator)
            let count = deck.withUnsafeBufferPointer {
                Solver.countUltraSets(in: UnsafeBufferPointer(rebasing: $0[0..<size]))
            }
            histogram[count, default: 0] += 1
            total += count
        }
        let none = Double(histogram[0] ?? 0) / Double(tables)
        let half = 1.96 * (none * (1 - none) / Double(tables)).squareRoot()
        print("ultrasets on \(size) random cards, \(tables) tables, seed \(seed):")
        print(
            """
              none: \(histogram[0] ?? 0) tables, p = \(format(none, 6)) [\(format(max(0, none - half), 6)), \
            \(format(none + half, 6))] (95%)
            """
        )
        print("  mean \(format(Double(total) / Double(tables), 3)); distribution (ultrasets: share of tables):")
        let shown = histogram.keys.sorted()
        print(
            "  "
                + shown.map { "\($0): \(format(Double(histogram[$0] ?? 0) / Double(tables), 4))" }.joined(
                    separator: "  "))
    }

    /// Whole Set-Chain games through `SetGame` (seeds `seed`, `seed + 1`, ...), taking the
    /// first chain set found or a random one: how they end and how long the chains last.
    static func chainGames(games: Int, seed: UInt64, random: Bool) {
        var generator = SeededGenerator(seed: seed ^ 0x5eed)
        var brokenWithDeck = 0
        var leftInDeck = 0
        var setsTotal = 0
        var lengths: [Int: Int] = [:]
        for game in 0..<games {
            var play = SetGame(seed: seed &+ UInt64(game), variant: .chain)
            var now = 0.0
            while !play.isOver {
                now += 1
                let moves = play.movesOnTable
                do {
                    if moves.isEmpty {
                        _ = try play.deal(now: now)
                    } else {
                        let move = random ? moves[generator.index(below: moves.count)] : moves[0]
                        for card in move.cards { _ = try play.choose(card, now: now) }
                        _ = try play.putAwayShown()
                    }
                } catch {
                    print("game \(game): \(error)")
                    return
                }
            }
            if !play.deck.isEmpty {
                brokenWithDeck += 1
                leftInDeck += play.deck.count
            }
            setsTotal += play.setsFound
            lengths[play.setsFound, default: 0] += 1
        }
        let broken = Double(brokenWithDeck) / Double(games)
        let half = 1.96 * (broken * (1 - broken) / Double(games)).squareRoot()
        print(
            """
            Set-Chain, \(games) games from seed \(seed), \
            \(random ? "a random chain set" : "the first chain set found") each time:
            """
        )
        print(
            """
              chain broken with cards still in the deck: \(brokenWithDeck) (\(format(100 * broken, 2))% \
            [\(format(100 * (broken - half), 2)), \(format(100 * (broken + half), 2))]),
            """
                + """
                 \(format(brokenWithDeck == 0 ? 0 : Double(leftInDeck) / Double(brokenWithDeck), 1)) cards left in \
                the deck on average
                """
        )
        print("  deck run dry (the table's last chain set taken): \(games - brokenWithDeck)")
        let sorted = lengths.keys.sorted()
        print(
            """
              chain sets a game: mean \(format(Double(setsTotal) / Double(games), 2)), min \(sorted.first ?? 0), \
            max \(sorted.last ?? 0)
            """
        )
    }

    /// The largest sets of cards holding no ultraset, by exhaustive search: an ultraset is two
    /// pairs with the same third card, so an ultraset-free set is one whose pairs all have
    /// different third cards. Translating every card by the same vector keeps that, so the
    /// search may start from card 0; it counts the ultraset-free sets of each size that hold it.
    static func ultraFree() {
        var counts = [Int](repeating: 0, count: 15)
        var chosen = [Card](repeating: Card.all[0], count: 15)
        var used = [Bool](repeating: false, count: 81)
        func search(_ size: Int, from next: Int) {
            counts[size] += 1
            guard next < 81 else { return }
            for index in next..<81 {
                let card = Card.all[index]
                var clash = false
                for held in chosen[0..<size] where used[Int(Solver.third(held, card).index)] {
                    clash = true
                    break
                }
                if clash { continue }
                for held in chosen[0..<size] { used[Int(Solver.third(held, card).index)] = true }
                chosen[size] = card
                search(size + 1, from: index + 1)
                for held in chosen[0..<size] { used[Int(Solver.third(held, card).index)] = false }
            }
        }
        chosen[0] = Card.all[0]
        search(1, from: 1)
        let largest = counts.lastIndex { $0 > 0 } ?? 0
        print("ultraset-free sets of cards holding card 0 (every ultraset-free set is a translate of one):")
        print("  " + (1...largest).map { "\($0): \(counts[$0])" }.joined(separator: "  "))
        print("  the largest has \(largest) cards: any \(largest + 1) cards hold an ultraset")
    }

    static func format(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = "\(rounded)"
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
        }
        return text
    }
}

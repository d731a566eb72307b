import CardKit
import JSONCoding
import SetGame

extension SetTable {
    /// The one line printed after every mismatch: the attributes that break the set.
    static func whyLine(_ why: SetExplanation) -> String {
        guard !why.isSet else { return "Why: every attribute is all the same or all different, so a set." }
        return "Why: " + why.failing.map { "\($0.attribute.name): " + oddOneOut($0, why.cards) }.joined(separator: "; ")
            + ", so not a set."
    }

    /// `why`: every attribute's verdict, then the card completing each pair and where it is.
    func whyText(_ why: SetExplanation) -> String {
        var lines = [Words.codes(why.cards) + (why.isSet ? ": a set." : ": not a set.")]
        lines += verdictLines(why, every: false).map { "  " + $0 }
        lines.append("Completing each pair:")
        for completion in why.completions {
            lines.append(
                "  \(completion.first.code) \(completion.second.code) need \(completion.card.code): "
                    + place(of: completion.card))
        }
        return lines.joined(separator: "\n")
    }

    /// Each attribute's verdict, one a line (`shading: all the same (solid)`); `every` false
    /// leaves out what the game's deck never varies (the junior deck's shading).
    func verdictLines(_ why: SetExplanation, every: Bool) -> [String] {
        let width = Attribute.allCases.map(\.name.count).max() ?? 0
        var lines: [String] = []
        let varying = game.deckKind.attributes
        for verdict in why.attributes where every || varying.contains(verdict.attribute) || verdict.outcome != .same {
            let label =
                verdict.attribute.name + ":" + String(repeating: " ", count: width - verdict.attribute.name.count)
            let words = verdict.values.map { verdict.attribute.word($0) }
            let text: String =
                switch verdict.outcome {
                case .same: "all the same (\(words[0]))"
                case .different: "all different (" + words.joined(separator: ", ") + ")"
                case .neither: "neither: " + SetTable.oddOneOut(verdict, why.cards)
                }
            lines.append("\(label) \(text)")
        }
        return lines
    }

    /// Where a card is in the Set game, in words.
    func place(of card: Card) -> String {
        if let slot = game.slot(of: card) { return "on the table, slot \(slot + 1)" }
        if game.deck.contains(card) { return "in the deck" }
        if game.discard.contains(card) { return "in the discard pile" }
        return "not in this game"
    }

    /// "2RSD and 3RSO are red, 1GSD is green": the pair that agrees and the odd card out.
    static func oddOneOut(_ verdict: AttributeVerdict, _ cards: [Card]) -> String {
        guard let odd = verdict.oddOne else { return "" }
        let pair = cards.indices.filter { $0 != odd }
        let shared = verdict.values[pair[0]]
        let other = verdict.values[odd]
        let attribute = verdict.attribute
        let both = "\(cards[pair[0]].code) and \(cards[pair[1]].code)"
        switch attribute {
        case .number:
            return "\(both) have \(attribute.word(shared)), \(cards[odd].code) has \(attribute.word(other))"
        case .shape:
            let article = attribute.word(other).hasPrefix("o") ? "an" : "a"
            return "\(both) are \(attribute.word(shared))s, \(cards[odd].code) is \(article) \(attribute.word(other))"
        case .color, .shading:
            return "\(both) are \(attribute.word(shared)), \(cards[odd].code) is \(attribute.word(other))"
        }
    }
}

extension SetExplanation: JSONWritable {
    /// `{"cards", "set", "attributes": [{"name", "outcome", "values", "odd"?}], "completions":
    /// [{"pair", "card"}]}`; `odd` (the odd card out's code) only for `neither`.
    public func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.field(ReportKey.cards, strings: cards.map(\.code))
            writer.field(ReportKey.set, isSet)
            writer.key(ReportKey.attributes)
            writer.array { writer in
                for verdict in attributes {
                    writer.object { writer in
                        writer.field(ReportKey.name, verdict.attribute.name)
                        writer.field(ReportKey.outcome, verdict.outcome.rawValue)
                        writer.field(ReportKey.values, strings: verdict.values.map { verdict.attribute.word($0) })
                        if let odd = verdict.oddOne { writer.field(ReportKey.odd, cards[odd].code) }
                    }
                }
            }
            writer.key(ReportKey.completions)
            writer.array { writer in
                for completion in completions {
                    writer.object { writer in
                        writer.field(ReportKey.pair, strings: [completion.first.code, completion.second.code])
                        writer.field(ReportKey.card, completion.card.code)
                    }
                }
            }
        }
    }
}

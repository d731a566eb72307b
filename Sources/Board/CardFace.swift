import CardKit

/// What a card shows, in terms every game can supply: the board never sees an engine's types.
public enum CardFace: Hashable, Sendable {
    /// A Set card. Each attribute is 0, 1 or 2 in the order of the SPEC's code letters:
    /// number one/two/three, color red/green/purple, shading solid/striped/open,
    /// shape diamond/squiggle/oval.
    case set(number: Int, color: Int, shading: Int, shape: Int)
    /// A Concentration card: an emoji, and the plain-ASCII text shown instead with `--ascii`.
    case emoji(String, ascii: String)
    /// A playing card: rank `A`, `2`...`10`, `J`, `Q`, `K`; suit 0 spades, 1 hearts,
    /// 2 diamonds, 3 clubs.
    case playing(rank: String, suit: Int)
    /// A face-down card, with the colour name of its back (`"orange"`) when it has one.
    case back(color: String?)
}

extension CardFace {
    /// The SPEC's four-character code of a Set face (`2RTO`); `nil` for other faces or
    /// attribute values outside `0...2`.
    public var setCode: String? {
        guard case .set(let number, let color, let shading, let shape) = self,
            [number, color, shading, shape].allSatisfy({ (0...2).contains($0) })
        else { return nil }
        return CardCodes.setCodes[number + 3 * color + 9 * shading + 27 * shape]
    }

    /// The face in a few columns, as the compact drawings show it: `2RTO`, `🐶`, `10♥`, `░░`.
    func text(unicode: Bool) -> String {
        switch self {
        case .set:
            return setCode ?? "????"
        case .emoji(let emoji, let ascii):
            return unicode ? emoji : ascii
        case .playing(let rank, let suit):
            return rank + Glyphs.suit(suit, unicode: unicode)
        case .back:
            return String(repeating: Glyphs.back(unicode: unicode).character, count: 2)
        }
    }

    /// The colour the face is drawn in.
    var ink: Ink {
        switch self {
        case .set(_, let color, _, _):
            return Ink.setColor(color)
        case .emoji:
            return .plain
        case .playing(_, let suit):
            return suit == 1 || suit == 2 ? .red : .plain
        case .back(let color):
            return Ink.named(color)
        }
    }
}

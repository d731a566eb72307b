import CardKit

/// One of the 52 playing cards, stored as a small integer.
///
/// The index is `13·suit + (rank - 1)`, suits in the order spades, hearts, diamonds, clubs.
/// Written as a code of rank then suit: `AS`, `10H`, `QD`, `2C`.
public struct PlayingCard: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// A suit, with its code letter and symbol.
    public enum Suit: Int, CaseIterable, Hashable, Sendable {
        /// ♠ `S`
        case spades
        /// ♥ `H`
        case hearts
        /// ♦ `D`
        case diamonds
        /// ♣ `C`
        case clubs

        /// The code letter: `S`, `H`, `D`, `C`.
        public var letter: String { CardCodes.suitLetters[rawValue] }
        /// The suit symbol: `♠`, `♥`, `♦`, `♣`.
        public var symbol: String { CardCodes.suitSymbols[rawValue] }
        /// Whether the suit is drawn in red (hearts and diamonds).
        public var isRed: Bool { self == .hearts || self == .diamonds }
    }

    /// 0 through 51.
    public let index: UInt8

    /// The card with this index; `nil` outside `0..<52`.
    public init?(index: Int) {
        guard (0..<52).contains(index) else { return nil }
        self.index = UInt8(index)
    }

    /// The card of `rank` (1 ace ... 11 jack, 12 queen, 13 king) and `suit`; `nil` for a rank
    /// outside `1...13`.
    public init?(rank: Int, suit: Suit) {
        guard (1...13).contains(rank) else { return nil }
        index = UInt8(13 * suit.rawValue + rank - 1)
    }

    /// All 52 cards in index order.
    public static let all: [PlayingCard] = (0..<52).compactMap { PlayingCard(index: $0) }

    /// The rank: 1 (ace) through 13 (king).
    public var rank: Int { Int(index) % 13 + 1 }
    /// The suit.
    public var suit: Suit { Suit(rawValue: Int(index) / 13) ?? .spades }

    /// The rank codes, index `rank - 1`.
    public static let rankCodes = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]

    /// The rank as written: `A`, `2` ... `10`, `J`, `Q`, `K`.
    public var rankCode: String { PlayingCard.rankCodes[rank - 1] }

    /// The code, upper case: `AS`, `10H`.
    public var code: String { rankCode + suit.letter }

    /// Rank and suit symbol for the board: `A♠`, `10♥`.
    public var symbolCode: String { rankCode + suit.symbol }

    /// The code, as `code`.
    public var description: String { code }

    /// Parses a code such as `as`, `10h`, `Qd` (any case; `T` is accepted for ten); `nil` when
    /// it is not a card.
    public init?(code: some StringProtocol) {
        let text = code.uppercased()
        guard let suitLetter = text.last,
            let suit = Suit.allCases.first(where: { $0.letter == String(suitLetter) })
        else { return nil }
        let rankText = String(text.dropLast())
        guard let rank = PlayingCard.rankCodes.firstIndex(of: rankText == "T" ? "10" : rankText)
        else { return nil }
        self.init(rank: rank + 1, suit: suit)
    }

    /// Index order: spades, hearts, diamonds, clubs, each ace to king.
    public static func < (lhs: PlayingCard, rhs: PlayingCard) -> Bool { lhs.index < rhs.index }

    /// Decodes a card from its code.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let code = try container.decode(String.self)
        guard let card = PlayingCard(code: code) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "invalid card code '\(code)'")
        }
        self = card
    }

    /// Encodes the card as its code.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}

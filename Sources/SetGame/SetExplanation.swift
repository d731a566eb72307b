/// Why three cards are, or are not, a set: attribute by attribute, and the card that would
/// complete each pair. The one explanation that `why`, the line after a mismatch and the JSON
/// `why` object all show.
public struct SetExplanation: Equatable, Sendable {
    /// The three cards, in the order they were named.
    public let cards: [Card]
    /// One verdict per attribute, in code order (number, color, shading, shape).
    public let attributes: [AttributeVerdict]
    /// The card that would complete each pair: (0, 1), (0, 2), (1, 2).
    public let completions: [Completion]

    /// Explains three distinct cards.
    public init(_ a: Card, _ b: Card, _ c: Card) {
        cards = [a, b, c]
        attributes = Attribute.allCases.map { AttributeVerdict(attribute: $0, cards: [a, b, c]) }
        completions = [(0, 1), (0, 2), (1, 2)].map { pair in
            let (x, y) = ([a, b, c][pair.0], [a, b, c][pair.1])
            return Completion(first: x, second: y, card: Solver.third(x, y))
        }
    }

    /// Whether the three cards are a set (the same answer as `Solver.isSet`).
    public var isSet: Bool { attributes.allSatisfy { $0.outcome != .neither } }

    /// The attributes that break the set.
    public var failing: [AttributeVerdict] { attributes.filter { $0.outcome == .neither } }
}

/// One of the four attributes of a Set card.
public enum Attribute: Int, CaseIterable, Sendable {
    case number, color, shading, shape

    /// Its name in messages and JSON.
    public var name: String {
        switch self {
        case .number: "number"
        case .color: "color"
        case .shading: "shading"
        case .shape: "shape"
        }
    }

    /// This attribute's value (0...2) on `card`.
    public func value(of card: Card) -> Int { card.attributes[rawValue] }

    /// The value's word: `red`, `two`, `striped`, `oval`.
    public func word(_ value: Int) -> String { Attribute.words[rawValue][value] }

    static let words = [
        ["one", "two", "three"], ["red", "green", "purple"],
        ["solid", "striped", "open"], ["diamond", "squiggle", "oval"],
    ]
}

/// Whether three cards agree on one attribute.
public enum Outcome: String, Sendable {
    /// All three the same.
    case same
    /// All three different.
    case different
    /// Two the same, one different: not a set.
    case neither
}

/// The verdict on one attribute of three cards.
public struct AttributeVerdict: Equatable, Sendable {
    /// Which attribute.
    public let attribute: Attribute
    /// Same, different or neither.
    public let outcome: Outcome
    /// The three values (0...2), in the cards' order.
    public let values: [Int]
    /// For `neither`: the index (0...2) of the odd card out.
    public let oddOne: Int?

    init(attribute: Attribute, cards: [Card]) {
        self.attribute = attribute
        let values = cards.map { attribute.value(of: $0) }
        let distinct = Set(values).count
        let outcome: Outcome = distinct == 1 ? .same : distinct == 3 ? .different : .neither
        self.values = values
        self.outcome = outcome
        oddOne = outcome == .neither ? values.indices.first { i in values.filter { $0 == values[i] }.count == 1 } : nil
    }
}

/// The card that completes a pair into a set.
public struct Completion: Equatable, Sendable {
    /// The pair.
    public let first: Card, second: Card
    /// The third card of their set.
    public let card: Card
}

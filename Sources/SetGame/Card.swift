import CardKit

/// One of the 81 Set cards, stored as a small integer.
///
/// The index is `number + 3·color + 9·shading + 27·shape`, each attribute a value 0, 1 or 2
/// in the order of the SPEC's code letters, so the third card of a set is arithmetic on base-3
/// digits and a table look-up away (`Solver.third`).
public struct Card: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// 0 through 80.
    public let index: UInt8

    /// The card with this index; `nil` outside `0..<81`.
    @inlinable
    public init?(index: Int) {
        guard (0..<81).contains(index) else { return nil }
        self.index = UInt8(index)
    }

    /// The card with this index, for indices already known to be valid.
    @inlinable
    init(unchecked index: UInt8) {
        self.index = index
    }

    /// All 81 cards in index order.
    public static let all: [Card] = (0..<81).map { Card(unchecked: UInt8($0)) }

    /// The card with these attribute values (each 0...2).
    public init?(number: Int, color: Int, shading: Int, shape: Int) {
        let values = [number, color, shading, shape]
        guard values.allSatisfy({ (0...2).contains($0) }) else { return nil }
        self.init(unchecked: UInt8(number + 3 * color + 9 * shading + 27 * shape))
    }

    /// How many symbols: 0, 1, 2 for one, two, three.
    public var number: Int { Int(index) % 3 }
    /// 0 red, 1 green, 2 purple.
    public var color: Int { Int(index) / 3 % 3 }
    /// 0 solid, 1 striped, 2 open.
    public var shading: Int { Int(index) / 9 % 3 }
    /// 0 diamond, 1 squiggle, 2 oval.
    public var shape: Int { Int(index) / 27 }

    /// The four attribute values in code order.
    public var attributes: [Int] { [number, color, shading, shape] }

    /// The four-character code, upper case: `2RTO`.
    public var code: String { CardCodes.setCodes[Int(index)] }

    public var description: String { code }

    /// Parses a code such as `2rto` (any case); `nil` when it is not one of the 81.
    public init?(code: some StringProtocol) {
        let chars = Array(code.uppercased())
        guard chars.count == 4 else { return nil }
        var values: [Int] = []
        for (position, char) in chars.enumerated() {
            guard let value = CardCodes.setLetters[position].firstIndex(of: String(char)) else { return nil }
            values.append(value)
        }
        self.init(number: values[0], color: values[1], shading: values[2], shape: values[3])
    }

    public static func < (lhs: Card, rhs: Card) -> Bool { lhs.index < rhs.index }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let code = try container.decode(String.self)
        guard let card = Card(code: code) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "invalid card code '\(code)'")
        }
        self = card
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}

/// The junior deck as the affine space AG(3,3): card `p` (0 to 26) is the point whose digits in
/// base 3 are its number, colour and shape; three cards make a set exactly when they lie on a
/// line, and every affine map of the space (the 303,264 of AGL(3,3)) keeps sets sets. What
/// `JuniorOptimum` computes on: a set of cards is a 27-bit mask.
public enum JuniorSpace {
    /// `add[p * 27 + q]`: the point p + q, digit by digit modulo 3.
    static let add: [UInt8] = (0..<(27 * 27)).map { index in
        UInt8(combine(index / 27, index % 27) { ($0 + $1) % 3 })
    }

    /// `third[p * 27 + q]`: the third card of the set of `p` and `q` (-(p + q), digit by digit).
    static let third: [UInt8] = (0..<(27 * 27)).map { index in
        UInt8(combine(index / 27, index % 27) { (6 - $0 - $1) % 3 })
    }

    /// `lines[p * 26 + 2 * l ..< + 2]`: the other two points of each of the 13 lines through `p`.
    static let lines: [UInt8] = (0..<27).flatMap { p -> [UInt8] in
        var result: [UInt8] = []
        for q in 0..<27 where q != p {
            let r = Int(third[p * 27 + q])
            if q < r { result += [UInt8(q), UInt8(r)] }
        }
        return result
    }

    /// Every line, its three points as a mask (117 of them).
    static let lineMasks: [UInt32] = {
        var result: [UInt32] = []
        for p in 0..<27 {
            for q in (p + 1)..<27 {
                let r = Int(third[p * 27 + q])
                if r > q { result.append(1 << UInt32(p) | 1 << UInt32(q) | 1 << UInt32(r)) }
            }
        }
        return result
    }()

    /// The point of a junior card (its number, colour and shape as digits), `nil` for a card
    /// with a shading.
    public static func point(of card: Card) -> Int? {
        guard card.shading == 0 else { return nil }
        return card.number + 3 * card.color + 9 * card.shape
    }

    /// The junior card at point `p`.
    public static func card(at p: Int) -> Card? {
        Card(number: p % 3, color: p / 3 % 3, shading: 0, shape: p / 9)
    }

    /// The mask of `cards`' points; `nil` if one is not a junior card.
    public static func mask(of cards: some Sequence<Card>) -> UInt32? {
        var mask: UInt32 = 0
        for card in cards {
            guard let p = point(of: card) else { return nil }
            mask |= 1 << UInt32(p)
        }
        return mask
    }

    private static func combine(_ p: Int, _ q: Int, _ digit: (Int, Int) -> Int) -> Int {
        var (p, q, result, place) = (p, q, 0, 1)
        for _ in 0..<3 {
            result += digit(p % 3, q % 3) * place
            (p, q, place) = (p / 3, q / 3, place * 3)
        }
        return result
    }
}

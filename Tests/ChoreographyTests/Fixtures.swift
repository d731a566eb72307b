import CardKit
import Choreography

/// Shared table fixtures: Set-like card codes and layouts.
enum Fixtures {
    /// 81 distinct Set codes in a fixed order.
    static let codes: [String] = {
        let letters = CardCodes.setLetters
        return letters[0].flatMap { a in
            letters[1].flatMap { b in letters[2].flatMap { c in letters[3].map { d in a + b + c + d } } }
        }
    }()

    /// The first `count` codes starting at `offset`.
    static func cards(_ count: Int, from offset: Int = 0) -> [String] {
        Array(codes[offset..<(offset + count)])
    }

    /// The standard 80x24 layout of `count` cards.
    static func layout(_ count: Int, _ bounds: Size = .standard) -> TableLayout {
        TableLayout(cardCount: count, bounds: bounds)
    }

    /// Plans `transition` on standard bounds with a fixed seed.
    static func plan(
        _ transition: TableTransition, bounds: Size = .standard, to toBounds: Size? = nil, seed: UInt64 = 7
    ) -> [AnimationEvent] {
        var generator = SeededGenerator(seed: seed)
        return Choreographer().plan(
            transition, from: layout(transition.before.count, bounds),
            to: layout(transition.after.count, toBounds ?? bounds), generator: &generator)
    }
}

import CardKit
import Expectations
import Foundation
import Testing

@testable import Choreography

/// The bouncing simulation: deterministic, inside the table, lively, landing upright.
@Suite struct FlyawayTests {
    static let boundsCases: [Size] = [.standard, .minimum, Size(w: 200, h: 60), Size(w: 30, h: 40), Size(w: 160, h: 9)]

    func fly(_ count: Int, bounds: Size, seed: UInt64) -> [[Keyframe]] {
        let layout = TableLayout(cardCount: 12, bounds: bounds)
        var generator = SeededGenerator(seed: seed)
        var flight = Flyaway(
            frames: Array(layout.slots.prefix(count)), bounds: bounds, duration: 2, interval: 0.1, generator: &generator
        )
        return flight.run(start: 0.8)
    }

    @Test(arguments: boundsCases)
    func everyKeyframeStaysOnTheTable(bounds: Size) {
        let table = Rect(x: 0, y: 0, w: Double(bounds.w), h: Double(bounds.h))
        for seed in UInt64(1)...200 {
            for path in fly(3, bounds: bounds, seed: seed) {
                expectEqual(path.count, 21)
                #expect(path.allSatisfy { Geometry.inside($0.frame, rotation: $0.rotation, table, 1e-9) })
                expectEqual(path.last?.rotation.truncatingRemainder(dividingBy: 360), 0)
            }
        }
    }

    @Test func sameSeedSameFlightOtherSeedOtherFlight() {
        expectEqual(fly(3, bounds: .standard, seed: 9), fly(3, bounds: .standard, seed: 9))
        #expect(fly(3, bounds: .standard, seed: 9) != fly(3, bounds: .standard, seed: 10))
    }

    @Test func cardsReallyMoveBounceAndSpin() {
        var spun = 0
        var bounced = 0
        var travels: [Double] = []
        for seed in UInt64(1)...50 {
            for path in fly(3, bounds: .standard, seed: seed) {
                let xs = path.map(\.frame.x)
                let ys = path.map(\.frame.y)
                let travel = zip(path, path.dropFirst()).reduce(0.0) { sum, pair in
                    sum + abs(pair.1.frame.x - pair.0.frame.x) + abs(pair.1.frame.y - pair.0.frame.y)
                }
                travels.append(travel)
                if path.contains(where: { abs($0.rotation) > 45 }) { spun += 1 }
                // A bounce reverses a direction of travel.
                let turns = reversals(xs) + reversals(ys)
                if turns > 0 { bounced += 1 }
            }
        }
        travels.sort()
        expectEqual(travels.first.map { $0 > 20 }, true, "every card flies a good way (\(travels.first ?? 0) cells)")
        #expect(travels[travels.count / 2] > 45, "most fly across the table")
        #expect(spun > 100, "most cards spin (\(spun) of 150)")
        #expect(bounced > 140, "nearly every card bounces (\(bounced) of 150)")
    }

    /// How often the sequence changes direction.
    func reversals(_ values: [Double]) -> Int {
        let steps = zip(values, values.dropFirst()).map { $0.1 - $0.0 }
        return zip(steps, steps.dropFirst()).filter { $0.0 * $0.1 < 0 }.count
    }

    @Test func aCardTooBigToTurnFliesUpright() {
        // One card fills a minimum table: it cannot turn without leaving it.
        let bounds = Size.minimum
        let layout = TableLayout(cardCount: 1, bounds: bounds)
        var generator = SeededGenerator(seed: 3)
        var flight = Flyaway(frames: layout.slots, bounds: bounds, duration: 2, interval: 0.1, generator: &generator)
        let path = flight.run(start: 0)[0]
        #expect(path.allSatisfy { $0.rotation == 0 })
        let table = Rect(x: 0, y: 0, w: Double(bounds.w), h: Double(bounds.h))
        #expect(path.allSatisfy { table.contains($0.frame) })
    }

    @Test func keyframesFollowTheirInterval() {
        var generator = SeededGenerator(seed: 1)
        var flight = Flyaway(
            frames: [Rect(x: 10, y: 5, w: 9, h: 3)], bounds: .standard, duration: 1.5, interval: 0.25,
            generator: &generator)
        let path = flight.run(start: 1)[0]
        expectEqual(path.map(\.t), [1, 1.25, 1.5, 1.75, 2, 2.25, 2.5])
        expectEqual(path[0].frame, Rect(x: 10, y: 5, w: 9, h: 3))
    }
}

/// The hand-written sine and cosine agree with libm.
@Suite struct TrigTests {
    @Test(arguments: [
        -1000.0, -7.5, -3.14159, -1, -0.5, 0, 1e-9, 0.3, 0.785398, 1.5707963, 2, 3.14159265, 4.71, 6.2831853, 40, 777.7,
    ])
    func matchesLibm(angle: Double) {
        let (s, c) = Trig.sinCos(angle)
        #expect(abs(s - sin(angle)) < 1e-12)
        #expect(abs(c - cos(angle)) < 1e-12)
    }

    @Test func sweepsAFullTurnPrecisely() {
        var worst = 0.0
        for step in -2000...2000 {
            let angle = Double(step) * 0.00791
            let (s, c) = Trig.sinCos(angle)
            worst = max(worst, abs(s - sin(angle)), abs(c - cos(angle)))
        }
        #expect(worst < 1e-14)
    }
}

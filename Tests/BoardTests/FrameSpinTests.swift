import Board
import Choreography
import Expectations
import Testing

/// A spinning deal on the terminal: mid-spin the dealt card is drawn turned (a tilted outline,
/// then standing on its side), and it lands upright, drawn exactly as without a spin.
@Suite struct FrameSpinTests {
    /// The first dealt card of the `deal` scene with `spin`, its deal, and the animation.
    static func scene(_ spin: DealSpin) throws -> (animation: Animation, deal: AnimationEvent, card: String) {
        let animation = FrameScenes.animation("deal", dealSpin: spin)
        let deal = try #require(animation.events.first { $0.kind == .deal })
        return (animation, deal, try #require(deal.cards.first))
    }

    /// The instants of `deal`, every 5 ms, with the card's rotation then.
    static func rotations(_ animation: Animation, _ deal: AnimationEvent, _ card: String) -> [(
        t: Double, rotation: Double
    )] {
        stride(from: deal.t + 0.001, to: deal.end, by: 0.005).compactMap { t in
            animation.poses(at: t).cards.first { $0.code == card }.map { (t, $0.pose.rotation) }
        }
    }

    /// What the terminal draws of `card` alone at `t` (the diamonds of the cards at rest have
    /// slanted glyphs of their own).
    static func drawn(_ animation: Animation, at t: Double, _ card: String) -> String {
        var scene = animation.poses(at: t)
        scene.cards = scene.cards.filter { $0.code == card }
        (scene.deck, scene.discard) = (nil, nil)
        return FrameRenderer.frame(scene, style: .terminal).lines(color: false).joined(separator: "\n")
    }

    @Test(arguments: [DealSpin.once, .twice])
    func midSpinTheDealtCardIsDrawnTurned(spin: DealSpin) throws {
        let (animation, deal, card) = try Self.scene(spin)
        let straight = FrameScenes.animation("deal")
        let samples = Self.rotations(animation, deal, card)
        // Leaning about 45° one way, then the other (past a quarter turn): a tilted outline.
        for lean in [45.0, 135.0] {
            let (t, rotation) = try #require(
                samples.first { abs($0.rotation.truncatingRemainder(dividingBy: 180) - lean) < 12 })
            let text = Self.drawn(animation, at: t, card)
            let slant: Character = lean < 90 ? "╲" : "╱"
            expectContains(text, slant, "turned \(rotation)° at \(t):\n\(text)")
            let plain = Self.drawn(straight, at: t, card)
            #expect(!plain.contains("╲") && !plain.contains("╱"), "without a spin it does not lean:\n\(plain)")
            expectContains(text, "░", "the dealt card shows its back, face down until its flip")
        }
        // A quarter turn: the card stands on its side, taller than wide.
        let (t, _) = try #require(samples.first { abs($0.rotation.truncatingRemainder(dividingBy: 180) - 90) < 5 })
        let standing = Self.drawn(animation, at: t, card).split(separator: "\n").filter { $0.contains { $0 != " " } }
        let upright = Self.drawn(straight, at: t, card).split(separator: "\n").filter { $0.contains { $0 != " " } }
        #expect(
            standing.count > upright.count, "stood on its side it takes more rows:\n\(standing.joined(separator: "\n"))"
        )
    }

    @Test(arguments: [DealSpin.once, .twice])
    func itLandsUprightDrawnAsWithoutASpin(spin: DealSpin) throws {
        let (animation, deal, card) = try Self.scene(spin)
        let straight = FrameScenes.animation("deal")
        let landed = deal.end + 0.001
        let pose = try #require(animation.poses(at: landed).cards.first { $0.code == card }?.pose)
        #expect(pose.rotation == 0 && pose == straight.poses(at: landed).cards.first { $0.code == card }?.pose)
        let end = animation.duration + 0.01
        #expect(
            FrameRenderer.frame(animation.poses(at: end), style: .terminal)
                == FrameRenderer.frame(straight.poses(at: end), style: .terminal))
    }
}

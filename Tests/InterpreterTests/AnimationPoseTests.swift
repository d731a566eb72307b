import Board
import CardKit
import Choreography
import Expectations
import Interpreter
import SetGame
import Testing

/// `Animation.poses(at:)` on the real games: where every card is at any instant.
@Suite struct AnimationPoseTests {
    /// Commands that between them make every kind of event in every game.
    static let tour: [(GameKind, [String])] = [
        (
            .set,
            [
                "deal", "shuffle", "gather", "pan 5 2", "restore", "resize 100 30", "choose 1", "choose 1",
                "new-game --seed 9", "undo", "redo",
                "layout 1RSD 1GSD 1PSD 2RSD 2GSD 2PSD 3RSD 3GSD 3PSD 1RTD 1GTD 1PTD",
            ]
        ),
        (.concentration, ["choose 1", "choose 2", "choose 3", "undo", "new-game concentration --seed 4"]),
        (.matching, ["choose 1", "choose 2", "choose 3", "new-game matching --seed 5"]),
        (.set, ["new-game set --variant ultra --seed 3", "choose 1PTO 1PSO 2RTO 3GSO", "choose 2GSS 3ROO 1GSO 1ROS"]),
        (
            .set,
            [
                "new-game set --variant chain --seed 3", "choose 1PTO 3RTS 2GTD", "choose 3RTS 3RSD 3ROO",
                "choose 3RSD 2RTO 1ROS",
                "choose 3RSD 2GSS 1PSO",
            ]
        ),
    ]

    /// The tour's animations, with a set found and chosen in the middle of the Set part.
    static func tourAnimations() -> [(line: String, animation: Animation)] {
        var played: [(String, Animation)] = []
        for (game, lines) in tour {
            var playback = AnimationPlayback(game: game)
            for line in lines {
                if let animation = playback.play(line).animation { played.append((line, animation)) }
                if game == .set, line == "choose 1" || line == "redo" { played += playback.chooseSet() }
            }
        }
        return played
    }

    @Test func theTourShowsEveryEventKind() {
        let kinds = Set(Self.tourAnimations().flatMap { $0.animation.events.map(\.kind) })
        expectEqual(kinds, Set(EventKind.allCases), "missing \(Set(EventKind.allCases).subtracting(kinds))")
    }

    @Test func startsOnTheBoardBeforeAndEndsOnTheBoardAfter() {
        for (line, animation) in Self.tourAnimations() where animation.duration > 0 {
            expectEqual(animation.poses(at: 0), ScenePose(resting: animation.before), "'\(line)'")
            expectEqual(
                animation.poses(at: animation.duration), ScenePose(resting: animation.after, t: animation.duration))
            // A moment after the start every card is still (nearly) where the board showed it,
            // a moment before the end (nearly) at its resting frame.
            let early = animation.poses(at: 1e-6)
            let late = animation.poses(at: animation.duration - 1e-6)
            for card in early.cards {
                guard let rest = animation.before.cards.first(where: { $0.code == card.code }),
                    animation.before.gathered == nil
                else { continue }
                #expect(
                    Self.near(card.pose.frame, rest.frame),
                    "'\(line)' \(card.code) starts at \(card.pose.frame), not \(rest.frame)")
            }
            for card in late.cards {
                guard let rest = animation.after.cards.first(where: { $0.code == card.code }) else { continue }
                #expect(
                    Self.near(card.pose.frame, rest.frame),
                    "'\(line)' \(card.code) ends at \(card.pose.frame), not \(rest.frame)")
                expectEqual(card.pose.faceUp, rest.faceUp, "'\(line)' \(card.code) ends on the wrong side")
            }
        }
    }

    @Test func aDealtCardIsFaceDownUntilItsFlip() throws {
        var playback = AnimationPlayback()
        let animation = try #require(playback.play("deal").animation)
        let deals = animation.events.filter { $0.kind == .deal }
        expectEqual(deals.count, 3)
        for deal in deals {
            let card = deal.cards[0]
            let flip = try #require(animation.events.first { $0.kind == .flip && $0.cards == [card] })
            let flying = try #require(animation.poses(at: deal.t + deal.duration / 2).cards.first { $0.code == card })
            #expect(!flying.pose.faceUp)
            expectEqual(flying.layer, .moving)
            let turned = try #require(animation.poses(at: flip.end + 1e-6).cards.first { $0.code == card })
            #expect(turned.pose.faceUp || flip.end >= animation.duration)
            expectEqual(animation.after.cards.first { $0.code == card }?.faceUp, true)
        }
        // The deck shrinks as each card leaves it.
        let counts = deals.map { animation.poses(at: $0.t + 1e-6).deck?.count ?? -1 }
        let start = animation.before.deck?.count ?? 0
        expectEqual(counts, [start - 1, start - 2, start - 3])
    }

    @Test(arguments: [GameKind.concentration, .matching])
    func aFlipIsNarrowerMidway(game: GameKind) throws {
        var playback = AnimationPlayback(game: game)
        let animation = try #require(playback.play("choose 1").animation)
        let flip = try #require(animation.events.first { $0.kind == .flip })
        let rest = try #require(animation.before.cards.first { $0.code == flip.cards[0] })
        let width = { (s: Double) in
            animation.poses(at: flip.t + s * flip.duration).cards.first { $0.code == flip.cards[0] }
        }
        let quarter = try #require(width(0.25))
        let almost = try #require(width(0.49))
        let past = try #require(width(0.75))
        #expect(quarter.pose.frame.w < rest.frame.w && quarter.pose.frame.w > almost.pose.frame.w)
        #expect(almost.pose.frame.w < rest.frame.w * 0.1)
        #expect(!quarter.pose.faceUp && past.pose.faceUp)
        #expect(abs((quarter.pose.frame.x + quarter.pose.frame.w / 2) - (rest.frame.x + rest.frame.w / 2)) < 1e-9)
    }

    /// Whether two frames agree to a thousandth of a cell.
    static func near(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) < 1e-3 && abs(a.y - b.y) < 1e-3 && abs(a.w - b.w) < 1e-3 && abs(a.h - b.h) < 1e-3
    }
}

extension AnimationPlayback {
    /// Chooses the first set on the Set table, one card at a time; the animations.
    mutating func chooseSet() -> [(String, Animation)] {
        let cards = session.games.set.table
        guard let set = Solver.allSets(in: cards).first else { return [] }
        return set.slots.compactMap { slot in
            let line = "choose \(slot + 1)"
            return play(line).animation.map { (line, $0) }
        }
    }
}

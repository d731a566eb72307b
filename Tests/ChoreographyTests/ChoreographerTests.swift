import CardKit
import Expectations
import Testing

@testable import Choreography

/// The seeds' animations, one scenario each, with the standard timing.
@Suite struct ChoreographerTests {
    static let twelve = Fixtures.cards(12)
    static let fresh = Fixtures.cards(3, from: 60)

    func kinds(_ events: [AnimationEvent], _ kind: EventKind) -> [AnimationEvent] {
        events.filter { $0.kind == kind }
    }

    @Test func dealingThreeMoreRearrangesFirstThenDealsOneAtATime() {
        let t = TableTransition(before: Self.twelve, after: Self.twelve + Self.fresh, dealt: Self.fresh)
        let events = Fixtures.plan(t)
        let moves = kinds(events, .rearrange)
        #expect(moves.count == 12 && moves.allSatisfy { $0.t == 0 && $0.duration == 0.6 })
        let deals = kinds(events, .deal)
        expectEqual(deals.map(\.t), [0.6, 0.75, 0.9])
        expectEqual(deals.map(\.cards), Self.fresh.map { [$0] })
        expectEqual(deals.map(\.toPlace), [.slot(13), .slot(14), .slot(15)])
        #expect(deals.allSatisfy { $0.duration == 0.5 && $0.fromPlace == .deck })
        let flips = kinds(events, .flip)
        #expect(flips.map(\.t) == [1.1, 1.25, 1.4] && flips.allSatisfy { $0.faceUp == true && $0.duration == 0.6 })
        expectEqual(events.totalDuration, 2.0)
    }

    @Test func aMatchPulsesFliesAwayTogetherSnapsAndTurnsDownWhileReplacementsArrive() {
        var after = Self.twelve
        let matched = [after[0], after[4], after[8]]
        (after[0], after[4], after[8]) = (Self.fresh[0], Self.fresh[1], Self.fresh[2])
        let t = TableTransition(
            before: Self.twelve, after: after, selected: [matched[2]], matched: matched, discarded: matched,
            dealt: Self.fresh)
        let events = Fixtures.plan(t)
        expectEqual(kinds(events, .select).map(\.t), [0])
        expectEqual(kinds(events, .match).map(\.t), [0.2, 0.2, 0.2])
        let flights = kinds(events, .flyaway)
        #expect(flights.count == 3 && flights.allSatisfy { $0.t == 0.8 && $0.duration == 2 && $0.toPlace == .air })
        #expect(flights.allSatisfy { $0.path?.count == 21 })
        let snaps = kinds(events, .snap)
        #expect(snaps.count == 3 && snaps.allSatisfy { $0.t == 2.8 && $0.to == Fixtures.layout(12).discard })
        let down = kinds(events, .flip).filter { $0.faceUp == false }
        #expect(down.count == 1 && down[0].cards == matched && down[0].t == 3.2)
        let deals = kinds(events, .deal)
        expectEqual(deals.map(\.t), [1.1, 1.25, 1.4], "the deal waits for the flight to begin, then overlaps it")
        #expect(kinds(events, .rearrange).isEmpty, "replacements take the matched cards' slots")
    }

    @Test func aDealWhileAMatchShowsStartsTheFlightFirst() {
        var after = Self.twelve
        let matched = [after[1], after[2], after[3]]
        (after[1], after[2], after[3]) = (Self.fresh[0], Self.fresh[1], Self.fresh[2])
        let t = TableTransition(before: Self.twelve, after: after, discarded: matched, dealt: Self.fresh)
        let events = Fixtures.plan(t)
        #expect(kinds(events, .flyaway).allSatisfy { $0.t == 0 })
        expectEqual(kinds(events, .deal).first?.t, 0.3)
    }

    @Test func theRemoveRuleKeepsTheDiscardPileFaceUpAndClosesRanks() {
        let matched = [Self.twelve[0], Self.twelve[1], Self.twelve[2]]
        let t = TableTransition(
            before: Self.twelve, after: Array(Self.twelve.dropFirst(3)), selected: [Self.twelve[5]],
            discarded: matched, keepDiscardFaceUp: true)
        let events = Fixtures.plan(t)
        #expect(kinds(events, .flip).isEmpty)
        expectEqual(kinds(events, .snap).count, 3)
        let moves = kinds(events, .rearrange)
        #expect(!moves.isEmpty && moves.allSatisfy { $0.t == 0 })
        expectEqual(moves.first { $0.cards == [Self.twelve[3]] }?.toPlace, .slot(1))
    }

    @Test func aMismatchShakesInsteadOfPulsing() {
        let cards = [Self.twelve[0], Self.twelve[1], Self.twelve[2]]
        let events = Fixtures.plan(
            TableTransition(before: Self.twelve, after: Self.twelve, selected: [cards[2]], mismatched: cards))
        #expect(
            kinds(events, .mismatch).count == 3
                && kinds(events, .mismatch).allSatisfy { $0.t == 0.2 && $0.duration == 0.5 })
        #expect(kinds(events, .match).isEmpty && kinds(events, .flyaway).isEmpty)
    }

    @Test func aNewGameSendsEverythingBackShufflesAndDealsTwelve() {
        let discard = Fixtures.cards(6, from: 30)
        let next = Fixtures.cards(12, from: 6)  // half of them were on the table before
        let t = TableTransition(
            before: Self.twelve, after: next, returnedToDeck: Self.twelve + discard, shuffled: true, dealt: next)
        let events = Fixtures.plan(t)
        let downs = kinds(events, .flip).filter { $0.faceUp == false }
        #expect(downs.flatMap(\.cards).sorted() == Self.twelve.sorted() && downs.allSatisfy { $0.t == 0 })
        let back = kinds(events, .rearrange)
        #expect(back.allSatisfy { $0.toPlace == .deck && $0.t == 0.6 })
        #expect(back.contains { $0.fromPlace == .discard && $0.cards == discard })
        let shuffle = kinds(events, .shuffle)
        #expect(shuffle.count == 1 && shuffle[0].t == 1.1 && shuffle[0].cards.isEmpty)
        let deals = kinds(events, .deal)
        #expect(deals.count == 12 && deals.first?.t == 1.5)
        expectEqual(deals.map(\.cards[0]), next)
    }

    @Test func shufflingSendsEveryCardThroughTheMiddle() {
        let shuffled = Array(Self.twelve.reversed())
        let events = Fixtures.plan(TableTransition(before: Self.twelve, after: shuffled, shuffled: true))
        let moves = kinds(events, .shuffle)
        expectEqual(moves.count, 24)
        #expect(moves.filter { $0.t == 0 }.allSatisfy { $0.to == Fixtures.layout(12).pile && $0.toPlace == .pile })
        expectEqual(moves.filter { $0.t == 0.4 }.count, 12)
        expectEqual(events.totalDuration, 0.8)
    }

    @Test func resizingMovesCardsAndStacks() {
        let t = TableTransition(before: Self.twelve, after: Self.twelve)
        let events = Fixtures.plan(t, bounds: .standard, to: Size(w: 120, h: 40))
        let moves = kinds(events, .resize)
        expectEqual(moves.filter { !$0.cards.isEmpty }.count, 12)
        expectEqual(moves.filter(\.cards.isEmpty).map(\.fromPlace), [.deck, .discard])
        #expect(moves.allSatisfy { $0.t == 0 && $0.duration == 0.6 })
    }

    @Test func gatherPanRestore() {
        let gather = Fixtures.plan(
            TableTransition(
                before: Self.twelve, after: Self.twelve, arrangementBefore: .grid, arrangementAfter: .pile(dx: 0, dy: 0)
            ))
        #expect(gather.count == 12 && gather.allSatisfy { $0.kind == .gather && $0.to == Fixtures.layout(12).pile })
        let pan = Fixtures.plan(
            TableTransition(
                before: Self.twelve, after: Self.twelve, arrangementBefore: .pile(dx: 0, dy: 0),
                arrangementAfter: .pile(dx: 5, dy: -2)))
        #expect(pan.count == 1 && pan[0].kind == .pan && pan[0].cards == Self.twelve, "one event moves the whole pile")
        #expect(pan[0].to?.x == pan[0].from.map { $0.x + 5 } && pan[0].to?.y == pan[0].from.map { $0.y - 2 })
        let restore = Fixtures.plan(
            TableTransition(
                before: Self.twelve, after: Self.twelve, arrangementBefore: .pile(dx: 5, dy: -2),
                arrangementAfter: .grid))
        #expect(restore.count == 12 && restore.allSatisfy { $0.kind == .restore && $0.fromPlace == .pile })
        expectEqual(restore.map(\.to), Fixtures.layout(12).slots)
    }

    @Test func nothingHappensQuietly() {
        #expect(Fixtures.plan(TableTransition(before: Self.twelve, after: Self.twelve)).isEmpty)
    }

    @Test func plansAreDeterministicPerSeedAndTheSeedMatters() {
        let matched = Array(Self.twelve.prefix(3))
        let t = TableTransition(before: Self.twelve, after: Array(Self.twelve.dropFirst(3)), discarded: matched)
        expectEqual(Fixtures.plan(t, seed: 1), Fixtures.plan(t, seed: 1))
        #expect(Fixtures.plan(t, seed: 1) != Fixtures.plan(t, seed: 2))
    }

    @Test func customTimingIsHonoured() {
        var timing = Timing()
        timing.deal = 1
        timing.dealStagger = 0
        var generator = SeededGenerator(seed: 1)
        let events = Choreographer(timing: timing).plan(
            TableTransition(before: [], after: Self.fresh, dealt: Self.fresh),
            from: Fixtures.layout(0), to: Fixtures.layout(3), generator: &generator)
        let deals = kinds(events, .deal)
        expectEqual(deals.map(\.duration), [1, 1, 1])
        expectEqual(Set(deals.map(\.t)).count, 3, "even a zero stagger never starts two deals together")
    }
}

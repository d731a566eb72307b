import CardKit
import Expectations
import Interpreter
import SetGame
import Testing

/// Issue 19, item 2: `choose A B C` names exactly those cards. A match or mismatch on show is
/// put away first, as the next single choice would; a card of it that stays on the table is
/// chosen, not toggled off (a puzzle once dropped slot 5 of `choose 5 10 12` after the set
/// 1 5 7, and the choice became a mismatch). One card alone keeps the seeds' tap: a card of
/// the match on show puts it away.
@Suite struct ChooseExactlyTests {
    @Test func aPuzzleCardOfTheSetOnShowIsChosen() {
        var session = Sessions.make(.set)
        Sessions.run(&session, ["new-game puzzle --seed 1", "choose 1 5 7"])
        let second = session.evaluate("choose 5 10 12")
        #expect(second.ok, "\(second.error?.message ?? "")")
        expectContains(second.text, "Set! 3RSO 2GTO 1POO. Found 2 of 6.", "\(second.text)")
        expectEqual(session.games.set.puzzle?.mismatches, 0)
        expectEqual(session.games.set.score, 10)
    }

    @Test func aCardOfAMismatchOnShowIsChosen() throws {
        var session = Sessions.make(.set)
        Sessions.run(&session, ["layout 2RSD 3RSO 1GSD 1RSS 2PTO 3GOS", "choose 1 2 3"])
        expectEqual(session.games.set.reveal, .mismatch)
        let again = session.evaluate("choose 1 2 4")
        #expect(again.ok, "\(again.error?.message ?? "")")
        expectEqual(session.games.set.selected.map(\.code), ["2RSD", "3RSO", "1RSS"])
        expectEqual(session.games.set.reveal, .match)
    }

    @Test func aCardOfAMatchThatLeavesIsRefusedSayingWhy() {
        var session = Sessions.make(.set)
        Sessions.run(&session, ["layout 2RSD 3RSO 1GSD 1RSS 2PTO 3GOS", "choose 1 2 4"])
        expectEqual(session.games.set.reveal, .match)
        Sessions.expectRefused(
            "choose 2 3 5", mentioning: "card 3RSO is in the set on show, which goes to the discard pile", by: &session)
        let alone = session.evaluate("choose 2")
        #expect(alone.ok)
        #expect(session.games.set.selected.isEmpty, "one card of the match alone puts it away, as the seeds tap")
    }
}

/// Issue 37, item 1: `choose A B C` names its codes once the match on show is put away, so a
/// card its refill brings in can be named (as `solve`'s lines name them); before, the codes
/// were checked first and such a card was "not on the table".
@Suite struct ChooseAfterRefillTests {
    /// A session whose match is on show, and a set of the table after its refill that holds a
    /// card of the refill.
    static func matchOnShow() throws -> (session: Session, set: [Card], fresh: Card) {
        for seed in UInt64(1)...50 {
            var session = Sessions.make(.set, seed: seed)
            guard let first = session.games.set.setsOnTable.first else { continue }
            let codes = first.slots.map { session.games.set.table[$0].code }
            Sessions.run(&session, ["choose " + codes.joined(separator: " ")])
            guard session.games.set.reveal == .match else { continue }
            var after = session.games.set
            _ = try after.putAwayShown()
            let fresh = Set(after.table).subtracting(session.games.set.table)
            guard let set = after.setsOnTable.first(where: { $0.slots.contains { fresh.contains(after.table[$0]) } }),
                let card = set.slots.map({ after.table[$0] }).first(where: fresh.contains)
            else { continue }
            return (session, set.slots.map { after.table[$0] }, card)
        }
        throw CancellationError()
    }

    @Test func threeCodesNameTheRefillsCards() throws {
        var (session, set, _) = try Self.matchOnShow()
        let line = "choose " + set.map(\.code).joined(separator: " ")
        let output = session.evaluate(line)
        #expect(output.ok, "\(line): \(output.error?.message ?? "")")
        expectEqual(session.games.set.reveal, .match)
        expectEqual(Set(session.games.set.selected), Set(set))
    }

    @Test func oneCodeOfTheRefillPutsTheMatchAwayAndIsChosen() throws {
        var (session, _, fresh) = try Self.matchOnShow()
        let output = session.evaluate("choose \(fresh.code)")
        #expect(output.ok, "\(output.error?.message ?? "")")
        expectEqual(session.games.set.selected, [fresh])
        expectEqual(session.games.set.discard.count, 3)
    }

    @Test func aCodeNeitherOnTheTableNorInTheRefillIsRefusedAndNothingChanges() throws {
        var (session, _, fresh) = try Self.matchOnShow()
        let before = session.games
        let absent = try #require(session.games.set.deck.first)
        Sessions.expectRefused(
            "choose \(fresh.code) \(absent.code)", mentioning: "card \(absent.code) is not on the table", by: &session)
        expectEqual(session.games, before)
    }
}

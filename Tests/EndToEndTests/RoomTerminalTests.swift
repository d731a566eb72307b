import Expectations
import Foundation
import Testing
import TmuxDriver

/// Two terminals join one room and race (issue 40, item 2 and its first "done when"): each sees
/// the other's set above the line it is typing, which survives, and animated as a move is at
/// home; a race for one set is won by one of them and the other is told who took it. They sit
/// in the host's room friday (issue 40, item 8: `join --room`), greeted by it alone; the host's
/// unnamed room at a terminal is `Tests/Packaging/ssh.t`'s.
@Suite(.serialized) struct RoomTerminalTests {
    @Test func twoTerminalsRaceAndEachSeesTheOthersSet() throws {
        let host = try RoomHost()
        let output = host.folder + "/bob.out"
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        func seat(_ name: String, width: Int) throws -> Tmux {
            try Tmux(
                [
                    Binary.path, "join", "--socket", host.socket, "--room", "friday", "--name", name, "--color",
                    "never", "--speed", "4",
                ],
                width: width, height: 40, environment: ["ANIMSET_HISTORY": host.folder + "/history-" + name])
        }
        // NB: one after the other, so that bob's sitting does not scroll ann's line away.
        let ann = try seat("ann", width: 100)
        try ann.waitFor("ann [ann 0]> ")
        // The board once (its `sit` and the room's drawing were both shown), and friday's greeting
        // alone (not the unnamed room's, which every connection gets first).
        let first = try ann.captureAll()
        expectEqual(first.components(separatedBy: "deck 69 · discard 0").count, 2)
        expectContains(first, "The room friday: a room of Set. sit NAME")
        expectOmits(first, "A room of")
        let bob = try seat("bob", width: 80)
        try bob.waitFor("bob [ann 0 · bob 0]> ")
        // A second terminal as ann is refused, and ends (before, it sat at a "watch>" prompt
        // with nothing to play).
        let twin = try seat("ann", width: 60)
        try twin.waitFor("error: ann sits here already, at another terminal")
        expectEqual(try twin.waitForExit(), 1)
        // Each draws the table at its own width.
        #expect(try ann.capture().split(separator: "\n").map(\.count).max() ?? 0 > 80)

        // bob is typing when ann claims (seed 7's first set): he sees her set, animated, and his
        // line stays; the scores in his prompt follow.
        try bob.pipeOutput(to: output)
        bob.type("say hel")
        ann.type("choose 2RSS 3GOO 1PTD")
        ann.sendKeys("Enter")
        try bob.waitFor("ann: Set! 2RSS 3GOO 1PTD.")
        try bob.waitUntil("bob's line typed back") {
            REPLTests.promptLine($0, prompt: "bob [ann 5 · bob 0]>") == "bob [ann 5 · bob 0]> say hel"
        }
        let played = String(decoding: try Data(contentsOf: URL(fileURLWithPath: output)), as: UTF8.self)
        expectContains(played, "\u{1B}[?2026h", "no frame of the claim was drawn at bob's terminal")
        bob.type("lo")
        bob.sendKeys("Enter")
        try ann.waitFor("bob: hello")

        // bob's set, chosen a card at a time (by code, by slot): the last sends the claim.
        for line in ["choose 2GOO", "choose 9"] {
            bob.type(line)
            bob.sendKeys("Enter")
            try bob.waitFor("bob [ann 5 · bob 0]> \(line)")
        }
        try bob.waitFor("bob: Selected 2PTS (slot 9).")
        bob.type("11")
        bob.sendKeys("Enter")
        try ann.waitFor("bob: Set! 2GOO 2PTS 2RSD.")

        // Both claim the next set: one wins, and each screen says who.
        ann.type("choose 3ROD 3RSD 3RTD")
        bob.type("choose 3ROD 3RSD 3RTD")
        ann.sendKeys("Enter")
        bob.sendKeys("Enter")
        try ann.waitUntil("the race decided for ann") { $0.contains(": Set! 3ROD 3RSD 3RTD.") }
        try bob.waitUntil("the race decided for bob") { $0.contains(": Set! 3ROD 3RSD 3RTD.") }
        // NB: the loser is told once the winner's move has played at its terminal.
        try ann.waitUntil("a seat told it lost") { screen in
            screen.contains("too late: ") || (try? bob.capture())?.contains("too late: ") == true
        }
        let screens = [try ann.capture(), try bob.capture()]
        let losers = screens.filter { $0.contains("too late: ") }.count
        expectEqual(losers, 1, "exactly one seat lost the race")

        // A new game: the table dealt once at each seat (the new game's line and each player's
        // sit were each drawn: three boards), the scores in the prompt back to nought.
        for seat in [ann, bob] {
            seat.type("new-game")
            seat.sendKeys("Enter")
        }
        try ann.waitFor("ann [ann 0 · bob 0]> ")
        try bob.waitFor("bob [ann 0 · bob 0]> ")
        for seat in [ann, bob] {
            let dealt = try seat.captureAll().components(separatedBy: "New game of Set, seed ").last ?? ""
            expectEqual(dealt.components(separatedBy: "Set · ").count, 2, "\(dealt)")
            expectContains(dealt, "ann takes a seat. Players: ann.\nbob takes a seat. Players: ann, bob.")
        }

        // A line over the room's limit (a long paste) is refused at bob's seat, as at home, and
        // bob stays (sent, it got him dropped: "The room closed.").
        bob.type("say " + String(repeating: "y", count: 5000))
        bob.sendKeys("Enter")
        try bob.waitFor("error: the line is too long (5004 bytes; the limit is 4096)")
        bob.type("who")
        bob.sendKeys("Enter")
        try bob.waitFor("Players: ann 0, bob 0; 0 watching.")
        bob.type("sit cy")
        bob.sendKeys("Enter")
        try bob.waitFor("error: 'sit' is not typed at a seat")

        // Keys at a seat: a card's key with Shift is the seat's own move, as without (it typed
        // the second player's `bob: choose 1`: at ann's a claim in bob's name, refused; at bob's
        // a claim of one card, refused).
        for seat in [ann, bob] {
            seat.type("keys on")
            seat.sendKeys("Enter")
            try seat.waitFor(": for a command")
            seat.type("!")
        }
        for (seat, name) in [(ann, "ann"), (bob, "bob")] {
            try seat.waitUntil("\(name)'s own card chosen by Shift-1") {
                $0.contains("]> choose 1\n\(name): Selected ")
            }
        }

        // bob's terminal is resized: his table is laid out again at its new width.
        try bob.resize(width: 64, height: 40)
        try bob.waitFor("The table is now 64x")
        ann.sendKeys("C-d")
        bob.sendKeys("C-d")
        try expectEqual(ann.waitForExit(), 0)
        try expectEqual(bob.waitForExit(), 0)
        host.kill()
    }
}

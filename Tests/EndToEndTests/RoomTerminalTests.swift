import Foundation
import Testing
import TmuxDriver

/// Two terminals join one room and race (issue 40, item 2 and its first "done when"): each sees
/// the other's set above the line it is typing, which survives; a race for one set is won by
/// one of them and the other is told who took it.
@Suite(.serialized) struct RoomTerminalTests {
    @Test func twoTerminalsRaceAndEachSeesTheOthersSet() throws {
        let host = try RoomHost()
        func seat(_ name: String, width: Int) throws -> Tmux {
            try Tmux(
                [Binary.path, "join", "--socket", host.socket, "--name", name, "--color", "never"], width: width,
                height: 40)
        }
        // NB: one after the other, so that bob's sitting does not scroll ann's line away.
        let ann = try seat("ann", width: 100)
        try ann.waitFor("You sit as ann.")
        let bob = try seat("bob", width: 80)
        try bob.waitFor("You sit as bob.")
        // Each draws the table at its own width.
        #expect(try ann.capture().split(separator: "\n").map(\.count).max() ?? 0 > 80)

        // bob is typing when ann claims (seed 7's first set): he sees her set, and his line stays.
        bob.type("say hel")
        ann.type("choose 2RSS 3GOO 1PTD")
        ann.sendKeys("Enter")
        try bob.waitFor("ann: Set! 2RSS 3GOO 1PTD.")
        try bob.waitUntil("bob's line typed back") { REPLTests.promptLine($0, prompt: "bob> ") == "bob> say hel" }
        bob.type("lo")
        bob.sendKeys("Enter")
        try ann.waitFor("bob: hello")

        // bob's set reaches ann.
        bob.type("choose 2GOO 2PTS 2RSD")
        bob.sendKeys("Enter")
        try ann.waitFor("bob: Set! 2GOO 2PTS 2RSD.")

        // Both claim the next set: one wins, and each screen says who.
        ann.type("choose 3ROD 3RSD 3RTD")
        bob.type("choose 3ROD 3RSD 3RTD")
        ann.sendKeys("Enter")
        bob.sendKeys("Enter")
        try ann.waitUntil("the race decided for ann") { $0.contains(": Set! 3ROD 3RSD 3RTD.") }
        try bob.waitUntil("the race decided for bob") { $0.contains(": Set! 3ROD 3RSD 3RTD.") }
        let screens = [try ann.capture(), try bob.capture()]
        let losers = screens.filter { $0.contains("too late: ") }.count
        #expect(losers == 1, "exactly one seat lost the race")
        ann.sendKeys("C-d")
        bob.sendKeys("C-d")
        #expect(try ann.waitForExit() == 0)
        #expect(try bob.waitForExit() == 0)
        host.kill()
    }
}

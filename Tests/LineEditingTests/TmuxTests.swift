import Expectations
import Foundation
import Testing
import TmuxDriver

/// The tmux driver itself, on a shell script (the REPL's tests use it on `animset`).
@Suite struct TmuxTests {
    @Test func typesReadsAndReportsTheExitStatus() throws {
        try #require(Tmux.isAvailable, "tmux is not installed")
        let session = try Tmux(["sh", "-c", "echo ready; read line; echo \"got:$line\"; exit 3"])
        try session.waitFor("ready")
        try expectEqual(session.exitStatus(), nil)
        session.type("hello wörld")
        session.sendKeys("Enter")
        try session.waitFor("got:hello wörld")
        let status = try session.waitForExit()
        expectEqual(status, 3)
        try expectContains(session.capture(), "got:hello wörld")
    }

    @Test func startsAtTheGivenSizeAndResizes() throws {
        try #require(Tmux.isAvailable, "tmux is not installed")
        let session = try Tmux(
            ["sh", "-c", "stty size; read x; stty size; read x"], width: 100, height: 30)
        try session.waitFor("30 100")
        try session.resize(width: 60, height: 20)
        session.sendKeys("Enter")
        try session.waitFor("20 60")
        session.sendKeys("Enter")
        try expectEqual(session.waitForExit(), 0)
    }

    @Test func passesTheEnvironmentAndKeyNames() throws {
        try #require(Tmux.isAvailable, "tmux is not installed")
        let session = try Tmux(
            ["sh", "-c", "echo \"[$ANIMSET_PROBE]\"; trap 'echo caught; exit 5' INT; while :; do sleep 0.05; done"],
            environment: ["ANIMSET_PROBE": "a b"])
        try session.waitFor("[a b]")
        session.sendKeys("C-c")
        try session.waitFor("caught")
        try expectEqual(session.waitForExit(), 5)
    }

    @Test func timesOutWithTheScreen() throws {
        try #require(Tmux.isAvailable, "tmux is not installed")
        let session = try Tmux(["sh", "-c", "echo present; sleep 30"])
        try session.waitFor("present")
        do {
            try session.waitFor("absent", timeout: .milliseconds(200))
            Issue.record("waitFor should have timed out")
        } catch let failure as Tmux.Failure {
            guard case .timedOut(_, let screen) = failure else {
                Issue.record("unexpected \(failure)")
                return
            }
            expectContains(screen, "present")
        }
        session.kill()
        #expect(throws: Tmux.Failure.self) { try session.capture() }
    }
}

import Expectations
import LineEditing
import Testing

/// The arithmetic of playback: which instant a moment shows, when the next frame is due.
@Suite struct FramePacerTests {
    @Test(arguments: [
        // (speed, seconds after the start, instant shown)
        (1.0, 0.0, 0.0), (1.0, 0.5, 0.5), (1.0, 5.0, 2.0), (1.0, -1.0, 0.0),
        (0.25, 2.0, 0.5), (4.0, 0.25, 1.0), (4.0, 1.0, 2.0),
        (0.0, 0.5, 0.5), (-2.0, 0.5, 0.5), (.nan, 0.5, 0.5),  // nonsense speeds count as 1
    ])
    func showsTheInstantAtSpeedWithinTheAnimation(speed: Double, after: Double, shown: Double) {
        let pacer = FramePacer(duration: 2, speed: speed, framesPerSecond: 60, start: 100)
        #expect(abs(pacer.instant(at: 100 + after) - shown) < 1e-9)
    }

    @Test func framesFallOnAGridSoASlowFrameDoesNotDelayTheRest() {
        let pacer = FramePacer(duration: 2, speed: 1, framesPerSecond: 50, start: 10)
        #expect(abs(pacer.nextFrame(after: 10) - 10.02) < 1e-9)
        #expect(abs(pacer.nextFrame(after: 10.019) - 10.02) < 1e-9)
        // Drawn late (at 10.055): the next is at 10.06, not 10.075.
        #expect(abs(pacer.nextFrame(after: 10.055) - 10.06) < 1e-9)
        #expect(abs(pacer.realDuration - 2) < 1e-9)
        expectEqual(FramePacer(duration: 2, speed: 0.25, framesPerSecond: 60, start: 0).realDuration, 8)
    }

    @Test func synchronizedOutputWrapsTheFrame() {
        let wrapped = FramePacer.synchronized(Array("ab".utf8))
        expectEqual(wrapped, Array("\u{1B}[?2026hab\u{1B}[?2026l".utf8))
    }
}

/// Plays an animation on the terminal in real time: frames paced by the monotonic clock, each
/// wrapped in synchronized output (DEC mode 2026, which terminals without it ignore), the
/// cursor hidden meanwhile; a key skips to the end, Ctrl-C stops, a resize hands back.
///
/// It knows nothing of cards: the caller's `frame` closure turns an instant into the bytes
/// that take the screen from the previous frame to that one (cursor addressing relative to
/// wherever the caller keeps its region).
public struct TerminalPlayer: Sendable {
    /// Why playback ended.
    public enum Ending: Equatable, Sendable {
        /// The last frame (at the animation's end) was drawn.
        case finished
        /// A key was pressed; `typed` holds it and whatever came with it.
        case skipped
        /// Ctrl-C.
        case interrupted
        /// The terminal changed size (the resize is taken: the caller lays out again).
        case resized
    }

    /// What `play` reports.
    public struct Result: Equatable, Sendable {
        /// Why it ended.
        public var ending: Ending
        /// Keys read during playback, in order: the start of the next line.
        public var typed: [UInt8]
        /// How many frames were drawn.
        public var frames: Int
    }

    /// The most frames drawn per second.
    public var framesPerSecond: Double

    /// A player drawing at most `framesPerSecond` frames a second.
    public init(framesPerSecond: Double = 60) {
        self.framesPerSecond = max(1, framesPerSecond)
    }

    /// Plays `duration` seconds of animation at `speed` (2 is twice as fast), asking `frame`
    /// for the bytes of the frame at each instant (seconds of animation time, from 0 to
    /// `duration`; the last call is at exactly `duration` unless playback stops early). Keys
    /// skip only when standard input is a terminal.
    public func play(duration: Double, speed: Double, frame: (Double) -> [UInt8]) -> Result {
        let keys = Terminal.enterPlaybackMode()
        defer { Terminal.leavePlaybackMode() }
        let pacer = FramePacer(
            duration: duration, speed: speed, framesPerSecond: framesPerSecond,
            start: SystemClock.monotonicSeconds())
        var frames = 0
        while true {
            if Signals.takeInterruptPending() { return Result(ending: .interrupted, typed: [], frames: frames) }
            if Signals.takeResizePending() { return Result(ending: .resized, typed: [], frames: frames) }
            let now = SystemClock.monotonicSeconds()
            let instant = pacer.instant(at: now)
            let bytes = frame(instant)
            if !bytes.isEmpty { Console.writeOutput(bytes: FramePacer.synchronized(bytes)) }
            frames += 1
            if instant >= duration { return Result(ending: .finished, typed: [], frames: frames) }
            var deadline = pacer.nextFrame(after: now)
            while true {
                let left = deadline - SystemClock.monotonicSeconds()
                if left <= 0 { break }
                switch Terminal.waitForInput(timeout: left, keys: keys) {
                case .input:
                    let typed = Terminal.readAvailableInput()
                    // NB: a mouse release, a drag or the wheel (the release of the click that
                    // started this command, most often) skips nothing: only keys and presses do.
                    let (keys, reports) = MouseReport.separate(typed)
                    if !typed.isEmpty, keys.isEmpty, !reports.contains(where: { $0.report.isLeftPress }) { continue }
                    return Result(ending: .skipped, typed: typed, frames: frames)
                case .signal:
                    deadline = 0
                case .timeout:
                    continue
                }
            }
        }
    }
}

/// The arithmetic of pacing: which animation instant a moment of the monotonic clock shows,
/// and when the next frame is due.
public struct FramePacer: Equatable, Sendable {
    /// The animation's length in seconds.
    public var duration: Double
    /// Animation seconds per real second.
    public var speed: Double
    /// The most frames a second.
    public var framesPerSecond: Double
    /// The monotonic time of the first frame.
    public var start: Double

    /// A pacer; a speed that is not a positive finite number counts as 1.
    public init(duration: Double, speed: Double, framesPerSecond: Double, start: Double) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.speed = speed.isFinite && speed > 0 ? speed : 1
        self.framesPerSecond = framesPerSecond.isFinite && framesPerSecond >= 1 ? framesPerSecond : 60
        self.start = start
    }

    /// The animation instant shown at monotonic time `now`: 0 at the start, never past the end.
    public func instant(at now: Double) -> Double {
        min(duration, max(0, (now - start) * speed))
    }

    /// When the frame after one drawn at `now` is due: on the next tick of the frame grid
    /// counted from `start`, so a slow frame does not push every later one back.
    public func nextFrame(after now: Double) -> Double {
        let period = 1 / framesPerSecond
        let ticks = ((now - start) / period).rounded(.down) + 1
        return start + max(1, ticks) * period
    }

    /// How long playback lasts in real seconds.
    public var realDuration: Double { duration / speed }

    /// `bytes` between the begin and end of synchronized output (DEC mode 2026).
    public static func synchronized(_ bytes: [UInt8]) -> [UInt8] {
        Array("\u{1B}[?2026h".utf8) + bytes + Array("\u{1B}[?2026l".utf8)
    }
}

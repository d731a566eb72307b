extension SetTable {
    /// After a command that restarted Set's speed clock, starts it again when the board is
    /// still: at the end of the command's animation, which `clock` has just moved past. The
    /// same at the prompt (where the clock then goes on in real time) and in scripts.
    mutating func settleSpeedClock(_ context: CommandContext, clock: Double) {
        guard context.restartsSpeedClock else { return }
        game.boardStill(at: clock)
    }
}

/// The `animate` command: live animation at the prompt, and its speed.
extension Session {
    /// Applies `setting` (nil only shows the setting) and says what is in force. Nothing else
    /// changes: scripts and pipes print the same with animation on or off.
    mutating func animate(_ setting: AnimationSetting?) -> String {
        switch setting {
        case .on?: options.animates = true
        case .off?: options.animates = false
        case .speed(let speed)?:
            options.animates = true
            options.animationSpeed = speed
        case .spin(let spin)?: options.dealSpin = spin
        case nil: break
        }
        let speed = AnimationSetting.text(options.animationSpeed)
        let status = options.animates ? "Animation: on, speed \(speed)" : "Animation: off (speed \(speed) when on)"
        // NB: said only when on, so that `animate` prints what it printed before spins.
        let turns = options.dealSpin.turns
        let spin = turns == 0 ? "" : ", dealt cards spin \(turns) turn\(turns == 1 ? "" : "s")"
        return status + spin + "."
    }
}

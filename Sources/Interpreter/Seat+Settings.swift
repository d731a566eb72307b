/// The seat's settings as the commands that change them say them: `animate`, `mouse`, `keys`.
/// They belong to the person at the prompt: nothing of the table changes.
extension Seat {
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

    /// Applies `on` (nil only shows the setting) and says what is in force. Nothing else
    /// changes: scripts and pipes print the same with the mouse on or off, and the program
    /// switches the terminal's reporting as the setting says, at the prompt only.
    mutating func mouse(_ on: Bool?) -> String {
        if let on { options.mouse = on }
        return options.mouse
            ? """
            Mouse: on (at a terminal's prompt: click a card to choose it, the deck to deal; Shift-drag selects \
            text).
            """
            : "Mouse: off."
    }

    /// Applies `on` (nil only shows the setting) and says what is in force.
    mutating func keys(_ on: Bool?) -> String {
        if let on { options.keys = on }
        return options.keys
            ? """
            Keys: on (at a terminal's prompt, on an empty line: a card's key chooses it, Space or Return deals; \
            any other key starts a command with itself, : a command that starts with a card's key).
            """
            : "Keys: off."
    }

    /// The end of the status line while keys are on.
    static let keysStatus = " · : for a command"
}

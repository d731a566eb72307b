import CardKit

extension Command {
    /// Whether a change this command makes to the games can be undone.
    var isUndoable: Bool {
        switch self {
        case .undo, .redo, .load: false
        case .newGame, .newTrial, .newPuzzle, .game, .deal, .choose, .unselect, .shuffle, .hint, .analyze, .solve,
            .review, .why,
            .layout,
            .rule, .theme, .mode, .board, .clearScreen, .score, .resize, .gather, .pan, .restore, .wait, .events,
            .animate, .mouse, .keys, .expect,
            .save, .source, .help, .stats, .quit, .claim, .opponent, .opponentMove, .sit,
            .pass:
            true
        }
    }
}

extension StringProtocol {
    /// The string without leading and trailing spaces and tabs.
    var trimmingWhitespace: String {
        guard let start = firstIndex(where: { !$0.isWordSeparator }),
            let end = lastIndex(where: { !$0.isWordSeparator })
        else { return "" }
        return String(self[start...end])
    }
}

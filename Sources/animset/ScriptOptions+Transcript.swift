import Interpreter

extension ScriptOptions {
    /// The options a transcript's `# options:` header needs to replay as these do: those that
    /// change what a session prints, where they differ from a transcript's defaults (seed 1,
    /// 80x24, Unicode, summaries, the discard pile face up, deals that do not spin).
    var transcriptWords: [String] {
        var words: [String] = []
        if let seed = seed.seed { words += ["--seed", String(seed)] }
        if play.game != .standard { words += ["--game", play.game.rawValue] }
        if play.rule != .refill { words += ["--rule", play.rule.rawValue] }
        if play.discard != .faceUp { words += ["--discard", play.discard.rawValue] }
        if let bounds = bounds.bounds { words += ["--bounds", "\(bounds.w)x\(bounds.h)"] }
        if style.ascii { words.append("--ascii") }
        if play.events != .summary { words += ["--events", play.events.rawValue] }
        if play.dealSpin != .none { words += ["--deal-spin", play.dealSpin.word] }
        if playback.animate == .never { words += ["--animate", "never"] }
        return words
    }
}

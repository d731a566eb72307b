import Interpreter

extension GlobalOptions {
    /// The options a transcript's `# options:` header needs to replay as these do: those that
    /// change what a session prints, where they differ from a transcript's defaults (seed 1,
    /// 80x24, Unicode, summaries).
    var transcriptWords: [String] {
        var words: [String] = []
        if let seed { words += ["--seed", String(seed)] }
        if game != .set { words += ["--game", game.rawValue] }
        if rule != .refill { words += ["--rule", rule.rawValue] }
        if let bounds { words += ["--bounds", "\(bounds.w)x\(bounds.h)"] }
        if ascii { words.append("--ascii") }
        if events != .summary { words += ["--events", events.rawValue] }
        if animate == .never { words += ["--animate", "never"] }
        return words
    }
}

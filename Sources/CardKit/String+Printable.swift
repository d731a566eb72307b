extension String {
    /// The string safe to print on a terminal, as `SafeText.visible` shows it (control and
    /// bidirectional-override characters written as `<U+XXXX>`), at most `limit` characters
    /// (then `…`).
    public func printable(limit: Int = 200) -> String {
        let shown = SafeText.visible(self)
        return shown.count > limit ? String(shown.prefix(limit)) + "…" : shown
    }
}

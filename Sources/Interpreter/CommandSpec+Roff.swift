extension CommandSpec {
    /// The man page's COMMANDS list in roff, generated from the command table; a test keeps
    /// `man/animset.1` equal to it.
    public static var roffList: String {
        all.map { spec in
            var lines = [
                ".TP", ".B " + roffEscape(spec.synopsis),
                roffEscape(spec.summary.prefix(1).uppercased() + spec.summary.dropFirst()) + ".",
            ]
            if !spec.detail.isEmpty {
                lines += spec.detail.split(separator: "\n").map { ".br\n" + roffEscape(String($0)) }
            }
            if !spec.aliases.isEmpty {
                lines.append(".br\nAliases: " + roffEscape(spec.aliases.joined(separator: ", ")) + ".")
            }
            if !spec.games.isEmpty {
                lines.append(".br\nGames: " + spec.games.map(\.rawValue).joined(separator: ", ") + ".")
            }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n") + "\n"
    }

    static func roffEscape(_ text: String) -> String {
        var escaped = text.replacingAll("\\", with: "\\e").replacingAll("-", with: "\\-")
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped
    }
}

extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for char in self { if char == target { out += replacement } else { out.append(char) } }
        return out
    }
}

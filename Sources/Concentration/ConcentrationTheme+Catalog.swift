extension ConcentrationTheme {
    /// The built-in themes. Adding a theme is adding one entry here.
    ///
    /// Every theme has at least as many faces as the largest `pairs` of any theme, so a game
    /// can always switch to any built-in theme without losing progress (a test checks it).
    /// ASCII stand-ins are exactly two characters, the width of an emoji.
    public static let all: [ConcentrationTheme] = [
        ConcentrationTheme(
            name: "Halloween", back: .orange, pairs: 8,
            faces: [
                "🎃": "PK", "👻": "GH", "🦇": "BT", "💀": "SK", "🍬": "CY", "🍭": "LP", "🧙": "WZ",
                "🌙": "MN", "🍎": "AP", "😱": "SC", "🧛": "VP", "🧟": "ZB", "🐈‍⬛": "CT", "🔮": "OR",
            ]),
        ConcentrationTheme(
            name: "Animals", back: .green, pairs: 10,
            faces: [
                "🐶": "DG", "🐱": "CT", "🐭": "MS", "🐹": "HM", "🐰": "RB", "🦊": "FX", "🐻": "BR",
                "🐼": "PD", "🐨": "KO", "🐯": "TG", "🦁": "LN", "🐮": "CW", "🐷": "PG", "🐸": "FR",
            ]),
        ConcentrationTheme(
            name: "Sports", back: .blue, pairs: 8,
            faces: [
                "⚽": "SO", "🏀": "BK", "🏈": "FB", "⚾": "BB", "🎾": "TN", "🏐": "VB", "🏉": "RG",
                "🎱": "PL", "🏓": "PP", "🏸": "BD", "🏒": "HK", "⛳": "GF", "🥊": "BX", "🎳": "BW",
            ]),
        ConcentrationTheme(
            name: "Faces", back: .yellow, pairs: 12,
            faces: [
                "😀": "GR", "😂": "LA", "😍": "LV", "😎": "CL", "😭": "CR", "😡": "AN", "😴": "SL",
                "🤔": "TH", "😇": "AG", "🤢": "SI", "😜": "WK", "😮": "WO", "🥶": "FZ", "🤠": "CB",
            ]),
        ConcentrationTheme(
            name: "Food", back: .red, pairs: 10,
            faces: [
                "🍕": "PZ", "🍔": "BG", "🍟": "FR", "🌭": "HD", "🌮": "TC", "🍣": "SU", "🍩": "DN",
                "🍪": "CK", "🍦": "IC", "🍰": "CA", "🍇": "GP", "🍉": "WM", "🍓": "ST", "🥐": "CR",
            ]),
        ConcentrationTheme(
            name: "Flags", back: .purple, pairs: 6,
            faces: [
                "🇫🇷": "FR", "🇩🇪": "DE", "🇮🇹": "IT", "🇪🇸": "ES", "🇬🇧": "GB", "🇺🇸": "US", "🇯🇵": "JP",
                "🇧🇷": "BR", "🇨🇦": "CA", "🇮🇳": "IN", "🇨🇳": "CN", "🇲🇽": "MX", "🇦🇺": "AU", "🇸🇪": "SE",
            ]),
    ]
}

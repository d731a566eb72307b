import CardKit
import Choreography
import Concentration

extension ReplayAssets {
    /// The constants the page's scripts share with Swift, written from the Swift values each
    /// time a page is written: the keys of the page's data (`K`, from `PageKey.all`), game kinds
    /// (`GameKind`) and their traits (how each game's faces are drawn, which name cards by their
    /// faces, which colour their backs by theme), event kinds and which of them move a card
    /// (`EventKind`), places
    /// (`Place`), marks (`Highlight`), layers (`ScenePose.Layer`), the easing curves' numbers
    /// (`Easing`), the colours of card backs (`CardBackColor`) and Set's colours in `palette`.
    /// A new case in Swift reaches the page without anyone copying it.
    static func constants(palette: Palette) -> String {
        let games = GameKind.allCases.map { "\($0.rawValue): \(quoted($0.rawValue))" }
        let faces = GameKind.allCases.map { "\($0.rawValue): \(quoted($0.traits.faces.pageName))" }
        let byFace = GameKind.allCases.filter(\.traits.namesCardsByFace).map { quoted($0.rawValue) }
        let themed = GameKind.allCases.filter(\.traits.themedBacks).map { quoted($0.rawValue) }
        let kinds = EventKind.allCases.map { "\($0.rawValue): \(quoted($0.rawValue))" }
        let moves = EventKind.allCases.filter(\.isMove).map { quoted($0.rawValue) }
        let places = [Place.deck, .discard, .pile, .air].map { "\($0.words): \(quoted($0.words))" }
        let marks = Highlight.allCases.map { "\(ReplayPage.name($0)): \(quoted(ReplayPage.name($0)))" }
        let layers = ScenePose.Layer.allCases.map { "\($0.name): \($0.rawValue)" }
        let backs = CardBackColor.allCases.map { "\($0.rawValue): \(quoted($0.pageColor))" }
        let colors = palette.pageColors
        let keys = PageKey.all.map { "\($0.name): \(quoted($0.name))" }
        return """
            "use strict";
            // Written from the Swift values (the data's keys, GameKind and its traits, EventKind, Place, Highlight,
            // ScenePose.Layer, Easing, CardBackColor, Palette) when the page was written: not copied by hand.
            const K = Object.freeze({ \(keys.joined(separator: ", ")) });
            const GAME = Object.freeze({ \(games.joined(separator: ", ")) });
            const FACES = Object.freeze({ \(faces.joined(separator: ", ")) });
            const BY_FACE = new Set([\(byFace.joined(separator: ", "))]);
            const THEMED_BACKS = new Set([\(themed.joined(separator: ", "))]);
            const KIND = Object.freeze({ \(kinds.joined(separator: ", ")) });
            const MOVES = new Set([\(moves.joined(separator: ", "))]);
            const PLACE = Object.freeze({ \(places.joined(separator: ", ")), slot: \(quoted(slotPrefix)) });
            const MARK = Object.freeze({ \(marks.joined(separator: ", ")) });
            const LAYER = Object.freeze({ \(layers.joined(separator: ", ")) });
            const EASING = Object.freeze({ shakeAmplitude: \(Easing.shakeAmplitude), shakeHalfTurns: \
            \(Easing.shakeHalfTurns), pulseHalfTurns: \(Easing.pulseHalfTurns) });
            const BACKS = Object.freeze({ \(backs.joined(separator: ", ")) });
            const SET_COLORS = Object.freeze({ R: \(quoted(colors.red)), G: \(quoted(colors.green)), P: \
            \(quoted(colors.purple)) });
            const SUIT_RED = \(quoted(colors.suitRed));

            """
    }

    /// How a slot's place begins (`slot ` of `slot 7`).
    private static var slotPrefix: String { String(Place.slot(0).words.dropLast()) }

    /// `text` as a JavaScript string literal (the names above are plain ASCII words).
    private static func quoted(_ text: String) -> String { "\"" + text + "\"" }
}

extension ScenePose.Layer {
    /// The layer's name in the page's `LAYER`.
    var name: String {
        switch self {
        case .table: "table"
        case .moving: "moving"
        case .flying: "flying"
        }
    }
}

extension CardBackColor {
    /// The colour the page paints a back of this colour.
    var pageColor: String {
        switch self {
        case .red: "#c62828"
        case .orange: "#ef6c00"
        case .yellow: "#f9a825"
        case .green: "#2e7d32"
        case .blue: "#1e56a0"
        case .purple: "#6a1b9a"
        case .gray: "#616161"
        }
    }
}

extension Palette {
    /// The colours the page paints Set's red, green and purple, and the red suits, in this
    /// palette (the Okabe–Ito palette's own values; high contrast: pure and dark on the white
    /// card).
    var pageColors: (red: String, green: String, purple: String, suitRed: String) {
        switch self {
        case .standard: ("#e3172d", "#0f9d3a", "#6b2d9c", "#d0142c")
        case .okabeIto: ("#d55e00", "#009e73", "#cc79a7", "#d55e00")
        case .highContrast: ("#d00000", "#006e00", "#6a00c8", "#d00000")
        }
    }
}

extension GameTraits.Faces {
    /// The name of how the page draws these faces (the page's `FACES`).
    var pageName: String {
        switch self {
        case .setCards: "set"
        case .playingCards: "playing"
        case .emoji: "emoji"
        }
    }
}

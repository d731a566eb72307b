import CardKit
import Choreography
import Concentration

extension ReplayAssets {
    /// The constants the page's scripts share with Swift, written from the Swift values each
    /// time a page is written: game kinds (`GameKind`), event kinds and which of them move a card (`EventKind`), places
    /// (`Place`), marks (`Highlight`), layers (`ScenePose.Layer`), the easing curves' numbers
    /// (`Easing`) and the colours of card backs (`CardBackColor`). A new case in Swift reaches
    /// the page without anyone copying it.
    static var constants: String {
        let games = GameKind.allCases.map { "\($0.rawValue): \(quoted($0.rawValue))" }
        let kinds = EventKind.allCases.map { "\($0.rawValue): \(quoted($0.rawValue))" }
        let moves = EventKind.allCases.filter(\.isMove).map { quoted($0.rawValue) }
        let places = [Place.deck, .discard, .pile, .air].map { "\($0.words): \(quoted($0.words))" }
        let marks = Highlight.allCases.map { "\(ReplayPage.name($0)): \(quoted(ReplayPage.name($0)))" }
        let layers = ScenePose.Layer.allCases.map { "\($0.name): \($0.rawValue)" }
        let backs = CardBackColor.allCases.map { "\($0.rawValue): \(quoted($0.pageColor))" }
        return """
            "use strict";
            // Written from the Swift values (GameKind, EventKind, Place, Highlight, ScenePose.Layer, Easing,
            // CardBackColor) when the page was written: not copied by hand.
            const GAME = Object.freeze({ \(games.joined(separator: ", ")) });
            const KIND = Object.freeze({ \(kinds.joined(separator: ", ")) });
            const MOVES = new Set([\(moves.joined(separator: ", "))]);
            const PLACE = Object.freeze({ \(places.joined(separator: ", ")), slot: \(quoted(slotPrefix)) });
            const MARK = Object.freeze({ \(marks.joined(separator: ", ")) });
            const LAYER = Object.freeze({ \(layers.joined(separator: ", ")) });
            const EASING = Object.freeze({ shakeAmplitude: \(Easing.shakeAmplitude), shakeHalfTurns: \(Easing.shakeHalfTurns), pulseHalfTurns: \(Easing.pulseHalfTurns) });
            const BACKS = Object.freeze({ \(backs.joined(separator: ", ")) });

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

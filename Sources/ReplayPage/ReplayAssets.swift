import CardKit

/// What every replay page holds besides its data: the markup of the controls, the style sheet
/// and the scripts (in `ReplayAssets+*.swift`), kept as Swift strings so that the program
/// carries them wherever it is copied (no bundle, no files beside it).
enum ReplayAssets {
    /// The scripts in the order they run: the constants from Swift (Set's colours in
    /// `palette`), the pose function, the card art, the stage, the player.
    static func scripts(palette: Palette) -> [String] { [constants(palette: palette), poses, art, stage, player] }

    /// The page's markup: header, notice, stage, caption and controls. `title` is escaped text;
    /// with a `review` the header links to its chart below the player.
    static func body(title: String, review: Bool = false) -> String {
        """
        <div id="app">
        <header><h1>\(title)</h1>\(review ? "<a id=\"to-review\" href=\"#review\">Review ↓</a>" : "")<div \
        id="status" aria-live="polite"></div></header>
        <div id="notice" role="note" hidden></div>
        <main id="stage" aria-label="The table"></main>
        <div id="caption"><div id="command"></div><pre id="printed"></pre></div>
        <footer id="controls">
        <button id="prev" type="button" title="Previous command (Left arrow)" aria-label="Previous \
        command">\(icon("M3 2h2v12H3zM14 2v12L6 8z"))</button>
        <button id="play" type="button" title="Play (space)" aria-label="Play or pause" data-playing="false"><span \
        class="play">\(icon("M4 2l10 6-10 6z"))</span><span \
        class="pause">\(icon("M3 2h4v12H3zM9 2h4v12H9z"))</span></button>
        <button id="next" type="button" title="Next command (Right arrow)" aria-label="Next \
        command">\(icon("M11 2h2v12h-2zM2 2v12l8-6z"))</button>
        <label>Speed <select id="speed" aria-label="Speed">\(speeds)</select></label>
        <input id="timeline" type="range" min="0" max="1" step="any" value="0" aria-label="Timeline">
        <span id="position"></span>
        </footer>
        </div>
        """
    }

    private static func icon(_ path: String) -> String {
        "<svg viewBox=\"0 0 16 16\" aria-hidden=\"true\"><path d=\"\(path)\"/></svg>"
    }

    private static let speeds = ["0.25", "0.5", "1", "1.5", "2", "4"]
        .map { "<option value=\"\($0)\">\($0)x</option>" }.joined()
}

extension ReplayAssets {
    /// The page's style sheet.
    static let style = #"""
        :root { color-scheme: light; --felt: #1d6b45; --ink: #f4f1e8; --bar: #12332a; }
        * { box-sizing: border-box; }
        html, body { margin: 0; height: 100%; background: var(--bar); color: var(--ink); font: 14px/1.35 "DejaVu \#
        Sans", system-ui, sans-serif; }
        #app { display: flex; flex-direction: column; height: 100vh; }
        header, footer, #notice { flex: none; }
        header { display: flex; gap: 1em; align-items: baseline; padding: 6px 12px; }
        header h1 { font-size: 15px; margin: 0; font-weight: 600; }
        #status { margin-left: auto; font-variant-numeric: tabular-nums; opacity: 0.9; }
        #notice { background: #6b4e00; color: #fff6d8; padding: 4px 12px; font-size: 13px; }
        #stage { flex: 1; position: relative; overflow: hidden; background: var(--felt); box-shadow: inset 0 0 40px \#
        rgba(0, 0, 0, 0.35); margin: 0 8px; border-radius: 10px; min-height: 120px; }
        .table { position: absolute; }
        .card, .stack { position: absolute; left: 0; top: 0; will-change: transform; }
        .card { transform-origin: 50% 50%; }
        .turn { width: 100%; height: 100%; position: relative; transform-style: preserve-3d; }
        .side { position: absolute; inset: 3.5% 2%; border-radius: 9% / 13.5%; overflow: hidden; backface-visibility: \#
        hidden;
          box-shadow: 0 1px 2px rgba(0, 0, 0, 0.45); }
        .side svg, .top svg { width: 100%; height: 100%; display: block; }
        .face { background: #fffdf7; border: 1px solid #b9b2a0; }
        .back { background: #1e56a0; visibility: hidden; border: 2px solid #fff; }
        .card.down .face { visibility: hidden; }
        .card.down .back { visibility: visible; }
        .card[data-mark="selected"] .side { box-shadow: 0 0 0 3px #ffd23f, 0 3px 8px rgba(0, 0, 0, 0.5); }
        .card[data-mark="match"] .side { box-shadow: 0 0 0 3px #2fe07a, 0 0 0 6px #0a5d2c, 0 0 16px 6px rgba(80, 255, \#
        150, 0.75); }
        .card[data-mark="mismatch"] .side { box-shadow: 0 0 0 3px #ff3b3b, 0 0 10px 3px rgba(255, 40, 40, 0.6); }
        .card[data-mark="mismatch"] .face { background: #ffe9e9; }
        .card[data-mark="hint"] .side { box-shadow: 0 0 0 3px #59c7ff, 0 0 12px 4px rgba(89, 199, 255, 0.6); }
        .card.ghost { opacity: 0.4; pointer-events: none; }
        .card.ghost .face { border: 2px dashed #5b5646; }
        .card.carried .tag { position: absolute; left: 50%; bottom: -0.2em; transform: translateX(-50%); font: 600 \#
        12px system-ui, sans-serif;
          background: #ffd23f; color: #2b2100; padding: 0 6px; border-radius: 6px; }
        .stack .top, .stack .edge { position: absolute; inset: 3.5% 2%; border-radius: 9% / 13.5%; overflow: hidden; }
        .stack .top { background: #fffdf7; border: 1px solid #b9b2a0; box-shadow: 0 1px 2px rgba(0, 0, 0, 0.45); }
        .stack .top.empty { background: transparent; border: 2px dashed rgba(255, 255, 255, 0.45); box-shadow: none; }
        .stack .edge { background: #f0ead9; border: 1px solid #8c846f; display: none; }
        .stack .e1 { transform: translate(3px, 3px); } .stack .e2 { transform: translate(6px, 6px); } .stack .e3 { \#
        transform: translate(9px, 9px); }
        .stack[data-depth="1"] .e1, .stack[data-depth="2"] .e1, .stack[data-depth="2"] .e2, .stack[data-depth="3"] \#
        .edge { display: block; }
        .stack .count { position: absolute; top: 50%; left: calc(100% + 14px); transform: translateY(-50%); \#
        white-space: nowrap; font-size: 13px;
          background: rgba(0, 0, 0, 0.55); padding: 0 8px; border-radius: 8px; font-variant-numeric: tabular-nums; }
        .stack[data-label="before"] .count { left: auto; right: calc(100% + 6px); }
        #caption { padding: 6px 12px; height: 6.2em; overflow: hidden; flex: none; }
        #command { font: 600 14px "DejaVu Sans Mono", monospace; }
        #printed { margin: 2px 0 0; font: 13px/1.3 "DejaVu Sans Mono", monospace; white-space: pre-wrap; max-height: \#
        3.9em; overflow: auto; opacity: 0.9; }
        #printed.error { color: #ff8f8f; opacity: 1; }
        #caption.refused #command { color: #ffb3b3; }
        footer { display: flex; gap: 8px; align-items: center; padding: 6px 12px 10px; }
        footer button { width: 36px; height: 30px; border-radius: 6px; border: 1px solid #5d8a77; background: \#
        #214d3d; color: var(--ink); cursor: pointer; padding: 0; }
        footer button:hover, footer button:focus-visible { background: #2d6651; }
        footer button svg { width: 16px; height: 16px; fill: currentColor; vertical-align: middle; }
        #play .pause, #play[data-playing="true"] .play { display: none; }
        #play[data-playing="true"] .pause { display: inline; }
        #timeline { flex: 1; accent-color: #ffd23f; }
        #speed { background: #214d3d; color: var(--ink); border: 1px solid #5d8a77; border-radius: 6px; height: 30px; }
        #position { font-variant-numeric: tabular-nums; min-width: 6em; text-align: right; }
        /* A wide window puts the printed text beside the table, as tall as the table: hint all's 16
           sets read without a scroll box, and the table keeps its height. */
        @media (min-width: 1000px) and (min-aspect-ratio: 4/3) {
          #app { display: grid; grid-template-columns: minmax(0, 1fr) minmax(22em, 28%); grid-template-rows: auto \#
        auto minmax(0, 1fr) auto; }
          header { grid-row: 1; grid-column: 1 / -1; }
          #notice { grid-row: 2; grid-column: 1 / -1; }
          #stage { grid-row: 3; grid-column: 1; }
          #caption { grid-row: 3; grid-column: 2; height: auto; display: flex; flex-direction: column; min-height: 0; }
          #printed { max-height: none; flex: 1; min-height: 0; }
          footer { grid-row: 4; grid-column: 1 / -1; }
        }
        @media (prefers-reduced-motion: reduce) { .card, .stack { will-change: auto; } }
        """#
}

extension ReplayAssets {
    /// The style of the review's section below the player (only on a page that has one): its
    /// chart in the page's colours, the costly sets in red.
    static let reviewStyle = #"""
        #to-review { color: #ffd23f; font-size: 13px; }
        #review { max-width: 960px; margin: 0 auto; padding: 14px 16px 28px; }
        #review h2 { font-size: 16px; margin: 0 0 4px; }
        #review p { margin: 0 0 8px; opacity: 0.9; }
        #review figure { margin: 0; }
        #review figcaption { font-size: 12.5px; opacity: 0.8; margin-top: 4px; }
        .chart { display: block; width: 100%; height: auto; overflow: visible; font-size: 12px; }
        .chart.narrow { display: none; }
        @media (max-width: 560px) { .chart.wide { display: none; } .chart.narrow { display: block; } }
        .chart text { fill: var(--ink); }
        .chart .tick { fill: #b9cbbf; font-variant-numeric: tabular-nums; }
        .chart .title { font-size: 12.5px; fill: #b9cbbf; }
        .chart .grid { stroke: #24493d; }
        .chart .baseline, .chart .tickmark { stroke: #b9cbbf; }
        .chart .band { fill: #ffd23f; fill-opacity: 0.16; }
        .chart .series { fill: none; stroke: #ffd23f; stroke-width: 2; stroke-linejoin: round; }
        .chart .best { stroke: #f4f1e8; stroke-width: 2; }
        .chart .drop { stroke: #f4f1e8; stroke-width: 1; stroke-dasharray: 2 2; opacity: 0.7; }
        .chart .dot { fill: #ffd23f; stroke: var(--bar); stroke-width: 1.5; }
        .chart .costly .dot { fill: #ff4d4d; }
        .chart .costly .drop { stroke: #ff8f8f; stroke-width: 2; stroke-dasharray: none; opacity: 1; }
        .chart .sign { fill: #ff8f8f; font-weight: 700; font-size: 13px; }
        .chart .hit { fill: transparent; }
        .chart .point:hover .hit { fill: #ffffff; fill-opacity: 0.06; }
        """#
}

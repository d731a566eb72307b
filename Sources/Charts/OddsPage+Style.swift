extension OddsPage {
    /// The page's style sheet: the three Set colours for the data, light and dark schemes,
    /// two chart columns on a wide screen and the narrow charts on a phone.
    static let style = """
        :root { color-scheme: light dark; --ink: #1d1d24; --muted: #5c5c6a; --paper: #fbfaf7; --card: #ffffff;
          --line: #d9d7d0; --grid: #ecebe6; --purple: #6b2fa3; --red: #d3303a; --green: #1f8a4c; }
        @media (prefers-color-scheme: dark) {
          :root { --ink: #ecebf2; --muted: #a8a7b4; --paper: #15151b; --card: #1e1e26; --line: #3b3b47;
            --grid: #2a2a34; --purple: #b58ae6; --red: #ff6b6b; --green: #4cc083; } }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 20px clamp(12px, 3vw, 32px) 32px; background: var(--paper); color: var(--ink);
          font: 15px/1.45 system-ui, -apple-system, "Segoe UI", "Liberation Sans", "DejaVu Sans", sans-serif; }
        header, main, footer { max-width: 1240px; margin: 0 auto; }
        h1 { margin: 0; font-size: 26px; letter-spacing: -0.01em; }
        h2 { margin: 0 0 6px; font-size: 17px; }
        .run { margin: 2px 0 12px; color: var(--muted); }
        .summary { display: flex; flex-wrap: wrap; gap: 8px 28px; margin: 0 0 18px; }
        .summary div { border-left: 3px solid var(--purple); padding-left: 10px; }
        .summary dt { color: var(--muted); font-size: 13px; }
        .summary dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
        main { display: grid; gap: 18px; grid-template-columns: repeat(auto-fit, minmax(min(100%, 520px), 1fr)); }
        section { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 14px 16px;
          min-width: 0; }
        figure { margin: 0; }
        figcaption { color: var(--muted); font-size: 13px; margin: 2px 0 8px; }
        .chart { display: block; width: 100%; height: auto; overflow: visible; font-size: 12px; }
        .chart.narrow { display: none; }
        @media (max-width: 560px) { .chart.wide { display: none; } .chart.narrow { display: block; } }
        .chart text { fill: var(--ink); }
        .chart .tick { fill: var(--muted); font-variant-numeric: tabular-nums; }
        .chart .title { font-size: 12.5px; fill: var(--muted); }
        .chart .grid { stroke: var(--grid); }
        .chart .baseline, .chart .tickmark { stroke: var(--muted); }
        .chart .reference { stroke: var(--line); stroke-dasharray: 3 4; }
        .chart .series { fill: none; stroke: var(--purple); stroke-width: 2; stroke-linejoin: round; }
        .chart .interval { stroke: var(--purple); stroke-width: 1.3; opacity: 0.75; }
        .chart .dot, .chart .dot-hover { fill: var(--purple); stroke: var(--card); stroke-width: 1.5; }
        .chart .dot-hover { visibility: hidden; }
        .chart .hit { fill: transparent; }
        .chart .point:hover .hit, .chart .bar:hover .hit { fill: var(--grid); fill-opacity: 0.6; }
        .chart .point:hover .dot-hover { visibility: visible; }
        .chart .diamond { fill: var(--red); stroke: var(--card); stroke-width: 1.5; }
        .chart .note { fill: var(--red); font-weight: 600; }
        .chart .fill { fill: var(--green); }
        .chart .bar .interval { stroke: var(--ink); opacity: 0.6; }
        .chart .bar .interval.cut { stroke-dasharray: 2 3; opacity: 0.4; }
        .chart .bar:hover .fill { fill-opacity: 0.8; }
        .chart .caption { font-size: 11px; fill: var(--ink); font-variant-numeric: tabular-nums; }
        .chart .band { fill: var(--purple); fill-opacity: 0.18; }
        .chart .mean { stroke: var(--purple); stroke-width: 2; }
        .chart .marker .note { fill: var(--purple); }
        .numbers { overflow-x: auto; margin-top: 6px; }
        table { border-collapse: collapse; font-size: 12.5px; font-variant-numeric: tabular-nums; width: 100%; }
        th, td { padding: 3px 6px; text-align: right; white-space: nowrap; border-bottom: 1px solid var(--grid); }
        th { color: var(--muted); font-weight: 600; border-bottom-color: var(--line); white-space: normal; \
        vertical-align: bottom; }
        th:first-child, td:first-child { text-align: left; }
        tbody tr:hover { background: var(--grid); }
        footer { margin-top: 18px; color: var(--muted); font-size: 12.5px; }
        """
}

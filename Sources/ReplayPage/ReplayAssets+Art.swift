extension ReplayAssets {
    /// Card art in SVG from the card codes: Set symbols, playing cards, emoji, backs.
    static let art = #"""
        "use strict";
        // Card art in SVG, drawn from the card codes alone: Set cards (number, colour, shading,
        // shape), playing cards (pips in the standard places, court cards framed), Concentration's
        // emoji on its theme's colour, and card backs. Each face is drawn once and cached.
        const Art = (() => {
          const NS = "http://www.w3.org/2000/svg";
          // SET_COLORS and SUIT_RED (the palette's, --palette) and BACKS (a theme's back colour by
          // name) come from Swift's Palette and CardBackColor (ReplayAssets+Constants.swift).
          // The three Set shapes, upright in a 30 x 64 box (a landscape card shows them side by side).
          const SHAPES = {
            D: "M15 1 L29 32 L15 63 L1 32 Z",
            O: "M15 1 C23.3 1 29 7.7 29 16 L29 48 C29 56.3 23.3 63 15 63 C6.7 63 1 56.3 1 48 L1 16 C1 7.7 6.7 1 15 1 Z",
            S: "M9.5 2.2 C18 -1.2 29.5 3.2 28.6 13.6 C27.9 21.6 22.4 25.4 23.2 33.2 C24 40.6 29.8 44.6 28.4 52.8 \#
        C26.6 62.4 14.8 65.4 7.2 60.8 " +
               "C3.1 58.4 5.6 54.4 6.2 50.6 C7.3 43.4 1.4 39.2 1.5 30.6 C1.6 21.6 7.8 17.4 6.5 10.6 C5.9 7.2 4.9 4.1 \#
        9.5 2.2 Z",
          };
          const SUITS = {
            S: { color: "#1b1b1b", path: "M0 -10 C-4 -5 -11 -1.5 -11 3.5 C-11 8 -5.5 9.5 -1.5 6 L-3.5 11 L3.5 11 L1.5 \#
        6 C5.5 9.5 11 8 11 3.5 C11 -1.5 4 -5 0 -10 Z" },
            H: { color: SUIT_RED, path: "M0 10 C-3 6.5 -11 1 -11 -4.5 C-11 -9.5 -3.5 -11 0 -5.5 C3.5 -11 11 -9.5 11 \#
        -4.5 C11 1 3 6.5 0 10 Z" },
            D: { color: SUIT_RED, path: "M0 -11 C2.5 -6.5 5.5 -3 8.5 0 C5.5 3 2.5 6.5 0 11 C-2.5 6.5 -5.5 3 -8.5 0 \#
        C-5.5 -3 -2.5 -6.5 0 -11 Z" },
            C: { color: "#1b1b1b", path: "M0 -10.5 A4.6 4.6 0 0 1 3.6 -3 A4.6 4.6 0 1 1 1.2 5 L3.5 11 L-3.5 11 L-1.2 \#
        5 A4.6 4.6 0 1 1 -3.6 -3 A4.6 4.6 0 0 1 0 -10.5 Z" },
          };
          // Pip places on a portrait field, column (0 left, 1 middle, 2 right) and row (0 top ... 1 bottom).
          const PIPS = {
            2: [[1, 0], [1, 1]], 3: [[1, 0], [1, 0.5], [1, 1]],
            4: [[0, 0], [2, 0], [0, 1], [2, 1]], 5: [[0, 0], [2, 0], [1, 0.5], [0, 1], [2, 1]],
            6: [[0, 0], [2, 0], [0, 0.5], [2, 0.5], [0, 1], [2, 1]],
            7: [[0, 0], [2, 0], [1, 0.25], [0, 0.5], [2, 0.5], [0, 1], [2, 1]],
            8: [[0, 0], [2, 0], [1, 0.25], [0, 0.5], [2, 0.5], [1, 0.75], [0, 1], [2, 1]],
            9: [[0, 0], [2, 0], [0, 1 / 3], [2, 1 / 3], [1, 0.5], [0, 2 / 3], [2, 2 / 3], [0, 1], [2, 1]],
            10: [[0, 0], [2, 0], [1, 1 / 6], [0, 1 / 3], [2, 1 / 3], [0, 2 / 3], [2, 2 / 3], [1, 5 / 6], [0, 1], [2, \#
        1]],
          };
          const escape = (text) => String(text).replace(/[&<>"']/g, (c) => "&#" + c.charCodeAt(0) + ";");
          const svg = (w, h, body) => `<svg xmlns="${NS}" viewBox="0 0 ${w} ${h}" preserveAspectRatio="xMidYMid meet" \#
        aria-hidden="true">${body}</svg>`;
          const cache = new Map();

          // One-time definitions shared by every card: the clip of each shape, for the stripes.
          function defs() {
            let clips = "";
            for (const [k, d] of Object.entries(SHAPES)) clips += `<clipPath id="clip-${k}" \#
        clipPathUnits="userSpaceOnUse"><path d="${d}"/></clipPath>`;
            return `<svg xmlns="${NS}" width="0" height="0" style="position:absolute" \#
        aria-hidden="true"><defs>${clips}</defs></svg>`;
          }

          function setFace(code) {
            const m = /^([123])([RGP])([STO])([DSO])$/.exec(code);
            if (!m) return unknown(code);
            const n = Number(m[1]), color = SET_COLORS[m[2]], fill = m[3], d = SHAPES[m[4]];
            let body = "";
            for (let i = 0; i < n; i++) {
              const x = 65 - 20 * (n - 1) + 40 * i - 15;
              let inner = "";
              if (fill === "S") inner = `<path d="${d}" fill="${color}"/>`;
              else if (fill === "T") {
                let lines = "";
                for (let y = 2.5; y < 64; y += 4.2) lines += `M-2 ${y.toFixed(1)}H32`;
                inner = `<g clip-path="url(#clip-${m[4]})"><path d="${lines}" stroke="${color}" stroke-width="1.5" \#
        fill="none"/></g>`;
              }
              body += `<g transform="translate(${x} 8)">${inner}<path d="${d}" fill="none" stroke="${color}" \#
        stroke-width="2.6" stroke-linejoin="round"/></g>`;
            }
            return svg(130, 80, body);
          }

          function pip(suit, x, y, scale, flip) {
            const s = SUITS[suit];
            return `<path d="${s.path}" fill="${s.color}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) \#
        scale(${scale})${flip ? " rotate(180)" : ""}"/>`;
          }

          function playingFace(code) {
            const m = /^(10|[2-9AJQK])([SHDC])$/.exec(code);
            if (!m) return unknown(code);
            const rank = m[1], suit = m[2], color = SUITS[suit].color;
            const index = (x, y, flip) => `<g transform="translate(${x} ${y})${flip ? " rotate(180)" : ""}"><text \#
        x="0" y="0" font-family="DejaVu Serif, Georgia, serif" ` +
              `font-weight="bold" font-size="17" text-anchor="middle" fill="${color}">${rank}</text>${pip(suit, 0, \#
        14, 0.55, false)}</g>`;
            let body = index(14, 20, false) + index(136, 80, true);
            if (PIPS[rank]) {
              // A portrait field in the middle of the landscape card: the standard places.
              const left = 52, right = 98, top = 14, bottom = 86;
              for (const [c, r] of PIPS[rank]) body += pip(suit, left + (right - left) * c / 2, top + (bottom - top) \#
        * r, 0.72, r > 0.5);
            } else if (rank === "A") {
              body += pip(suit, 75, 50, 2.1, false);
            } else {
              const mark = { J: "♞", Q: "♛", K: "♚" }[rank];
              body += `<rect x="44" y="10" width="62" height="80" rx="4" fill="#fbf3da" stroke="${color}" \#
        stroke-width="2"/>` +
                `<rect x="48" y="14" width="54" height="72" rx="2" fill="none" stroke="#c9a227" stroke-width="1.2"/>` +
                `<text x="75" y="44" font-family="DejaVu Sans, sans-serif" font-size="28" text-anchor="middle" \#
        fill="${color}">${mark}</text>` +
                `<text x="75" y="74" font-family="DejaVu Serif, Georgia, serif" font-weight="bold" font-size="22" \#
        text-anchor="middle" fill="${color}">${rank}</text>` +
                pip(suit, 58, 24, 0.45, false) + pip(suit, 92, 76, 0.45, true);
            }
            return svg(150, 100, body);
          }

          function emojiFace(face) {
            return svg(150, 100, `<text x="75" y="52" dominant-baseline="middle" text-anchor="middle" \#
        font-size="58">${escape(face)}</text>`);
          }

          function unknown(face) {
            return svg(150, 100, `<text x="75" y="55" text-anchor="middle" font-family="DejaVu Sans Mono, monospace" \#
        font-size="22" fill="#444">${escape(face)}</text>`);
          }

          /** How each kind of face (a `FACES` value) is drawn. */
          const FACE_ART = { set: setFace, playing: playingFace, emoji: emojiFace };

          /** The face of a card as SVG markup, for `game` (a `GAME` value). */
          function face(game, code) {
            const key = game + ":" + code;
            if (!cache.has(key)) cache.set(key, (FACE_ART[FACES[game]] || emojiFace)(code));
            return cache.get(key);
          }

          /** The back of a card: a lattice on `colorName` (a theme's back, or Set's blue). */
          function back(colorName) {
            const key = "back:" + (colorName || "");
            if (!cache.has(key)) {
              const c = BACKS[colorName] || BACKS.blue;
              let lattice = "";
              for (let i = -100; i < 150; i += 12) lattice += `M${i} 0L${i + 100} 100M${i + 100} 0L${i} 100`;
              cache.set(key, `<svg xmlns="${NS}" viewBox="0 0 150 100" preserveAspectRatio="none" \#
        aria-hidden="true"><rect width="150" height="100" fill="${c}"/>` +
                `<rect x="7" y="7" width="136" height="86" rx="5" fill="none" stroke="#fff" stroke-opacity="0.85" \#
        stroke-width="2"/>` +
                `<path d="${lattice}" stroke="#fff" stroke-opacity="0.28" stroke-width="2" \#
        clip-path="inset(10px)"/></svg>`);
            }
            return cache.get(key);
          }

          return { defs, face, back, SET_COLORS, BACKS };
        })();
        """#
}

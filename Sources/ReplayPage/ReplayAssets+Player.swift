extension ReplayAssets {
    /// The player: one timeline of commands, the controls, the keyboard, and the `window.animsetPage` test hook.
    static let player = #"""
        "use strict";
        // The player: the session's commands on one timeline (each command's animation, then a rest
        // on its board), the controls, the keyboard, and `window.animsetPage` for tests and tools.
        (() => {
          // The page's data is read here alone, each key by its name from Swift (K): the rest of the
          // scripts work on the objects made here. It is compact: a table like the previous command's
          // is `sameTable`, a table's frame is [x, y, w, h], a Set card's face is its code, and
          // defaults (face up, no mark) are left out.
          const data = JSON.parse(document.getElementById("animset-data").textContent);
          const frameOf = (f) => (Array.isArray(f) ? { x: f[0], y: f[1], w: f[2], h: f[3] } : f && { x: f[K.x], y: \#
        f[K.y], w: f[K.w], h: f[K.h] });
          const pileOf = (p) => p && { frame: frameOf(p[K.frame]), count: p[K.count], top: p[K.top] };
          const cardOf = (c, game) => ({
            code: c[K.code], face: c[K.face] !== undefined ? c[K.face] : BY_FACE.has(game) ? c[K.code] : null, frame: \#
        frameOf(c[K.frame]),
            faceUp: c[K.faceUp] !== undefined ? c[K.faceUp] : true, highlight: c[K.highlight] || MARK.none, gone: \#
        c[K.gone] });
          const tableOf = (t) => {
            const game = t[K.game], bounds = t[K.bounds];
            return { game, bounds: { w: bounds[K.w], h: bounds[K.h] }, cards: t[K.cards].map((c) => cardOf(c, game)),
              deck: pileOf(t[K.deck]), discard: pileOf(t[K.discard]), gathered: frameOf(t[K.gathered]), back: \#
        t[K.back] };
          };
          const keyframeOf = (k) => ({ t: k[K.t], x: k[K.x], y: k[K.y], w: k[K.w], h: k[K.h], rotation: k[K.rotation] \#
        });
          const eventOf = (e) => ({
            t: e[K.t], duration: e[K.duration], kind: e[K.kind], cards: e[K.cards], from: frameOf(e[K.from]), to: \#
        frameOf(e[K.to]),
            fromPlace: e[K.fromPlace], toPlace: e[K.toPlace], faceUp: e[K.faceUp], path: e[K.path] && \#
        e[K.path].map(keyframeOf) });
          let last = null;
          const commands = (data[K.commands] || []).map((c) => {
            const table = c[K.sameTable] ? last : c[K.table] ? tableOf(c[K.table]) : null;
            last = table;
            return { input: c[K.input], ok: c[K.ok], error: c[K.error], game: c[K.game], printed: c[K.printed], \#
        title: c[K.title],
              status: c[K.status], table, events: c[K.events] && c[K.events].map(eventOf) };
          });
          const skipped = data[K.skipped] || [];
          const REST = 0.8;
          const reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
          const $ = (id) => document.getElementById(id);
          const stage = new Stage($("stage"));

          // The table before each command (as ReplayPage.before in Swift): the previous command's
          // when of the same game, else its own; for the first, the cards its events take from slots.
          const firstStart = (table, events) => {
            const start = Object.assign({}, table, { cards: [], gathered: null });
            if (BY_FACE.has(table.game)) {
              const seen = new Set(), onTable = [];
              for (const e of events.slice().sort((a, b) => a.t - b.t)) for (const code of e.cards) {
                if (seen.has(code)) continue;
                seen.add(code);
                if (slotOf(e.fromPlace) != null && e.from) onTable.push({ slot: slotOf(e.fromPlace), card: { code, \#
        face: code, frame: e.from, faceUp: true, highlight: MARK.none } });
              }
              start.cards = onTable.sort((a, b) => a.slot - b.slot).map((x) => x.card);
            }
            if (table.deck) start.deck = Object.assign({}, table.deck, { count: Math.max(0, table.deck.count + \#
        table.cards.length + (table.discard ? table.discard.count : 0) - start.cards.length) });
            if (table.discard) start.discard = Object.assign({}, table.discard, { count: 0, top: null });
            return start;
          };
          let previous = null, shown = null;
          for (const c of commands) {
            // While a command animates, the header still says what stood before it (its board does).
            c.statusBefore = shown && shown.game === c.game ? shown : c;
            if (c.ok && c.game) shown = c;
            c.after = c.table || previous;
            c.before = !c.table ? previous : previous ? (previous.game === c.table.game ? previous : c.table) : \#
        firstStart(c.table, c.events || []);
            if (c.table) previous = c.table;
            c.moves = c.ok && c.table ? c.events || [] : [];
            c.duration = c.moves.reduce((m, e) => Math.max(m, Math.round((e.t + e.duration) * 1000) / 1000), 0);
            c.span = (reduced ? 0 : c.duration) + (reduced ? 1.2 : REST);
          }
          const starts = [];
          let total = 0;
          for (const c of commands) { starts.push(total); total += c.span; }
          const animation = (i) => {
            const c = commands[i];
            if (!c.animation && c.after) c.animation = new Animation(c.before, c.after, c.moves);
            return c.animation;
          };

          const at = { index: 0, seconds: 0 };
          let playing = false, speed = 1, lastFrame = null, shownIndex = -1, pending = 0;
          const deltas = [], work = [];

          function render(exact) {
            const c = commands[at.index];
            if (!c) return;
            const anim = animation(at.index);
            if (anim) stage.draw(anim.poses(reduced && !exact ? anim.duration : Math.min(at.seconds, anim.duration)));
            if (shownIndex !== at.index) { caption(c); shownIndex = at.index; prepare(at.index + 1); }
            status(anim && at.seconds < anim.duration && !(reduced && !exact) ? c.statusBefore : c, stage.scene);
            $("timeline").value = String(starts[at.index] + Math.min(at.seconds, c.span));
            $("position").textContent = `${at.index + 1} / ${commands.length}`;
          }

          // NB: the next command's animation is built while the browser is idle, not in a frame.
          function prepare(i) {
            if (!commands[i] || commands[i].animation) return;
            (window.requestIdleCallback || setTimeout)(() => animation(i));
          }

          function caption(c) {
            $("command").textContent = "animset> " + c.input;
            const printed = $("printed");
            printed.textContent = c.ok ? c.printed || "" : "error: " + (c.error || "refused");
            printed.classList.toggle("error", !c.ok);
            $("caption").classList.toggle("refused", !c.ok);
          }

          function status(c, scene) {
            const parts = [];
            if (c.game) parts.push(c.title || c.game[0].toUpperCase() + c.game.slice(1));
            if (c.status) for (const [k, v] of Object.entries(c.status)) parts.push(`${k} ${v}`);
            if (scene && scene.deck) parts.push(`deck ${scene.deck.count}`);
            if (scene && scene.discard) parts.push(`discard ${scene.discard.count}`);
            const text = parts.join(" · ");
            if ($("status").textContent !== text) $("status").textContent = text;
          }

          function seekGlobal(time) {
            let lo = 0, hi = commands.length - 1;
            while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (starts[mid] <= time) lo = mid; else hi = mid - 1; }
            at.index = lo; at.seconds = Math.max(0, time - starts[lo]);
            render(false);
          }

          function advance(dt) {
            at.seconds += dt;
            while (at.seconds >= commands[at.index].span) {
              if (at.index + 1 >= commands.length) { at.seconds = commands[at.index].span; pause(); break; }
              at.seconds -= commands[at.index].span; at.index += 1;
            }
          }

          function frame(now) {
            if (!playing) return;
            const started = performance.now();
            if (lastFrame != null) { const dt = now - lastFrame; deltas.push(dt); if (deltas.length > 4000) \#
        deltas.shift(); advance(dt / 1000 * speed); }
            lastFrame = now;
            render(false);
            work.push(performance.now() - started);
            if (work.length > 4000) work.shift();
            if (playing) pending = requestAnimationFrame(frame);
          }

          function play() {
            if (playing || !commands.length) return;
            if (at.index === commands.length - 1 && at.seconds >= commands[at.index].span) { at.index = 0; at.seconds \#
        = 0; }
            playing = true; lastFrame = null;
            $("play").dataset.playing = "true"; $("play").title = "Pause (space)";
            pending = requestAnimationFrame(frame);
          }
          // NB: one chain of frames at a time: pausing cancels the pending one.
          function pause() { playing = false; cancelAnimationFrame(pending); $("play").dataset.playing = "false"; \#
        $("play").title = "Play (space)"; }
          // Stepping lands on a command's board at rest, after its animation: the board, the header
          // and the printed text then tell one instant, forward and back.
          function go(index) {
            at.index = Math.max(0, Math.min(commands.length - 1, index));
            at.seconds = reduced ? 0 : commands[at.index].duration;
            render(false);
          }
          function previousCommand() { go(at.index - 1); }
          function nextCommand() {
            if (at.index + 1 < commands.length) go(at.index + 1);
            else { at.seconds = commands[at.index].span; render(false); }
          }
          const SPEEDS = [0.25, 0.5, 1, 1.5, 2, 4];
          function setSpeed(value) { speed = Math.min(4, Math.max(0.25, Number(value) || 1)); $("speed").value = \#
        String(speed); }
          function stepSpeed(step) { const i = SPEEDS.indexOf(speed); setSpeed(SPEEDS[Math.max(0, \#
        Math.min(SPEEDS.length - 1, (i < 0 ? 2 : i) + step))]); }

          $("play").addEventListener("click", () => (playing ? pause() : play()));
          $("prev").addEventListener("click", previousCommand);
          $("next").addEventListener("click", nextCommand);
          $("speed").addEventListener("change", (e) => setSpeed(e.target.value));
          $("timeline").max = String(total);
          $("timeline").addEventListener("input", (e) => { pause(); seekGlobal(Number(e.target.value)); });
          document.addEventListener("keydown", (e) => {
            if (e.target && e.target.tagName === "SELECT") return;
            const keys = { " ": () => (playing ? pause() : play()), ArrowLeft: previousCommand, ArrowRight: nextCommand,
              ArrowUp: () => stepSpeed(1), ArrowDown: () => stepSpeed(-1), Home: () => go(0), End: () => { \#
        go(commands.length - 1); nextCommand(); } };
            const action = keys[e.key];
            if (!action || e.ctrlKey || e.metaKey || e.altKey) return;
            e.preventDefault();
            if (e.key !== " " && e.key !== "ArrowUp" && e.key !== "ArrowDown") pause();
            action();
          });
          window.addEventListener("resize", () => { stage.cell = 0; render(false); });

          if (skipped.length) {
            $("notice").hidden = false;
            $("notice").textContent = "Skipped what this page does not know: " + skipped.join("; ") + ".";
          }
          if (!commands.length) $("command").textContent = "The stream holds no commands.";

          /** For tests and tools: read and drive the page. */
          window.animsetPage = {
            count: commands.length,
            skipped,
            reducedMotion: reduced,
            duration: (i) => (commands[i] ? commands[i].duration : 0),
            seek(i, seconds) { pause(); at.index = Math.max(0, Math.min(commands.length - 1, i)); at.seconds = \#
        Math.max(0, seconds); render(true); return stage.measure(); },
            cards: () => stage.measure(),
            ghosts: () => stage.measureGhosts(),
            carried: () => stage.measureCarried(),
            scene: () => stage.scene,
            state(i) {
              const t = commands[i] && commands[i].after;
              return t ? { game: t.game, cards: t.cards.map((c, k) => ({ slot: k + 1, code: c.code, face: c.face, \#
        faceUp: c.faceUp, gone: c.gone })),
                deck: t.deck ? t.deck.count : null, discard: t.discard ? t.discard.count : null } : null;
            },
            caption: () => $("command").textContent + "\n" + $("printed").textContent,
            position: () => ({ index: at.index, seconds: at.seconds, playing, speed }),
            play, pause, setSpeed,
            frameStats() {
              const d = deltas.slice(1);
              const mean = d.length ? d.reduce((a, b) => a + b, 0) / d.length : 0;
              // A dropped frame: a gap half as long again as the display's usual one (60 or 120 Hz).
              const median = d.length ? d.slice().sort((a, b) => a - b)[d.length >> 1] : 0;
              const w = work.slice(1), workMean = w.length ? w.reduce((a, b) => a + b, 0) / w.length : 0;
              return { frames: d.length, mean, max: d.length ? Math.max(...d) : 0, median, dropped: d.filter((x) => x \#
        > 1.5 * median).length,
                scriptMean: workMean, scriptMax: w.length ? Math.max(...w) : 0 };
            },
            resetFrameStats() { deltas.length = 0; work.length = 0; lastFrame = null; },
          };
          setSpeed(1);
          // NB: the page opens on the first command's recorded table, at rest (issue 37, item 11: it
          // opened in the opening deal, on 3 cards and "deck 78" where the record has 12 and 69), and
          // plays on from there by itself; Home and Play show the deal.
          if (commands.length) {
            at.seconds = reduced ? 0 : commands[0].duration;
            render(false);
            // For tests: what the page first drew, before it plays on.
            window.animsetPage.opened = { index: at.index, seconds: at.seconds, cards: stage.measure().length, \#
        status: $("status").textContent };
            if (!reduced) play();
          }
          requestAnimationFrame(() => { window.animsetPage.firstFrame = performance.now(); });
          document.documentElement.dataset.ready = "true";
        })();
        """#
}

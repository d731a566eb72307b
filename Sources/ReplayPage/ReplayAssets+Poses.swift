extension ReplayAssets {
    /// The pose function of animset-events(5) in JavaScript, ported from `Choreography` (`Easing`, `Timeline`,
    /// `Animation.poses(at:)`).
    static let poses = #"""
        "use strict";
        // The pose function of animset-events(5), ported from Sources/Choreography (Easing, Timeline,
        // Animation.poses(at:)) line for line: what the page draws at any instant of a command.
        const Easing = {
          clamp(s) { return Math.min(Math.max(s, 0), 1); },
          cubicInOut(s) { s = Easing.clamp(s); if (s < 0.5) return 4 * s * s * s; const u = 2 - 2 * s; return 1 - u * \#
        u * u / 2; },
          flipWidth(s) { return Math.abs(Math.cos(Math.PI * Easing.clamp(s))); },
          pulse(s) { const v = Math.sin(EASING.pulseHalfTurns * Math.PI * Easing.clamp(s)); return v * v; },
          shake(s) { s = Easing.clamp(s); return EASING.shakeAmplitude * Math.sin(EASING.shakeHalfTurns * Math.PI * \#
        s) * (1 - s); },
        };
        // GAME, KIND, MOVES, PLACE, MARK, LAYER and EASING come from Swift (ReplayAssets+Constants.swift).
        /** The number of a slot's place (`slot 7`: 7), else null. */
        const slotOf = (place) => (typeof place === "string" && place.startsWith(PLACE.slot) && \#
        /^\d+$/.test(place.slice(PLACE.slot.length)) ? Number(place.slice(PLACE.slot.length)) : null);
        const isStack = (place) => place === PLACE.deck || place === PLACE.discard || place === PLACE.pile;
        const endOf = (e) => e.t + e.duration;
        const isOverlay = (e) => e.kind === KIND.ghost || e.kind === KIND.carry;
        const round3 = (v) => Math.round(v * 1000) / 1000;
        const lerp = (a, b, s) => ({ x: a.x + (b.x - a.x) * s, y: a.y + (b.y - a.y) * s, w: a.w + (b.w - a.w) * s, h: \#
        a.h + (b.h - a.h) * s });
        const copyFrame = (f) => ({ x: f.x, y: f.y, w: f.w, h: f.h });

        class Timeline {
          constructor(events, start) {
            this.start = start;
            this.byCard = new Map();
            // NB: an overlay poses no card (a ghost's code may be in the deck, or dealt meanwhile).
            for (const e of events) if (!isOverlay(e)) for (const c of e.cards) {
              if (!this.byCard.has(c)) this.byCard.set(c, []);
              this.byCard.get(c).push(e);
            }
          }
          eventsOf(card) { return this.byCard.get(card) || []; }
          static origin(e) {
            const place = e.fromPlace || PLACE.deck;
            const faceUp = e.kind === KIND.flip && e.faceUp != null ? !e.faceUp : place !== PLACE.deck && place !== \#
        PLACE.discard;
            return { place, frame: e.from || e.to || { x: 0, y: 0, w: 0, h: 0 }, rotation: 0, faceUp };
          }
          pose(card, t) {
            const own = this.eventsOf(card);
            const base = this.start.get(card) || (own.length ? Timeline.origin(own[0]) : null);
            if (!base) return null;
            const pose = { place: base.place, frame: copyFrame(base.frame), rotation: base.rotation, faceUp: \#
        base.faceUp };
            for (const e of own) {
              if (!(e.t <= t)) continue;
              if (t >= endOf(e)) Timeline.finish(e, pose);
              else Timeline.progress(e, (t - e.t) / Math.max(e.duration, 1e-12), pose);
            }
            return pose;
          }
          static finish(e, pose) {
            if (e.toPlace) pose.place = e.toPlace;
            if (e.to) pose.frame = copyFrame(e.to);
            if (e.kind === KIND.flip && e.faceUp != null) pose.faceUp = e.faceUp;
            if (MOVES.has(e.kind)) pose.rotation = Timeline.restingRotation(e.path && e.path.length ? \#
        e.path[e.path.length - 1].rotation : 0);
          }
          // NB: a move whose path ends after whole turns (a flight, a spinning deal: 720) rests upright, at 0.
          static restingRotation(degrees) { const folded = degrees - 360 * Math.trunc(degrees / 360); return folded \#
        === 0 ? 0 : folded; }
          static progress(e, fraction, pose) {
            if (e.kind === KIND.flip && e.faceUp != null && fraction >= 0.5) pose.faceUp = e.faceUp;
            if (!MOVES.has(e.kind)) return;
            if (e.toPlace) pose.place = e.toPlace;
            if (e.path && e.path.length) {
              const now = e.t + fraction * e.duration;
              let previous = e.path[0];
              for (const k of e.path) {
                if (k.t >= now) {
                  const span = k.t - previous.t, s = span > 0 ? (now - previous.t) / span : 1;
                  pose.frame = lerp(previous, k, s);
                  pose.rotation = previous.rotation + (k.rotation - previous.rotation) * s;
                  return;
                }
                previous = k;
              }
              pose.frame = copyFrame(previous);
              pose.rotation = previous.rotation;
            } else if (e.from && e.to) {
              pose.frame = lerp(e.from, e.to, Easing.cubicInOut(fraction));
              pose.rotation = 0;
            }
          }
        }

        const firstIndex = (cards) => { const m = new Map(); cards.forEach((c, i) => { if (!m.has(c.code)) \#
        m.set(c.code, i); }); return m; };

        class Animation {
          constructor(before, after, events) {
            const sorted = events.map((e, i) => [e, i]).sort((a, b) => a[0].t - b[0].t || a[1] - b[1]).map((p) => p[0]);
            this.before = before; this.after = after; this.events = sorted;
            this.duration = sorted.reduce((m, e) => Math.max(m, round3(endOf(e))), 0);
            const gathered = before.gathered != null;
            const start = new Map(), codes = [], known = new Set(), stacks = new Map();
            before.cards.forEach((card, i) => {
              if (start.has(card.code)) return;
              start.set(card.code, { place: gathered ? PLACE.pile : PLACE.slot + (i + 1), frame: card.frame, \#
        rotation: 0, faceUp: card.faceUp });
              codes.push(card.code); known.add(card.code);
              if (gathered) stacks.set(card.code, PLACE.pile);
            });
            this.timeline = new Timeline(sorted, start);
            for (const e of sorted) if (!isOverlay(e)) for (const c of e.cards) {
              if (known.has(c)) continue;
              codes.push(c); known.add(c);
              const p = this.timeline.pose(c, -1);
              if (p && isStack(p.place)) stacks.set(c, p.place);
            }
            this.codes = codes; this.initialStack = stacks;
            this.beforeIndex = firstIndex(before.cards); this.afterIndex = firstIndex(after.cards);
            this.stackEvents = sorted.filter((e) => e.cards.length === 0);
          }

          poses(t) {
            if (!(this.duration > 0) || t >= this.duration) return Animation.resting(this.after, this.duration);
            if (t <= 0) return Animation.resting(this.before, 0);
            const drawn = [], landed = { deck: [], discard: [], pile: [] };
            this.codes.forEach((code, order) => {
              const found = this.card(code, t);
              if (!found) return;
              const { card, active, settled } = found;
              if (active.length === 0 && isStack(card.pose.place)) landed[card.pose.place].push({ time: settled == \#
        null ? -1 : settled, order, card });
              else drawn.push({ key: [card.layer, active.length ? Math.max(...active.map((e) => e.t)) : -1, order], \#
        card });
            });
            drawn.sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2]);
            const cards = drawn.map((entry, rank) => { entry.card.z = rank; return entry.card; });
            const b = this.before.bounds, a = this.after.bounds;
            return {
              t, game: this.after.game, bounds: { w: Math.max(b.w, a.w), h: Math.max(b.h, a.h) }, cards,
              deck: this.stack(PLACE.deck, this.before.deck, landed.deck, t),
              discard: this.stack(PLACE.discard, this.before.discard, landed.discard, t),
              gathered: Animation.gatheredPile(landed.pile), back: this.before.back || this.after.back || null,
              ghosts: this.ghosts(t), carried: this.carried(t),
            };
          }

          /** The carried cards under way at `t` (Set-Chain), selected until the command's first match (mismatch) \#
        starts. */
          carried(t) {
            const started = this.events.filter((e) => e.t < t);
            const mark = started.some((e) => e.kind === KIND.match) ? MARK.match : started.some((e) => e.kind === \#
        KIND.mismatch) ? MARK.mismatch : MARK.selected;
            return started.filter((e) => e.kind === KIND.carry && t <= endOf(e) && e.cards.length && e.from)
              .map((e) => ({ code: e.cards[0], face: BY_FACE.has(this.after.game) ? e.cards[0] : null, frame: \#
        copyFrame(e.from), highlight: mark }));
          }

          /** The ghosts under way at `t` (UltraSet's fifth card), in the order they started. */
          ghosts(t) {
            return this.events.filter((e) => e.kind === KIND.ghost && e.t < t && t <= endOf(e) && e.cards.length && \#
        e.from)
              .map((e) => ({ code: e.cards[0], face: BY_FACE.has(this.after.game) ? e.cards[0] : null, frame: \#
        copyFrame(e.from) }));
          }

          card(code, t) {
            const pose = this.timeline.pose(code, t);
            if (!pose) return null;
            const own = this.timeline.eventsOf(code);
            const started = own.filter((e) => e.t < t), active = started.filter((e) => t <= endOf(e));
            const settled = own.length && started.length === own.length && active.length === 0 ? \#
        Math.max(...own.map(endOf)) : null;
            const bi = this.beforeIndex.get(code), ai = this.afterIndex.get(code);
            const old = bi == null ? null : this.before.cards[bi], nw = ai == null ? null : this.after.cards[ai];
            const first = settled != null ? nw || old : old || nw, second = settled != null ? old : nw;
            if (first && first.gone) return null;
            let highlight = first ? first.highlight : MARK.none;
            if (settled == null) for (const e of started) {
              if (e.kind === KIND.select) highlight = MARK.selected;
              else if (e.kind === KIND.deselect || e.kind === KIND.deal) highlight = MARK.none;
              else if (e.kind === KIND.match) highlight = MARK.match;
              else if (e.kind === KIND.mismatch) highlight = MARK.mismatch;
            }
            let layer = LAYER.table, width = 1, flipLate = false;
            const tableWidth = this.before.bounds.w;
            for (const e of active) {
              const s = e.duration > 0 ? (t - e.t) / e.duration : 1, f = pose.frame;
              if (e.kind === KIND.flip) { width = Easing.flipWidth(s); flipLate = s >= 0.5; }
              else if (e.kind === KIND.match) {
                // NB: the pulse never grows the card past the table's edges.
                const grow = Easing.pulse(s), left = Math.max(0, f.x - grow), right = Math.min(Math.max(tableWidth, \#
        f.x + f.w), f.x + f.w + grow);
                pose.frame = { x: left, y: f.y, w: right - left, h: f.h };
              } else if (e.kind === KIND.mismatch) {
                const shaken = f.x + Easing.shake(s);
                f.x = Math.min(Math.max(shaken, Math.min(0, f.x)), Math.max(tableWidth - f.w, f.x));
              } else if (e.kind === KIND.flyaway || e.kind === KIND.snap) layer = LAYER.flying;
              else if (MOVES.has(e.kind) && layer < LAYER.moving) layer = LAYER.moving;
            }
            const fullW = pose.frame.w;
            if (width < 1) { const f = pose.frame; pose.frame = { x: f.x + f.w * (1 - width) / 2, y: f.y, w: f.w * \#
        width, h: f.h }; }
            const face = (first && first.face) || (second && second.face) || (BY_FACE.has(this.after.game) ? code : \#
        null);
            return { card: { code, face, pose, highlight, layer, z: 0, flipWidth: width, fullW, flipLate, still: \#
        active.length === 0 }, active, settled };
          }

          stack(place, rest, landed, t) {
            if (!rest) return null;
            let leftAtStart = 0;
            for (const p of this.initialStack.values()) if (p === place) leftAtStart += 1;
            const pile = { frame: this.stackFrame(place, rest.frame, t), count: Math.max(0, rest.count - leftAtStart \#
        + landed.length), top: rest.top || null };
            let arrived = null;
            for (const l of landed) if (l.time >= 0 && (!arrived || l.time > arrived.time || (l.time === arrived.time \#
        && l.order > arrived.order))) arrived = l;
            if (arrived) pile.top = arrived.card.pose.faceUp ? arrived.card.face : null;
            else if (landed.length < leftAtStart && this.after.discard && place === PLACE.discard) pile.top = \#
        this.after.discard.top || null;
            if (pile.count === 0) pile.top = null;
            return pile;
          }

          stackFrame(place, rest, t) {
            let frame = copyFrame(rest);
            for (const e of this.stackEvents) {
              if (e.fromPlace !== place || !(e.t < t) || !e.from || !e.to) continue;
              if (!(t <= endOf(e))) { frame = copyFrame(e.to); continue; }
              const s = e.duration > 0 ? (t - e.t) / e.duration : 1;
              frame = lerp(e.from, e.to, Easing.cubicInOut(s));
              if (e.kind === KIND.shuffle) frame.x += Easing.shake(s);
            }
            return frame;
          }

          static gatheredPile(landed) {
            let top = null;
            for (const l of landed) if (!top || l.time > top.time || (l.time === top.time && l.order > top.order)) \#
        top = l;
            if (!top) return null;
            return { frame: top.card.pose.frame, count: landed.length, top: top.card.pose.faceUp ? top.card.face : \#
        null };
          }

          /** `table` at rest: every card in play in its slot, or all of them in the gathered pile. */
          static resting(table, t) {
            const cards = [];
            let gathered = null;
            if (table.gathered) {
              const live = table.cards.filter((c) => !c.gone), last = live[live.length - 1];
              if (last) gathered = { frame: table.gathered, count: live.length, top: last.faceUp ? last.face : null };
            } else {
              table.cards.forEach((c, i) => {
                if (c.gone) return;
                cards.push({ code: c.code, face: c.face, pose: { place: PLACE.slot + (i + 1), frame: c.frame, \#
        rotation: 0, faceUp: c.faceUp },
                  highlight: c.highlight, layer: LAYER.table, z: i, flipWidth: 1, still: true });
              });
            }
            return { t, game: table.game, bounds: table.bounds, cards, deck: table.deck, discard: table.discard, \#
        gathered, back: table.back || null, ghosts: [], carried: [] };
          }
        }
        """#
}

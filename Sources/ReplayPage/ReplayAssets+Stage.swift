extension ReplayAssets {
    /// Draws a scene into the page: the table scaled to the window, cards as DOM nodes moved by transforms.
    static let stage = #"""
        "use strict";
        // Draws a scene (Animation.poses) into the page: the table keeps the cells' proportions (a row
        // twice as tall as a column) and fills the stage; cards are DOM nodes reused from frame to
        // frame, moved by transforms only, so playing costs no layout.
        class Stage {
          constructor(root) {
            this.root = root;
            this.table = document.createElement("div");
            this.table.className = "table";
            root.appendChild(this.table);
            root.insertAdjacentHTML("beforeend", Art.defs());
            this.cards = new Map();
            this.ghostNodes = [];
            this.carriedNodes = [];
            this.stacks = new Map();
            this.cell = 10; this.bounds = { w: 80, h: 24 };
            this.scene = null;
          }

          /** Fits a table of `bounds` cells into the stage: the largest column width that shows it whole. */
          fit(bounds) {
            // NB: a margin of MARGIN pixels all round leaves room for the stacks' edges and the glows.
            const w = this.root.clientWidth, h = this.root.clientHeight, m = Stage.MARGIN;
            const cell = Math.max(1, Math.min((w - 2 * m) / bounds.w, (h - 2 * m) / (2 * bounds.h)));
            if (cell === this.cell && bounds.w === this.bounds.w && bounds.h === this.bounds.h) return;
            this.cell = cell; this.bounds = { w: bounds.w, h: bounds.h };
            const tw = bounds.w * cell, th = bounds.h * 2 * cell;
            Object.assign(this.table.style, { width: tw + "px", height: th + "px", left: (w - tw) / 2 + "px", top: (h \#
        - th) / 2 + "px" });
          }

          static get MARGIN() { return 12; }

          /** Draws `scene`. */
          draw(scene) {
            this.scene = scene;
            this.fit(scene.bounds);
            const seen = new Set();
            for (const card of scene.cards) { this.drawCard(card, scene); seen.add(card.code); }
            for (const [code, node] of this.cards) if (!seen.has(code) && node.style.display !== "none") \#
        node.style.display = "none";
            this.drawGhosts(scene.ghosts || [], scene);
            this.drawCarried(scene.carried || [], scene);
            this.drawStack(PLACE.deck, scene.deck, scene, PLACE.deck);
            this.drawStack(PLACE.discard, scene.discard, scene, PLACE.discard);
            this.drawStack(PLACE.pile, scene.gathered, scene, "");
          }

          node(code) {
            let node = this.cards.get(code);
            if (!node) {
              node = document.createElement("div");
              node.className = "card";
              node.innerHTML = '<div class="turn"><div class="side face"></div><div class="side back"></div></div>';
              node.turn = node.firstChild; node.faceSide = node.turn.firstChild; node.backSide = node.turn.lastChild;
              node.state = {};
              this.table.appendChild(node);
              this.cards.set(code, node);
            }
            return node;
          }

          drawCard(card, scene) {
            const node = this.node(card.code), c = this.cell, f = card.pose.frame, s = node.state;
            // NB: the pose's frame is already narrowed by a flip; the card is drawn full width and
            // turned in 3-D so that its outline is that narrow.
            const fullW = card.fullW != null ? card.fullW : f.w;
            const pw = fullW * c, ph = f.h * 2 * c, cx = (f.x + f.w / 2) * c, cy = (f.y + f.h / 2) * 2 * c;
            // NB: a moving card keeps its laid-out size and is scaled by its transform (no layout or
            // repaint while it moves); it is laid out again at its own size once it is still.
            if (!s.bw || (card.still && (Math.abs(s.bw - pw) > 0.25 || Math.abs(s.bh - ph) > 0.25))) {
              node.style.width = pw + "px"; node.style.height = ph + "px"; node.style.perspective = (pw * 5) + "px";
              s.bw = pw; s.bh = ph;
            }
            s.sx = pw / s.bw; s.sy = ph / s.bh;
            const transform = `translate(${cx - s.bw / 2}px, ${cy - s.bh / 2}px) rotate(${card.pose.rotation}deg)` +
              (s.sx !== 1 || s.sy !== 1 ? ` scale(${s.sx}, ${s.sy})` : "");
            if (s.transform !== transform) { node.style.transform = transform; s.transform = transform; }
            if (node.style.display === "none") node.style.display = "";
            const angle = card.flipWidth < 1 ? Math.acos(Math.min(1, card.flipWidth)) * 180 / Math.PI * \#
        (card.flipLate ? -1 : 1) : 0;
            if (s.angle !== angle) { node.turn.style.transform = angle ? `rotateY(${angle}deg)` : ""; s.angle = angle; }
            const face = card.face || "", back = scene.back || "";
            if (s.face !== face || s.game !== scene.game) { node.faceSide.innerHTML = face ? Art.face(scene.game, \#
        face) : ""; s.face = face; s.game = scene.game; }
            if (s.back !== back) { node.backSide.innerHTML = Art.back(THEMED_BACKS.has(scene.game) ? back : ""); \#
        s.back = back; }
            const up = card.pose.faceUp && !!face;
            if (s.up !== up) { node.classList.toggle("down", !up); s.up = up; }
            if (s.highlight !== card.highlight) { node.dataset.mark = card.highlight; s.highlight = card.highlight; }
            // NB: ranks go in steps of 2, so that a ghost slips in between the table's cards and the moving ones.
            if (s.z !== card.z) { node.style.zIndex = 10 + 2 * card.z; s.z = card.z; }
            s.card = card;
          }

          /** UltraSet's ghosts: the fifth card faded, over the table's cards and under the moving ones. */
          drawGhosts(ghosts, scene) {
            const below = scene.cards.filter((card) => card.layer === LAYER.table).length;
            this.drawOverlays(this.ghostNodes, ghosts, scene, "card ghost", "", 9 + 2 * below);
          }

          /** Set-Chain's carried cards: face up over the discard pile, marked, under every card in play. */
          drawCarried(carried, scene) {
            this.drawOverlays(this.carriedNodes, carried, scene, "card carried", '<div class="tag">carried</div>', 9);
          }

          /** Cards drawn over the table at their frames, posing no card: `nodes` reused, the extra ones hidden. */
          drawOverlays(nodes, items, scene, className, extra, zIndex) {
            const c = this.cell;
            items.forEach((item, i) => {
              let node = nodes[i];
              if (!node) {
                node = document.createElement("div");
                node.className = className;
                node.innerHTML = '<div class="side face"></div>' + extra;
                node.state = {};
                this.table.appendChild(node);
                nodes.push(node);
              }
              const f = item.frame, key = [item.face, scene.game].join(" ");
              Object.assign(node.style, { display: "", width: f.w * c + "px", height: f.h * 2 * c + "px",
                transform: `translate(${f.x * c}px, ${f.y * 2 * c}px)`, zIndex });
              if (node.state.key !== key) { node.firstChild.innerHTML = item.face ? Art.face(scene.game, item.face) : \#
        ""; node.state.key = key; }
              node.dataset.code = item.code;
              if (item.highlight) node.dataset.mark = item.highlight;
            });
            for (const node of nodes.slice(items.length)) node.style.display = "none";
          }

          /** The ghosts drawn, measured as `measure` measures cards, with their opacity. */
          measureGhosts() { return this.measureOverlays(this.ghostNodes).map((o) => Object.assign(o.box, { opacity: \#
        Number(getComputedStyle(o.node).opacity) })); }

          /** The carried cards drawn, measured as `measure` measures cards, with their mark. */
          measureCarried() { return this.measureOverlays(this.carriedNodes).map((o) => Object.assign(o.box, { \#
        highlight: o.node.dataset.mark })); }

          /** The shown `nodes` with their code and box in table cells. */
          measureOverlays(nodes) {
            const c = this.cell, box = this.table.getBoundingClientRect();
            return nodes.filter((node) => node.style.display !== "none").map((node) => {
              const r = node.getBoundingClientRect();
              return { node, box: { code: node.dataset.code, cx: ((r.left + r.right) / 2 - box.left) / c, cy: ((r.top \#
        + r.bottom) / 2 - box.top) / (2 * c),
                w: r.width / c, h: r.height / (2 * c) } };
            });
          }

          /** A deck, discard pile or gathered pile: a stack of card edges, its top card and its count. */
          drawStack(name, pile, scene, label) {
            let node = this.stacks.get(name);
            if (!pile || pile.count <= 0 && !label) { if (node) node.style.display = "none"; return; }
            if (!node) {
              node = document.createElement("div");
              node.className = "stack " + name;
              // NB: the count beside the pile, on the side of the table's middle, never over its card
              // nor past an empty pile's outline (issue 37, item 22): left of the discard pile, right
              // of the deck and of a gathered pile.
              node.dataset.label = name === PLACE.discard ? "before" : "after";
              node.innerHTML = '<div class="edge e3"></div><div class="edge e2"></div><div class="edge e1"></div><div \#
        class="top"></div><div class="count"></div>';
              node.top = node.children[3]; node.count = node.children[4]; node.state = {};
              this.table.appendChild(node);
              this.stacks.set(name, node);
            }
            const c = this.cell, f = pile.frame, s = node.state;
            if (node.style.display === "none") node.style.display = "";
            const transform = `translate(${f.x * c}px, ${f.y * 2 * c}px)`, w = f.w * c + "px", h = f.h * 2 * c + "px";
            if (s.transform !== transform) { node.style.transform = transform; s.transform = transform; }
            if (s.w !== w || s.h !== h) { node.style.width = w; node.style.height = h; s.w = w; s.h = h; }
            const depth = Math.min(3, Math.max(0, Math.ceil(pile.count / 8)));
            if (s.depth !== depth) { node.dataset.depth = depth; s.depth = depth; }
            const top = pile.count > 0 ? (pile.top ? "face:" + pile.top : "back") : "empty";
            if (s.top !== top || s.game !== scene.game) {
              node.top.innerHTML = top === "back" ? Art.back(THEMED_BACKS.has(scene.game) ? scene.back : "") : \#
        pile.top && pile.count > 0 ? Art.face(scene.game, pile.top) : "";
              node.top.className = "top " + (top === "empty" ? "empty" : "");
              s.top = top; s.game = scene.game;
            }
            const text = label ? `${label} ${pile.count}` : `${pile.count}`;
            if (s.text !== text) { node.count.textContent = text; s.text = text; }
          }

          /** What is drawn, measured in the page, in table cells: for tests and tools. */
          measure() {
            const out = [], c = this.cell, box = this.table.getBoundingClientRect();
            for (const [code, node] of this.cards) {
              if (node.style.display === "none" || !node.state.card) continue;
              const r = node.getBoundingClientRect(), s = node.state, card = s.card;
              const narrow = s.angle ? Math.cos(s.angle * Math.PI / 180) : 1;
              out.push({
                code, face: card.face || null, slot: slotOf(card.pose.place), place: card.pose.place,
                cx: ((r.left + r.right) / 2 - box.left) / c, cy: ((r.top + r.bottom) / 2 - box.top) / (2 * c),
                w: node.offsetWidth * s.sx * narrow / c, h: node.offsetHeight * s.sy / (2 * c), rotation: \#
        card.pose.rotation,
                faceUp: s.up, highlight: card.highlight, z: card.z,
              });
            }
            out.sort((a, b) => a.z - b.z);
            return out;
          }
        }
        """#
}

import CardKit
import JSONCoding

/// The seeded 2-D simulation behind `flyaway`: cards thrown from their slots bounce off the
/// table's edges and off each other, losing a little energy at each hit and spinning, then
/// settle upright for the snap onto the discard pile.
///
/// It works in square units (a row is `rowAspect` columns tall) and reports keyframes in
/// character cells. Every keyframe's rotated card lies inside the table; spinning cards keep
/// a small margin from the edges so the straight-line interpolation between keyframes does
/// too (`margin`). A card too big to turn inside the table flies without spinning.
struct Flyaway {
    /// How many columns tall one row of character cells is.
    static let rowAspect = Rect.rowAspect
    /// The fraction of speed kept by a bounce off an edge.
    static let elasticity = 0.8
    /// The fraction of closing speed kept when two cards collide.
    static let cardElasticity = 0.95
    /// The fastest spin, in radians per second (about 260°/s).
    static let maxSpin = 4.5
    /// Air resistance: the fraction of speed lost per second.
    static let drag = 0.3
    /// Physics steps between two keyframes.
    static let substeps = 12
    /// How long a card needs to turn upright from any angle at `maxSpin`.
    static let settleTime = Trig.pi / maxSpin

    /// One card in flight, in square units.
    struct Body {
        var x: Double, y: Double, vx: Double, vy: Double
        var angle = 0.0, spin = 0.0
        let w: Double, h: Double
        /// Radius used for card-on-card collisions.
        let radius: Double
        /// Half the diagonal: the farthest a corner gets from the centre.
        let reach: Double
        /// Whether the card may turn at all.
        let spins: Bool
        /// How far a spinning card keeps from the edges.
        let margin: Double
    }

    let width: Double
    let height: Double
    let duration: Double
    let samples: Int
    var bodies: [Body]

    /// Throws the cards resting at `frames` into a table of `bounds`, drawing their initial
    /// velocity and spin from `generator`.
    init(frames: [Rect], bounds: Size, duration: Double, interval: Double, generator: inout SeededGenerator) {
        width = Double(bounds.w)
        height = Double(bounds.h) * Flyaway.rowAspect
        self.duration = max(0, duration)
        samples = max(1, Int((self.duration / max(0.001, interval)).rounded()))
        let sampleTime = self.duration / Double(samples)
        let diagonal = (width * width + height * height).squareRoot()
        let canSettle = self.duration >= 2 * Flyaway.settleTime
        // The cards burst outwards from their middle, each within 60° of straight away.
        let count = Double(max(1, frames.count))
        let middleX = frames.reduce(0) { $0 + $1.x + $1.w / 2 } / count
        let middleY = frames.reduce(0) { $0 + ($1.y + $1.h / 2) * Flyaway.rowAspect } / count
        var bodies: [Body] = []
        for frame in frames {
            let w = frame.w
            let h = frame.h * Flyaway.rowAspect
            let reach = (w * w + h * h).squareRoot() / 2
            // NB: the chord between two keyframes' corners is inside the walls; the arc a
            // corner really sweeps bulges out by at most reach·(1 − cos(Δθ/2)); five times
            // that covers the first interval too, which starts at the slot, touching nothing.
            let bulge = reach * (1 - Trig.sinCos(Flyaway.maxSpin * sampleTime / 2).cos)
            let margin = 5 * bulge
            // A card turns only with room to spare: a big card spinning in a cramped table jams.
            let spins = canSettle && 2 * (reach + margin) <= 0.6 * min(width, height)
            let x = frame.x + w / 2
            let y = frame.y * Flyaway.rowAspect + h / 2
            let away = Flyaway.direction(from: (middleX, middleY), to: (x, y), generator: &generator)
            let speed = (0.45 + 0.35 * generator.unit()) * diagonal
            let spin = spins ? (2 * generator.unit() - 1) * 0.8 * Flyaway.maxSpin : 0
            bodies.append(
                Body(
                    x: x, y: y, vx: speed * away.x, vy: speed * away.y, spin: spin,
                    w: w, h: h, radius: min(w, h) / 2, reach: reach, spins: spins, margin: spins ? margin : 0))
        }
        self.bodies = bodies
    }

    /// A unit vector pointing from `middle` to `point`, turned by a random angle within 60°;
    /// a random direction when the two coincide. Draws one number from `generator`.
    private static func direction(
        from middle: (Double, Double), to point: (Double, Double), generator: inout SeededGenerator
    ) -> (x: Double, y: Double) {
        let u = generator.unit()
        let dx = point.0 - middle.0
        let dy = point.1 - middle.1
        let distance = (dx * dx + dy * dy).squareRoot()
        guard distance > 1e-9 else {
            let heading = Trig.sinCos(2 * Trig.pi * u)
            return (heading.cos, heading.sin)
        }
        let turn = Trig.sinCos((u - 0.5) * 2 * Trig.pi / 3)
        let (ax, ay) = (dx / distance, dy / distance)
        return (ax * turn.cos - ay * turn.sin, ax * turn.sin + ay * turn.cos)
    }

    /// Runs the flight and returns each card's keyframes, the first at `start` on its slot,
    /// the last at `start + duration`, upright.
    mutating func run(start: Double) -> [[Keyframe]] {
        var paths = bodies.map { [keyframe($0, t: start)] }
        let steps = samples * Flyaway.substeps
        let dt = duration / Double(steps)
        let settleSteps = min(steps, Int((Flyaway.settleTime / max(dt, 1e-9)).rounded(.up)))
        var targets: [Double] = []
        for step in 1...steps {
            let remaining = steps - step + 1
            if remaining == settleSteps {
                targets = bodies.map { ($0.angle / (2 * Trig.pi)).roundedToNearest() * 2 * Trig.pi }
            }
            advance(dt: dt, settle: targets, remaining: remaining)
            if step % Flyaway.substeps == 0 {
                let t = start + duration * Double(step) / Double(steps)
                for index in bodies.indices { paths[index].append(keyframe(bodies[index], t: t)) }
            }
        }
        return paths
    }

    /// One physics step of `dt` seconds; while settling, each card turns evenly to its target.
    private mutating func advance(dt: Double, settle targets: [Double], remaining: Int) {
        let (width, height) = (self.width, self.height)
        // NB: the bodies are changed in place through one buffer: through the array, every
        // write would check for a shared copy.
        bodies.withUnsafeMutableBufferPointer { bodies in
            Flyaway.advance(bodies, dt: dt, settle: targets, remaining: remaining)
            Flyaway.collideCards(bodies, settling: !targets.isEmpty)
            for index in bodies.indices {
                Flyaway.collideWalls(&bodies[index], width: width, height: height, settling: !targets.isEmpty)
            }
        }
    }

    /// Moves every body on by `dt` seconds, turning it (evenly to its target while settling).
    private static func advance(
        _ bodies: UnsafeMutableBufferPointer<Body>, dt: Double, settle targets: [Double], remaining: Int
    ) {
        for index in bodies.indices {
            var body = bodies[index]
            let keep = max(0, 1 - Flyaway.drag * dt)
            body.vx *= keep
            body.vy *= keep
            body.x += body.vx * dt
            body.y += body.vy * dt
            if body.spins {
                if targets.indices.contains(index) {
                    body.spin = 0
                    body.angle += (targets[index] - body.angle) / Double(remaining)
                    if remaining == 1 { body.angle = targets[index] }
                } else {
                    body.angle += body.spin * dt
                }
            }
            bodies[index] = body
        }
    }

    /// Elastic collisions between cards, as discs, with a little spin from glancing blows.
    private static func collideCards(_ bodies: UnsafeMutableBufferPointer<Body>, settling: Bool) {
        guard bodies.count > 1 else { return }
        for i in 0..<(bodies.count - 1) {
            for j in (i + 1)..<bodies.count {
                var a = bodies[i]
                var b = bodies[j]
                let dx = b.x - a.x
                let dy = b.y - a.y
                let distance = (dx * dx + dy * dy).squareRoot()
                let reach = a.radius + b.radius
                guard distance < reach else { continue }
                let (nx, ny) = distance > 1e-9 ? (dx / distance, dy / distance) : (1.0, 0.0)
                let push = (reach - distance) / 2
                a.x -= nx * push
                a.y -= ny * push
                b.x += nx * push
                b.y += ny * push
                let closing = (b.vx - a.vx) * nx + (b.vy - a.vy) * ny
                if closing < 0 {
                    let impulse = -(1 + Flyaway.cardElasticity) * closing / 2
                    a.vx -= impulse * nx
                    a.vy -= impulse * ny
                    b.vx += impulse * nx
                    b.vy += impulse * ny
                    if !settling {
                        let sliding = (b.vx - a.vx) * -ny + (b.vy - a.vy) * nx
                        a.spin = Flyaway.clampSpin(a.spin + 0.3 * sliding / max(a.reach, 1e-9), a.spins)
                        b.spin = Flyaway.clampSpin(b.spin - 0.3 * sliding / max(b.reach, 1e-9), b.spins)
                    }
                }
                bodies[i] = a
                bodies[j] = b
            }
        }
    }

    /// Keeps `body`'s turned outline inside the table (less its margin), bouncing it
    /// off the edge it hit; a glancing hit adds spin.
    private static func collideWalls(_ body: inout Body, width: Double, height: Double, settling: Bool) {
        let (sin, cos) = Trig.sinCos(body.angle)
        let halfW = (body.w * abs(cos) + body.h * abs(sin)) / 2
        let halfH = (body.w * abs(sin) + body.h * abs(cos)) / 2
        let kick = settling ? 0 : 0.2 / max(body.reach, 1e-9)
        let (lowX, highX) = Flyaway.range(halfW, body.margin, width)
        if body.x < lowX {
            body.x = lowX
            if body.vx < 0 {
                body.vx = -Flyaway.elasticity * body.vx
                body.spin -= kick * body.vy
            }
        } else if body.x > highX {
            body.x = highX
            if body.vx > 0 {
                body.vx = -Flyaway.elasticity * body.vx
                body.spin += kick * body.vy
            }
        }
        let (lowY, highY) = Flyaway.range(halfH, body.margin, height)
        if body.y < lowY {
            body.y = lowY
            if body.vy < 0 {
                body.vy = -Flyaway.elasticity * body.vy
                body.spin += kick * body.vx
            }
        } else if body.y > highY {
            body.y = highY
            if body.vy > 0 {
                body.vy = -Flyaway.elasticity * body.vy
                body.spin -= kick * body.vx
            }
        }
        body.spin = Flyaway.clampSpin(body.spin, body.spins)
    }

    /// The centre positions along an axis of `length` that keep a half-extent `half` plus
    /// `margin` inside; the middle when nothing fits.
    private static func range(_ half: Double, _ margin: Double, _ length: Double) -> (Double, Double) {
        let low = margin + half
        let high = length - margin - half
        return low <= high ? (low, high) : (length / 2, length / 2)
    }

    /// `spin` limited to `maxSpin`, or 0 for a card that does not turn.
    private static func clampSpin(_ spin: Double, _ spins: Bool) -> Double {
        spins ? min(max(spin, -maxSpin), maxSpin) : 0
    }

    /// `body` as a keyframe in character cells at time `t`, rounded to 3 decimals.
    private func keyframe(_ body: Body, t: Double) -> Keyframe {
        let frame = Rect(
            x: body.x - body.w / 2, y: (body.y - body.h / 2) / Flyaway.rowAspect,
            w: body.w, h: body.h / Flyaway.rowAspect)
        return Keyframe(
            t: Rounding.seconds(t), frame: Rounding.rect(frame), rotation: Rounding.seconds(body.angle * 180 / Trig.pi))
    }
}

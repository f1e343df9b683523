import Foundation

/// The closed-form motion of a ``DrawerSpring`` from a given displacement and velocity.
///
/// Solving the spring analytically (as libadwaita's `adw_spring_animation` does) rather than
/// stepping it makes every frame exact and independent of the frame rate, and lets the engine
/// sample any instant, which is what makes gestures replayable. The formulas are those of
/// `reference/physics.md` §3 with λ = ζω₀, rewritten in forms that stay accurate near
/// critical damping and never compute `0 × ∞`:
///
/// - Underdamped (ζ < 1), ω_d = ω₀√(1 − ζ²):
///   `x(t) = e^(−λt) [x₀ cos(ω_d t) + (v₀ + λx₀) sin(ω_d t)/ω_d]`,
///   `v(t) = e^(−λt) [v₀ cos(ω_d t) − (λv₀ + ω₀²x₀) sin(ω_d t)/ω_d]`.
/// - Critically damped (ζ = 1): `x(t) = [x₀ + (v₀ + ω₀x₀) t] e^(−ω₀t)`,
///   `v(t) = [v₀ − ω₀(v₀ + ω₀x₀) t] e^(−ω₀t)`.
/// - Overdamped (ζ > 1), s = ω₀√(ζ² − 1), r₁ = −λ + s computed as −ω₀²/(λ + s):
///   the textbook `C₁e^(r₁t) + C₂e^(r₂t)` written as
///   `x(t) = e^(−λt) [x₀ cosh(st) + (v₀ + λx₀) sinh(st)/s]`, evaluated through
///   `e^(r₁t)` and `expm1(−2st)` so that nearly equal roots lose no precision.
///
/// All coefficients are computed once, at initialisation; ``sample(at:)`` allocates nothing.
package struct DrawerSpringSolution: Sendable {
    /// The largest value ``settlingTime(epsilon:)`` returns: one hour.
    ///
    /// Springs that never settle (ζ = 0) or would take longer report this cap instead of
    /// infinity; an engine should snap to the target when the cap is reached.
    package static let maximumSettlingTime: Double = 3600

    private enum Regime: Sendable {
        case underdamped
        case critical
        case overdamped
    }

    /// The spring this motion follows.
    package let spring: DrawerSpring
    /// The displacement at time 0, after sanitising (points).
    package let initialDisplacement: Double
    /// The velocity at time 0, after sanitising (points per second).
    package let initialVelocity: Double

    private let regime: Regime
    /// λ = ζω₀.
    private let lambda: Double
    /// ω_d (underdamped), s (overdamped) or 0 (critical).
    private let frequency: Double
    /// The slowest exponential decay rate: λ (under/critical) or −r₁ (overdamped).
    private let decayRate: Double
    /// v₀ + λx₀: the coefficient of the sine-like term in x(t).
    private let positionCoefficient: Double
    /// λv₀ + ω₀²x₀: the coefficient of the sine-like term in v(t).
    private let velocityCoefficient: Double

    /// Creates the motion of `spring` starting at `displacement` with `velocity`.
    ///
    /// - Parameters:
    ///   - spring: The spring.
    ///   - displacement: Position minus target, in points. NaN or infinite → 0; finite values
    ///     are clamped to ±``DrawerMotionLimits/magnitude``.
    ///   - velocity: Points per second, sanitised the same way.
    package init(spring: DrawerSpring, displacement: Double, velocity: Double) {
        let x0 = DrawerMotionLimits.sanitize(displacement)
        let v0 = DrawerMotionLimits.sanitize(velocity)
        let omega = spring.angularFrequency
        let zeta = spring.dampingFraction
        let lambda = zeta * omega
        self.spring = spring
        self.initialDisplacement = x0
        self.initialVelocity = v0
        self.lambda = lambda
        self.positionCoefficient = v0 + lambda * x0
        self.velocityCoefficient = lambda * v0 + omega * omega * x0
        if zeta < 1 {
            regime = .underdamped
            frequency = omega * ((1 - zeta) * (1 + zeta)).squareRoot()
            decayRate = lambda
        } else if zeta == 1 {
            regime = .critical
            frequency = 0
            decayRate = omega
        } else {
            regime = .overdamped
            let s = omega * ((zeta - 1) * (zeta + 1)).squareRoot()
            frequency = s
            decayRate = omega * omega / (lambda + s)
        }
    }

    /// The displacement from the target and the velocity `t` seconds after the start.
    ///
    /// - Parameter t: Seconds since the start. Negative values and NaN are treated as 0;
    ///   +∞ returns `DrawerMotionSample.zero` (the rest point, also for an undamped spring).
    ///   Very large finite times give 0 displacement once the decay underflows.
    /// - Returns: A finite sample whose `position` is the displacement from the target.
    package func sample(at t: Double) -> DrawerMotionSample {
        if t == .infinity { return .zero }
        let time = (t.isNaN || t < 0) ? 0 : t
        let x0 = initialDisplacement
        let v0 = initialVelocity
        let x: Double
        let v: Double
        switch regime {
        case .underdamped:
            let envelope = exp(-lambda * time)
            let angle = frequency * time
            let cosine = cos(angle)
            let sineOverFrequency = sin(angle) / frequency
            x = envelope * (x0 * cosine + positionCoefficient * sineOverFrequency)
            v = envelope * (v0 * cosine - velocityCoefficient * sineOverFrequency)
        case .critical:
            let envelope = exp(-decayRate * time)
            let timeEnvelope = time * envelope
            x = x0 * envelope + positionCoefficient * timeEnvelope
            v = v0 * envelope - velocityCoefficient * timeEnvelope
        case .overdamped:
            // e^(−λt) cosh(st) = e^(r₁t)(1 + e^(−2st))/2; e^(−λt) sinh(st)/s = e^(r₁t)(1 − e^(−2st))/(2s).
            let slow = exp(-decayRate * time)
            let twoST = 2 * frequency * time
            let hyperbolicCosine = slow * (1 + exp(-twoST)) / 2
            let hyperbolicSineOverS = slow * (-expm1(-twoST)) / (2 * frequency)
            x = x0 * hyperbolicCosine + positionCoefficient * hyperbolicSineOverS
            v = v0 * hyperbolicCosine - velocityCoefficient * hyperbolicSineOverS
        }
        return DrawerMotionSample(position: x.isFinite ? x : 0, velocity: v.isFinite ? v : 0)
    }

    /// An upper bound on the time after which `|x| < epsilon` and `|v| × 1/60 s < epsilon`
    /// stay true.
    ///
    /// Each regime bounds |x(t)| and |v(t)| by envelopes of the form `e^(−ρt)(a + b t)` and
    /// takes, for each of x and v, the earlier of two valid bounds:
    ///
    /// - Underdamped, ρ = λ: `e^(−λt)·hypot(x₀, (v₀ + λx₀)/ω_d)` (the amplitude form of the
    ///   bound in `reference/physics.md` §3) and, because |sin(ω_d t)/ω_d| ≤ t,
    ///   `e^(−λt)(|x₀| + |v₀ + λx₀| t)`, which stays tight near critical damping.
    /// - Critical, ρ = ω₀: `e^(−ω₀t)(|x₀| + |v₀ + ω₀x₀| t)` (the exact envelope).
    /// - Overdamped, ρ = −r₁: since e^(−λt)cosh(st) ≤ e^(r₁t) and
    ///   e^(−λt)sinh(st)/s ≤ e^(r₁t)·min(1/(2s), t):
    ///   `e^(r₁t)(|x₀| + |v₀ + λx₀|/(2s))` and `e^(r₁t)(|x₀| + |v₀ + λx₀| t)`.
    ///
    /// The velocity uses the same forms with v₀ and λv₀ + ω₀²x₀. For `a + b t` envelopes, the
    /// time is found by bisection past the envelope's maximum (a fixed 80 steps, no allocation).
    /// Bounds aim at epsilon × (1 − 10⁻⁶) to absorb rounding.
    ///
    /// - Parameter epsilon: The settling threshold in points; NaN, infinite, zero or
    ///   negative → 0.5.
    /// - Returns: Seconds in `0...maximumSettlingTime`. The cap is returned for springs that
    ///   never settle (ζ = 0) or whose bound exceeds an hour; only then is it not a bound.
    package func settlingTime(epsilon: Double = 0.5) -> Double {
        let eps = (epsilon.isFinite && epsilon > 0) ? epsilon : 0.5
        let x0 = initialDisplacement
        let v0 = initialVelocity
        if x0 == 0 && v0 == 0 { return 0 }
        let margin = 1 - 1e-6
        let positionLimit = eps * margin
        let velocityLimit = eps / DrawerMotionLimits.frameDuration * margin
        let rho = decayRate
        let bx = abs(positionCoefficient)
        let bv = abs(velocityCoefficient)
        let linearX = Self.decayTime(amplitude: abs(x0), slope: bx, rate: rho, limit: positionLimit)
        let linearV = Self.decayTime(amplitude: abs(v0), slope: bv, rate: rho, limit: velocityLimit)
        let positionTime: Double
        let velocityTime: Double
        switch regime {
        case .underdamped:
            let ampX = (x0 * x0 + (bx / frequency) * (bx / frequency)).squareRoot()
            let ampV = (v0 * v0 + (bv / frequency) * (bv / frequency)).squareRoot()
            positionTime = min(linearX, Self.decayTime(amplitude: ampX, slope: 0, rate: rho, limit: positionLimit))
            velocityTime = min(linearV, Self.decayTime(amplitude: ampV, slope: 0, rate: rho, limit: velocityLimit))
        case .critical:
            positionTime = linearX
            velocityTime = linearV
        case .overdamped:
            let ampX = abs(x0) + bx / (2 * frequency)
            let ampV = abs(v0) + bv / (2 * frequency)
            positionTime = min(linearX, Self.decayTime(amplitude: ampX, slope: 0, rate: rho, limit: positionLimit))
            velocityTime = min(linearV, Self.decayTime(amplitude: ampV, slope: 0, rate: rho, limit: velocityLimit))
        }
        let time = max(positionTime, velocityTime)
        guard time.isFinite else { return Self.maximumSettlingTime }
        return min(max(time, 0), Self.maximumSettlingTime)
    }

    /// The earliest time T (up to bisection precision, rounded up) such that
    /// `e^(−ρt)(a + b t) < limit` for every t ≥ T, or +∞ if that never happens.
    static func decayTime(amplitude a: Double, slope b: Double, rate rho: Double, limit: Double) -> Double {
        decaySearch(amplitude: a, slope: b, rate: rho, limit: limit).time
    }

    /// The most times ``decaySearch(amplitude:slope:rate:limit:)`` doubles its upper end.
    static let maximumDoublings = 64
    /// The most bisection steps of ``decaySearch(amplitude:slope:rate:limit:)``.
    static let maximumBisections = 80

    /// ``decayTime(amplitude:slope:rate:limit:)`` and the number of search steps it took: bounded
    /// by construction, at most ``maximumDoublings`` + ``maximumBisections`` whatever the numbers
    /// (NaN, infinities, denormals), so no spring can spin a frame.
    static func decaySearch(amplitude a: Double, slope b: Double, rate rho: Double, limit: Double) -> (time: Double, steps: Int) {
        guard a.isFinite, b.isFinite else { return (.infinity, 0) }
        if b == 0 && a < limit { return (0, 0) }
        guard rho > 0, rho.isFinite else { return (.infinity, 0) }
        if b == 0 { return (log(a / limit) / rho, 0) }
        func envelope(_ t: Double) -> Double { exp(-rho * t) * (a + b * t) }
        // The envelope rises until t* = 1/ρ − a/b, then decreases.
        let peak = max(0, 1 / rho - a / b)
        if envelope(peak) < limit { return (0, 0) }
        // t < (2/ρ)e^(ρt/2) gives envelope(t) < (a + 2b/ρ) e^(−ρt/2): a closed-form start.
        var high = max(peak, 2 * log((a + 2 * b / rho) / limit) / rho)
        var doublings = 0
        while !(envelope(high) < limit) && doublings < Self.maximumDoublings {
            high = high * 2 + 1
            doublings += 1
        }
        guard envelope(high) < limit, high.isFinite else { return (.infinity, doublings) }
        var low = peak
        // Bisect to a microsecond: finer than any frame, and it returns `high`, so still a bound.
        var steps = 0
        while high - low > 1e-6 && steps < Self.maximumBisections {
            steps += 1
            let mid = (low + high) / 2
            if envelope(mid) < limit { high = mid } else { low = mid }
        }
        return (high, doublings + steps)
    }
}

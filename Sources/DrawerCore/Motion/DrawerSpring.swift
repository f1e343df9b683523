import Foundation

/// A damped spring with unit mass, described the way SwiftUI describes springs.
///
/// The drawer settles on detents with a mass–spring–damper `x'' + c x' + k x = 0` (mass 1),
/// where `x` is the displacement from the target. Following SwiftUI's
/// `spring(response:dampingFraction:)`, the spring is parameterised by its *response* (the
/// period of the undamped oscillation, in seconds) and its *damping fraction* ζ (1 = critically
/// damped, below 1 bounces, above 1 creeps). From those, `reference/physics.md` §3:
///
/// - `angularFrequency` ω₀ = 2π / response
/// - `stiffness` k = ω₀² = (2π / response)²
/// - `damping` c = 2ζω₀ = 4πζ / response
///
/// Springs can also be built from iOS 17's `Spring(duration:bounce:)` parameters or from
/// libadwaita's mass, stiffness and damping (ratio or coefficient); a mass only rescales ω₀,
/// so every spring is stored as response and damping fraction. The closed-form motion is in
/// `DrawerSpringSolution`; a spring heading for a target over time is a
/// `DrawerSpringAnimation`.
///
/// ## Sanitising
/// - A `response` that is NaN, infinite, zero or negative becomes 0.5 s (SwiftUI's default);
///   a finite positive one is clamped into ``responseRange`` so the stiffness stays finite.
/// - A `dampingFraction` that is NaN, infinite or negative becomes 0.825 (SwiftUI's default);
///   a finite one is clamped to at most ``maximumDampingFraction``.
///
/// The rules apply in every initializer and whenever a property is assigned.
///
/// ```swift
/// let spring = DrawerSpring(duration: 0.5, bounce: 0.15)   // same as .snappy
/// let motion = spring.solution(displacement: 300, velocity: -1200)
/// let x = motion.sample(at: 0.1).position
/// ```
public struct DrawerSpring: Sendable, Hashable {
    /// The allowed response, in seconds: 1 ms to 1000 s.
    ///
    /// The bounds keep the stiffness (at most ≈ 4·10⁷ s⁻²) and the decay rate finite and
    /// non-zero; no drawer animation sits outside them.
    public static let responseRange: ClosedRange<Double> = 0.001...1000

    /// The largest damping fraction accepted (1000, i.e. far into the overdamped regime).
    ///
    /// Larger values only make the spring creep more slowly and would overflow ζ².
    public static let maximumDampingFraction: Double = 1000

    /// SwiftUI's default response for `spring()`, 0.5 s; also the fallback for bad input.
    public static let defaultResponse: Double = 0.5

    /// SwiftUI's default damping fraction for `spring()`, 0.825; also the fallback for bad input.
    public static let defaultDampingFraction: Double = 0.825

    /// The period of the undamped oscillation, in seconds (SwiftUI's `response`).
    ///
    /// Assigning NaN, infinity, zero or a negative value stores 0.5; other values are clamped
    /// into ``responseRange``.
    public var response: Double {
        didSet { response = Self.sanitizedResponse(response) }
    }

    /// The damping fraction ζ: 1 is critically damped, below 1 bounces, above 1 is overdamped.
    ///
    /// Assigning NaN, infinity or a negative value stores 0.825; other values are clamped to at
    /// most ``maximumDampingFraction``. Zero is allowed (an undamped spring that never settles;
    /// ``settlingTime(displacement:velocity:epsilon:)`` then reports its cap).
    public var dampingFraction: Double {
        didSet { dampingFraction = Self.sanitizedDampingFraction(dampingFraction) }
    }

    /// Creates a spring from SwiftUI's `response` and `dampingFraction`.
    ///
    /// - Parameters:
    ///   - response: The undamped period in seconds. NaN, infinite, zero or negative → 0.5;
    ///     otherwise clamped into ``responseRange``.
    ///   - dampingFraction: ζ. NaN, infinite or negative → 0.825; otherwise clamped to at most
    ///     ``maximumDampingFraction``.
    public init(response: Double, dampingFraction: Double) {
        self.response = Self.sanitizedResponse(response)
        self.dampingFraction = Self.sanitizedDampingFraction(dampingFraction)
    }

    /// Creates a spring from iOS 17's `Spring(duration:bounce:)` parameters.
    ///
    /// Mapping from `reference/physics.md` §3: response = duration; ζ = 1 − bounce for
    /// bounce ≥ 0 and ζ = 1 / (1 + bounce) for bounce < 0.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds, sanitised like `response`.
    ///   - bounce: −0.99…1; NaN or infinite → 0, other values clamped into that range
    ///     (1 gives an undamped spring, −0.99 gives ζ = 100).
    public init(duration: Double, bounce: Double) {
        let b = bounce.isFinite ? min(max(bounce, -0.99), 1) : 0
        let zeta = b >= 0 ? 1 - b : 1 / (1 + b)
        self.init(response: duration, dampingFraction: zeta)
    }

    /// Creates a spring from a mass, a stiffness and a damping ratio, the parameters of
    /// libadwaita's `adw_spring_params_new (damping_ratio, mass, stiffness)`.
    ///
    /// The motion depends only on ω₀ = √(stiffness / mass) and ζ, so the response is
    /// 2π / ω₀. A mass or stiffness that is NaN, infinite, zero or negative gives the default
    /// response 0.5 s; the damping ratio is sanitised like `dampingFraction`.
    ///
    /// - Parameters:
    ///   - mass: m (libadwaita's default is 1; AdwFlap uses 0.5).
    ///   - stiffness: k.
    ///   - dampingRatio: ζ.
    public init(mass: Double = 1, stiffness: Double, dampingRatio: Double) {
        let response =
            (stiffness.isFinite && stiffness > 0 && mass.isFinite && mass > 0)
            ? 2 * Double.pi / (stiffness / mass).squareRoot()
            : Self.defaultResponse
        self.init(response: response, dampingFraction: dampingRatio)
    }

    /// Creates a spring from a mass, a stiffness and a damping *coefficient*, the parameters of
    /// libadwaita's `adw_spring_params_new_full (damping, mass, stiffness)`.
    ///
    /// ζ = damping / (2√(mass · stiffness)). Bad mass or stiffness as in
    /// ``init(mass:stiffness:dampingRatio:)``; a NaN, infinite or negative damping gives the
    /// default damping fraction.
    ///
    /// - Parameters:
    ///   - mass: m.
    ///   - stiffness: k.
    ///   - damping: c, the damping coefficient.
    public init(mass: Double, stiffness: Double, damping: Double) {
        let critical = 2 * (mass * stiffness).squareRoot()
        let ratio = (critical.isFinite && critical > 0 && damping.isFinite && damping >= 0) ? damping / critical : -1
        self.init(mass: mass, stiffness: stiffness, dampingRatio: ratio)
    }

    /// The undamped angular frequency ω₀ = 2π / response, in radians per second.
    public var angularFrequency: Double { 2 * Double.pi / response }

    /// The spring constant k = ω₀² for mass 1, in s⁻².
    public var stiffness: Double {
        let omega = angularFrequency
        return omega * omega
    }

    /// The damping coefficient c = 2ζω₀ = 4πζ / response for mass 1, in s⁻¹.
    public var damping: Double { 2 * dampingFraction * angularFrequency }

    /// The closed-form motion of this spring from a displacement and velocity at time 0.
    ///
    /// - Parameters:
    ///   - displacement: Position minus target, in points (sanitised with
    ///     ``DrawerMotionLimits/sanitize(_:)``: non-finite → 0).
    ///   - velocity: Points per second (sanitised the same way).
    package func solution(displacement: Double, velocity: Double) -> DrawerSpringSolution {
        DrawerSpringSolution(spring: self, displacement: displacement, velocity: velocity)
    }

    /// An upper bound on the time after which the motion stays settled.
    ///
    /// After the returned time, `|x| < epsilon` and `|v| × 1/60 s < epsilon` hold for all later
    /// times. See `DrawerSpringSolution.settlingTime(epsilon:)` for the bounds used in each
    /// damping regime and for the cap applied to springs that (almost) never settle.
    ///
    /// - Parameters:
    ///   - displacement: Position minus target, in points (non-finite → 0).
    ///   - velocity: Points per second (non-finite → 0).
    ///   - epsilon: Half a point by default; NaN, infinite, zero or negative → 0.5.
    /// - Returns: Seconds, in `0...DrawerSpringSolution.maximumSettlingTime`.
    public func settlingTime(displacement: Double, velocity: Double, epsilon: Double = 0.5) -> Double {
        solution(displacement: displacement, velocity: velocity).settlingTime(epsilon: epsilon)
    }

    static func sanitizedResponse(_ value: Double) -> Double {
        guard value.isFinite, value > 0 else { return defaultResponse }
        return min(max(value, responseRange.lowerBound), responseRange.upperBound)
    }

    static func sanitizedDampingFraction(_ value: Double) -> Double {
        guard value.isFinite, value >= 0 else { return defaultDampingFraction }
        return min(value, maximumDampingFraction)
    }
}

extension DrawerSpring {
    /// iOS 17's `.smooth` spring: duration 0.5 s, bounce 0 (ζ = 1, no overshoot).
    public static let smooth = DrawerSpring(duration: 0.5, bounce: 0)

    /// iOS 17's `.snappy` spring: duration 0.5 s, bounce 0.15 (ζ = 0.85).
    public static let snappy = DrawerSpring(duration: 0.5, bounce: 0.15)

    /// iOS 17's `.bouncy` spring: duration 0.5 s, bounce 0.3 (ζ = 0.7).
    public static let bouncy = DrawerSpring(duration: 0.5, bounce: 0.3)

    /// SwiftUI's `spring()` default: response 0.5 s, damping fraction 0.825.
    public static let swiftUIDefault = DrawerSpring(response: 0.5, dampingFraction: 0.825)

    /// SwiftUI's `interactiveSpring()` default: response 0.15 s, damping fraction 0.86.
    ///
    /// Short and stiff, for following a finger with a little smoothing.
    public static let interactive = DrawerSpring(response: 0.15, dampingFraction: 0.86)

    /// libadwaita AdwBottomSheet's spring: mass 1, stiffness 400, damping ratio 0.8
    /// (`adw_spring_params_new (0.8, 1, 400)`).
    ///
    /// ω₀ = 20 rad/s, so the response is 2π/20 ≈ 0.314 s.
    public static let adwaitaSheet = DrawerSpring(stiffness: 400, dampingRatio: 0.8)

    /// The short non-bouncing curve used when the user asks to reduce motion.
    ///
    /// Critically damped (ζ = 1) with a 0.2 s response, in the spirit of libadwaita's
    /// AdwBottomSheet which switches to damping 1 under reduce motion.
    public static let reducedMotion = DrawerSpring(response: 0.2, dampingFraction: 1)

    /// libadwaita's `AdwFlap` reveal spring: damping ratio 1, mass 0.5, stiffness 500 (printed
    /// by `Benchmarks/peers/adwflap-bench.c` from the library itself), i.e. stiffness 1000 for
    /// unit mass — a critically damped, about 0.2 s spring. The pace of GNOME's own side drawers.
    public static let adwaitaFlap = DrawerSpring(mass: 0.5, stiffness: 500, dampingRatio: 1)
}

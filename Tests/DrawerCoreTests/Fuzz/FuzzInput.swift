import Foundation

// Shared by the test target and by the libFuzzer build (Fuzz/build.sh compiles this file
// together with Sources/DrawerCore in one module, with -D DRAWER_FUZZER). Public API only.
#if !DRAWER_FUZZER
    import DrawerCore
#endif

/// Decodes fuzzer bytes into a drawer program: a configuration, a container and a sequence of
/// engine (or stack) inputs.
///
/// ## Encoding
/// Every read past the end of the input yields zero bytes, so any byte string is a program.
/// - `u8`: one byte. `flag`: one byte, odd = true.
/// - float (`CGFloat`): a tag byte, then by `tag % 5`:
///   0 → ``FuzzReader/interesting``[next byte]; 1 → 8 bytes, a raw `Double` bit pattern
///   (little endian); 2 → a signed byte; 3 → a signed 16-bit value / 4; 4 → 4 bytes, a raw
///   `Float` bit pattern.
/// - time: a tag byte, then by `tag % 7`: 0 → clock + byte/600; 1 → clock (repeat);
///   2 → clock − byte/60 (backwards); 3 → raw `Double` bits; 4 → ``FuzzReader/interestingTimes``;
///   5 → clock + byte × 10 s; 6 → clock + 86 400 s + byte × 100 s (a day-long leap).
/// - point: a tag byte, then by `tag % 4`: 0 → raw (x float, y float); 1 → inside the visible
///   panel at (byte/255, byte/255); 2 → at byte/255 × 20 % of the container's length from the
///   drawer's edge; 3 → the container's centre.
///
/// A program starts with a mode byte (bit 0: 0 = one engine, 1 = a ``DrawerStack``), then the
/// configuration (``FuzzConfigurationSpec/decode(_:)``), the container, the initial detent
/// (an id byte) and the reduce-motion flag; then operations until the input ends (at most
/// ``FuzzProgram/maximumOperations``).
struct FuzzReader {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index >= bytes.count }

    mutating func u8() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func flag() -> Bool { u8() & 1 == 1 }

    mutating func u16() -> UInt16 { UInt16(u8()) | UInt16(u8()) << 8 }
    mutating func u32() -> UInt32 { UInt32(u16()) | UInt32(u16()) << 16 }
    mutating func u64() -> UInt64 { UInt64(u32()) | UInt64(u32()) << 32 }

    /// Values that break naive arithmetic.
    static let interesting: [CGFloat] = [
        0, -0.0, .nan, -.nan, .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
        .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, -1e300, 1e12, 1e9,
        -1, 1, 0.5, 1.5, 2, 1e-9, 0.25, 10, 100, 390, 844, 1200, 1e6, -1e6, 0.499, 0.501, 1 - 1e-12,
    ]

    static let interestingTimes: [Double] = [
        .nan, .infinity, -.infinity, -1, 0, -0.0, 1e300, 1e9, 1e9 + 1, 1e9 - 0.5, .leastNonzeroMagnitude,
        86_400, 86_401, 1e12, -1e9, 0.001,
    ]

    mutating func float() -> CGFloat {
        switch u8() % 5 {
        case 0: return Self.interesting[Int(u8()) % Self.interesting.count]
        case 1: return CGFloat(Double(bitPattern: u64()))
        case 2: return CGFloat(Int8(bitPattern: u8()))
        case 3: return CGFloat(Int16(bitPattern: u16())) / 4
        default: return CGFloat(Float(bitPattern: u32()))
        }
    }

    mutating func optionalFloat() -> CGFloat? { flag() ? float() : nil }

    mutating func time() -> FuzzTime {
        switch u8() % 7 {
        case 0: return .forward(Double(u8()) / 600)
        case 1: return .repeated
        case 2: return .backward(Double(u8()) / 60)
        case 3: return .absolute(Double(bitPattern: u64()))
        case 4: return .absolute(Self.interestingTimes[Int(u8()) % Self.interestingTimes.count])
        case 5: return .forward(Double(u8()) * 10)
        default: return .forward(86_400 + Double(u8()) * 100)
        }
    }

    mutating func point() -> FuzzPoint {
        switch u8() % 4 {
        case 0: return .raw(CGPoint(x: float(), y: float()))
        case 1: return .inPanel(CGFloat(u8()) / 255, CGFloat(u8()) / 255)
        case 2: return .nearEdge(CGFloat(u8()) / 255 * 0.2, CGFloat(u8()) / 255)
        default: return .center
        }
    }

    mutating func rawPoint() -> CGPoint { CGPoint(x: float(), y: float()) }

    mutating func optionalPoint() -> CGPoint? { flag() ? rawPoint() : nil }

    mutating func identifier() -> DrawerDetent.Identifier {
        FuzzConfigurationSpec.identifiers[Int(u8()) % FuzzConfigurationSpec.identifiers.count]
    }

    mutating func identifierSet() -> Set<DrawerDetent.Identifier>? {
        guard flag() else { return nil }
        let mask = u8()
        return Set(
            FuzzConfigurationSpec.identifiers.indices.filter { mask & (1 << $0) != 0 }.map {
                FuzzConfigurationSpec.identifiers[$0]
            })
    }
}

/// A time as the fuzzer expresses it: relative to the program's clock, or absolute.
enum FuzzTime: Sendable, CustomStringConvertible {
    case forward(Double)
    case repeated
    case backward(Double)
    case absolute(Double)

    func resolve(clock: Double) -> Double {
        switch self {
        case .forward(let dt): clock + dt
        case .repeated: clock
        case .backward(let dt): clock - dt
        case .absolute(let t): t
        }
    }

    var description: String {
        switch self {
        case .forward(let dt): "+\(dt)"
        case .repeated: "="
        case .backward(let dt): "-\(dt)"
        case .absolute(let t): "@\(t)"
        }
    }
}

/// A place where a finger lands.
enum FuzzPoint: Sendable, CustomStringConvertible {
    case raw(CGPoint)
    case inPanel(CGFloat, CGFloat)
    case nearEdge(CGFloat, CGFloat)
    case center

    func resolve(in engine: DrawerEngine) -> CGPoint {
        let size = engine.container.size
        switch self {
        case .raw(let point):
            return point
        case .inPanel(let fx, let fy):
            let rect = engine.frame.visibleRect
            return CGPoint(x: rect.minX + rect.width * fx, y: rect.minY + rect.height * fy)
        case .nearEdge(let fraction, let across):
            let side = engine.layout.side
            let distance = fraction * side.axisLength(of: size) + engine.layout.context.obstructionLength
            let cross = across * side.crossLength(of: size)
            switch side {
            case .bottom: return CGPoint(x: cross, y: size.height - distance)
            case .top: return CGPoint(x: cross, y: distance)
            case .left: return CGPoint(x: distance, y: cross)
            case .right: return CGPoint(x: size.width - distance, y: cross)
            }
        case .center:
            return CGPoint(x: size.width / 2, y: size.height / 2)
        }
    }

    var description: String {
        switch self {
        case .raw(let p): "(\(p.x), \(p.y))"
        case .inPanel(let x, let y): "panel(\(x), \(y))"
        case .nearEdge(let d, let c): "edge(\(d), \(c))"
        case .center: "centre"
        }
    }
}

/// What a custom detent's closure does.
enum FuzzCustomResolver: Sendable, CustomStringConvertible {
    /// Ignores its context and returns a constant (NaN, infinities and negatives included).
    case constant(CGFloat)
    /// Returns nil: inactive.
    case none
    /// `value` × the container's length.
    case fraction(CGFloat)
    /// The available length minus `value`.
    case availableMinus(CGFloat)
    /// The content's fitting length, or nil before it is measured.
    case content
    /// NaN when the container is wider than it is long, else half of it: flips with rotation.
    case flipping

    var closure: @Sendable (DrawerDetentContext) -> CGFloat? {
        switch self {
        case .constant(let value): { _ in value }
        case .none: { _ in nil }
        case .fraction(let value): { $0.containerLength * value }
        case .availableMinus(let value): { $0.availableLength - value }
        case .content: { $0.contentFittingLength }
        case .flipping: { $0.crossLength > $0.containerLength ? .nan : $0.containerLength / 2 }
        }
    }

    var description: String {
        switch self {
        case .constant(let v): "const \(v)"
        case .none: "nil"
        case .fraction(let v): "×\(v)"
        case .availableMinus(let v): "available−\(v)"
        case .content: "content"
        case .flipping: "flipping"
        }
    }
}

/// One detent, as decoded.
struct FuzzDetentSpec: Sendable, CustomStringConvertible {
    enum Kind: Sendable {
        case closed
        case fraction(CGFloat)
        /// `DrawerDetent.Kind.fraction` built directly, bypassing the factory's clamp.
        case rawFraction(CGFloat)
        case divisor(CGFloat)
        case points(CGFloat)
        case offsetFromFarEdge(CGFloat)
        case fit
        case custom(FuzzCustomResolver)
    }
    var identifier: DrawerDetent.Identifier
    var kind: Kind

    static func decode(_ reader: inout FuzzReader) -> FuzzDetentSpec {
        let kindByte = reader.u8()
        let identifier = reader.identifier()
        let kind: Kind
        switch kindByte % 8 {
        case 0: kind = .closed
        case 1: kind = .fraction(reader.float())
        case 2: kind = .rawFraction(reader.float())
        case 3: kind = .divisor(reader.float())
        case 4: kind = .points(reader.float())
        case 5: kind = .offsetFromFarEdge(reader.float())
        case 6: kind = .fit
        default:
            switch reader.u8() % 6 {
            case 0: kind = .custom(.constant(reader.float()))
            case 1: kind = .custom(.none)
            case 2: kind = .custom(.fraction(reader.float()))
            case 3: kind = .custom(.availableMinus(reader.float()))
            case 4: kind = .custom(.content)
            default: kind = .custom(.flipping)
            }
        }
        return FuzzDetentSpec(identifier: identifier, kind: kind)
    }

    var detent: DrawerDetent {
        switch kind {
        case .closed: DrawerDetent(identifier: identifier, kind: .closed)
        case .fraction(let v): .fraction(v, identifier: identifier)
        case .rawFraction(let v): DrawerDetent(identifier: identifier, kind: .fraction(v))
        case .divisor(let v): .fractional(divisor: v, identifier: identifier)
        case .points(let v): .points(v, identifier: identifier)
        case .offsetFromFarEdge(let v): .offsetFromFarEdge(v, identifier: identifier)
        case .fit: .fitToContent(identifier: identifier)
        case .custom(let resolver): .custom(identifier: identifier, resolver: resolver.closure)
        }
    }

    var description: String { "\(identifier.rawValue):\(kind)" }
}

/// A snap policy that answers a fixed index, valid or not: the engine must still settle on a
/// candidate.
struct FuzzFixedSnapPolicy: DrawerSnapPolicy {
    var index: Int
    func target(for release: DrawerRelease, stops: DrawerResolvedDetents) -> Int { index }
}

/// Everything about a configuration, as decoded (kept as data so a failing program prints).
struct FuzzConfigurationSpec: Sendable, CustomStringConvertible {
    /// The identifier pool detents, subsets, moves and hooks draw from. "nope" is never a
    /// detent's own identifier unless the fuzzer picks it.
    static let identifiers: [DrawerDetent.Identifier] = [.closed, .small, .medium, .large, .fit, "a", "b", "nope"]

    enum SpringSpec: Sendable {
        case standard, reduced, bouncy
        case responseDamping(Double, Double)
        case stiffness(Double, Double)
        case durationBounce(Double, Double)

        var spring: DrawerSpring {
            switch self {
            case .standard: DrawerConfiguration.defaultSpring
            case .reduced: .reducedMotion
            case .bouncy: .bouncy
            case .responseDamping(let r, let d): DrawerSpring(response: r, dampingFraction: d)
            case .stiffness(let k, let d): DrawerSpring(stiffness: k, dampingRatio: d)
            case .durationBounce(let t, let b): DrawerSpring(duration: t, bounce: b)
            }
        }
    }

    enum PolicySpec: Sendable {
        case standard
        case projection(deadZone: CGFloat, deceleration: Double)
        case fixed(Int)
    }

    enum HookSpec: Sendable {
        case none, keep
        case redirect(DrawerDetent.Identifier)
    }

    var edge: DrawerEdge = .bottom
    var detents: [FuzzDetentSpec] = []
    var interactive: Set<DrawerDetent.Identifier>?
    var supported: Set<DrawerDetent.Identifier>?
    var minimumPanelLength: CGFloat = 0
    var cornerRadius: CGFloat = 12
    var maximumDimming: CGFloat = 0.3
    var largestUndimmed: DrawerDetent.Identifier?
    var crossLength: CGFloat?
    var spring: SpringSpec = .standard
    var minimumDistance: CGFloat = 10
    var edgeRegion: CGFloat?
    var acceptsDragsOutsidePanel = false
    var isDismissible = true
    var rubberBand: Double? = 0.55
    var expandsWhenScrolledToEdge = true
    var contentDeceleration: Double = 0.998
    var policy: PolicySpec = .standard
    var hook: HookSpec = .none

    static func decode(_ reader: inout FuzzReader, allowHook: Bool = true) -> FuzzConfigurationSpec {
        var spec = FuzzConfigurationSpec()
        spec.edge = DrawerEdge.allCases[Int(reader.u8()) % 4]
        let count = Int(reader.u8()) % 9
        spec.detents = (0..<count).map { _ in FuzzDetentSpec.decode(&reader) }
        spec.interactive = reader.identifierSet()
        spec.supported = reader.identifierSet()
        spec.minimumPanelLength = reader.float()
        spec.cornerRadius = reader.float()
        spec.maximumDimming = reader.float()
        let undimmed = reader.u8()
        spec.largestUndimmed = undimmed == 0 ? nil : identifiers[Int(undimmed - 1) % identifiers.count]
        spec.crossLength = reader.optionalFloat()
        switch reader.u8() % 6 {
        case 0: spec.spring = .standard
        case 1: spec.spring = .reduced
        case 2: spec.spring = .bouncy
        case 3: spec.spring = .responseDamping(Double(reader.float()), Double(reader.float()))
        case 4: spec.spring = .stiffness(Double(reader.float()), Double(reader.float()))
        default: spec.spring = .durationBounce(Double(reader.float()), Double(reader.float()))
        }
        spec.minimumDistance = reader.float()
        spec.edgeRegion = reader.optionalFloat()
        let flags = reader.u8()
        spec.acceptsDragsOutsidePanel = flags & 1 != 0
        spec.isDismissible = flags & 2 == 0
        spec.rubberBand = flags & 4 == 0 ? Double(reader.float()) : nil
        spec.expandsWhenScrolledToEdge = flags & 8 == 0
        if flags & 16 != 0 { spec.contentDeceleration = Double(reader.float()) }
        switch reader.u8() % 3 {
        case 0: spec.policy = .standard
        case 1: spec.policy = .projection(deadZone: reader.float(), deceleration: Double(reader.float()))
        default: spec.policy = .fixed(Int(Int16(bitPattern: reader.u16())))
        }
        let hook = reader.u8() % 3
        if allowHook {
            switch hook {
            case 0: spec.hook = .none
            case 1: spec.hook = .keep
            default: spec.hook = .redirect(reader.identifier())
            }
        }
        return spec
    }

    var configuration: DrawerConfiguration {
        let policy: any DrawerSnapPolicy
        switch self.policy {
        case .standard: policy = DrawerProjectionSnapPolicy()
        case .projection(let deadZone, let deceleration):
            // Flick and skip speeds follow from the decoded dead zone (hostile values included),
            // so the byte format, and with it the committed corpus, stays as it was.
            policy = DrawerProjectionSnapPolicy(
                velocityDeadZone: deadZone, flickVelocity: deadZone * 15, skipVelocity: deadZone * 100,
                momentum: DrawerMomentum(decelerationRate: deceleration))
        case .fixed(let index): policy = FuzzFixedSnapPolicy(index: index)
        }
        let hook: (@Sendable (DrawerSettleProposal) -> DrawerDetent.Identifier?)?
        switch self.hook {
        case .none: hook = nil
        case .keep: hook = { _ in nil }
        case .redirect(let id): hook = { _ in id }
        }
        return DrawerConfiguration(
            edge: edge,
            detents: detents.map(\.detent),
            dragDetents: interactive,
            supportedDetents: supported,
            minimumPanelLength: minimumPanelLength,
            style: DrawerStyle(
                cornerRadius: cornerRadius, maximumDimming: maximumDimming,
                largestUndimmedDetent: largestUndimmed, crossLength: crossLength),
            spring: spring.spring,
            gesture: DrawerGestureOptions(
                minimumDistance: minimumDistance, edgeRegionFraction: edgeRegion,
                acceptsDragsOutsidePanel: acceptsDragsOutsidePanel,
                rubberBand: rubberBand.map { DrawerRubberBand(coefficient: $0) },
                isDismissible: isDismissible),
            scroll: DrawerScrollOptions(
                expandsWhenScrolledToEdge: expandsWhenScrolledToEdge,
                contentDeceleration: DrawerMomentum(decelerationRate: contentDeceleration)),
            snapPolicy: policy,
            willSettle: hook)
    }

    var description: String {
        "config(\(edge), \(detents), interactive \(interactive.map { "\($0.map(\.rawValue).sorted())" } ?? "all"), "
            + "supported \(supported.map { "\($0.map(\.rawValue).sorted())" } ?? "all"), min \(minimumPanelLength), "
            + "radius \(cornerRadius), dim \(maximumDimming), undimmed \(largestUndimmed?.rawValue ?? "-"), "
            + "cross \(crossLength.map { "\($0)" } ?? "-"), \(spring), slop \(minimumDistance), "
            + "edge region \(edgeRegion.map { "\($0)" } ?? "-"), outside \(acceptsDragsOutsidePanel), "
            + "dismissible \(isDismissible), band \(rubberBand.map { "\($0)" } ?? "off"), "
            + "expands \(expandsWhenScrolledToEdge), glide \(contentDeceleration), \(policy), hook \(hook))"
    }
}

/// A container, as decoded.
struct FuzzContainerSpec: Sendable, CustomStringConvertible {
    var width: CGFloat = 390
    var height: CGFloat = 844
    var rightToLeft = false
    var obstruction = DrawerInsets.zero
    var safeArea = DrawerInsets.zero
    var contentFittingLength: CGFloat?

    static func decode(_ reader: inout FuzzReader) -> FuzzContainerSpec {
        var spec = FuzzContainerSpec()
        spec.width = reader.float()
        spec.height = reader.float()
        let flags = reader.u8()
        spec.rightToLeft = flags & 1 != 0
        if flags & 2 != 0 {
            let side = reader.u8() % 4
            let value = reader.float()
            spec.obstruction = DrawerInsets(
                top: side == 0 ? value : 0, left: side == 1 ? value : 0, bottom: side == 2 ? value : 0,
                right: side == 3 ? value : 0)
        }
        if flags & 4 != 0 {
            spec.safeArea = DrawerInsets(top: reader.float(), left: reader.float(), bottom: reader.float(), right: reader.float())
        }
        if flags & 8 != 0 { spec.contentFittingLength = reader.float() }
        return spec
    }

    var container: DrawerContainer {
        DrawerContainer(
            size: CGSize(width: width, height: height), safeArea: safeArea, obstruction: obstruction,
            layoutDirection: rightToLeft ? .rightToLeft : .leftToRight, contentFittingLength: contentFittingLength)
    }

    var description: String {
        "container(\(width)×\(height)\(rightToLeft ? " rtl" : ""), obstruction \(obstruction), safe \(safeArea), fit \(contentFittingLength.map { "\($0)" } ?? "-"))"
    }
}

/// One input to one engine.
indirect enum FuzzOperation: Sendable {
    case dragBegan(FuzzPoint, FuzzTime, overContent: Bool)
    case dragChanged(CGPoint, FuzzTime, velocity: CGPoint?)
    case dragEnded(FuzzTime, velocity: CGPoint?)
    case dragCancelled(FuzzTime)
    case tick(FuzzTime)
    case move(DrawerDetent.Identifier, animated: Bool, FuzzTime)
    case dismiss(animated: Bool, FuzzTime)
    case setContainer(FuzzContainerSpec, animated: Bool, FuzzTime)
    case setConfiguration(FuzzConfigurationSpec, animated: Bool, FuzzTime)
    case updateContentScroll(offset: CGFloat, content: CGFloat, viewport: CGFloat)
    case scrollWheel(CGPoint, FuzzTime, overContent: Bool)
    case setReduceMotion(Bool, FuzzTime)
    case accessibilityIncrement(FuzzTime)
    case accessibilityDecrement(FuzzTime)
    case accessibilityEscape(FuzzTime)
    /// `count` ticks at 60 Hz from the program's clock.
    case tickRun(Int)
    /// A whole finger drag: lands at a point, moves `steps` times by `step` along the drawer's
    /// axis (container coordinates) at 60 Hz, lifts if `lift`.
    case gesture(FuzzPoint, step: CGFloat, steps: Int, lift: Bool)
    case clearEvents

    static func decode(_ reader: inout FuzzReader) -> FuzzOperation {
        switch reader.u8() % 18 {
        case 0: return .dragBegan(reader.point(), reader.time(), overContent: reader.flag())
        case 1: return .dragChanged(reader.rawPoint(), reader.time(), velocity: reader.optionalPoint())
        case 2: return .dragEnded(reader.time(), velocity: reader.optionalPoint())
        case 3: return .dragCancelled(reader.time())
        case 4: return .tick(reader.time())
        case 5: return .move(reader.identifier(), animated: reader.u8() & 1 == 0, reader.time())
        case 6: return .dismiss(animated: reader.u8() & 1 == 0, reader.time())
        case 7: return .setContainer(FuzzContainerSpec.decode(&reader), animated: reader.flag(), reader.time())
        case 8: return .setConfiguration(FuzzConfigurationSpec.decode(&reader), animated: reader.flag(), reader.time())
        case 9: return .updateContentScroll(offset: reader.float(), content: reader.float(), viewport: reader.float())
        case 10: return .scrollWheel(reader.rawPoint(), reader.time(), overContent: reader.u8() & 1 == 0)
        case 11: return .setReduceMotion(reader.flag(), reader.time())
        case 12: return .accessibilityIncrement(reader.time())
        case 13: return .accessibilityDecrement(reader.time())
        case 14: return .accessibilityEscape(reader.time())
        case 15: return .tickRun(Int(reader.u8()))
        case 16: return .gesture(reader.point(), step: reader.float(), steps: Int(reader.u8() % 32), lift: reader.u8() & 1 == 0)
        default: return .clearEvents
        }
    }
}

/// One input to a stack of drawers.
enum FuzzStackOperation: Sendable {
    case present(Int, FuzzConfigurationSpec, DrawerDetent.Identifier?, FuzzTime)
    case dismiss(Int, FuzzTime)
    case dismissAll(FuzzTime)
    case withTop(FuzzOperation)
    case tick(FuzzTime)
    case tickRun(Int)
    case setContainer(FuzzContainerSpec, animated: Bool, FuzzTime)
    case setReduceMotion(Bool, FuzzTime)

    static func decode(_ reader: inout FuzzReader) -> FuzzStackOperation {
        switch reader.u8() % 8 {
        case 0:
            let id = Int(reader.u8() % 4)
            let spec = FuzzConfigurationSpec.decode(&reader, allowHook: false)
            let detent: DrawerDetent.Identifier? = reader.flag() ? reader.identifier() : nil
            return .present(id, spec, detent, reader.time())
        case 1: return .dismiss(Int(reader.u8() % 4), reader.time())
        case 2: return .dismissAll(reader.time())
        case 3:
            // A stacked drawer's configuration keeps the hook out, so dismissAll always closes.
            var op = FuzzOperation.decode(&reader)
            if case .setConfiguration(var spec, let animated, let time) = op {
                spec.hook = .none
                op = .setConfiguration(spec, animated: animated, time)
            }
            return .withTop(op)
        case 4: return .tick(reader.time())
        case 5: return .tickRun(Int(reader.u8()))
        case 6: return .setContainer(FuzzContainerSpec.decode(&reader), animated: reader.flag(), reader.time())
        default: return .setReduceMotion(reader.flag(), reader.time())
        }
    }
}

/// A decoded program.
struct FuzzProgram: Sendable {
    static let maximumOperations = 400

    enum Body: Sendable {
        case engine([FuzzOperation])
        case stack([FuzzStackOperation])
    }

    var configuration: FuzzConfigurationSpec
    var container: FuzzContainerSpec
    var initialDetent: DrawerDetent.Identifier
    var reduceMotion: Bool
    var body: Body

    init(bytes: [UInt8]) {
        var reader = FuzzReader(bytes)
        let mode = reader.u8()
        let isStack = mode & 1 == 1
        configuration = FuzzConfigurationSpec.decode(&reader, allowHook: !isStack)
        container = FuzzContainerSpec.decode(&reader)
        initialDetent = reader.identifier()
        reduceMotion = reader.flag()
        if isStack {
            var ops: [FuzzStackOperation] = []
            while !reader.isAtEnd && ops.count < Self.maximumOperations { ops.append(FuzzStackOperation.decode(&reader)) }
            body = .stack(ops)
        } else {
            var ops: [FuzzOperation] = []
            while !reader.isAtEnd && ops.count < Self.maximumOperations { ops.append(FuzzOperation.decode(&reader)) }
            body = .engine(ops)
        }
    }
}

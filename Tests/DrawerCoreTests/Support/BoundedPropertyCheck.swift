import Foundation
import PropertyBased
import Testing

/// The time bound every property test of DrawerCoreTests runs under, and the knobs of
/// `scripts/property-sweep.sh`, which runs the property suites over thousands of seeds.
///
/// A property case that loops (a frozen main thread, in an app) must name itself instead of
/// spinning a test run for minutes, as one run of `swift test --filter DrawerCoreTests` once did.
/// This is a hang guard, not a performance check: the bound is two minutes per case (cases take
/// milliseconds), so no load can trip it.
/// - `DRAWER_PROPERTY_BOUND`: seconds one case may take (default 120).
/// - `DRAWER_PROPERTY_SCALE`: runs every property check this many times its own count (default 1).
/// - `DRAWER_PROPERTY_ABORT=1`: a case still running at its bound aborts the process after
///   printing its seed (the sweep's choice: the run ends and the next one starts).
enum PropertyTimeBound {
    static let environment = ProcessInfo.processInfo.environment
    static let seconds = environment["DRAWER_PROPERTY_BOUND"].flatMap(Double.init) ?? 120
    static let scale = max(1, environment["DRAWER_PROPERTY_SCALE"].flatMap(Int.init) ?? 1)
    static let abortsOnHang = environment["DRAWER_PROPERTY_ABORT"] == "1"

    /// Reads the seed of the case about to be generated without drawing from it: run first in
    /// a zip, it sees the generator's state at the start of the case, which is what
    /// `.fixedSeed(…)` replays.
    static let seedProbe = Generator<String, Shrink.None<String>>(run: { rng in
        (rng as? Xoshiro)?.currentSeed ?? "\(rng)"
    })
}

/// Reports a property case that is still running at its bound: its test and seed, on standard
/// error (the case may never return to report itself), then aborts if asked to. The seed alone
/// replays the case; describing every input up front cost gigabytes held by pending timers in a
/// first version.
final class PropertyWatchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var finished = false

    init(test: String, seed: String) {
        DispatchQueue.global().asyncAfter(deadline: .now() + PropertyTimeBound.seconds) { [self] in
            lock.lock()
            let done = finished
            lock.unlock()
            guard !done else { return }
            let report = "PROPERTY CASE OVER ITS TIME BOUND (\(PropertyTimeBound.seconds) s): \(test)\n"
                + "  reproduce with @Test(.fixedSeed(\"\(seed)\"))\n"
            FileHandle.standardError.write(Data(report.utf8))
            if PropertyTimeBound.abortsOnHang { abort() }
        }
    }

    func finish() {
        lock.lock()
        finished = true
        lock.unlock()
    }
}

/// `propertyCheck` under ``PropertyTimeBound``: every case is timed; one that takes longer
/// than the bound is recorded as an issue, so PropertyBased reports its seed, and one that never
/// returns is named, with its seed, by a ``PropertyWatchdog``.
func boundedPropertyCheck<InputValue, ResultValue>(
    count: Int = 100,
    input: Generator<ResultValue, some Sequence<InputValue>>,
    perform body: (ResultValue) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    let test = Test.current?.name ?? "unknown test"
    await PropertyBased.propertyCheck(
        count: count * PropertyTimeBound.scale, input: zip(PropertyTimeBound.seedProbe, input),
        perform: { seed, value in
            let watchdog = PropertyWatchdog(test: test, seed: seed)
            defer { watchdog.finish() }
            let start = ContinuousClock.now
            try await body(value)
            let elapsed = ContinuousClock.now - start
            if elapsed > .seconds(PropertyTimeBound.seconds) {
                Issue.record("a case took \(elapsed), over the \(PropertyTimeBound.seconds) s bound", sourceLocation: sourceLocation)
            }
        }, isolation: isolation, sourceLocation: sourceLocation)
}

// The same for two to six inputs, as PropertyBased's own overloads.

func boundedPropertyCheck<InA, InB, OutA, OutB>(
    count: Int = 100, input g0: Generator<OutA, some Sequence<InA>>, _ g1: Generator<OutB, some Sequence<InB>>,
    perform body: (OutA, OutB) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await boundedPropertyCheck(
        count: count, input: zip(g0, g1), perform: { try await body($0.0, $0.1) }, isolation: isolation,
        sourceLocation: sourceLocation)
}

func boundedPropertyCheck<InA, InB, InC, OutA, OutB, OutC>(
    count: Int = 100, input g0: Generator<OutA, some Sequence<InA>>, _ g1: Generator<OutB, some Sequence<InB>>,
    _ g2: Generator<OutC, some Sequence<InC>>,
    perform body: (OutA, OutB, OutC) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await boundedPropertyCheck(
        count: count, input: zip(g0, g1, g2), perform: { try await body($0.0, $0.1, $0.2) }, isolation: isolation,
        sourceLocation: sourceLocation)
}

func boundedPropertyCheck<InA, InB, InC, InD, OutA, OutB, OutC, OutD>(
    count: Int = 100, input g0: Generator<OutA, some Sequence<InA>>, _ g1: Generator<OutB, some Sequence<InB>>,
    _ g2: Generator<OutC, some Sequence<InC>>, _ g3: Generator<OutD, some Sequence<InD>>,
    perform body: (OutA, OutB, OutC, OutD) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await boundedPropertyCheck(
        count: count, input: zip(g0, g1, g2, g3), perform: { try await body($0.0, $0.1, $0.2, $0.3) },
        isolation: isolation, sourceLocation: sourceLocation)
}

func boundedPropertyCheck<InA, InB, InC, InD, InE, OutA, OutB, OutC, OutD, OutE>(
    count: Int = 100, input g0: Generator<OutA, some Sequence<InA>>, _ g1: Generator<OutB, some Sequence<InB>>,
    _ g2: Generator<OutC, some Sequence<InC>>, _ g3: Generator<OutD, some Sequence<InD>>,
    _ g4: Generator<OutE, some Sequence<InE>>,
    perform body: (OutA, OutB, OutC, OutD, OutE) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await boundedPropertyCheck(
        count: count, input: zip(g0, g1, g2, g3, g4), perform: { try await body($0.0, $0.1, $0.2, $0.3, $0.4) },
        isolation: isolation, sourceLocation: sourceLocation)
}

func boundedPropertyCheck<InA, InB, InC, InD, InE, InF, OutA, OutB, OutC, OutD, OutE, OutF>(
    count: Int = 100, input g0: Generator<OutA, some Sequence<InA>>, _ g1: Generator<OutB, some Sequence<InB>>,
    _ g2: Generator<OutC, some Sequence<InC>>, _ g3: Generator<OutD, some Sequence<InD>>,
    _ g4: Generator<OutE, some Sequence<InE>>, _ g5: Generator<OutF, some Sequence<InF>>,
    perform body: (OutA, OutB, OutC, OutD, OutE, OutF) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await boundedPropertyCheck(
        count: count, input: zip(g0, g1, g2, g3, g4, g5),
        perform: { try await body($0.0, $0.1, $0.2, $0.3, $0.4, $0.5) }, isolation: isolation,
        sourceLocation: sourceLocation)
}

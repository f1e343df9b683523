import DrawerCore
import Foundation
import PropertyBased
import Testing

/// Issue 35 (iOS 26): the system sheet's large detent has its top at the safe-area top, below
/// the status bar (peers.md: on a 402-pt iPhone the top sits at 62 pt, the safe-area top), where
/// DrawerKit's own look lets `.large` reach the container's far edge.
@Suite("The iOS 26 sheet stops at the far safe area")
struct FarSafeAreaClearanceTests {
    /// An iPhone 16 Pro's portrait container: 402 × 874 pt, 62 pt status bar, 34 pt home indicator.
    static let phone = DrawerContainer(
        size: CGSize(width: 402, height: 874), safeArea: DrawerInsets(top: 62, left: 0, bottom: 34, right: 0))

    static func stops(_ style: DrawerStyle, detents: [DrawerDetent] = [.closed, .medium, .large]) -> DrawerResolvedDetents {
        var configuration = DrawerConfiguration(detents: detents)
        configuration.style = style
        return configuration.resolver.resolve(in: phone, edge: .bottom)
    }

    @Test("iOS 26: large ends at the status bar; DrawerKit's own look and the iOS 15 sheet reach the top")
    func largeTop() {
        let large = Self.stops(.iOS26Sheet()).stop(for: .large)?.extent ?? .nan
        #expect(abs(large - 812) < 1e-9, "large at \(large.description)")
        #expect(Self.stops(DrawerStyle()).stop(for: .large)?.extent == 874)
        #expect(Self.stops(.iOS15Sheet()).stop(for: .large)?.extent == 874)
        #expect(Self.stops(.iOS26Sheet()).stop(for: .medium)?.extent == 437, "medium is unchanged")
    }

    @Test("the automatic system sheet of iOS 26 clears the status bar; the app's own shape keeps its choice")
    func automaticShape() {
        #expect(DrawerStyle().resolvingAutomaticShape(for: .iOS26).clearsFarSafeArea)
        #expect(!DrawerStyle().resolvingAutomaticShape(for: .iOS15).clearsFarSafeArea)
        var own = DrawerStyle(shape: .iOS15Sheet())
        own.clearsFarSafeArea = false
        #expect(!own.resolvingAutomaticShape(for: .iOS26).clearsFarSafeArea)
    }

    @Test("the large stop of the iOS 26 sheet takes the full-height shape (edge-attached, opaque)")
    func fullHeightShape() {
        var configuration = DrawerConfiguration(detents: [.medium, .large])
        configuration.style = .iOS26Sheet()
        var engine = DrawerEngine(configuration: configuration, container: Self.phone, initialDetent: .large)
        engine.tick(time: 1)
        #expect(engine.frame.panelRect.minY == 62)
        #expect(engine.frame.shape.materialBlend == 1)
    }

    @Test("any detents, safe areas and keyboard: no open stop passes the far safe area, none is below the minimum")
    func bounded() async {
        let lengths = Gen.double(in: -2000...4000)
        await boundedPropertyCheck(
            input: lengths.array(of: 1...6), Gen.double(in: 0...120), Gen.double(in: 0...500), Gen.double(in: 0...300)
        ) { raw, top, keyboard, minimum in
            let container = DrawerContainer(
                size: CGSize(width: 402, height: 874), safeArea: DrawerInsets(top: CGFloat(top), left: 0, bottom: 34, right: 0),
                obstruction: DrawerInsets(top: 0, left: 0, bottom: CGFloat(keyboard), right: 0))
            var configuration = DrawerConfiguration(
                detents: raw.enumerated().map { .points(CGFloat($0.element), identifier: DrawerDetent.Identifier(rawValue: "d\($0.offset)")) })
            configuration.minimumPanelLength = CGFloat(minimum)
            configuration.style = .iOS26Sheet()
            let stops = configuration.resolver.resolve(in: container, edge: .bottom)
            let available = 874 - CGFloat(keyboard)
            for stop in stops where !stop.isClosed {
                #expect(stop.extent <= max(min(CGFloat(minimum), available), available - CGFloat(top)) + 1e-9)
                #expect(stop.extent >= min(CGFloat(minimum), available) - 1e-9)
            }
        }
    }
}

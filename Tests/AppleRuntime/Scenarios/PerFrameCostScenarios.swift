import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// Issue 21: what one moving frame costs the views, as the double counts it — view and layer
    /// property writes (`UIKitDouble.propertyWrites`), not UIKit's real cost.
    ///
    /// The bound is what `DrawerHostView.render()` writes per panel, every frame, for every
    /// drawer (resting ones too): the panel's bounds, center and transform (3); the content's
    /// frame (2: center and bounds); the grabber's frame (2); the dimming view's frame (2) and
    /// alpha (1) — 10 — plus, when the drawn outline or its radii changed, the shadow path (1):
    /// 12 per drawer leaves one spare. A floating panel (issue 24's iOS 26 sheet) changes its
    /// outline on every moving frame: the material view's frame (2) and its content view's, which
    /// follows it by its autoresizing mask (2), the fill's frame (2), both views' corner
    /// configurations (2), the fill's alpha (1), and once, where the blend reaches or leaves 1,
    /// the material's `isHidden` (1): 10 more. `isUserInteractionEnabled` and the accessibility properties
    /// are not counted by the double. A frame that wrote more would mean a second render or a
    /// layout pass writing views in the same frame.
    @MainActor
    @Suite struct PerFrameCostScenarios {
        static let writesPerPanel = 12
        /// What a floating panel's changing outline adds per frame.
        static let writesPerFloatingOutline = 10

        /// A host over the phone's content with `drawers` sheets stacked (medium, large, …), at
        /// rest; then the top one moves to the other detent, and the writes of each frame of its
        /// settle are recorded until the display link stops.
        func writesPerMovingFrame(drawers: Int, style: DrawerStyle = DrawerStyle()) -> [Int] {
            let phone = Phone()
            let host = DrawerHostView(frame: .zero)
            phone.show(host)
            for index in 0..<drawers {
                host.addDrawer(
                    id: "sheet\(index)", contentView: UIView(),
                    configuration: DrawerSheetConfiguration(
                        detents: [.medium, .large], behavior: DrawerConfiguration(style: style)),
                    initialDetent: index == 0 ? .medium : .large)
            }
            phone.window.layoutIfNeeded()
            phone.settle()
            let top = "sheet\(drawers - 1)"
            let target: DrawerDetent.Identifier = host.detent(top) == .large ? .medium : .large
            #expect(host.move(top, to: target))
            var writes: [Int] = []
            while UIKitDouble.hasActiveDisplayLink, writes.count < 600 {
                UIKitDouble.propertyWrites = 0
                UIKitDouble.advanceFrame()
                writes.append(UIKitDouble.propertyWrites)
            }
            #expect(host.detent(top) == target)
            return writes
        }

        func check(drawers: Int, floating: Bool = false) {
            let writes = writesPerMovingFrame(drawers: drawers, style: floating ? .iOS26Sheet() : DrawerStyle())
            let bound = (Self.writesPerPanel + (floating ? Self.writesPerFloatingOutline : 0)) * drawers
            let mean = Double(writes.reduce(0, +)) / Double(max(1, writes.count))
            print(
                "per-frame cost, \(drawers) \(floating ? "floating " : "")drawer(s), top settling: \(writes.count) frames, property writes per frame "
                    + "min \(writes.min() ?? 0), mean \(String(format: "%.1f", mean)), max \(writes.max() ?? 0) "
                    + "(bound \(bound) = \(bound / drawers) per drawer)")
            #expect(writes.count > 10, "the settle must take frames")
            #expect((writes.max() ?? 0) <= bound)
            #expect((writes.min() ?? 0) > 0, "every frame of the settle redraws")
        }

        @Test func oneDrawerMovingFrame() { check(drawers: 1) }

        @Test func threeStackedDrawersMovingFrame() { check(drawers: 3) }

        @Test func oneFloatingDrawerMovingFrame() { check(drawers: 1, floating: true) }
    }
}

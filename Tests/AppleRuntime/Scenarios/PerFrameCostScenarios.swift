import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// Issues 21 and 37: what one moving frame costs the views, as the double counts it — view and
    /// layer property writes (`UIKitDouble.propertyWrites`), not UIKit's real cost — and how many
    /// of them gave a property the value it already had (`UIKitDouble.unchangedPropertyWrites`).
    ///
    /// `DrawerHostView.render()` writes only what changed (issue 37): a resting panel costs no
    /// write, so a frame costs what the moving drawer changes whatever the number of drawers.
    /// An edge-attached bottom sheet moving between two detents changes per frame its panel's
    /// centre (1), its content's bounds and centre (2: the content is the part on screen), and its
    /// dimming's alpha (1) — 4 — plus, when the panel's size or radii changed, the shadow path
    /// (1): at most 5. A floating panel (issue 24's iOS 26 sheet) also changes its outline on every
    /// moving frame: the material view's bounds and centre (2) and its content view's, which
    /// follows it by its autoresizing mask (2), the fill's bounds and centre (2), both views'
    /// corner configurations (2), the fill's alpha (1), and once, where the blend reaches or leaves
    /// 1, the material's `isHidden` (1): 10 more; and the content's clip to the outline (issue 35)
    /// its bounds, centre and corner configuration (3): 13. `isUserInteractionEnabled` and the accessibility
    /// properties are not counted by the double. Before issue 37 every panel wrote 11 properties
    /// every frame, 33 for three drawers, most of them the values they already held.
    @MainActor
    @Suite struct PerFrameCostScenarios {
        /// What the one moving edge-attached panel may write per frame.
        static let writesPerMovingPanel = 5
        /// What a floating panel's changing outline adds per frame.
        static let writesPerFloatingOutline = 13

        /// The writes of one frame: all of them, those that wrote the value already there, and
        /// whether the moving drawer's extent changed in it (a spring past the largest detent is
        /// drawn there, unchanged, until it comes back).
        struct FrameWrites {
            var all: Int
            var unchanged: Int
            var moved: Bool
        }

        /// A host over the phone's content with `drawers` sheets stacked (medium, large, …), at
        /// rest.
        func stackedHost(drawers: Int, style: DrawerStyle = DrawerStyle()) -> (Phone, DrawerHostView) {
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
            return (phone, host)
        }

        /// ``stackedHost(drawers:style:)``, then the top sheet moves to the other detent, and the
        /// writes of each frame of its settle are recorded until the display link stops.
        func writesPerMovingFrame(drawers: Int, style: DrawerStyle = DrawerStyle()) -> [FrameWrites] {
            let (_, host) = stackedHost(drawers: drawers, style: style)
            let top = "sheet\(drawers - 1)"
            let target: DrawerDetent.Identifier = host.detent(top) == .large ? .medium : .large
            #expect(host.move(top, to: target))
            var writes: [FrameWrites] = []
            while UIKitDouble.hasActiveDisplayLink, writes.count < 600 {
                UIKitDouble.propertyWrites = 0
                UIKitDouble.unchangedPropertyWrites = 0
                let extent = host.model.engine(of: top)?.frame.extent
                UIKitDouble.advanceFrame()
                writes.append(
                    FrameWrites(
                        all: UIKitDouble.propertyWrites, unchanged: UIKitDouble.unchangedPropertyWrites,
                        moved: host.model.engine(of: top)?.frame.extent != extent))
            }
            #expect(host.detent(top) == target)
            return writes
        }

        func check(drawers: Int, floating: Bool = false) {
            let writes = writesPerMovingFrame(drawers: drawers, style: floating ? .iOS26Sheet() : DrawerStyle())
            let bound = Self.writesPerMovingPanel + (floating ? Self.writesPerFloatingOutline : 0)
            let all = writes.map(\.all)
            let mean = Double(all.reduce(0, +)) / Double(max(1, all.count))
            print(
                "per-frame cost, \(drawers) \(floating ? "floating " : "")drawer(s), top settling: \(writes.count) frames, property writes per frame "
                    + "min \(all.min() ?? 0), mean \(String(format: "%.1f", mean)), max \(all.max() ?? 0) (bound \(bound)), "
                    + "unchanged \(writes.map(\.unchanged).reduce(0, +)), frames that moved \(writes.filter(\.moved).count)")
            #expect(writes.count > 10, "the settle must take frames")
            #expect((all.max() ?? 0) <= bound, "the moving panel alone may write; the resting ones write nothing")
            #expect(writes.filter(\.moved).count > 10, "the drawer must move")
            #expect(writes.allSatisfy { $0.moved == ($0.all > 0) }, "a frame writes exactly when the drawer moved in it")
            #expect(writes.allSatisfy { $0.unchanged == 0 }, "no property is written the value it already holds")
        }

        @Test func oneDrawerMovingFrame() { check(drawers: 1) }

        @Test func threeStackedDrawersMovingFrame() { check(drawers: 3) }

        @Test func sixteenStackedDrawersMovingFrame() { check(drawers: 16) }

        @Test func oneFloatingDrawerMovingFrame() { check(drawers: 1, floating: true) }

        @Test func threeStackedFloatingDrawersMovingFrame() { check(drawers: 3, floating: true) }

        /// A layout pass with every drawer at rest (a rotation that did not change the size, a
        /// safe-area or trait change) redraws every panel: it must write nothing.
        @Test(arguments: [1, 3, 16])
        func restingPanelsWriteNothing(drawers: Int) {
            let (phone, host) = stackedHost(drawers: drawers)
            UIKitDouble.propertyWrites = 0
            host.setNeedsLayout()
            phone.window.layoutIfNeeded()
            #expect(UIKitDouble.propertyWrites == 0, "\(drawers) resting drawer(s)")
            #expect(!UIKitDouble.hasActiveDisplayLink)
        }
    }
}

import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// Several scroll views in one sheet (issue 25): a horizontal carousel above two lists side by
    /// side, all tracked with `track(scrollViews:in:)`. The finger's scroll view owns the hand-off,
    /// the carousel never moves the sheet, a per-detent rule picks scroll or resize first, and a
    /// list untracked mid-drag ends the drag.
    @MainActor
    @Suite struct MultipleScrollViewScenarios {
        let phone = Phone()
        let host = DrawerHostView(frame: .zero)
        let left = makeList()
        let right = makeList()
        let carousel = UIScrollView(frame: .zero)

        init() { install(behavior: DrawerConfiguration()) }

        /// The sheet at medium with the three scroll views, under `behavior`'s scroll rules.
        func install(behavior: DrawerConfiguration) {
            phone.show(host)
            let content = UIView()
            left.autoresizingMask = []
            right.autoresizingMask = []
            carousel.frame = CGRect(x: 0, y: 20, width: 390, height: 100)
            carousel.contentSize = CGSize(width: 2000, height: 100)
            left.frame = CGRect(x: 0, y: 120, width: 195, height: 600)
            right.frame = CGRect(x: 195, y: 120, width: 195, height: 600)
            left.contentSize = CGSize(width: 195, height: 3000)
            right.contentSize = CGSize(width: 195, height: 3000)
            for view in [carousel, left, right] { content.addSubview(view) }
            // Seed 004's detents and dimming over `behavior` (assigning a whole `behavior` would
            // replace them: they are one value with it).
            let seed = seed004Configuration()
            let configuration = DrawerSheetConfiguration(
                detents: seed.detents, largestUndimmedDetentIdentifier: seed.largestUndimmedDetentIdentifier,
                maximumDimmingAlpha: seed.maximumDimmingAlpha, shadowRadius: seed.shadowRadius, behavior: behavior)
            host.addDrawer(id: "sheet", contentView: content, configuration: configuration, initialDetent: .medium)
            host.track(scrollViews: [left, right, carousel], in: "sheet")
            phone.settle()
        }

        var panelTop: CGFloat { host.panelFrame("sheet").minY }
        /// A point on `view`, `below` points under its top, in window coordinates.
        func on(_ view: UIView, below: CGFloat = 60) -> CGPoint {
            let frame = view.convert(view.bounds, to: nil)
            return CGPoint(x: frame.midX, y: frame.minY + below)
        }

        /// The first scroll view given is the model's primary one; the others are keyed by identity.
        @Test func theListUnderTheFingerOwnsTheHandOff() {
            #expect(host.model.trackedScrollViews(in: "sheet").count == 3)
            // Medium's default rule: an upward drag on the right list lifts the sheet first.
            let start = on(right)
            phone.drag(from: start, to: CGPoint(x: start.x, y: start.y - 250), duration: 0.4, hold: 0.1)
            #expect(host.model.activeScrollView(in: "sheet") == DrawerScrollViewKey(right))
            phone.settle()
            #expect(host.detent("sheet") == .large)
            #expect(right.contentOffset.y == 0 && left.contentOffset.y == 0)
            // At large, a drag on the left list scrolls the left list only.
            let top = panelTop
            let offsetOfRight = right.contentOffset.y
            let onLeft = on(left, below: 300)
            phone.drag(from: onLeft, to: CGPoint(x: onLeft.x, y: onLeft.y - 200), duration: 0.4, hold: 0.1)
            phone.settle()
            #expect(host.model.activeScrollView(in: "sheet") == .primary)
            #expect(left.contentOffset.y > 150, "the left list followed the finger: \(left.contentOffset.y)")
            #expect(right.contentOffset.y == offsetOfRight, "the right list stayed")
            #expect(close(panelTop, top), "the sheet stayed at large")
        }

        @Test func aSidewaysDragOnTheCarouselScrollsItAndLeavesTheSheet() {
            let top = panelTop
            let start = on(carousel, below: 50)
            phone.drag(from: start, to: CGPoint(x: start.x - 150, y: start.y + 4), duration: 0.3, hold: 0.1)
            phone.settle()
            #expect(carousel.contentOffset.x > 100, "the carousel followed the finger: \(carousel.contentOffset.x)")
            #expect(panelTop == top && host.detent("sheet") == .medium)
            #expect(host.model.scrollViewOwningDrag(in: "sheet") == nil)
            // A vertical drag on it moves the sheet through the host's own pan, as on iOS.
            let again = on(carousel, below: 50)
            phone.drag(from: again, to: CGPoint(x: again.x, y: again.y - 200), duration: 0.3, hold: 0.1)
            phone.settle()
            #expect(host.detent("sheet") == .large)
        }

        @Test func atADetentWhoseRuleIsScrollsTheListScrollsFirst() {
            host.removeDrawer("sheet")
            install(behavior: DrawerConfiguration(scroll: DrawerScrollOptions(contentInteraction: [.medium: .scrolls])))
            let top = panelTop
            let start = on(right, below: 100)
            phone.drag(from: start, to: CGPoint(x: start.x, y: start.y - 150), duration: 0.4, hold: 0.1)
            phone.settle()
            #expect(host.detent("sheet") == .medium)
            #expect(close(panelTop, top))
            #expect(right.contentOffset.y > 100, "the right list scrolled: \(right.contentOffset.y)")
            #expect(left.contentOffset.y == 0)
        }

        @Test func aListUntrackedMidDragEndsTheDrag() {
            let start = on(right)
            phone.drag(from: start, to: CGPoint(x: start.x, y: start.y + 120), duration: 0.3, lift: false)
            #expect(host.model.isTrackedDrag)
            host.untrack(scrollView: right, in: "sheet")
            #expect(!host.model.isTrackedDrag && host.model.dragOwner == nil)
            #expect(host.model.trackedScrollViews(in: "sheet").count == 2)
            phone.window.doubleTouchUp()
            phone.settle()
            #expect(host.detent("sheet") != nil)
            #expect(host.panelFrame("sheet").minY.isFinite)
            // The left list still shares its finger with the sheet.
            let onLeft = on(left)
            phone.drag(from: onLeft, to: CGPoint(x: onLeft.x, y: onLeft.y - 150), duration: 0.4, hold: 0.1)
            #expect(host.model.activeScrollView(in: "sheet") == .primary)
        }
    }

    /// The SwiftUI path (`DrawerPresentationAnchor`, which `.drawer(…)` uses on iOS): every scroll
    /// view inside the content is tracked, the outermost first.
    @MainActor
    @Suite struct PresentedMultipleScrollViewScenarios {
        let phone = Phone()

        @Test func everyScrollViewInTheContentIsTrackedAndTheFingersOneScrolls() {
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
            let left = makeList()
            let right = makeList()
            left.autoresizingMask = []
            right.autoresizingMask = []
            left.frame = CGRect(x: 0, y: 0, width: 195, height: 700)
            right.frame = CGRect(x: 195, y: 0, width: 195, height: 700)
            content.addSubview(left)
            content.addSubview(right)
            let app = BindingApp(
                .values(.presented(true, detent: .large)), configuration: seed004Configuration(), contentView: content)
            let button = UIView(frame: CGRect(x: 20, y: 600, width: 120, height: 44))
            phone.root.addSubview(button)
            button.addSubview(app.anchor)
            phone.window.layoutIfNeeded()
            app.runUpdates()
            app.settle(phone)
            #expect(app.host?.panels[app.id]?.trackedScrollView === left)
            #expect(app.host?.panels[app.id]?.moreScrollViews.first?.view === right)
            #expect(app.host?.model.trackedScrollViews(in: app.id).count == 2)
            let frame = right.convert(right.bounds, to: nil)
            let start = CGPoint(x: frame.midX, y: frame.minY + 300)
            phone.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), duration: 0.3, hold: 0.1)
            app.settle(phone)
            #expect(right.contentOffset.y > 100, "the right list scrolled: \(right.contentOffset.y)")
            #expect(left.contentOffset.y == 0)
            #expect(app.host?.detent(app.id) == .large)
        }
    }
}

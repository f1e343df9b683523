import DrawerCore
import ScenarioSupport
import Testing
import UIKit

@testable import DrawerUIKit

/// A phone for the scenarios: a 390 × 844 pt window (iPhone 14's), its safe area (47 pt status
/// bar, 34 pt home indicator), a root view filling it, and the double's clock and counters reset.
/// Its 120 Hz display runs an app whose Info.plist allows display links above 60 Hz unless
/// `allowsHighFrameRates` is `false` (a new Xcode project's, without the key).
@MainActor
struct Phone {
    static let size = CGSize(width: 390, height: 844)
    static let safeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let window: UIWindow
    let root: UIView

    init(order: UIKitDouble.RecognizerOrder = .hitViewFirst, allowsHighFrameRates: Bool = true) {
        UIKitDouble.reset()
        UIKitDouble.recognizerOrder = order
        UIKitDouble.infoPlistAllowsHighFrameRates = allowsHighFrameRates
        window = UIWindow(frame: CGRect(origin: .zero, size: Self.size))
        window.doubleSetSafeArea(Self.safeArea)
        root = UIView(frame: window.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(root)
        window.doubleMakeVisible()
    }

    /// Adds `view` over the root, sized to it (as the README tells apps to).
    func show(_ view: UIView) {
        view.frame = root.bounds
        root.addSubview(view)
        window.layoutIfNeeded()
    }

    /// A finger drag from `start` to `end` (window coordinates) over `duration`, one move per
    /// 120 Hz frame, then a lift; `hold` seconds of stillness before the lift.
    func drag(from start: CGPoint, to end: CGPoint, duration: Double = 0.3, hold: Double = 0, lift: Bool = true) {
        window.moveFinger(from: start, to: end, duration: duration)
        if hold > 0 { UIKitDouble.advance(seconds: hold) }
        if lift { window.doubleTouchUp() }
    }

    /// A tap at `point`.
    func tap(_ point: CGPoint) {
        window.doubleTouchDown(at: point)
        UIKitDouble.advanceFrame()
        window.doubleTouchUp()
    }

    /// Runs frames until no display link is scheduled and no scroll view glides, at most `limit` s.
    /// Returns the seconds it took.
    @discardableResult
    func settle(limit: Double = 5) -> Double {
        let start = UIKitDouble.now
        while UIKitDouble.now - start < limit {
            UIKitDouble.advanceFrame()
            if !UIKitDouble.hasActiveDisplayLink && !UIKitDouble.hasAnimatingScrollView { break }
        }
        return UIKitDouble.now - start
    }
}

/// A view that counts the touches UIKit delivers to it (a button behind a drawer, a row).
@MainActor
final class TouchRecorder: UIView {
    var ended = 0
    var cancelled = 0
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += 1 }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { cancelled += 1 }
}

/// Content laid out with Auto Layout: it reports a natural height and nothing else.
@MainActor
final class IntrinsicContent: UIView {
    var naturalHeight: CGFloat = 300
    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: naturalHeight) }
}

/// Frame-based content: it answers `sizeThatFits` with 240 pt of height at any width.
@MainActor
final class SelfSizingContent: UIView {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 240) }
}

/// A list: a vertical scroll view of `rows` rows of 44 pt (a UITableView bounces vertically).
@MainActor
func makeList(rows: Int = 60) -> UIScrollView {
    let list = UIScrollView(frame: .zero)
    list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    list.contentSize = CGSize(width: 390, height: CGFloat(rows) * 44)
    list.alwaysBounceVertical = true
    return list
}

/// Seed 004's configuration: 100 pt, half, 40 pt from the top; dimmed above medium up to 0.8.
@MainActor
func seed004Configuration() -> DrawerSheetConfiguration {
    DrawerSheetConfiguration(
        detents: [
            .points(100, identifier: .default), .fractional(divisor: 2, identifier: .medium),
            .offsetFromFarEdge(40, identifier: .large),
        ],
        largestUndimmedDetentIdentifier: .medium, maximumDimmingAlpha: 0.8, shadowRadius: 40)
}

/// Seed 004's detents with a closed one below: a sheet a swipe, Escape or a dimming tap can close.
@MainActor
func closableSeed004Configuration() -> DrawerSheetConfiguration {
    var configuration = seed004Configuration()
    configuration.detents.insert(.closed, at: 0)
    return configuration
}

extension DrawerHostView {
    /// The panel of `id` as the double draws it, in window coordinates.
    func panelFrame(_ id: String) -> CGRect {
        guard let panel = panels[id] else { return .null }
        return panel.panelView.convert(panel.panelView.bounds, to: nil)
    }

    /// The resting detent of `id`, if it rests.
    func detent(_ id: String) -> DrawerDetent.Identifier? { model.engine(of: id)?.detent }

    /// The dimming view's alpha of `id`.
    func dimming(_ id: String) -> CGFloat { panels[id]?.dimmingView.alpha ?? -1 }
}

extension DrawerSheetView {
    var panelFrame: CGRect { panelFrame(Self.drawerID) }
    var detent: DrawerDetent.Identifier? { detent(Self.drawerID) }
}

/// `a` and `b` within `tolerance` points.
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1) -> Bool { abs(a - b) <= tolerance }

extension DrawerSheetView {
    /// The window y of the panel's top edge when it rests at `detent` (`.nan` for a detent not
    /// active here), for a sheet filling a ``Phone``.
    func top(of detent: DrawerDetent.Identifier) -> CGFloat {
        Phone.size.height - (engine.stops.first { $0.identifier == detent }?.extent ?? .nan)
    }
}

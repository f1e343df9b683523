import DrawerCore
import Foundation
import ScenarioSupport
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

/// Every SwiftUI scenario, one at a time: the UIKit and SwiftUI doubles are one process-wide
/// world each (clock, run loop, counters), reset when a scenario makes its `SwiftUIPhone`.
/// Run them apart from the UIKit scenarios (`--filter DrawerSwiftUIScenarios`, as `make
/// test-swiftui-runtime` does): these suspend at `await`, and a UIKit scenario starting then
/// would reset the world under them.
@Suite(.serialized) enum SwiftUIScenarios {}

/// An iPhone-sized window (390 × 844 pt, 47 pt status bar, 34 pt home indicator) showing a
/// SwiftUI root in a `UIHostingController`, as an app's scene does.
@MainActor
final class SwiftUIPhone {
    static let size = CGSize(width: 390, height: 844)
    static let safeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let window: UIWindow
    let controller: UIHostingController<AnyView>

    init<Root: View>(_ root: Root, passThrough: Bool = false) {
        UIKitDouble.reset()
        DoubleSwiftUI.reset()
        DoubleSwiftUI.representablesPassTouchesThrough = passThrough
        window = UIWindow(frame: CGRect(origin: .zero, size: Self.size))
        window.doubleSetSafeArea(Self.safeArea)
        controller = UIHostingController(rootView: AnyView(root))
        window.rootViewController = controller
        window.doubleMakeVisible()
        window.layoutIfNeeded()
    }

    /// Lets the main actor run what SwiftUI and the adapter deferred (`Task { @MainActor … }`),
    /// laying the window out between turns, as the run loop does.
    func runLoop(turns: Int = 6) async {
        for _ in 0..<turns {
            await Task.yield()
            window.layoutIfNeeded()
        }
    }

    /// Frames until nothing has animated for three frames in a row (at most `limit` seconds),
    /// with the run loop's turns between: a change SwiftUI makes after a frame (content that
    /// resized, a deferred write-back) may start a new animation, which this waits for too.
    func settle(limit: Double = 5) async {
        let start = UIKitDouble.now
        var stillFrames = 0
        while UIKitDouble.now - start < limit, stillFrames < 3 {
            UIKitDouble.advanceFrame()
            await runLoop(turns: 2)
            let still = !UIKitDouble.hasActiveDisplayLink && !UIKitDouble.hasAnimatingScrollView
            stillFrames = still ? stillFrames + 1 : 0
        }
        await runLoop()
    }

    /// A tap at `point` (window coordinates), then the run loop.
    func tap(_ point: CGPoint) async {
        window.doubleTouchDown(at: point)
        UIKitDouble.advanceFrame()
        window.doubleTouchUp()
        await runLoop()
    }

    /// Taps the visible button titled `title`; records an issue when there is none.
    func tap(button title: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        guard let frame = buttonFrame(title) else {
            Issue.record("no visible button \"\(title)\"; on screen: \(visibleTexts())", sourceLocation: sourceLocation)
            return
        }
        await tap(CGPoint(x: frame.midX, y: frame.midY))
    }

    /// A finger drag from `start` to `end` over `duration`, one move per 120 Hz frame, then a lift.
    func drag(from start: CGPoint, to end: CGPoint, duration: Double = 0.3) async {
        moveFinger(from: start, to: end, duration: duration)
        window.doubleTouchUp()
        await runLoop()
    }

    /// A finger down at `start` moved to `end` over `duration`, one move per 120 Hz frame.
    func moveFinger(from start: CGPoint, to end: CGPoint, duration: Double) {
        window.moveFinger(from: start, to: end, duration: duration)
    }

    /// The window's drawer host, once a window-level drawer made one.
    var windowHost: DrawerWindowHostView? {
        window.subviews.lazy.compactMap { $0 as? DrawerWindowHostView }.first
    }

    /// The panels of the window host, bottom to top.
    var panels: [DrawerPanel] {
        guard let host = windowHost else { return [] }
        return host.model.ids.compactMap { host.panels[$0] }
    }

    /// The texts a person sees: drawn, not hidden, not transparent, inside the window and every
    /// clipping ancestor.
    func visibleTexts() -> [String] {
        visibleViews(of: DoubleTextView.self).map(\.view.text)
    }

    /// The window frame of the visible text `text`, if any.
    func frame(ofText text: String) -> CGRect? {
        visibleViews(of: DoubleTextView.self).first { $0.view.text == text }?.frame
    }

    /// The window frame of the visible button whose label reads `title`.
    func buttonFrame(_ title: String) -> CGRect? {
        visibleViews(of: DoubleButtonView.self).first { entry in
            entry.view.subviewsRecursive.contains { ($0 as? DoubleTextView)?.text == title }
        }?.frame
    }

    /// Whether the topmost view at the centre of `text` is inside the view that draws it, that
    /// is whether a tap there reaches it.
    func isTappable(text: String) -> Bool {
        guard let frame = frame(ofText: text) else { return false }
        let hit = window.hitTest(CGPoint(x: frame.midX, y: frame.midY), with: nil)
        return hit is DoubleButtonView || hit is DoubleTextView || (hit?.isDescendant(ofTextNamed: text) ?? false)
    }

    /// Views of type `T` a person sees, with their visible window frames.
    func visibleViews<T: UIView>(of type: T.Type) -> [(view: T, frame: CGRect)] {
        var result: [(T, CGRect)] = []
        func walk(_ view: UIView, clip: CGRect) {
            guard !view.isHidden, view.alpha >= 0.01 else { return }
            let frame = view.convert(view.bounds, to: nil)
            let visible = frame.intersection(clip)
            if let match = view as? T, !visible.isNull, visible.width > 0.5, visible.height > 0.5 {
                result.append((match, frame))
            }
            let inner = view.clipsToBounds ? visible : clip
            for subview in view.subviews { walk(subview, clip: inner) }
        }
        walk(window, clip: window.bounds)
        return result
    }
}

extension UIView {
    /// Every view below this one.
    var subviewsRecursive: [UIView] { subviews + subviews.flatMap(\.subviewsRecursive) }

    /// Whether this view is, or is inside, a view drawing `text`'s button or text.
    @MainActor func isDescendant(ofTextNamed text: String) -> Bool {
        var view: UIView? = self
        while let current = view {
            if let label = current as? DoubleTextView, label.text == text { return true }
            view = current.superview
        }
        return false
    }
}

/// A binding to a value the test holds, for scenarios that play the app's state from outside.
@MainActor
final class TestState<Value> {
    var value: Value
    var writes: [Value] = []

    init(_ value: Value) { self.value = value }

    var binding: Binding<Value> {
        Binding(
            doubleGet: { self.value },
            set: {
                self.value = $0
                self.writes.append($0)
            })
    }
}

/// `a` and `b` within `tolerance` points.
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1) -> Bool { abs(a - b) <= tolerance }

/// The window y of the top edge of the panel that shows `text` (`.nan`, and an issue, without one).
@MainActor
func top(of text: String, _ phone: SwiftUIPhone, sourceLocation: SourceLocation = #_sourceLocation) -> CGFloat {
    guard let panel = phone.panel(showing: text) else {
        Issue.record("no panel shows \"\(text)\"; on screen: \(phone.visibleTexts())", sourceLocation: sourceLocation)
        return .nan
    }
    return phone.frame(of: panel).minY
}

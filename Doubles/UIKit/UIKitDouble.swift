// The UIKit double's own machinery and the handles its tests drive it by. Nothing here is an SDK
// symbol: everything is internal or `package` (DrawerUIKit must not use it; check.sh greps for
// `double` in the adapters), so the type-check sees exactly the SDK's public surface.

/// The double's world: the display-frame driver, the recognizer order and counters.
@MainActor package enum UIKitDouble {
    /// Which recognizers of one touch hear of it first (UIKit documents no order).
    package enum RecognizerOrder: Sendable { case hitViewFirst, windowFirst }

    package static var recognizerOrder = RecognizerOrder.hitViewFirst
    /// `UIView.animate(withDuration:animations:)` calls made.
    package static var animationCount = 0
    /// The windows made, each laid out after every frame (weakly held).
    static var windows: [WeakWindow] = []
    /// A 120 Hz display, as on ProMotion iPhones; tests may pass another duration.
    package static let frameDuration: CFTimeInterval = 1.0 / 120

    /// One display frame: the clock advances, gliding scroll views step, display links fire, and
    /// every window lays out what changed (the run loop's order in one vsync).
    package static func advanceFrame(_ duration: CFTimeInterval = frameDuration) {
        MediaClock.now += duration
        ScrollAnimations.step(duration)
        DisplayLinkRunLoop.fire(frameDuration: duration)
        windows.removeAll { $0.window == nil }
        for entry in windows { entry.window?.layoutIfNeeded() }
    }

    /// Advances `seconds` of frames.
    package static func advance(seconds: CFTimeInterval) {
        let frames = max(0, Int((seconds / frameDuration).rounded()))
        for _ in 0..<frames { advanceFrame() }
    }

    /// Starts a new scenario: clock, counters, run loop and settings back to their defaults.
    package static func reset() {
        MediaClock.now = 1_000
        DisplayLinkRunLoop.links = []
        DisplayLinkRunLoop.callbacks = 0
        DisplayLinkRunLoop.infoPlistAllowsHighFrameRates = !appWithoutHighFrameRates
        LayerWrites.count = 0
        LayerWrites.unchanged = 0
        LayerWrites.animatedCount = 0
        LayerWrites.animationDepth = 0
        ScrollAnimations.active = []
        animationCount = 0
        recognizerOrder = .hitViewFirst
        windows = []
        AccessibilityDouble.reset()
        PresentationDouble.log = []
        PresentationDouble.appearanceLog = []
        DoubleDisplay.cornerRadius = 0
    }

    /// Whether every scenario plays an app without `CADisableMinimumFrameDurationOnPhone` (a new
    /// Xcode project's), its display links at 60 Hz: `DRAWER_DOUBLE_60HZ=1` in the environment
    /// (`make test-swiftui-runtime` runs the SwiftUI scenarios both ways).
    static let appWithoutHighFrameRates = ProcessInfo.processInfo.environment["DRAWER_DOUBLE_60HZ"] == "1"

    /// The app's Info.plist `CADisableMinimumFrameDurationOnPhone`: whether its display links
    /// may run faster than 60 Hz when they ask to. The scenarios' apps declare it (`true` after
    /// `reset()`); a test sets `false` for an app that does not, as a new Xcode project does not.
    package static var infoPlistAllowsHighFrameRates: Bool {
        get { DisplayLinkRunLoop.infoPlistAllowsHighFrameRates }
        set { DisplayLinkRunLoop.infoPlistAllowsHighFrameRates = newValue }
    }

    /// Whether a display link is scheduled (added and not invalidated).
    package static var hasActiveDisplayLink: Bool { !DisplayLinkRunLoop.links.isEmpty }
    /// Whether a scroll view glides or springs back by itself.
    package static var hasAnimatingScrollView: Bool { !ScrollAnimations.active.isEmpty }
    /// Display-link callbacks since the last reset.
    package static var displayLinkCallbacks: Int { DisplayLinkRunLoop.callbacks }
    /// View and layer property writes since the last reset.
    package static var propertyWrites: Int {
        get { LayerWrites.count }
        set { LayerWrites.count = newValue }
    }
    /// The writes among ``propertyWrites`` that gave a property the value it already held.
    package static var unchangedPropertyWrites: Int {
        get { LayerWrites.unchanged }
        set { LayerWrites.unchanged = newValue }
    }
    /// The double's media clock.
    package static var now: CFTimeInterval { MediaClock.now }

    /// Posts the keyboard's frame change as UIKit does: the end frame in screen coordinates under
    /// `keyboardFrameEndUserInfoKey`, the screen as the object (nil before iOS 16.1), from inside
    /// the keyboard's own animation block, so that what a handler writes animates with the
    /// keyboard (widely reported: uptech.team, "Why does UIResponder.keyboard notification
    /// handler animate?", the animation block is on the handler's call stack).
    package static func postKeyboardFrame(_ frame: CGRect, screen: UIScreen?) {
        LayerWrites.animationDepth += 1
        defer { LayerWrites.animationDepth -= 1 }
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillChangeFrameNotification, object: screen,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(rect: frame)])
    }

    /// View and layer property writes made inside an animation block since the last reset.
    package static var animatedWrites: Int { LayerWrites.animatedCount }

    struct WeakWindow {
        weak var window: UIWindow?
    }
}

/// VoiceOver as the double models it: the Reduce Motion setting, posted notifications, the
/// focused element, and the elements VoiceOver would visit.
@MainActor package enum AccessibilityDouble {
    static var reduceMotion = false
    /// Every notification posted with `UIAccessibility.post(notification:argument:)`.
    package static var posted: [UIAccessibility.Notification] = []
    static var focus = WeakObject()

    package static var focusedElement: NSObject? { focus.object }

    /// Turns Reduce Motion on or off and posts its change notification, as Settings does.
    package static func setReduceMotion(_ enabled: Bool) {
        reduceMotion = enabled
        NotificationCenter.default.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    /// A screen change moves VoiceOver to its argument ("screenChanged" page: "Pass the element
    /// VoiceOver should move to"; nil lets VoiceOver choose, here: nothing).
    static func post(_ notification: UIAccessibility.Notification, argument: Any?) {
        posted.append(notification)
        if notification == .screenChanged { focus = WeakObject(object: argument as? NSObject) }
    }

    /// Moves VoiceOver's cursor to `element`, as a swipe onto it would.
    package static func focus(on element: NSObject?) { focus = WeakObject(object: element) }

    /// The elements VoiceOver reaches in `window`, in its reading order (front to back of the
    /// tree, depth first): views that are accessibility elements, not hidden, not transparent,
    /// not inside a view whose `accessibilityElementsHidden` is set. A visible view whose
    /// `accessibilityViewIsModal` is set hides its *siblings* only ("accessibilityViewIsModal"
    /// page: with siblings A and B, a modal B makes VoiceOver ignore A; a modal C inside B does
    /// not: A is still read). DOUBLE: of several modal siblings, the frontmost wins.
    package static func elements(in window: UIWindow) -> [UIView] {
        var found: [UIView] = []
        func collect(_ view: UIView) {
            guard isVisible(view), !view.accessibilityElementsHidden else { return }
            if view.isAccessibilityElement {
                found.append(view)
                return
            }
            let modal = view.subviews.last { isVisible($0) && $0.accessibilityViewIsModal }
            for subview in modal.map({ [$0] }) ?? view.subviews { collect(subview) }
        }
        collect(window)
        return found
    }

    static func isVisible(_ view: UIView) -> Bool { !view.isHidden && view.alpha >= 0.01 }

    /// VoiceOver's escape gesture (a two-finger Z): offered to the focused element, then to each
    /// view that contains it, until one handles it ("accessibilityPerformEscape()" page: implement
    /// it "on an element or containing view"). DOUBLE: the walk follows superviews. Returns
    /// whether one handled it.
    package static func performEscape() -> Bool {
        var view = focusedElement as? UIView
        while let current = view {
            if current.accessibilityPerformEscape() { return true }
            view = current.superview
        }
        return false
    }

    static func reset() {
        reduceMotion = false
        posted = []
        focus = WeakObject()
    }

    struct WeakObject {
        weak var object: NSObject?
    }
}

extension UIAccessibilityCustomAction {
    /// Performs the action as VoiceOver does when a person picks it from the actions rotor.
    package func doublePerform() -> Bool { actionHandler?(self) ?? false }
}

extension UIWindow {
    /// The window's safe area, as the device and the bars give it; its views lay out again.
    package func doubleSetSafeArea(_ insets: UIEdgeInsets) {
        doubleSafeArea = insets
        doubleMarkSubtreeForLayout()
        layoutIfNeeded()
    }

    /// The reading direction of the window's views.
    package func doubleSetLayoutDirection(_ direction: UIUserInterfaceLayoutDirection) {
        doubleLayoutDirection = direction
        doubleMarkSubtreeForLayout()
        layoutIfNeeded()
    }

    /// A rotation or a Split View resize: the window takes `size` and `safeArea` (and, in Split
    /// View or Stage Manager, its place on the screen, `origin`), its subviews follow by their
    /// autoresizing masks, and it lays out.
    package func doubleResize(to size: CGSize, safeArea: UIEdgeInsets, origin: CGPoint = .zero) {
        doubleSafeArea = safeArea
        frame = CGRect(origin: origin, size: size)
        doubleMarkSubtreeForLayout()
        layoutIfNeeded()
    }

    /// Registers the window with the frame driver (each window lays out after every frame).
    package func doubleMakeVisible() {
        UIKitDouble.windows.append(UIKitDouble.WeakWindow(window: self))
        layoutIfNeeded()
    }
}

extension UIView {
    /// `point` in this view's coordinates carried up to the root of its tree (its window).
    func doubleToRoot(_ point: CGPoint) -> CGPoint {
        var current = point
        var view: UIView? = self
        while let step = view, !(step is UIWindow && step.storedSuperview == nil) {
            current = step.doubleToSuperview(current)
            view = step.storedSuperview
        }
        return current
    }

    /// `point` in root (window) coordinates carried down to this view's.
    func doubleFromRoot(_ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var view: UIView? = self
        while let step = view, !(step is UIWindow && step.storedSuperview == nil) {
            chain.append(step)
            view = step.storedSuperview
        }
        var current = point
        for step in chain.reversed() { current = step.doubleFromSuperview(current) }
        return current
    }

    /// A view's own point in its superview: relative to its bounds' centre, transformed, then
    /// placed at its centre (the "transform" page: transforms apply about the centre).
    func doubleToSuperview(_ point: CGPoint) -> CGPoint {
        let relative = CGPoint(x: point.x - storedBounds.midX, y: point.y - storedBounds.midY)
        let transformed = storedTransform.doubleApply(to: relative)
        return CGPoint(x: transformed.x + storedCenter.x, y: transformed.y + storedCenter.y)
    }

    func doubleFromSuperview(_ point: CGPoint) -> CGPoint {
        let relative = CGPoint(x: point.x - storedCenter.x, y: point.y - storedCenter.y)
        let untransformed = storedTransform.doubleInverted.doubleApply(to: relative)
        return CGPoint(x: untransformed.x + storedBounds.midX, y: untransformed.y + storedBounds.midY)
    }

    static func doubleBoundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        guard !rect.isNull else { return .null }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(map)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The part of this view under the window's unsafe edges ("safeAreaInsets" page: the insets
    /// reflect the portion of the view not covered by bars and the window's own insets).
    var doubleSafeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        let insets = window.doubleSafeArea
        let size = window.bounds.size
        let rect = convert(bounds, to: nil)
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), max(0, limit)) }
        return UIEdgeInsets(
            top: clamp(insets.top - rect.minY, rect.height), left: clamp(insets.left - rect.minX, rect.width),
            bottom: clamp(rect.maxY - (size.height - insets.bottom), rect.height),
            right: clamp(rect.maxX - (size.width - insets.right), rect.width))
    }

    /// The superview's size changed from `old` to `new`: this view's frame follows its mask, the
    /// change shared among its flexible parts in proportion to their sizes (the
    /// "autoresizingMask" page: "the default behavior is to distribute the size difference
    /// proportionally among the flexible portions").
    func doubleAutoresize(from old: CGSize, to new: CGSize) {
        let mask = storedAutoresizingMask
        guard !mask.isEmpty else { return }
        let frame = self.frame
        let horizontal = Self.distribute(
            new.width - old.width, leading: frame.minX, length: frame.width, trailing: old.width - frame.maxX,
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let vertical = Self.distribute(
            new.height - old.height, leading: frame.minY, length: frame.height, trailing: old.height - frame.maxY,
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        self.frame = CGRect(
            x: frame.minX + horizontal.leading, y: frame.minY + vertical.leading,
            width: max(0, frame.width + horizontal.length), height: max(0, frame.height + vertical.length))
    }

    static func distribute(
        _ delta: CGFloat, leading: CGFloat, length: CGFloat, trailing: CGFloat, flexible: (Bool, Bool, Bool)
    ) -> (leading: CGFloat, length: CGFloat) {
        let parts = [flexible.0 ? max(0, leading) : 0, flexible.1 ? max(0, length) : 0, flexible.2 ? max(0, trailing) : 0]
        let count = [flexible.0, flexible.1, flexible.2].filter { $0 }.count
        guard count > 0 else { return (0, 0) }
        let total = parts.reduce(0, +)
        let flags = [flexible.0, flexible.1, flexible.2]
        let shares = parts.indices.map { index -> CGFloat in
            guard flags[index] else { return 0 }
            return total > 0 ? delta * parts[index] / total : delta / CGFloat(count)
        }
        return (shares[0], shares[1])
    }

    /// This view and its subviews moved into or out of a window: each hears `didMoveToWindow()`.
    func doubleNotifyWindowChange() {
        didMoveToWindow()
        setNeedsLayout()
        for subview in storedSubviews { subview.doubleNotifyWindowChange() }
    }

    func doubleMarkSubtreeForLayout() {
        setNeedsLayout()
        for subview in storedSubviews { subview.doubleMarkSubtreeForLayout() }
    }
}

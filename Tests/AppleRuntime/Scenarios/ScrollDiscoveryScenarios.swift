import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

/// Issue 46, item 4: a drawer presented through bindings (`DrawerPresentationAnchor`, the SwiftUI
/// path) tracks the lists in its content, not its text views or pickers, and leaves insets alone
/// unless the drawer opts in. Each drag starts on the view at the drawer's largest detent and
/// pulls down, which a tracked view at its top hands to the drawer.
@MainActor
@Suite struct ScrollDiscoveryScenarios {
    let phone = Phone()

    /// A 390 × 800 content view holding `view` at its top, 600 pt tall.
    static func content(holding view: UIView) -> UIView {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        view.autoresizingMask = []
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        content.addSubview(view)
        return content
    }

    /// A text view of 80 lines (1,760 pt of text), at its top.
    static func longTextView() -> UITextView {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        textView.text = (1...80).map { "Line \($0)" }.joined(separator: "\n")
        return textView
    }

    /// The drawer presented at its largest detent with `view` in its content, settled.
    func present(_ view: UIView, configuration: DrawerSheetConfiguration = seed004Configuration()) -> BindingApp {
        let app = BindingApp(
            .values(.presented(true, detent: .large)), configuration: configuration, contentView: Self.content(holding: view))
        app.presentFromButton(on: phone)
        app.settle(phone)
        return app
    }

    /// A drag down by `distance` that starts 100 pt into `view`, then a lift and the frames until
    /// still; returns the drawer's top while the finger was still down at the end.
    @discardableResult
    func dragDown(on view: UIView, by distance: CGFloat = 300, app: BindingApp) -> CGFloat {
        let frame = view.convert(view.bounds, to: nil)
        let start = CGPoint(x: frame.midX, y: frame.minY + 100)
        phone.drag(from: start, to: CGPoint(x: start.x, y: start.y + distance), duration: 0.4, lift: false)
        let held = app.panelFrame.minY
        phone.window.doubleTouchUp()
        app.settle(phone)
        return held
    }

    @Test func aDragDownInATextViewAtTheLargestDetentLeavesTheDrawerWhereItIs() {
        let textView = Self.longTextView()
        let app = present(textView)
        let top = app.panelFrame.minY
        #expect(app.host?.model.trackedScrollViews(in: app.id).isEmpty == true, "the text view is not tracked")
        let held = dragDown(on: textView, app: app)
        #expect(abs(held - top) < 1, "the drawer stayed under the finger: \(top) → \(held)")
        #expect(app.host?.detent(app.id) == .large)
        #expect(abs(app.panelFrame.minY - top) < 1, "the drawer stayed: \(top) → \(app.panelFrame.minY)")
        // Back at its top, under the status bar's 7 pt its own inset adjustment keeps (insets untouched).
        let restingTop = -textView.adjustedContentInset.top
        #expect(textView.contentOffset.y == restingTop, "the text bounced back to its top: \(textView.contentOffset.y)")
        // And a drag up scrolls the text, as a text view's own pan does.
        dragDown(on: textView, by: -200, app: app)
        #expect(textView.contentOffset.y > 100, "the text scrolled: \(textView.contentOffset.y)")
        #expect(abs(app.panelFrame.minY - top) < 1)
    }

    @Test func aDragDownOnAPickerLeavesTheDrawerWhereItIs() {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 390, height: 216))
        picker.doubleRows = 12
        let app = present(picker)
        let top = app.panelFrame.minY
        #expect(app.host?.model.trackedScrollViews(in: app.id).isEmpty == true, "the wheel is not tracked")
        let held = dragDown(on: picker, by: 100, app: app)
        #expect(abs(held - top) < 1, "the drawer stayed under the finger: \(top) → \(held)")
        #expect(app.host?.detent(app.id) == .large)
        #expect(abs(app.panelFrame.minY - top) < 1, "the drawer stayed: \(top) → \(app.panelFrame.minY)")
    }

    @Test func aListStillHandsOffToTheDrawer() {
        let list = makeList()
        let app = present(list)
        let top = app.panelFrame.minY
        #expect(app.host?.panels[app.id]?.trackedScrollView === list)
        dragDown(on: list, app: app)
        #expect(app.host?.detent(app.id) != .large, "the list at its top handed the drag to the drawer")
        #expect(app.panelFrame.minY > top + 100, "the drawer moved down: \(top) → \(app.panelFrame.minY)")
        #expect(list.contentOffset.y == 0)
    }

    @Test func aTextViewTheAppTracksIsTrackedAndStaysSoAcrossUpdates() {
        let textView = Self.longTextView()
        let app = present(textView)
        app.host?.track(scrollView: textView, in: app.id)
        // SwiftUI's next update finds the drawer's scroll views again: the app's stays.
        app.anchor.trackScrollView()
        app.runUpdates()
        #expect(app.host?.panels[app.id]?.trackedScrollView === textView)
        let top = app.panelFrame.minY
        dragDown(on: textView, app: app)
        #expect(app.panelFrame.minY > top + 100, "the tracked text view handed the drag to the drawer")
        // Untracked by the app: the next discovery leaves it alone again.
        app.host?.untrack(scrollView: textView, in: app.id)
        app.anchor.trackScrollView()
        #expect(app.host?.model.trackedScrollViews(in: app.id).isEmpty == true)
    }

    @Test func insetsAreLeftAloneUnlessTheDrawerOptsIn() {
        let list = makeList()
        list.contentInsetAdjustmentBehavior = .always
        let app = present(list)
        #expect(app.host?.panels[app.id]?.trackedScrollView === list)
        #expect(list.contentInsetAdjustmentBehavior == .always, "the app's choice stays")

        let other = makeList()
        var configuration = seed004Configuration()
        configuration.behavior.scroll.disablesContentInsetAdjustment = true
        let optedIn = BindingApp(
            .values(.presented(true, detent: .large)), configuration: configuration, contentView: Self.content(holding: other))
        optedIn.presentFromButton(on: phone)
        optedIn.settle(phone)
        #expect(optedIn.host?.panels[optedIn.id]?.trackedScrollView === other)
        #expect(other.contentInsetAdjustmentBehavior == .never, "opted in: the drawer keeps the insets still")
    }
}

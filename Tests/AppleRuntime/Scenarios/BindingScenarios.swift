import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// Issue 22: the UIKit half of the SwiftUI adapter (`DrawerPresentationAnchor`, the window's
    /// shared `DrawerWindowHostView`, `DrawerBindingSync` called verbatim) run against the double,
    /// with the app's bindings fed back into every update as SwiftUI does (``BindingApp``).
    @MainActor
    @Suite struct BindingScenarios {
        let phone = Phone()

        static let sheet = DrawerSheetConfiguration(detents: [.closed, .medium, .large])

        /// Puts `app`'s anchor inside a button-sized view near the bottom of the root, as the
        /// README's `Button(…).drawer(isPresented:)` does.
        func presentFromButton(_ app: BindingApp) -> UIView {
            app.presentFromButton(on: phone)
        }

        /// Finding 1 and seed 001: the sheet is shown, moved and hidden through its one state.
        @Test func seed001SheetThroughItsOneState() {
            let app = BindingApp(.sheetState(.closed), configuration: Self.sheet)
            _ = presentFromButton(app)
            app.settle(phone)
            #expect(app.host?.model.isShown(app.id) == false)

            app.set(.sheetState(.medium))
            app.settle(phone)
            #expect(app.host?.detent(app.id) == .medium)
            #expect(close(app.panelFrame.minY, Phone.size.height / 2))

            phone.drag(from: CGPoint(x: 195, y: 520), to: CGPoint(x: 195, y: 120), duration: 0.3)
            app.settle(phone)
            #expect(app.state == .large, "the drag is written back into the state")
            #expect(app.host?.detent(app.id) == .large)

            app.set(.sheetState(.closed))
            app.settle(phone)
            #expect(app.state == .closed)
            #expect(app.host?.model.isShown(app.id) == false)
            app.runUpdates()
            app.settle(phone)
            #expect(app.host?.model.isShown(app.id) == false, "hidden stays hidden")

            app.set(.sheetState(.medium))
            app.settle(phone)
            phone.drag(from: CGPoint(x: 195, y: 440), to: CGPoint(x: 195, y: 840), duration: 0.15)
            app.settle(phone)
            #expect(app.state == .closed, "a swipe down writes .hidden")
            #expect(app.host?.model.isShown(app.id) == false)
        }

        /// Finding 2: a drawer presented from a button covers the window (the tab bar included),
        /// not the button's frame.
        @Test func bindingsChangedBeforeTheAnchorIsOnScreenPlaceTheDrawer() {
            let app = BindingApp(.values(.presented(false, detent: .medium)), configuration: Self.sheet)
            app.set(.values(.presented(true, detent: .large)))
            #expect(app.host == nil, "not in a window yet")
            _ = presentFromButton(app)
            app.settle(phone)
            #expect(app.host?.detent(app.id) == .large)
            #expect(app.values == .presented(true, detent: .large), "nothing was written back over the app's values")
        }

        @Test func drawerFromAButtonCoversTheWindow() {
            let tabBar = TouchRecorder(frame: CGRect(x: 0, y: 761, width: 390, height: 83))
            phone.root.addSubview(tabBar)
            let app = BindingApp(.values(.presented(false, detent: .large)), configuration: Self.sheet)
            let button = presentFromButton(app)
            #expect(app.host is DrawerWindowHostView)
            #expect(app.host?.superview === phone.window)
            app.set(.values(.presented(true, detent: .large)))
            app.settle(phone)
            let frame = app.panelFrame
            #expect(close(frame.minX, 0) && close(frame.width, Phone.size.width))
            #expect(close(frame.maxY, Phone.size.height))
            #expect(frame.height > button.frame.height * 10)
            phone.tap(CGPoint(x: 195, y: 800))
            #expect(tabBar.ended == 0, "the drawer covers the tab bar")
        }

        /// At an undimmed detent, touches outside the panel still reach the app behind the
        /// window-level host.
        @Test func undimmedDrawerLetsTouchesThrough() {
            let behind = TouchRecorder(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
            phone.root.addSubview(behind)
            let configuration = DrawerSheetConfiguration(
                detents: [.closed, .medium, .large], largestUndimmedDetentIdentifier: .medium)
            let app = BindingApp(.values(.presented(true, detent: .medium)), configuration: configuration)
            _ = presentFromButton(app)
            app.settle(phone)
            phone.tap(CGPoint(x: 195, y: 200))
            #expect(behind.ended == 1)
            #expect(app.values == .presented(true, detent: .medium))
        }

        /// Finding 3: an edge swipe opens a navigation drawer and writes `true` back.
        @Test func edgeSwipeOpens() {
            let configuration = DrawerSheetConfiguration(
                detents: [.closed, .fraction(0.8, identifier: "open")], behavior: .navigationDrawer(edge: .leading))
            let app = BindingApp(.values(.presented(false, detent: nil)), configuration: configuration)
            _ = presentFromButton(app)
            app.settle(phone)
            phone.drag(from: CGPoint(x: 8, y: 400), to: CGPoint(x: 280, y: 400), duration: 0.3)
            app.settle(phone)
            #expect(app.values == .presented(true, detent: nil))
            #expect(app.host?.detent(app.id) == "open")
        }

        /// Finding 4: a tap on the dimming closes the drawer and writes `false` back.
        @Test func dimmingTapCloses() {
            let app = BindingApp(.values(.presented(true, detent: .medium)), configuration: Self.sheet)
            _ = presentFromButton(app)
            app.settle(phone)
            #expect((app.host?.dimming(app.id) ?? 0) > 0)
            phone.tap(CGPoint(x: 195, y: 150))
            app.settle(phone)
            #expect(app.values == .presented(false, detent: .medium))
            #expect(app.host?.model.isShown(app.id) == false)
        }

        /// Finding 7: a sheet presented over a sheet shares the window's one host, so the
        /// stacking rules apply: the later one takes input and dims the one below.
        @Test func sheetOverSheetSharesOneHost() {
            let first = BindingApp(.values(.presented(true, detent: .large)), configuration: Self.sheet)
            let second = BindingApp(.values(.presented(false, detent: .medium)), configuration: Self.sheet)
            _ = presentFromButton(first)
            first.settle(phone)
            first.anchor.contentView.addSubview(second.anchor)
            phone.window.layoutIfNeeded()
            second.set(.values(.presented(true, detent: .medium)))
            second.settle(phone)
            #expect(first.host != nil && first.host === second.host)
            #expect(first.host?.model.ids == [first.id, second.id])
            #expect(first.host?.model.inputDrawer == second.id)
            #expect((first.host?.model.layer(of: first.id)?.coverDimming ?? 0) > 0)
            #expect(first.id != second.id)
        }

        /// Finding 5: a detent's value changed under the same identifier reaches the drawer.
        @Test func detentValueChangedUnderTheSameIdentifier() {
            let app = BindingApp(
                .values(.presented(true, detent: .medium)),
                configuration: DrawerSheetConfiguration(detents: [.closed, .points(300, identifier: .medium)]))
            _ = presentFromButton(app)
            app.settle(phone)
            #expect(close(Phone.size.height - app.panelFrame.minY, 300))
            app.configuration = DrawerSheetConfiguration(detents: [.closed, .points(400, identifier: .medium)])
            app.runUpdates()
            app.settle(phone)
            #expect(close(Phone.size.height - app.panelFrame.minY, 400))
        }

        /// Finding 6: over a fit detent, a list inside the content keeps its own height and
        /// scrolls (the drawer is at its largest detent, so the drag goes to the list).
        @Test func fitDetentOverAScrollViewStillScrolls() {
            let content = IntrinsicContent()
            content.naturalHeight = 300
            let list = makeList()
            content.addSubview(list)
            let app = BindingApp(
                .values(.presented(true, detent: .fit)), configuration: DrawerSheetConfiguration(detents: [.closed, .fit]),
                contentView: content)
            _ = presentFromButton(app)
            app.settle(phone)
            list.frame = content.bounds
            phone.window.layoutIfNeeded()
            #expect(app.host?.detent(app.id) == .fit)
            #expect(list.bounds.height < 400 && list.bounds.height < list.contentSize.height)
            #expect(app.host?.panels[app.id]?.trackedScrollView === list)
            let y = app.panelFrame.minY + 150
            phone.drag(from: CGPoint(x: 195, y: y), to: CGPoint(x: 195, y: y - 200), duration: 0.3)
            app.settle(phone)
            #expect(list.contentOffset.y > 100, "the list scrolled: \(list.contentOffset.y)")
            #expect(app.host?.detent(app.id) == .fit)
        }

        /// `placement: .content` stays an explicit choice: the drawer is drawn over the anchor's
        /// own bounds.
        @Test func contentPlacementStaysInTheAnchor() {
            let app = BindingApp(
                .values(.presented(true, detent: .large)), configuration: Self.sheet, placement: .content)
            let card = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 300))
            phone.root.addSubview(card)
            app.anchor.frame = card.bounds
            card.addSubview(app.anchor)
            phone.window.layoutIfNeeded()
            app.runUpdates()
            app.settle(phone)
            #expect(!(app.host is DrawerWindowHostView))
            let frame = app.panelFrame
            #expect(close(frame.minY, 400) && close(frame.maxY, 700))
        }
    }
}

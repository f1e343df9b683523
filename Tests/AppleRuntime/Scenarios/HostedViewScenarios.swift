import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// Issue 22: what SwiftUI's representable needs from the UIKit half besides the bindings: each
    /// presenting view hears its own drawer's events and context (a shared window host has many),
    /// and the app's own handle and panel fill are laid out by the host.
    @MainActor
    @Suite struct HostedViewScenarios {
        let phone = Phone()

        /// Puts `app`'s anchor in the root and runs SwiftUI's first update.
        func present(_ app: BindingApp) {
            phone.root.addSubview(app.anchor)
            phone.window.layoutIfNeeded()
            app.runUpdates()
        }

        /// Two drawers share the window's host; each presenter hears only its drawer's events,
        /// and a context is pushed when it changes, never while the drawer rests.
        @Test func eventsAndContextsReachOnlyTheirPresenter() {
            let first = BindingApp(.values(.presented(false, detent: .medium)), configuration: BindingScenarios.sheet)
            let second = BindingApp(.values(.presented(false, detent: .medium)), configuration: BindingScenarios.sheet)
            var contexts: [DrawerContentContext] = []
            var firstEvents: [DrawerEvent] = []
            var secondEvents: [DrawerEvent] = []
            first.anchor.presenter.onContext = { contexts.append($0) }
            first.anchor.presenter.onEvent = { firstEvents.append($0) }
            second.anchor.presenter.onEvent = { secondEvents.append($0) }
            present(first)
            present(second)
            #expect(first.host === second.host)
            #expect(!contexts.isEmpty, "the context is pushed when the drawer is added (and its container laid out)")
            let added = contexts.count

            first.set(.values(.presented(true, detent: .medium)))
            first.settle(phone)
            #expect(!firstEvents.isEmpty)
            #expect(secondEvents.isEmpty, "the other presenter hears nothing of this drawer")
            #expect(contexts.last?.detent == .medium)
            #expect(contexts.count > added + 1, "the move is pushed frame by frame")

            let pushed = contexts.count
            _ = phone.settle()
            first.runUpdates()
            #expect(contexts.count == pushed, "nothing is pushed while the drawer rests")
        }

        /// The app's handle covers the handle strip inside the grabber (still VoiceOver's element);
        /// its panel fill covers the panel, rounded as the panel is; the pill's colour is not drawn.
        @Test func hostedHandleAndFillAreLaidOut() {
            let handle = UIView()
            let fill = UIView()
            let app = BindingApp(
                .values(.presented(true, detent: .medium)), configuration: BindingScenarios.sheet,
                views: DrawerPresentationViews(handle: handle, background: fill))
            present(app)
            app.settle(phone)
            let panel = app.panelFrame
            #expect(close(panel.minY, Phone.size.height / 2))
            #expect(handle.superview?.isAccessibilityElement == true)
            #expect(handle.superview?.backgroundColor == nil)
            #expect(close(handle.frame.width, panel.width))
            #expect(close(handle.frame.height, DrawerGrabberView.stripLength))
            #expect(fill.frame.size == panel.size)
            // The fill is the panel's opaque background, rounded per corner (issue 24): the free
            // edge's 12 pt, the edge-attached side square.
            #expect(ShapeScenarios.radii(fill) == [12, 12, 0, 0] && fill.clipsToBounds)
        }
    }
}

import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// Pages driven by a path the app holds (SwiftUI's `drawerPages`, issue 25) through a
    /// binding-presented drawer's anchor: the path becomes pushes and pops in the window's host.
    @MainActor
    @Suite struct PresentedPagesScenarios {
        let phone = Phone()
        let list = SelfSizingContent()
        let app: BindingApp
        /// The views the app made for pages, by id, in the order asked for.
        var made: [(DrawerPage.ID, UIView)] = []

        init() {
            app = BindingApp(
                .values(.presented(true, detent: .fit)),
                configuration: DrawerSheetConfiguration(detents: [.closed, .fit, .large]), contentView: list)
        }

        static let detail = DrawerPage(id: "detail", detents: [.fit, .large])
        static let about = DrawerPage(id: "about", detents: [.fit, .large])
        static let help = DrawerPage(id: "help", detents: [.large])

        var height: CGFloat { Phone.size.height - app.panelFrame.minY }
        var listFit: CGFloat { 240 + DrawerGrabberView.stripLength + Phone.safeArea.bottom }

        /// A page view 480 pt tall holding a list, as a detail page in SwiftUI would.
        static func pageView(_ page: DrawerPage) -> UIView {
            let view = PageContent()
            view.height = page.id == "about" ? 360 : 480
            let list = makeList()
            view.addSubview(list)
            return view
        }

        @Test func thePathPushesPopsOnceAndTracksThePagesList() {
            app.presentFromButton(on: phone)
            app.settle(phone)
            #expect(close(height, listFit), "\(height)")
            var asked: [DrawerPage.ID] = []
            let view: (DrawerPage) -> UIView = { asked.append($0.id); return Self.pageView($0) }

            #expect(app.anchor.setPages([Self.detail, Self.about], view: view))
            #expect(asked == ["detail", "about"])
            #expect(app.host?.currentPage(of: app.id) == "about")
            #expect(close(height, listFit), "no jump at the push")
            app.settle(phone)
            #expect(close(height, 360 + DrawerGrabberView.stripLength + Phone.safeArea.bottom), "\(height)")
            let shown = app.host?.panels[app.id]?.pageViews.last?.view
            #expect(shown?.isHidden == false && list.isHidden)
            #expect(app.host?.panels[app.id]?.trackedScrollView === shown?.subviews.first, "the page's list is tracked")

            // The same path again: nothing is asked for, nothing moves.
            #expect(!app.anchor.setPages([Self.detail, Self.about], view: view))
            #expect(asked == ["detail", "about"])

            // A sibling of `about`: one pop back to `detail`, one push.
            #expect(app.anchor.setPages([Self.detail, Self.help], view: view))
            #expect(asked == ["detail", "about", "help"])
            #expect(app.host?.model.pages(of: app.id).map(\.id) == ["detail", "help"])
            #expect(app.host?.panels[app.id]?.pageViews.map(\.id) == ["detail", "help"], "about's view is gone")
            app.settle(phone)
            #expect(app.host?.detent(app.id) == .large)

            // Back to the drawer's own content: the list shows again at its fit, untracked list gone.
            #expect(app.anchor.setPages([], view: view))
            app.settle(phone)
            #expect(!list.isHidden && app.host?.panels[app.id]?.pageViews.isEmpty == true)
            #expect(close(height, listFit), "\(height)")
            #expect(app.host?.detent(app.id) == .fit)
            #expect(app.host?.panels[app.id]?.tracksScrollView == false, "no list left to track")
        }

        @Test func aPathSetBeforeTheWindowIsAppliedWhenTheAnchorJoinsIt() {
            #expect(!app.anchor.setPages([Self.detail], view: Self.pageView), "no host yet")
            app.presentFromButton(on: phone)
            app.settle(phone)
            #expect(app.host?.currentPage(of: app.id) == "detail")
            #expect(close(height, 480 + DrawerGrabberView.stripLength + Phone.safeArea.bottom), "\(height)")
        }
    }
}

import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// Issue 25, item 5 on the SwiftUI path: a view that did not present the drawer follows what
    /// the window's drawers cover (`DrawerCoveredInsetsObserver`, under SwiftUI's
    /// `onDrawerCoveredInsetsChange`).
    @MainActor
    @Suite struct CoveredInsetsObserverScenarios {
        let phone = Phone()

        static let sheet = DrawerSheetConfiguration(detents: [.closed, .medium, .large])

        @Test func anObserverElsewhereInTheWindowFollowsTheSheetThroughADrag() throws {
            var reported: [UIEdgeInsets] = []
            let observer = DrawerCoveredInsetsObserver { reported.append($0) }
            phone.root.addSubview(observer)
            #expect(reported == [.zero], "the current value when it joins the window")
            let app = BindingApp(.values(.presented(true, detent: .medium)), configuration: Self.sheet)
            app.presentFromButton(on: phone)
            app.settle(phone)
            let host = try #require(app.host)
            #expect(observer.host === host, "one window, one host")
            #expect(reported.last == host.coveredInsets)
            #expect(close(reported.last?.bottom ?? 0, Phone.size.height - app.panelFrame.minY))
            reported.removeAll()
            phone.drag(from: CGPoint(x: 200, y: app.panelFrame.minY + 40), to: CGPoint(x: 200, y: 200), duration: 0.3)
            app.settle(phone)
            #expect(reported.count > 10, "a report per frame the sheet moved: \(reported.count)")
            #expect(reported.allSatisfy { $0.top == 0 && $0.left == 0 && $0.right == 0 })
            #expect(close(reported.last?.bottom ?? 0, Phone.size.height - app.panelFrame.minY))
        }

        @Test func anObserverTakenOutOfTheWindowHearsNothingMoreAndIsNotKeptAlive() {
            var reports = 0
            weak var gone: DrawerCoveredInsetsObserver?
            let app = BindingApp(.values(.presented(true, detent: .medium)), configuration: Self.sheet)
            app.presentFromButton(on: phone)
            app.settle(phone)
            do {
                let observer = DrawerCoveredInsetsObserver { _ in reports += 1 }
                gone = observer
                phone.root.addSubview(observer)
                #expect(reports == 1)
                observer.removeFromSuperview()
            }
            app.set(.values(.presented(true, detent: .large)))
            app.settle(phone)
            #expect(reports == 1, "removed from the window, it hears nothing")
            #expect(gone == nil, "the host holds observers weakly")
        }
    }
}

import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// Issue 47, UIKit: the lines a `UISheetPresentationController` user writes on a presented
    /// sheet — `prefersGrabberVisible`, `selectedDetentIdentifier`, `animateChanges` — written on a
    /// presented drawer controller, read through the window.
    @MainActor
    @Suite struct SheetPresentationNameScenarios {
        let phone = Phone()
        let presenter = UIViewController(nibName: nil, bundle: nil)

        init() {
            phone.window.rootViewController = presenter
            phone.window.layoutIfNeeded()
        }

        /// A presented drawer at medium and large (60 pt below the top), at rest.
        func presentedDrawer(configure: (inout DrawerSheetConfiguration) -> Void = { _ in }) -> DrawerViewController {
            var configuration = DrawerSheetConfiguration(detents: [.medium, .offsetFromFarEdge(60, identifier: .large)])
            configure(&configuration)
            let drawer = DrawerViewController(content: UIViewController(nibName: nil, bundle: nil), configuration: configuration)
            presenter.present(drawer, animated: true)
            phone.settle()
            return drawer
        }

        /// The grabber's pill as drawn: its colour, `nil` when nothing is drawn.
        func drawnGrabber(_ drawer: DrawerViewController) -> UIColor? {
            drawer.sheetView.panels[DrawerSheetView.drawerID]?.grabberView.backgroundColor
        }

        /// `prefersGrabberVisible = false` (UIKit's spelling): no pill is drawn, and the strip at the
        /// top still drags the drawer to large.
        @Test func hiddenGrabberStillDrags() {
            let shown = presentedDrawer()
            #expect(drawnGrabber(shown) != nil, "a drawer shows its grabber by default")
            shown.dismiss(animated: false)
            phone.settle()
            let drawer = presentedDrawer { $0.prefersGrabberVisible = false }
            #expect(drawnGrabber(drawer) == nil, "no pill")
            let top = drawer.sheetView.panelFrame.minY
            phone.drag(from: CGPoint(x: 200, y: top + 6), to: CGPoint(x: 200, y: 70), duration: 0.4)
            phone.settle()
            #expect(drawer.selectedDetentIdentifier == .large, "the strip drags: \(drawer.sheetView.panelFrame)")
        }

        /// `selectedDetentIdentifier` set outside `animateChanges` jumps; inside it, the drawer
        /// moves on its spring; read back, it follows a person's drag.
        @Test func selectedDetentJumpsOrAnimatesAsOnASheet() {
            let drawer = presentedDrawer()
            #expect(drawer.selectedDetentIdentifier == .medium)
            drawer.selectedDetentIdentifier = .large
            #expect(close(drawer.sheetView.panelFrame.minY, 60), "at once: \(drawer.sheetView.panelFrame)")
            drawer.animateChanges { drawer.selectedDetentIdentifier = .medium }
            UIKitDouble.advance(seconds: 0.05)
            let moving = drawer.sheetView.panelFrame.minY
            #expect(moving > 61 && moving < Phone.size.height / 2 - 1, "on its spring: \(moving)")
            phone.settle()
            #expect(close(drawer.sheetView.panelFrame.minY, Phone.size.height / 2))
            drawer.selectedDetentIdentifier = "nowhere"
            #expect(drawer.selectedDetentIdentifier == .medium, "an unknown detent changes nothing")
            drawer.selectedDetentIdentifier = .closed
            phone.settle()
            #expect(drawer.selectedDetentIdentifier == .medium, "a closed detent is no selection")
            #expect(drawer.presentingViewController === presenter, "still presented")
            let top = drawer.sheetView.panelFrame.minY
            phone.drag(from: CGPoint(x: 200, y: top + 20), to: CGPoint(x: 200, y: 80), duration: 0.4)
            phone.settle()
            #expect(drawer.selectedDetentIdentifier == .large, "a person's drag is read back")
            drawer.dismiss(animated: false)
            phone.settle()
            #expect(drawer.selectedDetentIdentifier == nil, "closed: no selected detent")
        }
    }
}

import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// The drawers' geometry for the app behind them, published live by the UIKit host.
    @MainActor
    @Suite struct CoveredInsetsScenarios {
        let phone = Phone()

        @Test func theHostReportsTheCoveredBottomThroughADragAndItsSpring() {
            let sheet = DrawerSheetView(contentView: UIView(), configuration: seed004Configuration())
            var reported: [UIEdgeInsets] = []
            sheet.onCoveredInsetsChange = { reported.append($0) }
            phone.show(sheet)
            sheet.move(to: .medium, animated: false)
            phone.settle()
            #expect(sheet.coveredInsets == UIEdgeInsets(top: 0, left: 0, bottom: 422, right: 0))
            reported.removeAll()
            let start = CGPoint(x: 200, y: 430)
            phone.drag(from: start, to: CGPoint(x: 200, y: 250), duration: 0.3)
            phone.settle()
            #expect(reported.count > 10, "one report per frame it moved")
            #expect(reported.allSatisfy { $0.top == 0 && $0.left == 0 && $0.right == 0 })
            // Each report is where the panel was drawn then.
            #expect(close(reported.last?.bottom ?? 0, Phone.size.height - sheet.panelFrame.minY))
        }

        @Test func aDrawerViewControllerTellsItsDelegate() {
            final class Listener: DrawerViewControllerDelegate {
                var insets: [UIEdgeInsets] = []
                func drawerViewController(_ controller: DrawerViewController, didChangeCoveredInsets insets: UIEdgeInsets) {
                    self.insets.append(insets)
                }
            }
            let listener = Listener()
            let drawer = DrawerViewController(
                content: UIViewController(nibName: nil, bundle: nil), configuration: closableSeed004Configuration())
            drawer.delegate = listener
            phone.show(drawer.view)
            drawer.move(to: .large)
            phone.settle()
            #expect(listener.insets.count > 3)
            #expect(close(listener.insets.last?.bottom ?? 0, 804))
            drawer.sheetView.dismiss()
            phone.settle()
            #expect(listener.insets.last == .zero)
        }

        @Test func aLeadingMenuCoversTheRightInRightToLeft() {
            let host = DrawerHostView(frame: .zero)
            phone.show(host)
            host.addDrawer(
                id: "menu", contentView: UIView(),
                configuration: DrawerSheetConfiguration(
                    detents: [.closed, .fraction(0.8, identifier: "open")], behavior: .navigationDrawer(edge: .leading)),
                initialDetent: "open")
            phone.settle()
            #expect(host.coveredInsets == UIEdgeInsets(top: 0, left: 312, bottom: 0, right: 0))
            phone.window.doubleSetLayoutDirection(.rightToLeft)
            phone.settle()
            #expect(host.coveredInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 312))
        }
    }
}

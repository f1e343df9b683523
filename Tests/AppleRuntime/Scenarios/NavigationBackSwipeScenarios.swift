import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// A leading side drawer hosted in a page of a navigation stack. Its edge swipe and the
    /// stack's back swipe (`interactivePopGestureRecognizer`) start in the same strip, and UIKit
    /// documents no order between them: both orders run. While the stack can pop, the back swipe
    /// wins, as people expect from iOS; at the root the same swipe opens the drawer.
    @MainActor
    @Suite struct NavigationBackSwipeScenarios {
        let phone = Phone()
        let list = UIViewController(nibName: nil, bundle: nil)
        let page = UIViewController(nibName: nil, bundle: nil)
        let host = DrawerHostView(frame: .zero)

        init() {
            page.view.addSubview(host)
            host.addDrawer(
                id: "menu", contentView: UIView(),
                configuration: DrawerSheetConfiguration(
                    detents: [.closed, .fraction(0.8, identifier: "open")], behavior: .navigationDrawer(edge: .leading)),
                initialDetent: .closed)
        }

        /// A navigation stack filling the window: the list, with the drawer's page pushed on it
        /// when `pushed`, else the drawer's page alone at the root.
        func showStack(pushed: Bool, order: UIKitDouble.RecognizerOrder) -> UINavigationController {
            UIKitDouble.recognizerOrder = order
            let navigation = UINavigationController(rootViewController: pushed ? list : page)
            phone.window.rootViewController = navigation
            if pushed { navigation.pushViewController(page, animated: true) }
            host.frame = page.view.bounds
            phone.window.layoutIfNeeded()
            return navigation
        }

        @Test(arguments: [UIKitDouble.RecognizerOrder.hitViewFirst, .windowFirst])
        func whenTheStackCanPopASwipeFromTheLeadingEdgeGoesBack(order: UIKitDouble.RecognizerOrder) {
            let navigation = showStack(pushed: true, order: order)
            #expect(navigation.topViewController === page)
            phone.drag(from: CGPoint(x: 8, y: 400), to: CGPoint(x: 260, y: 400), duration: 0.3)
            phone.settle()
            #expect(navigation.topViewController === list, "the back swipe popped the page")
            #expect(host.detent("menu") == .closed, "the menu stayed closed")
        }

        @Test(arguments: [UIKitDouble.RecognizerOrder.hitViewFirst, .windowFirst])
        func atTheRootTheSameSwipeOpensTheMenu(order: UIKitDouble.RecognizerOrder) {
            let navigation = showStack(pushed: false, order: order)
            phone.drag(from: CGPoint(x: 8, y: 400), to: CGPoint(x: 260, y: 400), duration: 0.3)
            phone.settle()
            #expect(navigation.viewControllers.count == 1)
            #expect(host.detent("menu") == "open")
        }

        @Test(arguments: [UIKitDouble.RecognizerOrder.hitViewFirst, .windowFirst])
        func inRightToLeftTheBackSwipeFromTheRightGoesBack(order: UIKitDouble.RecognizerOrder) {
            let navigation = showStack(pushed: true, order: order)
            phone.window.doubleSetLayoutDirection(.rightToLeft)
            phone.settle()
            phone.drag(from: CGPoint(x: 382, y: 400), to: CGPoint(x: 130, y: 400), duration: 0.3)
            phone.settle()
            #expect(navigation.topViewController === list)
            #expect(host.detent("menu") == .closed)
        }

        @Test func inRightToLeftAtTheRootTheSwipeFromTheRightOpensTheMenu() {
            let navigation = showStack(pushed: false, order: .hitViewFirst)
            phone.window.doubleSetLayoutDirection(.rightToLeft)
            phone.settle()
            phone.drag(from: CGPoint(x: 382, y: 400), to: CGPoint(x: 130, y: 400), duration: 0.3)
            phone.settle()
            #expect(navigation.viewControllers.count == 1)
            #expect(host.detent("menu") == "open")
            #expect(close(host.panelFrame("menu").maxX, Phone.size.width))
        }

        @Test func withTheBackSwipeSwitchedOffTheMenuOpensInAPushedPage() {
            let navigation = showStack(pushed: true, order: .hitViewFirst)
            navigation.interactivePopGestureRecognizer?.isEnabled = false
            phone.drag(from: CGPoint(x: 8, y: 400), to: CGPoint(x: 260, y: 400), duration: 0.3)
            phone.settle()
            #expect(navigation.topViewController === page)
            #expect(host.detent("menu") == "open")
        }
    }
}

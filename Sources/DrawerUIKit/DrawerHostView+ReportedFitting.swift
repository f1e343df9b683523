#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import QuartzCore
    import UIKit

    extension DrawerHostView {
        /// The content of `id` says which of its length counts for fit-to-content detents
        /// (`nil`: none, the host's measurement counts again).
        ///
        /// The host measures the whole content (`measureContent()`); content with a part shown
        /// only when the drawer is large (SwiftUI's `ResizableScrollView` and its `additional:`
        /// section) reports its main part instead, so a measurement taken at large does not move
        /// the fitted detent. The model decides (`DrawerHostModel.setReportedFittingLength`);
        /// a reported section gets the handle strip (`fittingChrome(forMeasurement: false)`).
        public func setReportedContentLength(_ length: CGFloat?, for id: String) {
            guard panels[id] != nil, let options = model.drawerOptions(of: id) else { return }
            update {
                $0.setReportedFittingLength(
                    length, chrome: options.fittingChrome(forMeasurement: false), for: id, time: CACurrentMediaTime())
            }
        }
    }
#endif

import Foundation

extension DrawerConfiguration {
    /// The first detent in ``detents`` that is not ``DrawerDetent/closed``, in the app's order;
    /// `nil` when every detent is closed.
    ///
    /// Where a drawer first rests when the app names no detent and its host promises "its first
    /// open detent" (UIKit's `DrawerHostView.addDrawer`, `DrawerSheetView`): a sheet that lists
    /// `.closed` first, so that it can be swiped away, still appears. It is known before any
    /// container exists, so it does not depend on the detents' lengths. Also the detent seed
    /// 002's drawer leaves undimmed.
    public var firstListedOpenDetent: DrawerDetent.Identifier? {
        detents.first { if case .closed = $0.kind { false } else { true } }?.identifier
    }
}

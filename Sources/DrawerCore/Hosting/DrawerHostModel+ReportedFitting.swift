import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerHostModel {
    /// The content of `id` says which length counts for its fit-to-content detents: `length`
    /// points of content along the drawer's axis, plus `chrome`, what the adapter adds around
    /// content when it measures it (UIKit's grabber strip), so that a report and a measurement
    /// (``setContentFittingLength(_:for:time:)``) are in the same units; `nil` withdraws the
    /// report.
    ///
    /// The adapter measures the whole content, which is right for most content but not for
    /// content with a part that is shown only when the drawer is already large: seed 001's
    /// `ResizableScrollView` shows its `additional:` section at the largest detent, and its
    /// medium detent is fitted to the main section alone. Measured whole at large, that content
    /// would move medium (issue 22, finding 8). So while a report stands it wins over the
    /// measurement; the measurement is still kept, and is followed again once the report is
    /// withdrawn. A drawer resting at a fit detent springs to the new length, as with a
    /// measurement.
    ///
    /// A negative, NaN or infinite `length` is ignored: the report before it (or the
    /// measurement) stays, because a broken reading is no reason to move a drawer. It is checked
    /// before `chrome` is added, so chrome never turns a broken length into a plausible one; a
    /// negative or non-finite `chrome` counts as none.
    ///
    /// - Returns: Whether the report was taken: `false` for an unknown drawer or a length that
    ///   was ignored.
    @discardableResult
    package mutating func setReportedFittingLength(
        _ length: CGFloat?, chrome: CGFloat = 0, for id: ID, time: Double
    ) -> Bool {
        guard contains(id), length.map({ $0.isFinite && $0 >= 0 }) != false else { return false }
        advance(to: time)
        changeFittingLengths(of: id, time: time) { $0.reportedFittingLength = length.map { $0 + chrome.nonNegativeFinite } }
        return true
    }

    /// The length the content of `id` last reported for its fit, chrome included, while the
    /// report stands.
    package func reportedFittingLength(of id: ID) -> CGFloat? { entries[id]?.reportedFittingLength }

    /// The length the fit-to-content detents of `id` follow now: the content's report when there
    /// is one, otherwise the adapter's measurement (`nil` when neither has come).
    package func fittingLength(of id: ID) -> CGFloat? { entries[id]?.effectiveFittingLength }
}

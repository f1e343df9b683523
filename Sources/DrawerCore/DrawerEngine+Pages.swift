import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerEngine {
    /// Replaces the detents and the content's fitting length in one step and heads for
    /// `detent` among the new stops: a page of a paged drawer was pushed or popped.
    ///
    /// The drawer springs on its own spring (the configured one, or the reduce-motion curve)
    /// from where it is now, with the velocity it has, to `detent`; nothing jumps. A settle in
    /// progress is retargeted; a drag in progress continues from where the drawer is (the new
    /// stops' rubber band applies to its further travel; a drawer held farther past the new
    /// stops than that band can stretch is pulled in to the band's limit), and its release
    /// decides where the drawer goes. When `detent` does not resolve (a fit-to-content
    /// detent not measured yet) the drawer keeps its current detent when that still resolves,
    /// else goes to the nearest stop, and heads for `detent` once it resolves, as after
    /// ``setContentFittingLength(_:time:)``. An edge change in `configuration` jumps, as in
    /// ``setConfiguration(_:animated:time:)``.
    public mutating func replaceDetents(
        _ configuration: DrawerConfiguration, contentFittingLength: CGFloat?,
        heading detent: DrawerDetent.Identifier, time: Double
    ) {
        advanceClock(to: time)
        let held = extent
        container.contentFittingLength = contentFittingLength
        requestedDetent = detent
        setConfiguration(configuration, animated: true, time: time)
        // The finger holds the drawer where it is: the new stops' rubber band applies from here
        // on, rather than pulling the drawer under the finger to where it would band now.
        if case .dragging(var session) = phase, extent != held {
            let maximum = layout.maximumExtent
            session.rawExtent = rawExtent(forBanded: held.clamped(to: 0...maximum)).clamped(to: -maximum...(2 * maximum))
            phase = .dragging(session)
            extent = bandedExtent(forRaw: session.rawExtent)
            refreshFrame()
        }
    }
}

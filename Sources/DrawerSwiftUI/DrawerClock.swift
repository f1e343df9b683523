#if canImport(SwiftUI) && (os(iOS) || os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import Foundation

    /// The one clock every SwiftUI input is read on: seconds since the reference date, the scale of
    /// `DragGesture.Value.time` and `TimelineView`'s dates, so the engine sees one time line.
    enum DrawerClock {
        /// `date` in engine seconds.
        static func seconds(_ date: Date) -> Double { date.timeIntervalSinceReferenceDate }

        /// Now, for inputs that carry no time of their own (bindings, accessibility actions).
        static var now: Double { Date().timeIntervalSinceReferenceDate }
    }
#endif

#if os(Linux)
    import CGtk
    import DrawerCore
    import Foundation

    /// One more `GtkScrolledWindow` tracked inside a drawer
    /// (``DrawerHost/trackScrolledWindow(_:axis:in:)``), beside the one given to `addDrawer`:
    /// its key in the model, the axis it scrolls in, and its adjustments.
    @MainActor
    final class DrawerTrackedScrolledWindow {
        /// The window's key in the host model (its address).
        let key: DrawerScrollViewKey
        let window: UnsafeMutablePointer<GtkWidget>
        /// The axis it scrolls in; `nil` follows the drawer's axis.
        let axis: DrawerScrollAxis?
        /// Its vertical and horizontal adjustments, each connected once.
        private let vertical: DrawerScrollBinding
        private let horizontal: DrawerScrollBinding

        init(_ window: UnsafeMutablePointer<GtkWidget>, axis: DrawerScrollAxis?, onChange: @escaping @MainActor () -> Void) {
            self.window = window
            self.axis = axis
            key = Self.key(of: window)
            vertical = DrawerScrollBinding(scrolledWindow: window, vertical: true)
            horizontal = DrawerScrollBinding(scrolledWindow: window, vertical: false)
            vertical.observe(onChange)
            horizontal.observe(onChange)
        }

        /// Stops following the window's adjustments (it is no longer tracked).
        func stopObserving() {
            vertical.stopObserving()
            horizontal.stopObserving()
        }

        /// The key a scrolled window has in the model.
        static func key(of window: UnsafeMutablePointer<GtkWidget>) -> DrawerScrollViewKey {
            DrawerScrollViewKey(rawValue: Int(bitPattern: window))
        }

        /// Its adjustment along an axis (`vertical` or not).
        func binding(vertical isVertical: Bool) -> DrawerScrollBinding { isVertical ? vertical : horizontal }
    }

    /// A scroll view a drawer's scroll tracking reads: its key, axis and the adjustment along the
    /// drawer's axis.
    struct DrawerScrollReading {
        let key: DrawerScrollViewKey
        let axis: DrawerScrollAxis?
        let binding: DrawerScrollBinding
    }

    extension DrawerSlot {
        /// Every scroll view tracked in this drawer: the `scrolledWindow` given to `addDrawer`
        /// (the model's primary view) and those added since, read along the drawer's axis.
        func scrollReadings(vertical: Bool) -> [DrawerScrollReading] {
            var readings: [DrawerScrollReading] = []
            if let scroll { readings.append(DrawerScrollReading(key: .primary, axis: nil, binding: scroll)) }
            for extra in extraScrolls {
                readings.append(DrawerScrollReading(key: extra.key, axis: extra.axis, binding: extra.binding(vertical: vertical)))
            }
            return readings
        }

        /// Whether the drawer tracks any scroll view.
        var tracksScrolling: Bool { scroll != nil || !extraScrolls.isEmpty }
    }
#endif

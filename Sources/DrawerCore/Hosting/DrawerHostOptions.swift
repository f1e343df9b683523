import Foundation

/// What a `DrawerHostModel` needs to know about the toolkit driving it.
package struct DrawerHostOptions: Sendable, Hashable {
    /// Whether the toolkit's drag recognizer reports a drag only after its own minimum distance
    /// (SwiftUI's `DragGesture(minimumDistance:)`, UIKit's pan recognizer). The engines then use
    /// no slop of their own, so the distance is not consumed twice: a finger that travelled 26 pt
    /// moves the drawer 26 pt, as seed 000's unit test expects. The adapter reads the distance to
    /// give its recognizer from `DrawerHostModel.platformMinimumDistance(of:)`.
    ///
    /// GTK's `GtkGestureDrag` reports from the press, so its host leaves this `false`.
    package var platformAppliesMinimumDistance: Bool

    /// Creates options.
    package init(platformAppliesMinimumDistance: Bool = false) {
        self.platformAppliesMinimumDistance = platformAppliesMinimumDistance
    }

    /// GTK: drags are reported from the press.
    package static let reportsFromPress = DrawerHostOptions(platformAppliesMinimumDistance: false)
    /// SwiftUI and UIKit: the platform applies its minimum distance before the first report.
    package static let platformSlop = DrawerHostOptions(platformAppliesMinimumDistance: true)
}

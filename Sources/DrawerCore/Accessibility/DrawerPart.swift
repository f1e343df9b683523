import Foundation

/// The parts of a drawer an app's UI tests look for, each under a fixed accessibility identifier
/// (UIKit's `accessibilityIdentifier`, a GTK widget's name) that every adapter gives it, so a
/// test finds the panel to swipe, the grabber to tap or the dimming to tap away without knowing
/// how the drawer is drawn.
///
/// ```swift
/// // XCUITest, a DrawerSheetView (drawer id "sheet"):
/// app.otherElements[DrawerPart.panel.accessibilityIdentifier(forDrawer: "sheet")].swipeUp()
/// ```
public enum DrawerPart: String, Sendable, CaseIterable {
    /// The panel: the drawer's surface with the app's content.
    case panel
    /// The grabber on the panel's handle strip.
    case grabber
    /// The dimming behind the panel, whose tap closes the drawer.
    case dimming

    /// The identifier of this part of the drawer `id`: `DrawerKit.<id>.<part>`, unique per drawer
    /// of a host and stable across releases (UI tests are written against it).
    public func accessibilityIdentifier(forDrawer id: String) -> String {
        "DrawerKit.\(id).\(rawValue)"
    }
}

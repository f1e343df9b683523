// How the double resolves iOS 26's container-concentric corner radii (issue 35). The rule is the
// documentation's: SwiftUI's `Edge.Corner.Style.concentric(minimum:)` page, "the system calculates
// the corner radius to equal the container shape's corner radius minus the distance between
// corners. If the radius that the system calculates is less than the minimum radius you provide,
// the system uses the minimum radius"; UIKit's `UICornerRadius.containerConcentric(minimum:)` page,
// "calculated using the geometry of the view and its container limited to a minimum radius".
//
// DOUBLE where the pages say nothing:
// - the container is the view's window, and its corner radius the display's, which a scenario
//   sets (`UIKitDouble.displayCornerRadius`, 0 after `reset()`); UIKit finds a view's container
//   itself (a view with its own corner configuration up the hierarchy can be one) and knows the
//   display's radius;
// - "the distance between corners" is the larger of the corner's two distances from the window's
//   sides that meet there (exact for equal insets, as a floating sheet's; the smaller, safer radius
//   otherwise), and a corner past the window's edge is at distance 0;
// - a view outside any window resolves a concentric corner to its minimum.

/// The display's corner radius the double's windows have (points).
@MainActor package enum DoubleDisplay {
    package static var cornerRadius: CGFloat = 0
}

extension UIKitDouble {
    /// The corner radius of the display the scenario's windows are on, for container-concentric
    /// corners; 0 (square, as the double's screens were before) after ``reset()``.
    package static var displayCornerRadius: CGFloat {
        get { DoubleDisplay.cornerRadius }
        set { DoubleDisplay.cornerRadius = newValue }
    }
}

extension UICornerRadius {
    /// How the double prints it in its write log: a fixed radius, or the concentric minimum tagged.
    var doubleDescription: String {
        doubleConcentricMinimum.map { "concentric ≥ \($0)" } ?? "\(doubleFixed)"
    }
}

extension Optional where Wrapped == UICornerRadius {
    var doubleDescription: String { map(\.doubleDescription) ?? "none" }
}

extension UIView {
    /// The four radii the view's corner configuration resolves to on screen, top-left, top-right,
    /// bottom-left, bottom-right (a corner given no radius is square). Double only; UIKit's own
    /// reading is `effectiveRadius(corner:)`.
    package var doubleResolvedCornerRadii: [CGFloat] {
        guard let configuration = storedCornerConfiguration as? UICornerConfiguration else { return [0, 0, 0, 0] }
        let frame = window.map { convert(bounds, to: $0) }
        let size = window?.bounds.size ?? .zero
        let distances: [CGFloat] = frame.map { rect in
            let top = max(0, rect.minY)
            let left = max(0, rect.minX)
            let bottom = max(0, size.height - rect.maxY)
            let right = max(0, size.width - rect.maxX)
            return [max(top, left), max(top, right), max(bottom, left), max(bottom, right)]
        } ?? [.infinity, .infinity, .infinity, .infinity]
        return zip(configuration.doubleRadii, distances).map { radius, distance in
            guard let radius else { return 0 }
            guard let minimum = radius.doubleConcentricMinimum else { return CGFloat(radius.doubleFixed) }
            return max(CGFloat(minimum), DoubleDisplay.cornerRadius - distance)
        }
    }
}

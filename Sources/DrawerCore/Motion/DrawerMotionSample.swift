import Foundation

/// A position and a velocity at one instant of a motion.
///
/// Springs, animations and trackers all answer with this pair so that the engine can carry
/// velocity from one motion into the next (the retargeting invariant). For a
/// `DrawerSpringSolution` the position is the displacement from the spring's rest point;
/// for a `DrawerSpringAnimation` it is the absolute position in points.
package struct DrawerMotionSample: Sendable, Hashable {
    /// The position in points (a displacement from the target for a spring solution).
    package var position: Double
    /// The velocity in points per second.
    package var velocity: Double

    /// Creates a sample from a position (points) and a velocity (points per second).
    ///
    /// The values are stored as given; the motion types that produce samples guarantee they
    /// are finite.
    package init(position: Double, velocity: Double) {
        self.position = position
        self.velocity = velocity
    }

    /// A sample at rest at position 0.
    package static let zero = DrawerMotionSample(position: 0, velocity: 0)
}

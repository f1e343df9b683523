import DrawerCore
import Foundation
import PropertyBased

/// One random host-model operation for the property tests that drive a `DrawerHostModel` with
/// random sequences: a kind, a drawer (an index into three ids) and raw numbers the kind
/// interprets, `a` possibly negative (hostile sizes), `dt` in whole 60 Hz frames.
struct HostOperation: Sendable, CustomStringConvertible {
    var kind: Int
    var drawer: Int
    var a: CGFloat
    var b: CGFloat
    var dt: Double
    var description: String { "\(kind)#\(drawer)(\(a), \(b), +\(dt))" }

    /// Operations whose kind is in `kinds`, for three drawers.
    static func generator(kinds: ClosedRange<Int>) -> Generator<HostOperation, some SendableSequenceType> {
        zip(
            Gen.int(in: kinds), Gen.int(in: 0...2), DrawerGen.length(upTo: 900), DrawerGen.length(upTo: 900),
            Gen.int(in: 0...20), Gen.bool
        )
        .map { kind, drawer, a, b, dt, negate in
            HostOperation(kind: kind, drawer: drawer, a: negate ? -a : a, b: b, dt: Double(dt) / 60)
        }
    }
}

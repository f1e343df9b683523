import DrawerCore
import Foundation
import PropertyBased

/// Generators shared by the property tests: ordinary values mixed with the hostile ones
/// (NaN, infinities, negatives, huge numbers) that real adapters occasionally hand over.
enum DrawerGen {
    static let hostile: [CGFloat] = [
        .nan, .infinity, -.infinity, -1, -0.0, 0, 1e300, -1e300, .leastNonzeroMagnitude, 1e-9,
    ]

    /// A length: usually ordinary, sometimes hostile.
    static func length(upTo maximum: CGFloat = 3000) -> Generator<CGFloat, AnySequence<Any>> {
        zip(Gen.int(in: 0...5), Gen.cgFloat(in: 0...maximum), Gen.int(in: 0...(hostile.count - 1)))
            .map { roll, value, pick in roll == 0 ? hostile[pick] : value }
            .eraseToAny()
    }

    /// An ordinary, finite, positive length.
    static func saneLength(_ range: ClosedRange<CGFloat> = 1...3000) -> Generator<CGFloat, AnySequence<Any>> {
        Gen.cgFloat(in: range).eraseToAny()
    }

    static let edge = Gen<DrawerEdge>.case.eraseToAny()
    static let direction = Gen<DrawerLayoutDirection>.case.eraseToAny()

    static func insets() -> Generator<DrawerInsets, AnySequence<Any>> {
        zip(length(upTo: 200), length(upTo: 200), length(upTo: 200), length(upTo: 200))
            .map { DrawerInsets(top: $0, left: $1, bottom: $2, right: $3) }
            .eraseToAny()
    }

    static func container() -> Generator<DrawerContainer, AnySequence<Any>> {
        zip(length(), length(), insets(), insets(), direction, length(upTo: 2000).optional)
            .map { width, height, safe, obstruction, direction, fitting in
                DrawerContainer(
                    size: CGSize(width: width, height: height), safeArea: safe,
                    obstruction: obstruction, layoutDirection: direction,
                    contentFittingLength: fitting)
            }
            .eraseToAny()
    }

    /// One detent of any kind with a name from a small pool, so duplicates happen.
    static func detent() -> Generator<DrawerDetent, AnySequence<Any>> {
        let names: [DrawerDetent.Identifier] = ["a", "b", "c", "d", "e", .closed, .medium, .large]
        return zip(Gen.int(in: 0...(names.count - 1)), Gen.int(in: 0...6), length(upTo: 1.5))
            .map { pick, kind, value -> DrawerDetent in
                let id = names[pick]
                switch kind {
                case 0: return .fraction(value, identifier: id)
                case 1: return .fractional(divisor: value * 4, identifier: id)
                case 2: return .points(value * 1000, identifier: id)
                case 3: return .offsetFromFarEdge(value * 300, identifier: id)
                case 4: return .fitToContent(identifier: id)
                case 5: return .custom(identifier: id) { context in value < 0.2 ? nil : context.containerLength * value }
                default: return .closed
                }
            }
            .eraseToAny()
    }

    static func detents() -> Generator<[DrawerDetent], AnySequence<Any>> {
        detent().array(of: 0...8).eraseToAny()
    }
}

extension CGFloat {
    var isUsable: Bool { isFinite }
}

extension CGRect {
    var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

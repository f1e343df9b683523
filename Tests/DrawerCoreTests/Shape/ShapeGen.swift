import DrawerCore
import Foundation
import PropertyBased

/// Generators for the shape property tests: detent shapes and shape styles with ordinary and
/// hostile numbers, and containers with a corner radius.
enum ShapeGen {
    static let placement = Gen<DrawerPlacement>.case.eraseToAny()

    static func cornerRule() -> Generator<DrawerCornerRule, AnySequence<Any>> {
        zip(Gen.bool, DrawerGen.length(upTo: 80))
            .map { concentric, value in concentric ? .concentric(minimum: value) : .radius(value) }
            .eraseToAny()
    }

    static func detentShape() -> Generator<DrawerDetentShape, AnySequence<Any>> {
        zip(DrawerGen.length(upTo: 40), DrawerGen.length(upTo: 40), cornerRule(), cornerRule(), DrawerGen.length(upTo: 1.2))
            .map { edge, side, free, corners, blend in
                DrawerDetentShape(edgeInset: edge, sideInset: side, freeCorners: free, edgeCorners: corners, materialBlend: blend)
            }
            .eraseToAny()
    }

    /// A shape style with a partial and a full-height shape and one per-detent shape.
    static func shapeStyle() -> Generator<DrawerShapeStyle, AnySequence<Any>> {
        zip(detentShape(), detentShape(), detentShape(), Gen.int(in: 0...3))
            .map { partial, full, chosen, pick in
                let names: [DrawerDetent.Identifier] = ["a", "b", .medium, .large]
                return DrawerShapeStyle(partial: partial, fullHeight: full, perDetent: [names[pick]: chosen])
            }
            .eraseToAny()
    }

    /// A style with a random shape, maximum width and placement.
    static func style() -> Generator<DrawerStyle, AnySequence<Any>> {
        zip(shapeStyle(), DrawerGen.length(upTo: 1500).optional, placement)
            .map { shape, width, placement in DrawerStyle(crossLength: width, placement: placement, shape: shape) }
            .eraseToAny()
    }

    /// A container, often hostile, with a corner radius.
    static func container() -> Generator<DrawerContainer, AnySequence<Any>> {
        zip(DrawerGen.container(), DrawerGen.length(upTo: 70))
            .map { container, radius in
                var container = container
                container.cornerRadius = radius
                return container
            }
            .eraseToAny()
    }

    /// An ordinary container (finite, positive sizes) with safe areas and a corner radius.
    static func saneContainer() -> Generator<DrawerContainer, AnySequence<Any>> {
        zip(
            DrawerGen.saneLength(100...2000), DrawerGen.saneLength(100...2000), Gen.cgFloat(in: 0...70), Gen.cgFloat(in: 0...40),
            DrawerGen.direction
        )
        .map { width, height, radius, safe, direction in
            DrawerContainer(
                size: CGSize(width: width, height: height), safeArea: DrawerInsets(top: safe, bottom: safe / 2),
                layoutDirection: direction, cornerRadius: radius)
        }
        .eraseToAny()
    }
}

extension DrawerPanelShape {
    /// Every number of the shape, in a fixed order, for comparisons.
    var numbers: [CGFloat] {
        [
            insets.top, insets.left, insets.bottom, insets.right, corners.topLeft, corners.topRight, corners.bottomLeft,
            corners.bottomRight, materialBlend,
        ]
    }
}

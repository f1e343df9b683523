import DrawerCore
import Foundation
import PropertyBased
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Issue 45: the public types that store CG geometry hash it component by component (CGPoint,
/// CGSize and CGRect are not Hashable before iOS 18 and macOS 15). A hand-written `hash(into:)`
/// can drift from `==`: equal values must hash alike, and a value that differs in its geometry
/// alone must hash apart (Hasher is 64-bit and seeded per process, so a collision fails this
/// test with a chance of about 2^-64 per case).
@Suite("Hashing of values that hold CG geometry")
struct GeometryHashingTests {
    /// Coordinates from a small set, so that equal rectangles come up often.
    static let coordinate = Gen.int(in: -3...3).map { CGFloat($0) * 10 }
    /// Whether two rectangles are stored alike, origin and size as written (`==` standardizes).
    static func sameComponents(_ a: CGRect, _ b: CGRect) -> Bool { a.origin == b.origin && a.size == b.size }
    static let rect = zip(coordinate, coordinate, coordinate, coordinate).map {
        CGRect(x: $0, y: $1, width: $2, height: $3)
    }

    @Test("a morph source hashes as it compares")
    func morphSource() async {
        await propertyCheck(count: 300, input: Self.rect, Self.rect, Self.coordinate) { a, b, radius in
            let first = DrawerMorphSource(rect: a, cornerRadius: radius)
            let second = DrawerMorphSource(rect: b, cornerRadius: radius)
            #expect((first == second) == (a == b))
            #expect((first.hashValue == second.hashValue) == (a == b))
        }
    }

    @Test("a morph hashes as it compares")
    func morph() async {
        await propertyCheck(count: 300, input: Self.rect, Self.rect) { a, b in
            let first = DrawerMorph(progress: 0.5, rect: a, corners: DrawerCornerRadii(topLeft: 12, topRight: 12), contentOpacity: 1)
            let second = DrawerMorph(progress: 0.5, rect: b, corners: DrawerCornerRadii(topLeft: 12, topRight: 12), contentOpacity: 1)
            #expect((first.hashValue == second.hashValue) == (first == second))
        }
    }

    @Test("a container and a content context hash their sizes")
    func sizes() async {
        await propertyCheck(count: 300, input: Self.rect, Self.rect) { a, b in
            let first = DrawerContainer(size: a.size), second = DrawerContainer(size: b.size)
            #expect((first.hashValue == second.hashValue) == (first == second))
            let one = DrawerContentContext(detent: .medium, size: a.size, progress: 0, offsetFromDetent: 0, openFraction: 0.5)
            let other = DrawerContentContext(detent: .medium, size: b.size, progress: 0, offsetFromDetent: 0, openFraction: 0.5)
            #expect((one == other) == (a.size == b.size))
            #expect((one.hashValue == other.hashValue) == (one == other))
        }
    }

    @Test("a scroll view snapshot hashes its offset, sizes, translation and velocity")
    func scrollSnapshot() async {
        await propertyCheck(count: 300, input: Self.rect, Self.rect) { a, b in
            let first = DrawerScrollViewSnapshot(
                contentOffset: a.origin, contentSize: a.size, viewportSize: b.size, panTranslation: b.origin,
                panVelocity: a.origin)
            let second = DrawerScrollViewSnapshot(
                contentOffset: b.origin, contentSize: b.size, viewportSize: a.size, panTranslation: a.origin,
                panVelocity: b.origin)
            #expect((first == second) == Self.sameComponents(a, b))
            #expect((first.hashValue == second.hashValue) == (first == second))
        }
    }

    @Test("a rectangle written from its other corner is the same rectangle, and hashes alike")
    func standardizedRectangles() async {
        await propertyCheck(count: 300, input: Self.rect) { a in
            let mirrored = CGRect(x: a.maxX, y: a.maxY, width: -a.width, height: -a.height)
            let first = DrawerMorphSource(rect: a), second = DrawerMorphSource(rect: mirrored)
            #expect(first == second)
            #expect(first.hashValue == second.hashValue)
        }
    }

    @Test("frames of one layout hash apart exactly where they differ, and work as set members")
    func frames() {
        let container = DrawerContainer(size: CGSize(width: 390, height: 844))
        let stops = DrawerDetentResolver(detents: [.closed, .medium, .large]).resolve(in: container, edge: .bottom)
        let layout = DrawerLayout(container: container, edge: .bottom, stops: stops)
        let frames = stride(from: 0, through: 844, by: 4).map { layout.frame(extent: CGFloat($0)) }
        let again = stride(from: 0, through: 844, by: 4).map { layout.frame(extent: CGFloat($0)) }
        #expect(Set(frames).count == frames.count)
        #expect(Set(frames + again).count == frames.count)
        for (frame, twin) in zip(frames, again) {
            #expect(frame.hashValue == twin.hashValue)
        }
    }
}

import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Hashing of CoreGraphics geometry by its components.
///
/// On Apple platforms `CGPoint`, `CGSize` and `CGRect` are `Hashable` only from iOS 18, macOS 15,
/// tvOS 18 and watchOS 11; on Linux, swift-corelibs-foundation makes them `Hashable` always. A type
/// that lets Swift synthesize `Hashable` over them compiles without a word on a newer SDK, even
/// when it deploys to iOS 16 (swiftlang/swift#77821), and then fails at run time on iOS 16 and 17
/// where those conformances do not exist. So the rule in DrawerCore: a type that stores CG
/// geometry is `Equatable` by synthesis (their `==` exists on every version) and writes its own
/// `hash(into:)` through these, which only combine `CGFloat`s. `Checks/AppleSDK/check-coregraphics-use.py`
/// (part of `make test`) enforces it.
extension Hasher {
    /// Combines a point as its two coordinates.
    mutating func combine(point: CGPoint) {
        combine(point.x)
        combine(point.y)
    }

    /// Combines a size as its width and height.
    mutating func combine(size: CGSize) {
        combine(size.width)
        combine(size.height)
    }

    /// Combines a rectangle as its standardized origin and size: CGRect's `==` compares
    /// rectangles standardized (a negative width is the same rectangle drawn from its other
    /// corner), so equal rectangles must hash alike whichever way they were written.
    mutating func combine(rect: CGRect) {
        let standard = rect.standardized
        combine(point: standard.origin)
        combine(size: standard.size)
    }
}

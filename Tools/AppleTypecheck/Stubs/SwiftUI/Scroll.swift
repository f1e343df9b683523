// Declarations DrawerSwiftUI's scrolling uses (see Core.swift for the rules and the citation
// legend): the system scroll view and lazy stack of DrawerScrollView, the UIKit representable
// through which a drawer finds the `UIScrollView` under a SwiftUI scroll view (iOS), the
// equatable wrapper that keeps the app's content from being rebuilt per frame, and the
// simultaneous gesture the panel's drag becomes over a tracked list.
//
// NOTE on the citations: every declaration here is `doc page`, in a different sense from the
// legend's. The 18.0 interface files do exist in the public copy (Core.swift's stand-ins were read
// in them), but these declarations were added later and were not located in them within this
// change's look-ups (the SwiftUI interface is 1.37 MB, read 16 kB at a time, not in alphabetical
// order). Each was checked against its Apple documentation page instead, which shows the current
// SDK's spelling: there the content closures are marked `@ContentBuilder`, a builder newer than
// the iOS 18.0 SDK, whose spelling is `@ViewBuilder` as everywhere else in these stand-ins. The
// module named is the one the documentation snapshot gives; the 18.0 split was not verified.
// Reading them in the 18.0 text (and marking them `seen`) is left to the next stand-in review.
#if canImport(UIKit)
    import UIKit
#endif

// sdk: SwiftUICore, seen (`@frozen public enum Axis : Swift.Int8, Swift.CaseIterable`; Equatable,
// Hashable, RawRepresentable and Sendable are extensions at the end of the file)
// · doc: https://developer.apple.com/documentation/swiftui/axis
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal
    case vertical

    // sdk: SwiftUICore, seen (`@frozen public struct Set : Swift.OptionSet`; Sendable: an extension at
    // the end of the file) · doc: https://developer.apple.com/documentation/swiftui/axis/set
    @frozen public struct Set: OptionSet, Sendable {
        public typealias Element = Axis.Set
        // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/axis/set/rawvalue
        public let rawValue: Int8
        // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/axis/set/init(rawvalue:)
        public init(rawValue: Int8) { self.rawValue = rawValue }
        // sdk: SwiftUICore, seen (the raw values are the stand-in's: the interface declares the
        // constants without them) · doc: https://developer.apple.com/documentation/swiftui/axis/set/horizontal
        public static let horizontal = Axis.Set(rawValue: 1)
        // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/axis/set/vertical
        public static let vertical = Axis.Set(rawValue: 2)
    }
}

// sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/scrollview
@MainActor @preconcurrency public struct ScrollView<Content>: View where Content: View {
    // sdk: SwiftUI, doc page (`init(_:showsIndicators:content:)`, iOS 13; the documentation marks
    // it deprecated from 27.0 in favour of `init(_:content:)`, which DrawerKit's call
    // `ScrollView(.vertical) { … }` resolves to there) · doc: https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
    nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// sdk: SwiftUICore, doc page (iOS 14) · doc: https://developer.apple.com/documentation/swiftui/pinnedscrollableviews
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct PinnedScrollableViews: OptionSet, Sendable {
    // sdk: SwiftUICore, doc page (`init(rawValue: UInt32)`) · doc: https://developer.apple.com/documentation/swiftui/pinnedscrollableviews
    public let rawValue: UInt32
    // sdk: SwiftUICore, doc page · doc: https://developer.apple.com/documentation/swiftui/pinnedscrollableviews
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    // sdk: SwiftUICore, doc page · doc: https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/sectionheaders
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    // sdk: SwiftUICore, doc page · doc: https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/sectionfooters
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

// sdk: SwiftUI, doc page (iOS 14) · doc: https://developer.apple.com/documentation/swiftui/lazyvstack
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct LazyVStack<Content>: View where Content: View {
    // sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:)
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/equatableview
@frozen @MainActor @preconcurrency public struct EquatableView<Content>: View where Content: Equatable, Content: View {
    // sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/equatableview/content
    public var content: Content
    // sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/equatableview/init(content:)
    nonisolated public init(content: Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension View where Self: Equatable {
    // sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/view/equatable()
    nonisolated public func equatable() -> EquatableView<Self> { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    // sdk: SwiftUICore, seen (in the same extension as `gesture(_:including:)`; the availability is
    // that extension's) · doc: https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:)
    nonisolated public func simultaneousGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T: Gesture { fatalError() }
}

#if canImport(UIKit)
    // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentable
    // DEVIATION: `sizeThatFits(_:uiView:context:)` (iOS 16, defaulted), the `LayoutOptions`
    // typealias and the underscored requirements are left out; the adapters use none of them.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @preconcurrency @MainActor public protocol UIViewRepresentable: View where Self.Body == Never {
        associatedtype UIViewType: UIView
        // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
        @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
        // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
        @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
        // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
        @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
        associatedtype Coordinator = Void
        // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
        @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
        // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context
        typealias Context = UIViewRepresentableContext<Self>
    }

    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    @available(macOS, unavailable)
    extension UIViewRepresentable where Self.Coordinator == Void {
        // sdk: SwiftUI, seen (`extension SwiftUI.UIViewRepresentable where Self.Coordinator == ()`)
        // · doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
        @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { fatalError() }
    }

    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    @available(macOS, unavailable)
    extension UIViewRepresentable {
        // sdk: SwiftUI, seen (the requirement's default) · doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
        @MainActor @preconcurrency public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) { fatalError() }
        // sdk: SwiftUI, seen (`@MainActor @preconcurrency public var body: Swift.Never { get }`)
        // · doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentable
        @MainActor @preconcurrency public var body: Never { fatalError() }
    }

    // sdk: SwiftUI, seen (Sendable: an extension at the end of the file, below; `transaction`,
    // `environment` and the iOS 18 `animate(changes:completion:)` are left out, as unused)
    // · doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @preconcurrency @MainActor public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {
        // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator
        @MainActor @preconcurrency public let coordinator: Representable.Coordinator
    }

    // sdk: SwiftUI, seen (`extension SwiftUI.UIViewRepresentableContext : Swift.Sendable {}`, with the
    // struct's availability) · doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    extension UIViewRepresentableContext: Sendable {}
#endif

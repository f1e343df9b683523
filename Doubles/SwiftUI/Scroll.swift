// Declarations DrawerSwiftUI's scrolling uses (see Core.swift for the rules and the citation
// legend): the system scroll view and lazy stack of DrawerScrollView, the UIKit representable
// through which a drawer finds the `UIScrollView` under a SwiftUI scroll view (iOS), the
// equatable wrapper that keeps the app's content from being rebuilt per frame, and the
// simultaneous gesture the panel's drag becomes over a tracked list.
//
// Citations: all 28 declarations here are `seen` in the iOS 18.0 interface text (29 with
// GestureMask.subviews, now a member in Input.swift): Axis, simultaneousGesture(_:including:) and
// PinnedScrollableViews (≈669k) in SwiftUICore; ScrollView, LazyVStack (≈141k), EquatableView and
// equatable() (≈836k) and UIViewRepresentable(Context) in SwiftUI. The offsets are approximate
// character offsets in those files, which are 0.98 and 1.37 MB and in source-file order, not
// alphabetical; where the rest was read is in docs/APPLE.md ("Where the stand-ins come from").
// Reading them changed LazyVStack and EquatableView: both gained the unavailable Sendable
// extension the interface declares, and EquatableView its iOS 13 availability and the explicit
// isolation of `content`. The documentation pages show the current SDK's spelling, where the
// content closures are marked `@ContentBuilder`, a builder newer than the iOS 18.0 SDK, whose
// spelling is `@ViewBuilder` as in the `seen` initializers here.
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

// sdk: SwiftUI, seen (`content`, `axes`, `showsIndicators` and the deprecated `_alwaysBounceAxes` are
// left out, as unused) · doc: https://developer.apple.com/documentation/swiftui/scrollview
// DEVIATION: the SDK's `body` is opaque (`some View`); as for Button in Shapes.swift, `Body` is
// `Never` here.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct ScrollView<Content>: View where Content: View {
    // sdk: SwiftUI, seen (deprecated from "100000.0", i.e. to be deprecated: no warning in the 18.0
    // SDK) · doc: https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier")
    nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        doubleAxes = axes
        doubleContent = content()
    }
    nonisolated(unsafe) package var doubleAxes: Axis.Set
    nonisolated(unsafe) package var doubleContent: Content
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(*, unavailable)
extension ScrollView: Sendable {}

extension ScrollView {
    // sdk: SwiftUI, seen (`@_alwaysEmitIntoClient`, forwarding to the initializer above with
    // `showsIndicators: true`; DrawerKit's `ScrollView(.vertical) { … }` resolves to it)
    // · doc: https://developer.apple.com/documentation/swiftui/scrollview/init(_:content:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.init(axes, showsIndicators: true, content: content)
    }
}

// sdk: SwiftUICore, seen (≈669k: `public struct PinnedScrollableViews : Swift.OptionSet,
// Swift.Sendable`, not `@frozen`, Sendable in the declaration; `ArrayLiteralElement`, `Element` and
// `RawValue` are typealiases the conformance infers) · doc: https://developer.apple.com/documentation/swiftui/pinnedscrollableviews
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct PinnedScrollableViews: OptionSet, Sendable {
    // sdk: SwiftUICore, seen (`public let rawValue: Swift.UInt32`) · doc: https://developer.apple.com/documentation/swiftui/pinnedscrollableviews
    public let rawValue: UInt32
    // sdk: SwiftUICore, seen (`public init(rawValue: Swift.UInt32)`) · doc: https://developer.apple.com/documentation/swiftui/pinnedscrollableviews
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    // sdk: SwiftUICore, seen (the raw values are the stand-in's: the interface declares the
    // constants without them) · doc: https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/sectionheaders
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/sectionfooters
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

// sdk: SwiftUI, seen (≈141k: `@_Concurrency.MainActor @preconcurrency public struct
// LazyVStack<Content> : SwiftUICore.View where Content : SwiftUICore.View`, iOS 14, not `@frozen`;
// Sendable is an unavailable extension right after it, below)
// · doc: https://developer.apple.com/documentation/swiftui/lazyvstack
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct LazyVStack<Content>: View where Content: View {
    // sdk: SwiftUI, seen (`nonisolated public init(alignment: SwiftUICore.HorizontalAlignment = .center,
    // spacing: CoreFoundation.CGFloat? = nil, pinnedViews: SwiftUICore.PinnedScrollableViews = .init(),
    // @SwiftUICore.ViewBuilder content: () -> Content)`) · doc: https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:)
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        doubleSpacing = spacing
        doubleContent = content()
    }
    nonisolated(unsafe) package var doubleSpacing: CGFloat?
    nonisolated(unsafe) package var doubleContent: Content
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(*, unavailable)
extension LazyVStack: Sendable {}

// sdk: SwiftUI, seen (≈836k: `@frozen @_Concurrency.MainActor @preconcurrency public struct
// EquatableView<Content> : SwiftUICore.View where Content : Swift.Equatable, Content :
// SwiftUICore.View`, iOS 13; Sendable is an unavailable extension right after it, below)
// · doc: https://developer.apple.com/documentation/swiftui/equatableview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency public struct EquatableView<Content>: View where Content: Equatable, Content: View {
    // sdk: SwiftUI, seen (`@_Concurrency.MainActor @preconcurrency public var content: Content`)
    // · doc: https://developer.apple.com/documentation/swiftui/equatableview/content
    @MainActor @preconcurrency public var content: Content {
        get { doubleContent }
        set { doubleContent = newValue }
    }
    /// DOUBLE: the storage behind `content`.
    nonisolated(unsafe) package var doubleContent: Content
    // sdk: SwiftUI, seen (`@inlinable nonisolated public init(content: Content)`, the body
    // `self.content = content`) · doc: https://developer.apple.com/documentation/swiftui/equatableview/init(content:)
    nonisolated public init(content: Content) { doubleContent = content }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(*, unavailable)
extension EquatableView: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View where Self: Equatable {
    // sdk: SwiftUI, seen (≈836k, right after EquatableView: `@inlinable nonisolated public func
    // equatable() -> SwiftUI.EquatableView<Self>`, the body `return EquatableView(content: self)`;
    // the availability is its extension's) · doc: https://developer.apple.com/documentation/swiftui/view/equatable()
    nonisolated public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    // sdk: SwiftUICore, seen (in the same extension as `gesture(_:including:)`; the availability is
    // that extension's) · doc: https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:)
    // DOUBLE: SwiftUI gestures are not modelled; traps when evaluated.
    nonisolated public func simultaneousGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T: Gesture { modifier(DoubleUnmodeled(name: "simultaneousGesture")) }
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
        @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { () }
    }

    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    @available(macOS, unavailable)
    extension UIViewRepresentable {
        // sdk: SwiftUI, seen (the requirement's default) · doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
        @MainActor @preconcurrency public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
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
        // The update's environment and transaction, which SwiftUI hands to every make/update call.
        // sdk: SwiftUI, doc page (the declaration page lists `var transaction: Transaction`; an
        // interface-text copy in a public re-implementation shows `@MainActor @preconcurrency public
        // var transaction: Transaction { get }`) · doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/transaction
        @MainActor @preconcurrency public var transaction: Transaction { doubleTransaction }
        // sdk: SwiftUI, doc page (`var environment: EnvironmentValues`, as above) · doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/environment
        @MainActor @preconcurrency public var environment: EnvironmentValues { doubleEnvironment }
        nonisolated(unsafe) package var doubleTransaction: Transaction
        nonisolated(unsafe) package var doubleEnvironment: EnvironmentValues
    }

    // sdk: SwiftUI, seen (`extension SwiftUI.UIViewRepresentableContext : Swift.Sendable {}`, with the
    // struct's availability) · doc: https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    extension UIViewRepresentableContext: Sendable {}
#endif

// Layout declarations (see Core.swift for the rules and the citation legend).

// sdk: SwiftUICore, seen (Sendable: an extension at the end of the file) · doc: https://developer.apple.com/documentation/swiftui/alignment
@frozen public struct Alignment: Equatable, Sendable {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/alignment/center
    public static let center = Alignment(0, 0)
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/alignment/top
    public static let top = Alignment(0, -1)
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/alignment/bottom
    public static let bottom = Alignment(0, 1)
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/alignment/leading
    public static let leading = Alignment(-1, 0)
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/alignment/trailing
    public static let trailing = Alignment(1, 0)
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/alignment/topleading
    public static let topLeading = Alignment(-1, -1)
    /// DOUBLE: where the alignment puts a child on each axis: -1 leading/top, 0 centre, 1 trailing/bottom.
    package let doubleHorizontal: Int8
    package let doubleVertical: Int8
    private init(_ horizontal: Int8, _ vertical: Int8) {
        doubleHorizontal = horizontal
        doubleVertical = vertical
    }
}

// sdk: SwiftUICore, seen (Sendable: an extension at the end of the file) · doc: https://developer.apple.com/documentation/swiftui/horizontalalignment
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/horizontalalignment/center
    public static let center = HorizontalAlignment(0)
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
    public static let leading = HorizontalAlignment(-1)
    /// DOUBLE: -1 leading, 0 centre.
    package let doubleHorizontal: Int8
    private init(_ horizontal: Int8) { doubleHorizontal = horizontal }
}

// sdk: SwiftUICore, seen (Sendable: an extension at the end of the file) · doc: https://developer.apple.com/documentation/swiftui/edgeinsets
@frozen public struct EdgeInsets: Equatable, Sendable {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/edgeinsets/top
    public var top: CGFloat
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/edgeinsets/leading
    public var leading: CGFloat
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/edgeinsets/bottom
    public var bottom: CGFloat
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/edgeinsets/trailing
    public var trailing: CGFloat
}

// sdk: SwiftUICore, seen (Sendable: an extension at the end of the file)
// · doc: https://developer.apple.com/documentation/swiftui/edge
@frozen public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/edge/set
    @frozen public struct Set: OptionSet, Sendable {
        public typealias Element = Edge.Set
        // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/edge/set/rawvalue
        public let rawValue: Int8
        // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/edge/set/init(rawvalue:)
        public init(rawValue: Int8) { self.rawValue = rawValue }
        // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/edge/set/all
        public static let all = Set(rawValue: 15)
        // sdk: SwiftUICore, doc page (`static let top: Edge.Set`; its raw value is the set of
        // `Edge.top`, 1 << 0, as every `Edge.Set.init(_:)` makes) · doc: https://developer.apple.com/documentation/swiftui/edge/set/top
        public static let top = Set(rawValue: 1 << Edge.top.rawValue)
        // sdk: SwiftUICore, doc page (as `top`) · doc: https://developer.apple.com/documentation/swiftui/edge/set/leading
        public static let leading = Set(rawValue: 1 << Edge.leading.rawValue)
        // sdk: SwiftUICore, doc page (as `top`) · doc: https://developer.apple.com/documentation/swiftui/edge/set/bottom
        public static let bottom = Set(rawValue: 1 << Edge.bottom.rawValue)
        // sdk: SwiftUICore, doc page (as `top`) · doc: https://developer.apple.com/documentation/swiftui/edge/set/trailing
        public static let trailing = Set(rawValue: 1 << Edge.trailing.rawValue)
    }
}

// sdk: SwiftUICore, seen (Sendable: an extension at the end of the file) · doc: https://developer.apple.com/documentation/swiftui/safearearegions
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/safearearegions/rawvalue
    public let rawValue: UInt
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/safearearegions/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/safearearegions/all
    public static let all = SafeAreaRegions(rawValue: 3)
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/safearearegions/container
    public static let container = SafeAreaRegions(rawValue: 1)
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/layoutdirection
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/coordinatespace
public enum CoordinateSpace {
    case global
    case local
    case named(AnyHashable)
}

@available(*, unavailable)
extension CoordinateSpace: Sendable {}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol CoordinateSpaceProtocol {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/coordinatespace
    var coordinateSpace: CoordinateSpace { get }
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/namedcoordinatespace
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/namedcoordinatespace/coordinatespace
    public var coordinateSpace: CoordinateSpace { .named(doubleName) }
    package let doubleName: AnyHashable
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/namedcoordinatespace
    public static func == (a: NamedCoordinateSpace, b: NamedCoordinateSpace) -> Bool { a.doubleName == b.doubleName }
}

@available(*, unavailable)
extension NamedCoordinateSpace: Sendable {}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/localcoordinatespace
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/localcoordinatespace/init()
    public init() {}
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/localcoordinatespace/coordinatespace
    public var coordinateSpace: CoordinateSpace { .local }
}

@available(*, unavailable)
extension LocalCoordinateSpace: Sendable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/named(_:)
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(doubleName: AnyHashable(name)) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/local
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/zstack
@frozen @MainActor @preconcurrency public struct ZStack<Content>: View where Content: View {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        doubleAlignment = alignment
        doubleContent = content()
    }
    nonisolated(unsafe) package var doubleAlignment: Alignment
    nonisolated(unsafe) package var doubleContent: Content
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(*, unavailable)
extension ZStack: Sendable {}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/vstack
@frozen @MainActor @preconcurrency public struct VStack<Content>: View where Content: View {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        doubleSpacing = spacing
        doubleContent = content()
    }
    nonisolated(unsafe) package var doubleSpacing: CGFloat?
    nonisolated(unsafe) package var doubleContent: Content
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(*, unavailable)
extension VStack: Sendable {}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/geometryreader
@frozen @MainActor @preconcurrency public struct GeometryReader<Content>: View where Content: View {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { doubleContent = content }
    nonisolated(unsafe) package var doubleContent: (GeometryProxy) -> Content
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(*, unavailable)
extension GeometryReader: Sendable {}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/geometryproxy
public struct GeometryProxy {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/geometryproxy/size
    public var size: CGSize { doubleSize }
    /// DOUBLE: the size the reader was given and its frame in the window.
    package let doubleSize: CGSize
    package let doubleGlobalFrame: CGRect
    package init(doubleSize: CGSize, globalFrame: CGRect) {
        self.doubleSize = doubleSize
        doubleGlobalFrame = globalFrame
    }
    /// DOUBLE: global is the window's space, local the reader's own; named spaces are not modelled.
    func doubleFrame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .global: doubleGlobalFrame
        case .local: CGRect(origin: .zero, size: doubleSize)
        case .named: fatalError("DOUBLE: named coordinate spaces are not modelled")
        }
    }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets
    // DOUBLE: the reader's own safe area is not modelled (always zero).
    public var safeAreaInsets: EdgeInsets { EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)-6wkaj
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
    @_disfavoredOverload public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { doubleFrame(in: coordinateSpace) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension GeometryProxy {
    // sdk: SwiftUICore, seen (the iOS 17 overload) · doc: https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { doubleFrame(in: coordinateSpace.coordinateSpace) }
}

@available(*, unavailable)
extension GeometryProxy: Sendable {}

// sdk: SwiftUICore, seen (a plain struct: no global actor) · doc: https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/foreach/data
    public var data: Data
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/foreach/content
    public var content: (Data.Element) -> Content
    /// DOUBLE: each element's identity.
    package let doubleID: (Data.Element) -> ID
}

@available(*, unavailable)
extension ForEach: Sendable {}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/foreach
extension ForEach: View where Content: View {
    public typealias Body = Never
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/foreach
    @MainActor @preconcurrency public var body: Never { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        doubleID = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/foreach/init(_:content:) (the Range<Int> overload)
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        doubleID = { $0 }
    }
}

extension ForEach where Content: View {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        doubleID = { $0[keyPath: id] }
    }
}

extension View {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        doubleWrap { .frame(DoubleFrameSpec(width: width, height: height, alignment: alignment), $0) }
    }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        doubleWrap {
            .frame(
                DoubleFrameSpec(
                    minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, alignment: alignment), $0)
        }
    }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { doubleWrap { .offset(CGSize(width: x, height: y), $0) } }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
    nonisolated public func padding(_ length: CGFloat) -> some View {
        doubleWrap { .padding(EdgeInsets(top: length, leading: length, bottom: length, trailing: length), $0) }
    }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    // DOUBLE: the default padding is 16 pt (SwiftUI's is platform-chosen).
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = length ?? 16
        func side(_ edge: Edge) -> CGFloat { edges.contains(Edge.Set(rawValue: 1 << edge.rawValue)) ? value : 0 }
        return doubleWrap {
            .padding(EdgeInsets(top: side(.top), leading: side(.leading), bottom: side(.bottom), trailing: side(.trailing)), $0)
        }
    }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        doubleWrap { .fixedSize(horizontal: horizontal, vertical: vertical, $0) }
    }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:)
    nonisolated public func clipped(antialiased: Bool = false) -> some View { doubleContainer { $0.clips = true } }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
    // DOUBLE: hosted content is laid out in the hosting view's safe area; this modifier lays its
    // content out over the whole hosting view instead (whichever regions and edges are named).
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        doubleWrap { .ignoresSafeArea($0) }
    }
    // sdk: SwiftUI, seen (declared in SwiftUI, not SwiftUICore) · doc: https://developer.apple.com/documentation/swiftui/view/coordinatespace(name:)
    // DOUBLE: named spaces are not modelled; traps when evaluated.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
    nonisolated public func coordinateSpace<T>(name: T) -> some View where T: Hashable { modifier(DoubleUnmodeled(name: "coordinateSpace(name:)")) }
    // sdk: SwiftUI, seen (declared in SwiftUI, not SwiftUICore) · doc: https://developer.apple.com/documentation/swiftui/view/coordinatespace(_:)
    // DOUBLE: named spaces are not modelled; traps when evaluated.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { modifier(DoubleUnmodeled(name: "coordinateSpace(_:)")) }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View {
        modifier(DoubleDecoration(decoration: content(), alignment: alignment, isOverlay: true))
    }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View {
        modifier(DoubleDecoration(decoration: content(), alignment: alignment, isOverlay: false))
    }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/view/opacity(_:)
    nonisolated public func opacity(_ opacity: Double) -> some View { doubleContainer { $0.opacity = CGFloat(opacity) } }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/view/id(_:)
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { modifier(DoubleExplicitIdentity(id: AnyHashable(id))) }
    // sdk: SwiftUI, seen (declared in SwiftUI, not SwiftUICore) · doc: https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { doubleContainer { $0.allowsHitTesting = enabled } }
    // sdk: SwiftUI, seen (declared in SwiftUI, not SwiftUICore) · doc: https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
    // DOUBLE: the double's hit-testing is UIKit's, by frames; a content shape changes nothing.
    nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape { doublePassThrough() }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/view/cornerradius(_:antialiased:)
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        doubleContainer {
            $0.clips = true
            $0.cornerRadius = radius
        }
    }
}

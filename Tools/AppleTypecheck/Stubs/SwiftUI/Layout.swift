// Layout declarations (see Core.swift for the rules of this stand-in).

// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/alignment/center
    public static let center = Alignment()
    // https://developer.apple.com/documentation/swiftui/alignment/top
    public static let top = Alignment()
    // https://developer.apple.com/documentation/swiftui/alignment/bottom
    public static let bottom = Alignment()
    // https://developer.apple.com/documentation/swiftui/alignment/leading
    public static let leading = Alignment()
    // https://developer.apple.com/documentation/swiftui/alignment/trailing
    public static let trailing = Alignment()
    // https://developer.apple.com/documentation/swiftui/alignment/topleading
    public static let topLeading = Alignment()
    private init() {}
}

// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/horizontalalignment/center
    public static let center = HorizontalAlignment()
    // https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
    public static let leading = HorizontalAlignment()
    private init() {}
}

// https://developer.apple.com/documentation/swiftui/edgeinsets
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
}

// https://developer.apple.com/documentation/swiftui/edge
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing
    // https://developer.apple.com/documentation/swiftui/edge/set
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        // https://developer.apple.com/documentation/swiftui/edge/set/all
        public static let all = Set(rawValue: 15)
    }
}

// https://developer.apple.com/documentation/swiftui/safearearegions
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/swiftui/safearearegions/all
    public static let all = SafeAreaRegions(rawValue: 3)
    // https://developer.apple.com/documentation/swiftui/safearearegions/container
    public static let container = SafeAreaRegions(rawValue: 1)
}

// https://developer.apple.com/documentation/swiftui/layoutdirection
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

// https://developer.apple.com/documentation/swiftui/coordinatespace
public enum CoordinateSpace {
    case global
    case local
    case named(AnyHashable)
}

// https://developer.apple.com/documentation/swiftui/zstack
public struct ZStack<Content: View>: View {
    // https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/vstack
public struct VStack<Content: View>: View {
    // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/geometryreader
public struct GeometryReader<Content: View>: View {
    // https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/geometryproxy
public struct GeometryProxy {
    // https://developer.apple.com/documentation/swiftui/geometryproxy/size
    public var size: CGSize { fatalError() }
    // https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets
    public var safeAreaInsets: EdgeInsets { fatalError() }
    // https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)-6wkaj
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}
extension ForEach: View where Content: View {
    public var body: Never { fatalError() }
}
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}
extension ForEach where Content: View {
    // https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
    nonisolated public func padding(_ length: CGFloat) -> some View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:)
    nonisolated public func clipped(antialiased: Bool = false) -> some View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/coordinatespace(name:)
    nonisolated public func coordinateSpace<T>(name: T) -> some View where T: Hashable { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/background(_:alignment:)
    nonisolated public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View where Background: View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/opacity(_:)
    nonisolated public func opacity(_ opacity: Double) -> some View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/id(_:)
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
    nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape { fatalError() }
}

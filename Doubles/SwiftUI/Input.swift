// Gestures, time and accessibility (see Core.swift for the rules and the citation legend).

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/gesture
// DEVIATION: the `Body` requirement and `_makeGesture` are left out; nothing here composes
// gestures through `body`.
@preconcurrency @MainActor public protocol Gesture<Value> {
    associatedtype Value
}

// sdk: SwiftUICore, seen (Sendable: an extension at the end of the file) · doc: https://developer.apple.com/documentation/swiftui/gesturemask
@frozen public struct GestureMask: OptionSet, Sendable {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/gesturemask/rawvalue
    public let rawValue: UInt32
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/gesturemask/init(rawvalue:)
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/gesturemask/none
    public static let none = GestureMask([])
    // sdk: SwiftUICore, seen (`public static let subviews: SwiftUICore.GestureMask`; the raw values
    // here are the stand-in's, the interface declares the constants without them)
    // · doc: https://developer.apple.com/documentation/swiftui/gesturemask/subviews
    public static let subviews = GestureMask(rawValue: 2)
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/gesturemask/all
    public static let all = GestureMask(rawValue: 3)
}

// sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/draggesture
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency public struct DragGesture: Gesture {
    // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/draggesture/value
    public struct Value: Equatable, Sendable {
        // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/draggesture/value/time
        public var time: Date
        // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/draggesture/value/location
        public var location: CGPoint
        // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/draggesture/value/startlocation
        public var startLocation: CGPoint
        // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/draggesture/value/translation
        // "The total translation from the start of the drag gesture to the current event".
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/draggesture/value/predictedendtranslation
        public var predictedEndTranslation: CGSize {
            CGSize(width: doublePredictedEnd.x - startLocation.x, height: doublePredictedEnd.y - startLocation.y)
        }
        // sdk: SwiftUI, seen (`@_alwaysEmitIntoClient`, computed from `predictedEndLocation`, with no
        // availability of its own: the documentation page's "iOS 17" is not in the 18.0 interface)
        // · doc: https://developer.apple.com/documentation/swiftui/draggesture/value/velocity
        // The interface's body: 4 × (predictedEndLocation − location).
        public var velocity: CGSize {
            CGSize(width: 4 * (doublePredictedEnd.x - location.x), height: 4 * (doublePredictedEnd.y - location.y))
        }
        /// DOUBLE: where the drag is predicted to end: the location plus a quarter of a second at
        /// the finger's velocity (the inverse of the interface's `velocity`; SwiftUI's prediction
        /// is not documented).
        package var doublePredictedEnd: CGPoint
        package init(doubleTime time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGPoint) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            doublePredictedEnd = CGPoint(x: location.x + velocity.x / 4, y: location.y + velocity.y / 4)
        }
    }
    /// DOUBLE: how far the finger moves before the drag begins.
    nonisolated package let doubleMinimumDistance: CGFloat
    // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)-4ws5s
    // DOUBLE: values are in the modified view's own (local) space whatever `coordinateSpace` says.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
    @available(tvOS, unavailable)
    @_disfavoredOverload @MainActor @preconcurrency public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        doubleMinimumDistance = minimumDistance
    }
    // sdk: SwiftUI, seen (the iOS 17 overload) · doc: https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    @available(tvOS, unavailable)
    @MainActor @preconcurrency public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        doubleMinimumDistance = minimumDistance
    }
}

@available(*, unavailable)
extension DragGesture: Sendable {}

// sdk: SwiftUICore, seen (the Gesture conformance is an extension at the end of the file) · doc: https://developer.apple.com/documentation/swiftui/_changedgesture
@MainActor @preconcurrency public struct _ChangedGesture<Content>: Gesture where Content: Gesture, Content.Value: Equatable {
    public typealias Value = Content.Value
    /// DOUBLE: the gesture and the action added to it.
    nonisolated(unsafe) package let doubleContent: Content
    nonisolated(unsafe) package let doubleAction: (Value) -> Void
}

@available(*, unavailable)
extension _ChangedGesture: Sendable {}

// sdk: SwiftUICore, seen (the Gesture conformance is an extension at the end of the file) · doc: https://developer.apple.com/documentation/swiftui/_endedgesture
@MainActor @preconcurrency public struct _EndedGesture<Content>: Gesture where Content: Gesture {
    public typealias Value = Content.Value
    /// DOUBLE: the gesture and the action added to it.
    nonisolated(unsafe) package let doubleContent: Content
    nonisolated(unsafe) package let doubleAction: (Value) -> Void
}

@available(*, unavailable)
extension _EndedGesture: Sendable {}

extension Gesture where Value: Equatable {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
    // DEVIATION: the interface writes `@_inheritActorContext _ action`; Swift 6.3 warns that the
    // attribute has no effect on a synchronous non-Sendable closure, so it is left out here (the
    // closure is non-Sendable either way and runs where it was formed).
    nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(doubleContent: self, doubleAction: action)
    }
}

extension Gesture {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
    // DEVIATION: `@_inheritActorContext` left out, as for `onChanged(_:)`.
    nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(doubleContent: self, doubleAction: action)
    }
}

extension View {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)
    // DOUBLE: a `DragGesture` (with its `onChanged`/`onEnded` actions) is modelled (DoubleGestures.swift); any other
    // gesture traps when evaluated; `mask` is ignored (the view's own gesture and its subviews' all take part).
    nonisolated public func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T: Gesture {
        modifier(DoubleGestureModifier(kind: .drag(DoubleDragSpec(gesture))))
    }
    // sdk: SwiftUICore, seen (the availability is the enclosing extension's there) · doc: https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)
    // "Adds an action to perform when this view recognizes a tap gesture" (DoubleGestures.swift).
    @available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, *)
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(DoubleGestureModifier(kind: .tap(count: count, action)))
    }
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/timelineschedule
// DEVIATION: the `Entries` and `entries(from:mode:)` requirements are left out; nothing here
// reads a schedule's dates.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol TimelineSchedule {}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule/init()
    public init() {}
}

// sdk: SwiftUI, seen (init, entries(from:mode:) and Entries omitted: unused) · doc: https://developer.apple.com/documentation/swiftui/animationtimelineschedule
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:)
    @_alwaysEmitIntoClient public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule { fatalError() }
}

// sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/timelineview
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
    // sdk: SwiftUI, seen (`cadence` and its `Cadence` enum omitted: unused) · doc: https://developer.apple.com/documentation/swiftui/timelineview/context
    public struct Context {
        // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/timelineview/context/date
        public let date: Date
    }
}

@available(*, unavailable)
extension TimelineView: Sendable {}

@available(*, unavailable)
extension TimelineView.Context: Sendable {}

// sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

// sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/timelineview
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineView: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/timelineview/init(_:content:)-1mlmj
    @_alwaysEmitIntoClient nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) { fatalError() }
}

// sdk: SwiftUI, seen (not @frozen) · doc: https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection
public enum AccessibilityAdjustmentDirection: Sendable {
    case increment
    case decrement
}

// sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/accessibilityactionkind
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityActionKind: Equatable, Sendable {
    // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/accessibilityactionkind/default
    public static let `default` = AccessibilityActionKind()
    // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/accessibilityactionkind/escape
    public static let escape = AccessibilityActionKind()
    private init() {}
}

// sdk: SwiftUI, seen (Hashable only: its Sendable conformance is marked unavailable) · doc: https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityChildBehavior: Hashable {
    private init() {}
}

@available(*, unavailable)
extension AccessibilityChildBehavior: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AccessibilityChildBehavior {
    // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore
    // DEVIATION: `nonisolated(unsafe)` is not in the interface. SwiftUI declares a stored static
    // `let` of this non-Sendable type; a Swift 6 module (these stand-ins) may only do so unsafely.
    nonisolated(unsafe) public static let ignore = AccessibilityChildBehavior()
}

extension View {
    // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
    // DOUBLE: the combined element is the container the modifiers below describe.
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { doublePassThrough() }
    // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-5f0zj
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @_disfavoredOverload nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        let label = String(label)
        return modifier(AccessibilityAttachmentModifier { $0.label = label })
    }
    // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-2o5ve
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @_disfavoredOverload nonisolated public func accessibilityValue<S>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        let value = String(value)
        return modifier(AccessibilityAttachmentModifier { $0.value = value })
    }
    // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let modal = traits.contains(.isModal)
        return modifier(AccessibilityAttachmentModifier { $0.isModal = $0.isModal || modal })
    }
    // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier { $0.isHidden = hidden })
    }
    // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/view/accessibilityadjustableaction(_:)
    nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier { $0.adjust = handler })
    }
    // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/view/accessibilityaction(_:_:)
    nonisolated public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier { $0.actions.append((actionKind, handler)) })
    }
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/transaction
@frozen public struct Transaction {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/transaction/init()
    public init() {}
}

@available(*, unavailable)
extension Transaction: Sendable {}

// sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/gesturestate
@propertyWrapper @frozen public struct GestureState<Value>: DynamicProperty {
    // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/gesturestate/init(wrappedvalue:)
    public init(wrappedValue: Value) { fatalError() }
    // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/gesturestate/wrappedvalue
    public var wrappedValue: Value { fatalError() }
    // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/gesturestate/projectedvalue
    public var projectedValue: GestureState<Value> { fatalError() }
}

// sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/gesturestate
extension GestureState: Sendable where Value: Sendable {}

// sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/gesturestategesture
@frozen @MainActor @preconcurrency public struct GestureStateGesture<Base, State>: Gesture where Base: Gesture {
    public typealias Value = Base.Value
}

@available(*, unavailable)
extension GestureStateGesture: Sendable {}

extension Gesture {
    // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/gesture/updating(_:body:)
    @MainActor @preconcurrency public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> { fatalError() }
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/accessibilitytraits
public struct AccessibilityTraits: SetAlgebra, Sendable {
    /// DOUBLE: the traits as bits.
    package var doubleBits: UInt64 = 0
    package init(doubleBits: UInt64) { self.doubleBits = doubleBits }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/accessibilitytraits/ismodal
    public static let isModal = AccessibilityTraits(doubleBits: 1)
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/accessibilitytraits/init()
    public init() {}
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/accessibilitytraits/union(_:)
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(doubleBits: doubleBits | other.doubleBits) }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/accessibilitytraits/formunion(_:)
    public mutating func formUnion(_ other: AccessibilityTraits) { doubleBits |= other.doubleBits }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/accessibilitytraits/intersection(_:)
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(doubleBits: doubleBits & other.doubleBits) }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/accessibilitytraits/formintersection(_:)
    public mutating func formIntersection(_ other: AccessibilityTraits) { doubleBits &= other.doubleBits }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/accessibilitytraits/symmetricdifference(_:)
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(doubleBits: doubleBits ^ other.doubleBits) }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/accessibilitytraits/formsymmetricdifference(_:)
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { doubleBits ^= other.doubleBits }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/accessibilitytraits/contains(_:)
    public func contains(_ member: AccessibilityTraits) -> Bool { doubleBits & member.doubleBits == member.doubleBits }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/accessibilitytraits/insert(_:)
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        doubleBits |= newMember.doubleBits
        return (inserted, newMember)
    }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/accessibilitytraits/remove(_:)
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        doubleBits &= ~member.doubleBits
        return member
    }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/accessibilitytraits/update(with:)
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        doubleBits |= newMember.doubleBits
        return had ? newMember : nil
    }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/accessibilitytraits/==(_:_:)
    public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool { a.doubleBits == b.doubleBits }
}

// Gestures, time and accessibility (see Core.swift for the rules of this stand-in).

// https://developer.apple.com/documentation/swiftui/gesture
@MainActor @preconcurrency public protocol Gesture<Value> {
    associatedtype Value
}

// https://developer.apple.com/documentation/swiftui/gesturemask
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/swiftui/gesturemask/none
    public static let none = GestureMask([])
    // https://developer.apple.com/documentation/swiftui/gesturemask/all
    public static let all = GestureMask(rawValue: 3)
}

// https://developer.apple.com/documentation/swiftui/draggesture
@MainActor @preconcurrency public struct DragGesture: Gesture {
    // https://developer.apple.com/documentation/swiftui/draggesture/value
    public struct Value: Equatable, Sendable {
        // https://developer.apple.com/documentation/swiftui/draggesture/value/time
        public var time: Date
        // https://developer.apple.com/documentation/swiftui/draggesture/value/location
        public var location: CGPoint
        // https://developer.apple.com/documentation/swiftui/draggesture/value/startlocation
        public var startLocation: CGPoint
        // https://developer.apple.com/documentation/swiftui/draggesture/value/translation
        public var translation: CGSize { fatalError() }
        // https://developer.apple.com/documentation/swiftui/draggesture/value/predictedendtranslation
        public var predictedEndTranslation: CGSize { fatalError() }
        // https://developer.apple.com/documentation/swiftui/draggesture/value/velocity
        @available(iOS 17.0, macOS 14.0, *)
        public var velocity: CGSize { fatalError() }
    }
    // https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)-4ws5s
    nonisolated public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/_changedgesture
public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
}

// https://developer.apple.com/documentation/swiftui/_endedgesture
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
}

extension Gesture where Value: Equatable {
    // https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
    nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { fatalError() }
}

extension Gesture {
    // https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
    nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { fatalError() }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)
    nonisolated public func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T: Gesture { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/timelineschedule
public protocol TimelineSchedule {}

// https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule
public struct EveryMinuteTimelineSchedule: TimelineSchedule {}

// https://developer.apple.com/documentation/swiftui/animationtimelineschedule
public struct AnimationTimelineSchedule: TimelineSchedule {}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    // https://developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:)
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/timelineview
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
    // https://developer.apple.com/documentation/swiftui/timelineview/context
    public struct Context {
        // https://developer.apple.com/documentation/swiftui/timelineview/context/date
        public let date: Date
    }
}

// https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    public var body: Never { fatalError() }
    // https://developer.apple.com/documentation/swiftui/timelineview/init(_:content:)-1mlmj
    nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection
public enum AccessibilityAdjustmentDirection: Sendable {
    case increment
    case decrement
}

// https://developer.apple.com/documentation/swiftui/accessibilityactionkind
public struct AccessibilityActionKind: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/accessibilityactionkind/default
    public static let `default` = AccessibilityActionKind()
    // https://developer.apple.com/documentation/swiftui/accessibilityactionkind/escape
    public static let escape = AccessibilityActionKind()
    private init() {}
}

// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
public struct AccessibilityChildBehavior: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore
    public static let ignore = AccessibilityChildBehavior()
    private init() {}
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-5f0zj
    nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-2o5ve
    nonisolated public func accessibilityValue<S>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/accessibilityadjustableaction(_:)
    nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/accessibilityaction(_:_:)
    nonisolated public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
}

// The app life cycle, for the example app's entry point (Examples/DrawerKitExamples.swiftpm,
// `@main struct … : App`): type-checked only. Nothing in the double launches an app or a scene;
// the scenarios show the example screens in a window of their own (see Core.swift for the rules
// and the citation legend). None of these was located in the 18.0 interface text (which can only
// be paged 16 kB at a time); each was checked against its documentation page, which shows the
// current SDK's spelling (`@ContentBuilder` there is 18.0's `@ViewBuilder`/`@SceneBuilder`).

// sdk: SwiftUI, doc page (`@MainActor @preconcurrency protocol Scene`; `body` is
// `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`)
// · doc: https://developer.apple.com/documentation/swiftui/scene
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@preconcurrency @MainActor public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/scenebuilder
// DEVIATION: only the one-scene block; the app declares one `WindowGroup`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder public struct SceneBuilder {
    // sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
    // DEVIATION: the page shows today's parameter-pack form returning `some Scene`; this is its
    // one-scene case, passed through unchanged.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
}

// sdk: SwiftUI, doc page (`@MainActor @preconcurrency protocol App`; `body` as Scene's; `init()`)
// · doc: https://developer.apple.com/documentation/swiftui/app
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@preconcurrency @MainActor public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
    // sdk: SwiftUI, doc page ("The protocol provides a default implementation of the main() method
    // that the system calls to launch your app") · doc: https://developer.apple.com/documentation/swiftui/app/main()
    // DOUBLE: launching an app is not modelled; traps.
    @MainActor @preconcurrency public static func main() { fatalError("DOUBLE: App.main() is not modelled") }
}

// sdk: SwiftUI, doc page (`struct WindowGroup<Content> where Content : View`, a `Scene` whose
// `Body` is `some Scene`) · doc: https://developer.apple.com/documentation/swiftui/windowgroup
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct WindowGroup<Content>: Scene where Content: View {
    // sdk: SwiftUI, doc page (the page marks it deprecated from iOS 18.0 for `init(makeContent:)`;
    // both take the trailing closure `WindowGroup { … }` the app writes)
    // · doc: https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
    nonisolated public init(@ViewBuilder content: () -> Content) { doubleContent = content() }
    // sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/scene/body-swift.property
    // DOUBLE: a window group's scene is not modelled; traps when read.
    @MainActor @preconcurrency public var body: some Scene { DoubleUnmodeledScene() }
    nonisolated(unsafe) package var doubleContent: Content
}

/// The body of a scene the double does not model: reading it traps.
struct DoubleUnmodeledScene: Scene {
    var body: DoubleUnmodeledScene { Self.unmodeled() }

    private static func unmodeled() -> DoubleUnmodeledScene { fatalError("DOUBLE: scenes are not modelled") }
}

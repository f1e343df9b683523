#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// What `.resizableSheet` is configured with, in ResizableSheet's chained style (seed 001):
    ///
    /// ```swift
    /// .resizableSheet($state) { builder in
    ///     builder.content { context in Text("text").padding() }
    ///         .supportedState([.medium, .large])
    ///         .background { _ in EmptyView() }
    /// }
    /// ```
    public struct ResizableSheetBuilder {
        var makeContent: (DrawerContentContext) -> AnyView = { _ in AnyView(EmptyView()) }
        var supportedStates: Set<ResizableSheetState>?
        var background: DrawerBackdrop = .dimmed()

        /// The sheet's content, given the context (state, size, progress, diffY).
        public func content<V: View>(@ViewBuilder _ content: @escaping (DrawerContentContext) -> V)
            -> ResizableSheetBuilder
        {
            var copy = self
            copy.makeContent = { AnyView(content($0)) }
            return copy
        }

        /// The states the sheet supports (seed 001's `supportedState`): the only open detents it
        /// uses, and the only states a drag may leave it in. Code can still hide it by setting
        /// the state to `.hidden`; leaving `.hidden` out means it cannot be swiped away. A state
        /// the configuration has no detent for is ignored.
        public func supportedState(_ states: Set<ResizableSheetState>) -> ResizableSheetBuilder {
            var copy = self
            copy.supportedStates = states
            return copy
        }

        /// What is drawn outside the sheet, given the context. An `EmptyView` draws nothing and
        /// lets touches reach the views behind, so both stay usable (seed 001's empty background),
        /// also behind an `if` or in both branches of an `if`/`else`; any other view is drawn
        /// behind the sheet and receives the touches there.
        public func background<V: View>(@ViewBuilder _ background: @escaping @MainActor (DrawerContentContext) -> V)
            -> ResizableSheetBuilder
        {
            var copy = self
            copy.background = V.self is any DrawerDrawsNothing.Type ? .none : .custom { context, _ in background(context) }
            return copy
        }
    }
#endif

#if os(Linux)
    /// A reference to an action that is set after the widgets calling it are built (a button
    /// created before the drawer it moves).
    @MainActor
    final class Later<Argument> {
        /// The action; calls before it is set do nothing.
        var action: ((Argument) -> Void)?

        /// Runs the action, if set.
        func callAsFunction(_ argument: Argument) { action?(argument) }
    }
#endif

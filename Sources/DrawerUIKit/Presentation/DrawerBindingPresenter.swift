#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    /// One binding-presented drawer's write-back rules on a ``DrawerHostView``: DrawerCore's
    /// `DrawerBindingSync`, called verbatim, and where its write-backs go.
    ///
    /// A class so the host and the view that presents the drawer share it: the host hands it the
    /// model's events after every input and frame, the presenting view hands it SwiftUI's
    /// updates.
    @MainActor
    package final class DrawerBindingPresenter {
        /// The write-back rules and what the bindings hold as far as they know.
        var sync: DrawerBindingSync<String>
        /// Called with what to store into the app's bindings, after every model input or frame
        /// that changed them. Storing it schedules the next update, as SwiftUI does.
        package var onWriteBack: ((DrawerBindingWriteBack) -> Void)?
        /// Called with each of this drawer's engine events, after its write-backs were handed to
        /// `onWriteBack`: a shared window host has one drawer per presenter, so each presenting
        /// view hears only its own (`onDismiss`, `onEvent`).
        public var onEvent: ((DrawerEvent) -> Void)?
        /// Called with the drawer's content context (detent, size, progress) after a frame that
        /// changed it, and once when the drawer is added: what a SwiftUI content closure reads,
        /// pushed to it rather than polled per frame.
        public var onContext: ((DrawerContentContext) -> Void)?
        /// The context last handed to ``onContext``.
        var deliveredContext: DrawerContentContext?
        /// Called when the drawer's content comes into being (`true`: make its views) or ends
        /// (`false`: drop them), as a `.sheet`'s content does: DrawerCore's
        /// `DrawerHostModel.hasContent(_:)`, followed after every input and frame, and `true` as
        /// soon as an update asks for the drawer to be shown (so the content is there to be
        /// measured before the drawer opens).
        public var onContentChange: ((Bool) -> Void)?
        /// Whether the drawer's content exists now (``onContentChange``).
        public private(set) var hasContent = false
        /// What the model last said about the content (``followContent(_:)``).
        var modelHasContent: Bool?

        /// Starts with the bindings holding `values`, for the drawer `id`.
        package init(id: String, values: DrawerBindingValues) {
            sync = DrawerBindingSync(id: id, values: values)
            if values.asksShown { hasContent = true }
        }

        /// The content comes into being or ends.
        func showContent(_ shown: Bool) {
            guard shown != hasContent else { return }
            hasContent = shown
            onContentChange?(shown)
        }

        /// The model says whether the content exists: followed when that changed.
        func followContent(_ modelSays: Bool) {
            guard modelSays != modelHasContent else { return }
            modelHasContent = modelSays
            showContent(modelSays)
        }

        /// The drawer's id in its host.
        public var id: String { sync.id }
        /// What the app's bindings hold, as far as the rules know.
        package var values: DrawerBindingValues { sync.values }
    }
#endif

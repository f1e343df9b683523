#if os(Linux)
    import CGtk
    import DrawerCore
    import DrawerGTK
    import Foundation

    /// Issue 25's held dismissal: a note sheet with unsaved text confirms its dismissals
    /// (`DrawerGestureOptions.confirmsDismissal`). A swipe past its threshold, a dimming click or
    /// Escape stops it halfway down (traced `dismiss-held`, and `settled` with `held` true once
    /// there) and shows "Discard changes?" at its top: "Keep" springs it back to medium, "Discard"
    /// closes it with the person's cause (`dismissed`). "Save" makes it close at once; "Open note"
    /// brings a fresh, unsaved draft back.
    @MainActor
    final class DiscardDemo: GalleryDemo {
        let name = "discard"
        let title = "Discard changes?"
        let host: DrawerHost
        let primaryDrawer: DrawerSlot
        /// The hold the bar answers, while one waits.
        private var hold: DrawerDismissalHold?
        private let question: UnsafeMutablePointer<GtkWidget>
        private let text: UnsafeMutablePointer<GtkWidget>
        static let draft = "Meeting notes — unsaved\n\n• Ship the held dismissal\n• Ask before throwing text away"

        init() {
            let actions = Later<String>()
            let page = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 12, margin: 16, classes: [],
                [
                    Widgets.label("Notes", classes: ["gallery-title"]),
                    Widgets.label("The note asks before it throws your text away.", wrap: true),
                    Widgets.button("Open note") { actions("open") },
                ])
            host = DrawerHost(content: Widgets.box(GTK_ORIENTATION_VERTICAL, classes: ["gallery-map"], [page]), name: name)

            question = Widgets.box(
                GTK_ORIENTATION_HORIZONTAL, spacing: 8, margin: 8,
                [
                    Widgets.label("Discard changes?", classes: ["gallery-title"]),
                    Widgets.button("Keep") { actions("keep") },
                    Widgets.button("Discard") { actions("discard") },
                ])
            gtk_widget_set_visible(question, 0)
            text = gtk_text_view_new()!
            gtk_text_view_set_wrap_mode(text.cast(), GTK_WRAP_WORD)
            gtk_widget_set_vexpand(text, 1)
            let body = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 10, margin: 16,
                [
                    question,
                    Widgets.box(
                        GTK_ORIENTATION_HORIZONTAL, spacing: 8,
                        [Widgets.label("Note", classes: ["gallery-title"]), Widgets.button("Save") { actions("save") }]),
                    text,
                ])
            primaryDrawer = host.addDrawer(
                id: "note", configuration: Self.configuration(unsaved: true), content: body, label: "Note",
                initialDetent: .medium)
            resetDraft()

            actions.action = { [weak self] action in self?.perform(action) }
            host.onDismissalHold = { [weak self] _, hold in
                self?.hold = hold
                if let question = self?.question { gtk_widget_set_visible(question, 1) }
            }
            host.onDismissalHoldEnded = { [weak self] _, _, _ in
                self?.hold = nil
                if let question = self?.question { gtk_widget_set_visible(question, 0) }
            }
        }

        /// Closed, medium and large; with unsaved text a person's close waits for an answer.
        static func configuration(unsaved: Bool) -> DrawerConfiguration {
            var configuration = DrawerConfiguration(detents: [.closed, .medium, .large])
            configuration.gesture.confirmsDismissal = unsaved
            return configuration
        }

        private func perform(_ action: String) {
            switch action {
            case "keep":
                if let hold { host.cancelDismissal(primaryDrawer, hold: hold.id) }
            case "discard":
                if let hold { host.confirmDismissal(primaryDrawer, hold: hold.id) }
            case "save":
                host.setConfiguration(Self.configuration(unsaved: false), for: primaryDrawer)
            default:
                resetDraft()
                host.setConfiguration(Self.configuration(unsaved: true), for: primaryDrawer)
                host.move(primaryDrawer, to: .medium)
            }
        }

        private func resetDraft() {
            gtk_text_buffer_set_text(gtk_text_view_get_buffer(text.cast()), Self.draft, -1)
        }

        func tourSteps() -> [TourStep] {
            [
                .screenshot("discard-medium"),
                .drag(from: (0.5, 0.6), to: (0.5, 0.95), frames: 8),
                .waitForRest, .screenshot("discard-held"),
                .action { [self] in perform("keep") },
                .waitForRest, .screenshot("discard-kept"),
            ]
        }
    }
#endif

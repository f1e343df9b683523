#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    extension DrawerConfiguration {
        /// ResizableSheet's detents (seed 001): hidden, medium fitted to the content, large.
        public static var resizableSheet: DrawerConfiguration {
            DrawerConfiguration(detents: [.closed, .fitToContent(identifier: .medium), .large])
        }
    }

    extension View {
        /// Presents a sheet driven by one state binding, in ResizableSheet's spelling (seed 001).
        ///
        /// `state` is the sheet's detent: `.hidden` hides it, `.medium` or `.large` shows it
        /// there, and the sheet writes the detent it settles at back, `.hidden` when swiped away.
        /// A sheet presented from another one's content is drawn over it.
        ///
        /// ```swift
        /// Button("Show sheet") { state = .medium }
        ///     .resizableSheet($state) { builder in
        ///         builder.content { context in Text("text").padding() }
        ///     }
        /// ```
        ///
        /// - Parameters:
        ///   - state: The sheet's detent; `.hidden` when it is not shown.
        ///   - id: Seed 001's way to tell several sheets on one view apart, accepted so its code
        ///     compiles; DrawerKit tells them apart by where each modifier is, so it is not read.
        ///   - configuration: The detents and engine settings; by default hidden, medium fitted to
        ///     the content, and large.
        ///   - placement: Over the whole window (on iOS the default, as `.sheet`) or over this
        ///     view only.
        ///   - build: Configures the content, the supported states and the background.
        public func resizableSheet(
            _ state: Binding<ResizableSheetState>,
            id: AnyHashable = AnyHashable("resizableSheet"),
            configuration: DrawerConfiguration = .resizableSheet,
            placement: DrawerPresentationScope = .automatic,
            _ build: (ResizableSheetBuilder) -> ResizableSheetBuilder
        ) -> some View {
            let builder = build(ResizableSheetBuilder())
            var configuration = configuration
            if let supported = builder.supportedStates {
                // Code can always hide the sheet; a drag rests only at a supported state.
                let detents = Set(supported.map(\.detent))
                configuration.supportedDetents = detents.union([.closed])
                configuration.dragDetents = detents
            }
            // One state binding, read as one state (DrawerBindingValues.resizableSheet): split into
            // `isPresented` and a detent, `.hidden` was refused as a selection and the sheet
            // reopened (issue 22, finding 1).
            let drawer = DrawerDefinition(
                configuration: configuration,
                look: DrawerLook(backdrop: builder.background),
                presentation: DrawerPresentation(state: state.detent),
                options: DrawerHostDrawerOptions(
                    handleLength: DrawerHandle.length, closesOnDimmingTap: builder.background.closesOnTap),
                handle: { DrawerHandle(edge: $0) },
                content: builder.makeContent)
            return presentDrawer(drawer, id: id, placement: placement)
        }
    }
#endif

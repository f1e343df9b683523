import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

// docs/APPLE.md's SwiftUI blocks that build a screen, as written (AppleDocumentationScenarios
// checks that each copy is verbatim). `ListScreen` is README.md's block too: its copy is in
// ReadmeScenarios.swift.

struct MapScreen: View {
    var body: some View {
        Drawer { context in
            Text("Detent: \(context.detent.rawValue)")
        } handle: { edge in
            DrawerHandle(edge: edge)
        }
        .edge(.bottom)
        .cornerRadius(16)
        .panelStyle(Material.regularMaterial)
        .detents([.small, .medium, .large])
        .interactiveDetents([.small, .large])
    }
}

struct RootScreen: View {
    @State private var showsTools = false

    var body: some View {
        Button("Tools") { showsTools = true }
            .drawer(isPresented: $showsTools, backdrop: .none, placement: .window) {
                Text("Tools")
            }
    }
}

struct MenuScreen: View {
    @State private var showsMenu = false

    var body: some View {
        DrawerNavigationView(isOpen: $showsMenu) {
            Text("Menu")
        } main: {
            Button("Open menu") { showsMenu = true }
        }
    }
}

struct Place: Identifiable {
    let id: Int
    let name: String
}

struct PlaceRow: View {
    let place: Place

    var body: some View {
        Text(place.name).padding()
    }
}

struct PlacesScreen: View {
    let places: [Place]
    @State private var showsPlaces = true

    var body: some View {
        Button("Places") { showsPlaces = true }
            .drawer(isPresented: $showsPlaces) { _ in
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(places) { place in
                            PlaceRow(place: place)
                        }
                    }
                    .drawerScrollTracking()
                }
            }
    }
}

struct GlassScreen: View {
    var body: some View {
        Drawer { _ in
            Text("Nearby")
        } handle: { edge in
            DrawerHandle(edge: edge)
        }
        .detents([.medium, .large])
        .drawerShape(.iOS26Sheet())
        .drawerWidth(maximum: 500, placement: .center)
    }
}

struct DetailsScreen: View {
    @State private var showsDetails = false
    @AccessibilityFocusState private var showButtonFocused: Bool

    var configuration: DrawerConfiguration {
        var configuration = DrawerConfiguration(detents: [.medium, .large])
        configuration.gesture.cyclesDetentsOnHandleTap = true
        configuration.gesture.isDismissible = false
        return configuration
    }

    var body: some View {
        Button("Details") { showsDetails = true }
            .accessibilityFocused($showButtonFocused)
            .drawer(
                isPresented: $showsDetails, configuration: configuration, scalesBackContent: true,
                accessibilityFocusReturn: $showButtonFocused,
                onDismiss: { cause in print("closed by \(cause)") },
                onDismissAttempt: { cause in print("asked to close by \(cause)") }
            ) { _ in
                Text("Details")
            }
    }
}

struct PlayerScreen: View {
    var body: some View {
        Text("Library")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .drawerBottomBar(barHeight: 64, detents: [.large]) {
                Text("Now playing: Clair de lune")
            } content: { _ in
                Text("Now Playing")
            }
    }
}

struct NoteScreen: View {
    @State private var editing = false
    @State private var pending: DrawerDismissalAnswer?

    var body: some View {
        Button("Edit note") { editing = true }
            .drawer(isPresented: $editing) { _ in
                VStack {
                    Text("Draft")
                    // In the sheet: the held sheet's dimming covers the screen behind it.
                    if let pending {
                        Text("Discard changes?")
                        Button("Discard") { pending.confirm() }
                        Button("Keep Editing") { pending.cancel() }
                    }
                }
            }
            .drawerConfirmsDismissal($pending)
    }
}

struct NoteList: View {
    @State private var editing = false
    @State private var hasChanges = false

    var body: some View {
        Button("Edit") { editing = true }
            .drawer(isPresented: $editing, onDismiss: { hasChanges = false }) {
                NoteEditor(hasChanges: $hasChanges)
                    .drawerDetents([.medium, .large])
                    .drawerDragIndicator(.visible)
                    .drawerBackground(.regularMaterial)
                    .interactiveDrawerDismissDisabled(hasChanges)
            }
    }
}

struct NoteEditor: View {
    @Binding var hasChanges: Bool
    @Environment(\.drawerDismiss) private var dismiss

    var body: some View {
        Button("Done") { dismiss() }
    }
}

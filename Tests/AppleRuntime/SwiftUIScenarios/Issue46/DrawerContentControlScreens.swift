import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI

/// A drawer listing an order's items; "Delete order" asks with an alert first.
struct AlertInDrawerScreen: View {
    @State private var showsOrder = true
    @State private var asksToDelete = false
    @State private var deleted = false

    var body: some View {
        Text(deleted ? "Order deleted" : "Order kept")
            .drawer(isPresented: $showsOrder) { _ in
                VStack {
                    Text("Order 42")
                    Button("Delete order") { asksToDelete = true }
                }
                .alert("Delete this order?", isPresented: $asksToDelete) {
                    Button("Delete", role: .destructive) { deleted = true }
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("It cannot be undone.")
                }
            }
    }
}

/// A note editor in a drawer: "Close" asks with a confirmation dialog before discarding the draft.
struct DiscardDialogScreen: View {
    @State private var showsEditor = true
    @State private var asksToDiscard = false
    @State private var discards = 0

    var body: some View {
        Text("Discarded \(discards)")
            .drawer(isPresented: $showsEditor) { _ in
                VStack {
                    Text("Draft note")
                    Button("Close") { asksToDiscard = true }
                }
                .confirmationDialog("Discard the draft?", isPresented: $asksToDiscard, titleVisibility: .visible) {
                    Button("Discard draft", role: .destructive) {
                        discards += 1
                        showsEditor = false
                    }
                    Button("Keep editing", role: .cancel) {}
                }
            }
    }
}

/// A root list with a counter, pushing an orders page that presents a drawer.
struct PushedPageDrawerScreen: View {
    @State private var visits = 0

    var body: some View {
        NavigationStack {
            VStack {
                Text("Root visits \(visits)")
                Button("Visit") { visits += 1 }
                NavigationLink("Orders") { OrdersPage() }
            }
        }
    }
}

struct OrdersPage: View {
    @State private var showsFilter = false

    var body: some View {
        VStack {
            Text("Orders page")
            Button("Filter") { showsFilter = true }
        }
        .drawer(isPresented: $showsFilter, configuration: DrawerConfiguration(detents: [.medium])) { _ in
            Text("Filter drawer")
        }
    }
}

/// A drawer listing places as rows; tapping a row (an `onTapGesture` on an `HStack`, its whole
/// frame made hit-testable with `contentShape`, as apps do) picks it.
struct TappableRowsScreen: View {
    @State private var showsPlaces = true
    @State private var picked = "none"
    let places = ["Cafe", "Bakery", "Library"]

    var body: some View {
        Text("Picked \(picked)")
            .drawer(isPresented: $showsPlaces, configuration: DrawerConfiguration(detents: [.medium])) { _ in
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(places, id: \.self) { place in
                            HStack {
                                Text(place)
                                Spacer()
                                Text("Open")
                            }
                            .frame(height: 44)
                            .contentShape(Rectangle())
                            .onTapGesture { picked = place }
                        }
                    }
                }
            }
    }
}

/// A "slide to pay" control in a drawer: a `DragGesture` on a knob, paying past 150 pt.
struct SlideToPayScreen: View {
    @State private var showsCheckout = true
    @State private var offset: CGFloat = 0
    @State private var paid = false
    @State private var changes = 0

    var body: some View {
        Text(paid ? "Paid" : "Not paid")
            .drawer(isPresented: $showsCheckout, configuration: DrawerConfiguration(detents: [.medium])) { _ in
                VStack {
                    Text("Slide \(Int(offset)) after \(changes) changes")
                    Text("Pay knob")
                        .frame(width: 300, height: 60)
                        .gesture(
                            DragGesture()
                                .onChanged { value in
                                    offset = value.translation.width
                                    changes += 1
                                }
                                .onEnded { value in
                                    paid = value.translation.width > 150
                                    offset = 0
                                })
                }
            }
    }
}

/// A root screen with a drawer of its own that stays out of the way (no dimming, medium) and a
/// link above it to a details page.
struct RootDrawerPushScreen: View {
    @State private var showsNotes = false

    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Details") { Text("Details page") }
                Button("Notes") { showsNotes = true }
                Text(showsNotes ? "Notes shown" : "Notes hidden")
                Spacer()
            }
            .drawer(isPresented: $showsNotes, configuration: DrawerConfiguration(detents: [.medium]), backdrop: .none) { _ in
                Text("Notes drawer")
            }
        }
    }
}

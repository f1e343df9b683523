import DrawerCore
import DrawerSwiftUI
import Foundation
import Observation
import SwiftUI

/// A shopping cart as apps keep one before iOS 17: an `ObservableObject` with `@Published` items.
final class CartViewModel: ObservableObject {
    @Published var items: [String] = ["Tea"]

    func add(_ item: String) { items.append(item) }
}

/// The cart screen: the view model is a `@StateObject` of the screen, handed to the drawer's
/// content as an `@ObservedObject`; the screen shows the count behind the drawer.
struct CartModelScreen: View {
    @StateObject private var cart = CartViewModel()
    @State private var showsCart = false
    let onModel: (CartViewModel) -> Void

    var body: some View {
        VStack {
            Button("Open cart") { showsCart = true }
            Text("Badge \(cart.items.count)")
        }
        .onAppear { onModel(cart) }
        .drawer(isPresented: $showsCart) { _ in CartDrawerContent(cart: cart) }
    }
}

/// Drawer content observing the cart it was handed.
struct CartDrawerContent: View {
    @ObservedObject var cart: CartViewModel

    var body: some View {
        VStack {
            Text("Cart has \(cart.items.count) items")
            Button("Add coffee") { cart.add("Coffee") }
        }
    }
}

/// The same cart reached through the environment: `.environmentObject(_:)` above the drawer,
/// `@EnvironmentObject` in its content.
struct EnvironmentCartScreen: View {
    @StateObject private var cart = CartViewModel()
    @State private var showsCart = true

    var body: some View {
        Text("Badge \(cart.items.count)")
            .drawer(isPresented: $showsCart) { _ in EnvironmentCartContent() }
            .environmentObject(cart)
    }
}

struct EnvironmentCartContent: View {
    @EnvironmentObject private var cart: CartViewModel

    var body: some View {
        VStack {
            Text("Env cart has \(cart.items.count) items")
            Button("Add milk") { cart.add("Milk") }
        }
    }
}

/// Settings kept in an iOS 17 `@Observable` model, edited in a drawer through `@Bindable`.
@Observable final class FilterSettings {
    var onlyOpenNow = false
}

/// A toggle-like row that takes a binding, as a `Toggle` does.
struct FlagRow: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        Button("\(title): \(isOn ? "on" : "off")") { isOn.toggle() }
    }
}

struct BindableFilterScreen: View {
    @State private var settings = FilterSettings()
    @State private var showsFilters = true

    var body: some View {
        Text(settings.onlyOpenNow ? "Showing open places" : "Showing all places")
            .drawer(isPresented: $showsFilters) { _ in FilterDrawerContent(settings: settings) }
    }
}

struct FilterDrawerContent: View {
    @Bindable var settings: FilterSettings

    var body: some View {
        FlagRow(title: "Open now", isOn: $settings.onlyOpenNow)
    }
}

/// An app router: which drawer shows is one optional route, and each drawer's `isPresented` is a
/// computed `Binding(get:set:)` over it (closing writes `nil` back).
@Observable @MainActor final class Router {
    enum Route { case account }
    var route: Route?
}

struct RoutedDrawerScreen: View {
    let router: Router

    var body: some View {
        VStack {
            Button("Account") { router.route = .account }
            Text(router.route == nil ? "No route" : "Route account")
        }
        .drawer(
            isPresented: Binding(get: { router.route == .account }, set: { if !$0 { router.route = nil } }),
            configuration: DrawerConfiguration(detents: [.medium])
        ) { _ in
            Text("Account drawer")
        }
    }
}

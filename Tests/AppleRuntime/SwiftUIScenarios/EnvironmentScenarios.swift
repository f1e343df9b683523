import DrawerCore
import DrawerSwiftUI
import Foundation
import Observation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

/// An app-defined environment value, set on the presenting screen.
struct AccentNameKey: EnvironmentKey {
    static let defaultValue = "default accent"
}

extension EnvironmentValues {
    var accentName: String {
        get { self[AccentNameKey.self] }
        set { self[AccentNameKey.self] = newValue }
    }
}

/// An app model placed in the environment with `.environment(_:)` (iOS 17's Observation).
@Observable @MainActor final class ShopModel {
    var basket = "3 items"
}

/// Drawer content reading both.
struct BasketView: View {
    @Environment(\.accentName) private var accent
    @Environment(ShopModel.self) private var shop

    var body: some View {
        VStack {
            Text(accent)
            Text(shop.basket)
        }
    }
}

/// A screen that presents the basket, with the environment set above the presenting button.
struct ShopScreen: View {
    @State private var showsBasket = true
    let shop: ShopModel

    var body: some View {
        Button("Basket") { showsBasket = true }
            .drawer(isPresented: $showsBasket) { _ in BasketView() }
            .environment(\.accentName, "orange")
            .environment(shop)
    }
}

/// Only the custom key: a screen whose content falls back to the default when not inherited.
struct AccentScreen: View {
    @State private var showsSheet = true

    var body: some View {
        Button("Sheet") { showsSheet = true }
            .drawer(isPresented: $showsSheet) { _ in AccentReader() }
            .environment(\.accentName, "orange")
    }
}

struct AccentReader: View {
    @Environment(\.accentName) private var accent
    var body: some View { Text(accent) }
}

extension SwiftUIScenarios {
    @MainActor
    @Suite struct EnvironmentScenarios {
        /// Item 2: drawer content sees the presenting view's environment (a custom key here).
        @Test func item2ContentInheritsThePresentingEnvironment() async {
            let phone = SwiftUIPhone(AccentScreen())
            await phone.settle()
            #expect(phone.visibleTexts().contains("orange"), "on screen: \(phone.visibleTexts())")
            #expect(!phone.visibleTexts().contains("default accent"))
        }

        /// Item 2: an `@Environment(Model.self)` read in drawer content finds the app's object
        /// (without it SwiftUI stops the app), and a change to the model redraws the content.
        @Test func item2ObservableObjectReachesTheContent() async {
            let shop = ShopModel()
            let phone = SwiftUIPhone(ShopScreen(shop: shop))
            await phone.settle()
            #expect(phone.visibleTexts().contains("3 items"))
            shop.basket = "4 items"
            await phone.settle()
            #expect(phone.visibleTexts().contains("4 items"), "the model's change reached the drawer")
        }
    }
}

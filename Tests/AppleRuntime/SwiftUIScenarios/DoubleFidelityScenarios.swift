import Foundation
import SwiftUI
import Testing
import UIKit

/// A view whose text sits under two container modifiers, and a model-held flag handed on as a
/// binding.
struct ChainedContainersScreen: View {
    var body: some View {
        ZStack {
            Text("Chained").opacity(1).allowsHitTesting(true)
        }
    }
}

extension SwiftUIScenarios {
    /// The SwiftUI double's own behaviour where a scenario found it differing from SwiftUI: a
    /// scenario is evidence only as far as the double is faithful.
    @MainActor
    @Suite struct DoubleFidelityScenarios {
        /// `make test-swiftui-runtime` runs every scenario a second time as an app without
        /// `CADisableMinimumFrameDurationOnPhone` (display links at 60 Hz): the run's setting
        /// reaches the phone each scenario makes.
        @Test func theRunsFrameRateReachesThePhone() {
            let sixty = ProcessInfo.processInfo.environment["DRAWER_DOUBLE_60HZ"] == "1"
            _ = SwiftUIPhone(Text("Rate"))
            #expect(UIKitDouble.infoPlistAllowsHighFrameRates == !sixty)
        }

        /// Two container modifiers on one view draw the view (they shared one container view
        /// and drew nothing; the seed 001 port's grey background was silently missing).
        @Test func chainedContainerModifiersDrawTheirContent() async {
            let phone = SwiftUIPhone(ChainedContainersScreen())
            await phone.settle()
            #expect(phone.visibleTexts().contains("Chained"), "\(phone.visibleTexts())")
        }

        /// `Binding(get:set:)` reads and writes through its closures (it trapped when read), from
        /// a non-isolated closure as from a main-actor one.
        @Test func aComputedBindingReadsAndWrites() {
            final class Store: @unchecked Sendable { var count = 1 }
            let store = Store()
            let plain = Binding(get: { store.count }, set: { store.count = $0 })
            let onMain = Binding(get: { @MainActor in store.count * 10 }, set: { @MainActor in store.count = $0 / 10 })
            #expect(plain.wrappedValue == 1)
            plain.wrappedValue = 4
            #expect(store.count == 4 && plain.wrappedValue == 4)
            #expect(onMain.wrappedValue == 40)
            onMain.wrappedValue = 70
            #expect(store.count == 7)
        }

        /// A binding reads its value when made (OpenSwiftUI `Binding.init(get:set:)`), so a view
        /// that makes one from an observable model updates when the model changes from outside
        /// (the storm's binding mismatches came from this).
        @Test func aBindingMadeFromAModelUpdatesItsView() async {
            let model = StormModel()
            let phone = SwiftUIPhone(StormApp(model: model))
            await phone.settle()
            model.showsSheet = true
            await phone.settle()
            #expect(phone.visibleTexts().contains("Sheet body"), "\(phone.visibleTexts())")
        }
    }
}

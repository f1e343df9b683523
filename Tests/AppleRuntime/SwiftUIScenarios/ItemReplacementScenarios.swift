import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

// `.drawer(item:)` written as `.sheet(item:)` is: Apple's page for `sheet(item:onDismiss:content:)`
// says "If `item` changes, the system dismisses the sheet and replaces it with a new one using the
// same process". A map whose place drawer shows one pin, then another.

/// A place a map shows; its `id` tells places apart, its note may change.
struct MapPlace: Identifiable, Equatable {
    let id: Int
    var note = ""
}

/// A map screen: "Next place" inside the drawer picks another place, "Add note" gives the same
/// place a new value; the content counts its own taps in `@State`.
struct PlaceMapScreen: View {
    @State var place: MapPlace?
    @State var dismissals = 0
    /// Whether even places choose large only (their card is long), odd ones medium and large.
    var evenPlacesAreLarge = false
    var recorder: EventRecorder? = nil

    var body: some View {
        VStack {
            Button("Show place") { place = MapPlace(id: 1) }
            Text("Dismissals \(dismissals)")
        }
        .drawer(item: $place, onDismiss: { dismissals += 1 }, onEvent: { recorder?.events.append($0) }) { shown in
            MapPlaceCard(place: shown, next: { place = MapPlace(id: shown.id + 1) }, note: { place?.note = "noted" })
                .drawerDetents(evenPlacesAreLarge && shown.id.isMultiple(of: 2) ? [.large] : [.medium, .large])
        }
    }
}

/// A place's card with state of its own (taps), as a form's draft would be.
struct MapPlaceCard: View {
    let place: MapPlace
    let next: () -> Void
    let note: () -> Void
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("Place \(place.id) taps \(taps) \(place.note)")
            Button("Tap card") { taps += 1 }
            Button("Next place") { next() }
            Button("Add note") { note() }
        }
    }
}

extension SwiftUIScenarios {
    @MainActor
    @Suite struct ItemReplacementScenarios {
        /// The map with the first place's drawer open and its card tapped once.
        func showFirstPlaceTapped() async -> SwiftUIPhone {
            let phone = SwiftUIPhone(PlaceMapScreen())
            await phone.settle()
            await phone.tap(button: "Show place")
            await phone.settle()
            await phone.tap(button: "Tap card")
            await phone.settle()
            return phone
        }

        /// The visible text naming the shown place.
        func card(_ phone: SwiftUIPhone) -> String? {
            phone.visibleTexts().first { $0.hasPrefix("Place ") }
        }

        /// Another place: the drawer closes still showing the first place, `onDismiss` runs, and
        /// it opens again for the second with fresh state. On the code before, the second place
        /// was swapped into the open drawer with the first one's taps and no dismissal.
        @Test func anotherItemDismissesAndPresentsAgain() async throws {
            let phone = await showFirstPlaceTapped()
            #expect(card(phone) == "Place 1 taps 1 ", "\(phone.visibleTexts())")
            let open = try #require(phone.panels.first.flatMap { phone.visibleFrame(of: $0) })
            await phone.tap(button: "Next place")
            for _ in 0..<6 {
                UIKitDouble.advanceFrame()
                await phone.runLoop(turns: 2)
            }
            let closing = try #require(phone.panels.first.flatMap { phone.visibleFrame(of: $0) })
            #expect(closing.minY > open.minY + 1, "it heads down first: \(open) -> \(closing)")
            #expect(card(phone) == "Place 1 taps 1 ", "the closing drawer shows the first place: \(phone.visibleTexts())")
            await phone.settle()
            #expect(card(phone) == "Place 2 taps 0 ", "the second place, fresh: \(phone.visibleTexts())")
            #expect(phone.visibleTexts().contains("Dismissals 1"), "onDismiss ran once: \(phone.visibleTexts())")
            let reopened = try #require(phone.panels.first.flatMap { phone.visibleFrame(of: $0) })
            #expect(abs(reopened.minY - open.minY) < 1, "open again at medium: \(reopened)")
        }

        /// The next place's content chooses other detents (large only): the drawer closes, then
        /// opens toward large at once, announced once, as the new content's settings are read
        /// before it opens again.
        @Test func theNewItemsDetentsHoldFromItsOpening() async throws {
            let recorder = EventRecorder()
            let phone = SwiftUIPhone(PlaceMapScreen(evenPlacesAreLarge: true, recorder: recorder))
            await phone.settle()
            await phone.tap(button: "Show place")
            await phone.settle()
            recorder.events = []
            await phone.tap(button: "Next place")
            await phone.settle()
            #expect(card(phone) == "Place 2 taps 0 ", "\(phone.visibleTexts())")
            #expect(recorder.settleTargets == [.closed, .large], "close, then straight to large: \(recorder.events)")
            let frame = try #require(phone.panels.first.flatMap { phone.visibleFrame(of: $0) })
            #expect(frame.minY < 100, "at large: \(frame)")
        }

        /// The same place with a new value: the card follows in place, keeps its state, and
        /// nothing is dismissed.
        @Test func theSameItemUpdatesInPlace() async throws {
            let phone = await showFirstPlaceTapped()
            await phone.tap(button: "Add note")
            await phone.settle()
            #expect(card(phone) == "Place 1 taps 1 noted", "\(phone.visibleTexts())")
            #expect(phone.visibleTexts().contains("Dismissals 0"), "\(phone.visibleTexts())")
        }
    }
}

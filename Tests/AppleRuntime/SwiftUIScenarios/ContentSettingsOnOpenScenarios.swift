import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

/// A drawer whose content chooses its only detent, as `.sheet` content writes
/// `presentationDetents([.large])`; the events its drawer reports are recorded.
struct LargeOnlyContentScreen: View {
    @State var showsDetails = false
    let recorder: EventRecorder

    var body: some View {
        Button("Details") { showsDetails = true }
            .drawer(isPresented: $showsDetails, onEvent: { recorder.events.append($0) }) { _ in
                Text("Details")
                    .drawerDetents([.large])
            }
    }
}

/// A drawer opened by a tap whose content chooses its detents and the one to open at, as
/// `.sheet` content writes `presentationDetents(_:selection:)`; the selection is shown behind.
struct SelectedDetentOnOpenScreen: View {
    @State var shows = false
    @State var detent: DrawerDetent.Identifier = DrawerDetent.height(300).identifier
    let recorder: EventRecorder

    var body: some View {
        VStack {
            Button("Open") { shows = true }
            Text("Behind \(detent.rawValue)")
        }
        .drawer(isPresented: $shows, onEvent: { recorder.events.append($0) }) {
            Text("Selected \(detent.rawValue)")
                .drawerDetents([.height(300), .large], selection: $detent)
        }
    }
}

/// Keeps the events a screen's drawer reported, in the order the app heard them.
@MainActor
final class EventRecorder {
    var events: [DrawerEvent] = []

    /// Every detent a settle was announced toward.
    var settleTargets: [DrawerDetent.Identifier] {
        events.compactMap { event in
            if case .willSettle(let target, _) = event { return target }
            return nil
        }
    }
}

extension SwiftUIScenarios {
    @MainActor
    @Suite struct ContentSettingsOnOpenScenarios {
        /// `.drawerDetents([.large])` in the content: the drawer opens at large and stays
        /// presented. Before, the content's detents arrived while the drawer opened toward the
        /// default medium; the drawer handed over to the nearest stop, closed, dismissed itself
        /// and opened again, without end. The app hears the events in the order they happened:
        /// the last announced settle and the last event are at large, and nothing was dismissed.
        @Test func opensAtTheContentsOnlyDetent() async throws {
            let recorder = EventRecorder()
            let phone = SwiftUIPhone(LargeOnlyContentScreen(recorder: recorder))
            await phone.settle()
            await phone.tap(button: "Details")
            await phone.settle()
            let frame = try #require(phone.panels.first.flatMap { phone.visibleFrame(of: $0) })
            #expect(frame.minY < 100, "at large: \(frame)")
            #expect(phone.visibleTexts().contains("Details"))
            #expect(!recorder.events.contains { if case .didDismiss = $0 { true } else { false } }, "\(recorder.events)")
            #expect(recorder.settleTargets.last == .large, "\(recorder.events)")
            // The content is evaluated before the open (its preferences delivered after that
            // pass: the double's reading of `onPreferenceChange`), so the open is announced
            // toward large only, never toward the outside default first.
            #expect(recorder.settleTargets == [.large], "announced once, toward large: \(recorder.events)")
            #expect(recorder.events.last == .didSettle(.large), "in order: \(recorder.events)")
        }

        /// The content's selection decides where the drawer opens: 300 pt high, announced once,
        /// and the app's selection is never written another detent on the way.
        @Test func opensAtTheContentsSelection() async throws {
            let recorder = EventRecorder()
            let phone = SwiftUIPhone(SelectedDetentOnOpenScreen(recorder: recorder))
            await phone.settle()
            await phone.tap(button: "Open")
            await phone.settle()
            let frame = try #require(phone.panels.first.flatMap { phone.visibleFrame(of: $0) })
            #expect(abs(SwiftUIPhone.size.height - frame.minY - 300) < 0.5, "300 pt high: \(frame)")
            let height = DrawerDetent.height(300).identifier
            #expect(recorder.settleTargets == [height], "\(recorder.events)")
            #expect(phone.visibleTexts().contains("Behind \(height.rawValue)"), "\(phone.visibleTexts())")
        }
    }
}

import DrawerCore
import DrawerSwiftUI
import Foundation
import Observation
import SwiftUI
import UIKit

/// The storm app's state: an app's model object, observed by its views, written by its buttons,
/// by the drawers' write-backs and by the storm itself (as a network reply or a timer would).
@Observable @MainActor
final class StormModel {
    /// The sheet's `isPresented`.
    var showsSheet = false
    /// The sheet's detent.
    var sheetDetent: DrawerDetent.Identifier = .medium
    /// The panel's `ResizableSheetState`.
    var panelState: ResizableSheetState = .hidden
    /// Whether the view holding both `.drawer` modifiers is in the window (an `if`).
    var presenterShown = true
    /// That view's `.id`: a new value is a new identity, its drawers dismantled and made anew.
    var presenterIdentity = 0

    /// A binding to one of the model's properties (what `@Bindable` gives an app).
    func binding<Value>(_ keyPath: ReferenceWritableKeyPath<StormModel, Value>) -> Binding<Value> {
        Binding(doubleGet: { self[keyPath: keyPath] }, set: { self[keyPath: keyPath] = $0 })
    }
}

/// A small app: a title, and a presenter that comes and goes and changes identity.
struct StormApp: View {
    let model: StormModel

    var body: some View {
        VStack {
            Text("Storm")
            if model.presenterShown {
                StormPresenter(model: model).id(model.presenterIdentity)
            } else {
                Text("No presenter")
            }
        }
    }
}

/// The view holding the drawers: a sheet with `isPresented` and a detent, and a resizable panel
/// with one state, each shown by its button.
struct StormPresenter: View {
    let model: StormModel

    var body: some View {
        VStack {
            Button("Show sheet") { model.showsSheet = true }
                .drawer(
                    isPresented: model.binding(\.showsSheet), detent: model.binding(\.sheetDetent),
                    configuration: DrawerConfiguration(detents: [.closed, .medium, .large])
                ) { _ in
                    VStack {
                        Text("Sheet body")
                        Button("Close sheet") { model.showsSheet = false }
                    }
                }
            Button("Show panel") { model.panelState = .medium }
                .resizableSheet(model.binding(\.panelState), id: "panel") { builder in
                    builder.content { _ in
                        Text("Panel body").frame(height: 200)
                    }
                }
        }
    }
}

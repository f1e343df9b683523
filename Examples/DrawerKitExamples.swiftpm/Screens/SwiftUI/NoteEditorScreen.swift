// A dismissal the app holds ("Discard changes?"): a swipe, a tap outside or Escape stops the sheet
// half-way and waits; Discard closes it the way the person asked, Keep Editing sends it back.
import DrawerCore
import DrawerSwiftUI
import SwiftUI

struct NoteEditorScreen: View {
    @State private var editing = false
    @State private var pendingClose: DrawerDismissalAnswer?

    var body: some View {
        VStack(spacing: 12) {
            Button("Edit note") { editing = true }
            Text(editing ? "Editing" : "Not editing")
            Spacer()
        }
        .padding()
        .drawer(isPresented: $editing) { _ in
            VStack(spacing: 12) {
                Text("Draft: buy oat milk")
                Text("Unsaved changes")
                Spacer()
            }
            .padding()
        }
        .drawerConfirmsDismissal($pendingClose)
        .overlay(alignment: .top) {
            if let pendingClose {
                VStack(spacing: 8) {
                    Text("Discard changes?")
                    Button("Discard") { pendingClose.confirm() }
                    Button("Keep Editing") { pendingClose.cancel() }
                }
                .padding()
            }
        }
    }
}

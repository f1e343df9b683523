// A dismissal the app holds ("Discard changes?"): a swipe, a tap outside or Escape stops the sheet
// half-way and waits; Discard closes it the way the person asked, Keep Editing sends it back.
//
// The question is asked inside the sheet, which stays on screen while it waits: the sheet is drawn
// over the whole window, dimming included, so a prompt in the presenting view's own tree (an
// overlay of the button) would sit under that dimming and take no tap.
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
                if let pendingClose {
                    Text("Discard changes?")
                    Button("Discard") { pendingClose.confirm() }
                    Button("Keep Editing") { pendingClose.cancel() }
                } else {
                    Text("Draft: buy oat milk")
                }
                Spacer()
            }
            .padding()
        }
        .drawerConfirmsDismissal($pendingClose)
    }
}

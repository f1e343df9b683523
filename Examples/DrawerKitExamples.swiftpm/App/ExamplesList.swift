// The first screen: every example by name; each opens in its own screen.
import SwiftUI

struct ExamplesList: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Always-there drawer (Ex.Drawer)") { QueueDrawerScreen() }
                NavigationLink("Sheet over a map (ResizableSheet)") { PlacesSheetScreen() }
                NavigationLink("Shortcuts drawer, UIKit") { ShortcutsEditorScreen() }
                NavigationLink("Navigation drawer") { MailboxMenuScreen() }
                NavigationLink("Sheet view, UIKit (UCSheetView)") { RideSheetScreen() }
                NavigationLink("iOS 26 floating sheet") { FloatingSheetScreen() }
                NavigationLink("Sheet grown from its button") { RouteMorphScreen() }
                NavigationLink("Pages in a drawer") { SettingsPagesScreen() }
                NavigationLink("Discard changes?") { NoteEditorScreen() }
            }
            .navigationTitle("DrawerKit")
        }
    }
}

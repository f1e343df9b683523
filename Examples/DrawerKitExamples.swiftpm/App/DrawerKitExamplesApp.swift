// The app's entry point: one window showing the list of examples.
import SwiftUI

@main
struct DrawerKitExamplesApp: App {
    var body: some Scene {
        WindowGroup {
            ExamplesList()
        }
    }
}

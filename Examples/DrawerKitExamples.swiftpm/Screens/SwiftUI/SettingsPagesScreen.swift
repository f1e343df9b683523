// Pages inside a drawer: a settings list, and a detail pushed over it; the drawer's height follows
// the page on top (each fits its content), Back pops to the list at the height it was left at.
import DrawerCore
import DrawerSwiftUI
import SwiftUI

struct SettingsPagesScreen: View {
    @State private var showsSettings = false
    @State private var path: [DrawerPage] = []

    var body: some View {
        Button("Settings") { showsSettings = true }
            .drawer(
                isPresented: $showsSettings,
                configuration: DrawerConfiguration(detents: [.closed, .fit, .large])
            ) { _ in
                VStack(spacing: 12) {
                    Text("Connections")
                    Button("Wi-Fi") { path.append(DrawerPage(id: "wifi", detents: [.fit, .large])) }
                    Button("Bluetooth") { path.append(DrawerPage(id: "bluetooth", detents: [.fit, .large])) }
                }
                .padding()
            }
            .drawerPages(path) { page, _ in
                VStack(spacing: 12) {
                    Text(page.id == "wifi" ? "Wi-Fi networks" : "Bluetooth devices")
                    ForEach(page.id == "wifi" ? ["Home", "Office", "Café"] : ["Headphones"], id: \.self) { name in
                        Text(name)
                    }
                    Button("Back") { path.removeLast() }
                }
                .padding()
            }
    }
}

// A sheet that grows out of the button that opens it and shrinks back into it whenever it closes
// (iOS 26's zoom transition from a button).
import DrawerCore
import DrawerSwiftUI
import SwiftUI

struct RouteMorphScreen: View {
    @State private var showsRoute = false
    @State private var routeButton: DrawerMorphSource?

    var body: some View {
        VStack {
            Spacer()
            Button("Show route") { showsRoute = true }
                .padding()
                .drawerSource($routeButton, cornerRadius: 12)
            Text(showsRoute ? "Route shown" : "Route hidden")
        }
        .padding()
        .drawer(isPresented: $showsRoute, growingFrom: routeButton) { _ in
            VStack(spacing: 12) {
                Text("Route")
                Text("12 min · 3.4 km")
                Button("Done") { showsRoute = false }
                Spacer()
            }
            .padding()
        }
    }
}

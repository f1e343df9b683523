// The 2026 system sheet (iOS 26): a floating sheet with glass, 8 pt off the window's edges and
// round at medium, anchored and opaque at large, never wider than 500 pt (centred on an iPad).
import DrawerCore
import DrawerSwiftUI
import SwiftUI

struct FloatingSheetScreen: View {
    var body: some View {
        ZStack {
            MapBackdrop()
            Drawer { context in
                VStack(spacing: 12) {
                    Text("Nearby")
                    Text(context.detent == .large ? "All places" : "Swipe up for all places")
                    Spacer()
                }
                .padding()
            } handle: { edge in
                DrawerHandle(edge: edge)
            }
            .detents([.medium, .large])
            .drawerShape(.iOS26Sheet())
            .drawerWidth(maximum: 500, placement: .center)
        }
    }
}

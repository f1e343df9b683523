// Seed 000 (Ex.Drawer), as its user writes it: a drawer that is always there, pulled by its handle
// between a peek, half and full height over a player; the list inside takes taps only once the
// drawer is open far enough to read it.
import DrawerCore
import DrawerSwiftUI
import SwiftUI

struct QueueDrawerScreen: View {
    @State private var shuffles = false

    var body: some View {
        ZStack {
            VStack(spacing: 8) {
                Text("Clair de lune")
                Text("Claude Debussy")
                Spacer()
            }
            .padding()
            Drawer { context in
                VStack(spacing: 12) {
                    Text("Up next")
                    Text("Queue: \(context.detent.rawValue)")
                    Button(shuffles ? "Shuffle on" : "Shuffle off") { shuffles.toggle() }
                    ForEach(["Rêverie", "Arabesque No. 1", "La fille aux cheveux de lin"], id: \.self) { title in
                        Text(title)
                    }
                    Spacer()
                }
                .padding()
            } handle: { edge in
                DrawerHandle(edge: edge)
            }
            .placement(.bottom)
            .cornerRadius(16)
            .panelStyle(Material.regularMaterial)
            .detents([.small, .medium, .large])
            .interactiveDetents([.medium, .large])
        }
    }
}

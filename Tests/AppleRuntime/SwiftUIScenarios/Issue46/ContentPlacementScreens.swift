import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI

// Issue 46, item 3: screens whose drawers are drawn over one of their views (`Drawer`,
// `placement: .content`, `.drawerBottomBar`), each with a button the drawer's panel does not
// cover, counting its taps where the scenario can read them.

/// A button at the top of the space it is given, with the count of its taps under it
/// ("Behind taps: 1").
struct CountedButtonAtTop: View {
    let title: String
    @Binding var taps: Int

    var body: some View {
        VStack {
            Button(title) { taps += 1 }
            Text("\(title) taps: \(taps)")
            Spacer()
        }
    }
}

/// A `Drawer` in a `ZStack` over a button near the top: the panel rests at medium, below it.
struct ButtonBehindDrawerScreen: View {
    @State var behindTaps = 0
    @State var drawerTaps = 0

    var body: some View {
        ZStack {
            CountedButtonAtTop(title: "Behind", taps: $behindTaps)
            Drawer {
                VStack {
                    Button("In drawer") { drawerTaps += 1 }
                    Text("Drawer taps: \(drawerTaps)")
                    Spacer()
                }
            }
            .detents([.medium, .large])
            .interactiveDetents([.medium, .large])
        }
    }
}

/// A view with a button at its top and a drawer drawn over that view only (`placement:
/// .content`), whose content is a list with a button of its own.
struct ButtonBesideContentDrawerScreen: View {
    let backdrop: DrawerBackdrop
    @State var besideTaps = 0
    @State var rowTaps = 0
    @State var shows = true

    var body: some View {
        CountedButtonAtTop(title: "Beside", taps: $besideTaps)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .drawer(isPresented: $shows, backdrop: backdrop, placement: .content) {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    Button("Row button") { rowTaps += 1 }
                    Text("Row taps: \(rowTaps)")
                    ForEach(0..<60, id: \.self) { index in
                        Text("Row \(index)").padding()
                    }
                }
                .drawerScrollTracking()
            }
        }
    }
}

/// A view with a button at its top and the bottom bar (`.content` by default) under it.
struct ButtonAboveBottomBarScreen: View {
    @State var libraryTaps = 0

    var body: some View {
        CountedButtonAtTop(title: "Library", taps: $libraryTaps)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .drawerBottomBar(barHeight: 64, detents: [.large]) {
            Text("Mini player")
        } content: { _ in
            Text("Full player")
        }
    }
}

/// A `Drawer` on a screen that also presents a window-level drawer, before the `Drawer` is
/// drawn (`windowFirst`) or after, from a button.
struct ContentAndWindowDrawerScreen: View {
    @State var showsSheet: Bool

    init(windowFirst: Bool) {
        _showsSheet = State(initialValue: windowFirst)
    }

    var body: some View {
        ZStack {
            VStack {
                Button("Open sheet") { showsSheet = true }
                Spacer()
            }
            Drawer {
                Text("Always there")
            }
            .detents([.medium])
        }
        .drawer(isPresented: $showsSheet, backdrop: .none) {
            Text("Window sheet")
        }
    }
}

// Seed 003 (SwiftUI navigation drawer, blog): the post builds `DrawerView(isOpen:main:drawer:)`;
// here is its use with DrawerKit: a side drawer driven by an open fraction, opened by a swipe that
// starts in the outer 10 % of the width, snapped open or closed from the predicted end of the
// drag, over an overlay whose opacity follows the open fraction and that closes the drawer when
// tapped. Type-checked by `make check-apple`.
import DrawerCore
import DrawerSwiftUI
import SwiftUI

struct NavigationExampleView: View {
    @State private var isOpen = false

    var body: some View {
        DrawerNavigationView(isOpen: $isOpen) {
            VStack {
                Button("Open menu") { isOpen = true }
                Spacer()
            }
        } drawer: {
            VStack {
                Text("Menu")
                Spacer()
            }
        }
    }
}

// The same drawer from the trailing side, opening from a wider edge region.
struct TrailingNavigationExampleView: View {
    @State private var isOpen = false

    var body: some View {
        DrawerNavigationView(isOpen: $isOpen, edge: .trailing, width: 0.7, edgeRegionFraction: 0.2) {
            Text("Main")
        } drawer: {
            Text("Settings")
        }
    }
}

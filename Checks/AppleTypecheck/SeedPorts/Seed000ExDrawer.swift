// Seed 000 (Ex.Drawer): the README's three usage examples, re-expressed with DrawerKit.
// Type-checked by `make check-apple` against the stand-ins and built for the iOS Simulator by the
// Apple CI job. docs/APPLE.md lists each changed line. Seeds are for facts and API shape: the
// surrounding code is our own.
import DrawerCore
import DrawerSwiftUI
import SwiftUI

/// A handle drawn from the edge it sits on (the seed's `CustomHandle(position:)`).
struct CustomHandle: View {
    var position: DrawerEdge = .bottom

    var body: some View {
        Capsule().fill(Color.secondary).frame(width: 36, height: 5).padding(8)
    }
}

// Example 1: a content view and a handle that depends on the drawer's placement.
struct ExampleView: View {
    var body: some View {
        Drawer {
            Text("Content!")
        } handle: { position in
            CustomHandle(position: position)
        }
    }
}

// Example 2: a handle that does not depend on the placement ("nullary" closure).
struct NullaryHandleExampleView: View {
    var body: some View {
        Drawer {
            Text("Content!")
        } handle: {
            CustomHandle()
        }
    }
}

// Example 3: the configuration modifiers, in the seed's order and spelling.
struct ConfiguredExampleView: View {
    var body: some View {
        Drawer {
            Text("Content!")
        }
        .cornerRadius(12)
        .placement(.bottom)
        .panelStyle(.regularMaterial)
        .detents([.medium, .large])
        .interactiveDetents([.large])
    }
}

// The seed's `Detent` is a float literal clamped to 0…1; so is `DrawerDetent`, in both lists.
struct FloatLiteralDetentsView: View {
    var body: some View {
        Drawer {
            Text("Content!")
        }
        .detents([0.25, .medium, 1.0])
        .interactiveDetents([0.25, 1.0])
    }
}

// The seed's named detents are values: `1.0` is `.large`, so these two lists name one detent
// (DrawerCore's fraction identity rule) and the content takes touches at large; `Detent.all` is
// `DrawerDetent.all`, the range every fraction is clamped to.
struct NamedAndLiteralDetentsView: View {
    let clamping: ClosedRange<CGFloat> = DrawerDetent.all

    var body: some View {
        Drawer {
            Text("Content!")
        }
        .detents([.medium, .large])
        .interactiveDetents([1.0])
    }
}

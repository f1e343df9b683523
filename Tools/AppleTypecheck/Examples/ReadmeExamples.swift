// The usage examples of docs/APPLE.md, verbatim, type-checked by check.sh.
import DrawerCore
import DrawerSwiftUI
import DrawerUIKit
import SwiftUI
import UIKit

// MARK: SwiftUI — an always-there drawer (seed 000)

struct MapScreen: View {
    var body: some View {
        Drawer { context in
            Text("Detent: \(context.detent.rawValue)")
        } handle: { edge in
            DrawerHandle(edge: edge)
        }
        .edge(.bottom)
        .cornerRadius(16)
        .panelStyle(Material.regularMaterial)
        .detents([.small, .medium, .large])
        .interactiveDetents([.small, .large])
    }
}

// MARK: SwiftUI — a presented sheet with a coordinated scroll view (seed 001)

struct ListScreen: View {
    @State private var showsList = false
    @State private var detent: DrawerDetent.Identifier = .medium

    var body: some View {
        Button("Show list") { showsList = true }
            .drawer(isPresented: $showsList, detent: $detent) { context in
                DrawerScrollView {
                    ForEach(0..<100, id: \.self) { row in
                        Text("Row \(row)").padding()
                    }
                }
                .opacity(Double(0.5 + context.openFraction / 2))
            }
    }
}

// MARK: SwiftUI — over the whole window, no background (touches pass through)

struct RootScreen: View {
    @State private var showsTools = false

    var body: some View {
        Button("Tools") { showsTools = true }
            .drawer(isPresented: $showsTools, id: "tools", background: .none, placement: .window) { _ in
                Text("Tools")
            }
            .drawerHost()
    }
}

// MARK: SwiftUI — a side navigation drawer (seed 003)

struct MenuScreen: View {
    @State private var showsMenu = false

    var body: some View {
        DrawerNavigationView(isOpen: $showsMenu) {
            Text("Menu")
        } main: {
            Button("Open menu") { showsMenu = true }
        }
    }
}

// MARK: UIKit — a sheet view (seed 004) and a drawer view controller (seed 002)

@MainActor
func makeSheet(in container: UIView, content: UIView) -> DrawerSheetView {
    let configuration = DrawerSheetConfiguration(
        detents: [
            .points(100, identifier: .default),
            .fractional(divisor: 2, identifier: .medium),
            .offsetFromFarEdge(40, identifier: .large),
        ],
        largestUndimmedDetent: .medium,
        maximumDimmingAlpha: 0.8,
        shadowRadius: 40)
    let sheet = DrawerSheetView(frame: container.bounds, contentView: content, configuration: configuration)
    container.addSubview(sheet)
    return sheet
}

@MainActor
final class EditorViewController: UIViewController, DrawerViewControllerDelegate {
    func showDrawer(listController: UIViewController, list: UIScrollView) {
        let drawer = DrawerViewController(
            content: listController,
            configuration: DrawerSheetConfiguration(detents: [.points(120, identifier: .small), .medium, .large]))
        drawer.delegate = self
        drawer.trackedScrollView = list
        addChild(drawer)
        view.addSubview(drawer.view)
        drawer.view.frame = view.bounds
        drawer.didMove(toParent: self)
    }

    func drawerViewController(_ controller: DrawerViewController, didSettleAt detent: DrawerDetent.Identifier) {
        print("settled at \(detent)")
    }
}

// The UIKit examples in the SwiftUI list: each view controller as a SwiftUI view.
import SwiftUI
import UIKit

struct ShortcutsEditorScreen: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> ShortcutsEditorViewController {
        ShortcutsEditorViewController(nibName: nil, bundle: nil)
    }

    func updateUIViewController(_ controller: ShortcutsEditorViewController, context: Context) {}
}

struct RideSheetScreen: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> RideSheetViewController {
        RideSheetViewController(nibName: nil, bundle: nil)
    }

    func updateUIViewController(_ controller: RideSheetViewController, context: Context) {}
}

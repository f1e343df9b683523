import DrawerCore
import UIKit

@testable import DrawerUIKit

/// The app's side of a binding-presented drawer, as SwiftUI runs it around a
/// `DrawerPresentationAnchor`: the bindings' storage, written only by the app and by the anchor's
/// write-backs; every write schedules an update that hands the anchor the new values, until an
/// update writes nothing.
@MainActor
final class BindingApp {
    /// How the app stores its bindings.
    enum Storage {
        case values(DrawerBindingValues)
        /// Seed 001's one `ResizableSheetState`, through the adapter's mapping.
        case sheetState(DrawerDetent.Identifier)
    }

    var storage: Storage
    var configuration: DrawerSheetConfiguration
    let anchor: DrawerPresentationAnchor
    /// Whether a write-back is waiting for its update.
    private var dirty = false
    /// Update rounds that wrote something back, in total.
    private(set) var writingRounds = 0

    init(
        _ storage: Storage, configuration: DrawerSheetConfiguration, contentView: UIView = UIView(),
        placement: DrawerPresentationPlacement = .window, views: DrawerPresentationViews = DrawerPresentationViews()
    ) {
        self.storage = storage
        self.configuration = configuration
        anchor = DrawerPresentationAnchor(
            values: Self.values(storage), contentView: contentView, configuration: configuration, placement: placement,
            views: views)
        anchor.onWriteBack = { [unowned self] writeBack in self.store(writeBack) }
    }

    static func values(_ storage: Storage) -> DrawerBindingValues {
        switch storage {
        case .values(let values): values
        case .sheetState(let state): .resizableSheet(state)
        }
    }

    var values: DrawerBindingValues { Self.values(storage) }
    var state: DrawerDetent.Identifier? {
        if case .sheetState(let state) = storage { return state }
        return nil
    }
    var host: DrawerHostView? { anchor.host }
    var id: String { anchor.presenter.id }
    var panelFrame: CGRect { host?.panelFrame(id) ?? .null }

    private func store(_ writeBack: DrawerBindingWriteBack) {
        switch storage {
        case .values(let values): storage = .values(values.applying(writeBack))
        case .sheetState(let state): storage = .sheetState(DrawerBindingValues.resizableSheetState(state, storing: writeBack))
        }
        dirty = true
    }

    /// SwiftUI's updates until nothing is written back (at most 100).
    func runUpdates() {
        for _ in 0..<100 {
            dirty = false
            anchor.update(values, configuration: configuration)
            guard dirty else { return }
            writingRounds += 1
        }
    }

    /// The app sets its bindings, then SwiftUI updates.
    func set(_ storage: Storage) {
        self.storage = storage
        runUpdates()
    }

    /// Puts the anchor inside a button-sized view near the bottom of `phone`'s root, as the
    /// README's `Button(…).drawer(isPresented:)` does, and runs SwiftUI's first updates.
    @discardableResult
    func presentFromButton(on phone: Phone) -> UIView {
        let button = UIView(frame: CGRect(x: 20, y: 600, width: 120, height: 44))
        phone.root.addSubview(button)
        button.addSubview(anchor)
        phone.window.layoutIfNeeded()
        runUpdates()
        return button
    }

    /// Runs the phone's frames until still, with SwiftUI's updates after each write-back.
    func settle(_ phone: Phone) {
        for _ in 0..<20 {
            phone.settle()
            guard dirty else { return }
            runUpdates()
        }
    }
}

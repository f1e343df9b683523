import DrawerCore
import Foundation

/// A simulated SwiftUI update loop around one drawer: the app's binding storage, a
/// ``DrawerBindingSync`` the adapter calls verbatim, a model, and a 60 Hz clock. Every
/// write-back is stored into the app's storage and fed into the next update, as SwiftUI does,
/// until an update writes nothing.
struct BindingLoop {
    /// How the app stores its bindings.
    enum Storage: Equatable, CustomStringConvertible {
        /// One storage per binding (isPresented/item and detent, or one state).
        case values(DrawerBindingValues)
        /// Seed 001's one `ResizableSheetState`, read and written through the adapter's mapping
        /// (`DrawerBindingValues.resizableSheet`, `.resizableSheetState(_:storing:)`).
        case sheetState(DrawerDetent.Identifier)

        var values: DrawerBindingValues {
            switch self {
            case .values(let values): values
            case .sheetState(let state): .resizableSheet(state)
            }
        }

        func storing(_ writeBack: DrawerBindingWriteBack) -> Storage {
            switch self {
            case .values(let values): .values(values.applying(writeBack))
            case .sheetState(let state): .sheetState(DrawerBindingValues.resizableSheetState(state, storing: writeBack))
            }
        }

        var description: String {
            switch self {
            case .values(let values): "\(values)"
            case .sheetState(let state): "sheetState(\(state))"
            }
        }
    }

    static let id = 0
    var model: DrawerHostModel<Int>
    var sync: DrawerBindingSync<Int>
    var app: Storage
    var clock: Double = 0
    /// Every non-empty write-back, oldest first.
    var written: [DrawerBindingWriteBack] = []
    /// The drawer's engine events, oldest first.
    var drawerEvents: [DrawerEvent] = []
    /// How many times the drawer's content ended (``DrawerHostModel/hasContent(_:)`` went false),
    /// as an adapter following it would drop its views.
    var contentEndings = 0
    /// Whether the content existed when last looked at.
    var hadContent = false

    init(
        _ app: Storage, configuration: DrawerConfiguration, size: CGSize = CGSize(width: 390, height: 844),
        options: DrawerHostOptions = DrawerHostOptions()
    ) {
        self.app = app
        model = DrawerHostModel(options: options)
        model.setContainer(DrawerContainer(size: size), time: 0)
        sync = DrawerBindingSync(id: Self.id, values: app.values)
        sync.add(to: &model, configuration: configuration, time: 0)
        _ = storeWriteBacks()
    }

    /// Stores the model's pending write-backs into the app; returns whether anything was written.
    mutating func storeWriteBacks() -> Bool {
        var events: [DrawerHostEvent<Int>] = []
        model.drainEvents { events.append($0) }
        for case .drawer(_, let event) in events { drawerEvents.append(event) }
        let writeBack = sync.writeBack(events)
        followContent()
        guard !writeBack.isEmpty else { return false }
        written.append(writeBack)
        app = app.storing(writeBack)
        return true
    }

    /// What a host does after delivering write-backs: follows whether the content exists, then
    /// presents a replaced item's drawer again once its old content has ended.
    mutating func followContent() {
        let hasContent = model.hasContent(Self.id)
        if hadContent && !hasContent { contentEndings += 1 }
        hadContent = hasContent
        guard sync.reopensForNewItem(in: model) else { return }
        sync.followItemReplacement(in: &model, time: clock)
        hadContent = model.hasContent(Self.id)
    }

    /// One SwiftUI update with the app's current values; returns whether it wrote anything back.
    mutating func updateOnce() -> Bool {
        sync.update(app.values, in: &model, time: clock)
        return storeWriteBacks()
    }

    /// Runs updates until one writes nothing, at most `limit`; returns how many wrote something.
    @discardableResult
    mutating func runUpdates(limit: Int = 100) -> Int {
        var writing = 0
        for _ in 0..<limit {
            guard updateOnce() else { break }
            writing += 1
        }
        return writing
    }

    /// The app sets its bindings to `storage`, then SwiftUI updates until nothing changes.
    @discardableResult
    mutating func set(_ storage: Storage) -> Int {
        app = storage
        return runUpdates()
    }

    /// Frames until nothing animates (at most ten seconds), running the update loop after every
    /// frame that wrote something back. Returns the number of update rounds that wrote.
    @discardableResult
    mutating func settle() -> Int {
        var writing = runUpdates()
        let start = clock
        while model.needsFrames && clock - start < 10 {
            clock += 1.0 / 60
            model.tick(time: clock)
            if storeWriteBacks() { writing += 1 + runUpdates() }
        }
        return writing
    }

    /// A fast swipe from the middle of the visible panel towards the drawer's edge (bottom).
    mutating func swipeDown() {
        guard let rect = model.frame(of: Self.id)?.visibleRect, !rect.isEmpty else { return }
        _ = model.dragBegan(at: CGPoint(x: rect.midX, y: rect.midY), time: clock)
        for step in 1...10 {
            clock += 1.0 / 60
            model.dragChanged(translation: CGPoint(x: 0, y: CGFloat(step) * 40), time: clock)
        }
        clock += 1.0 / 60
        model.dragEnded(time: clock, velocity: CGPoint(x: 0, y: 2500))
        if storeWriteBacks() { runUpdates() }
    }

    /// The detent the drawer rests at, or `nil` while it moves.
    var resting: DrawerDetent.Identifier? { model.frame(of: Self.id)?.restingDetent }
    /// Whether the drawer is on screen.
    var isShown: Bool { model.isShown(Self.id) }
}

extension BindingLoop: CustomStringConvertible {
    /// What a failed expectation shows: the app's bindings and where the drawer is.
    var description: String {
        "app \(app), resting \(resting.map { "\($0)" } ?? "moving"), shown \(isShown), written \(written.count)"
    }
}

import DrawerCore
import Foundation

/// A host model with the app's side of it: the bindings an app would hold, updated only from the
/// model's write-back events, and a 60 Hz clock. Scenario tests drive it in the order an adapter
/// calls the model.
struct HostHarness {
    var model: DrawerHostModel<String>
    var clock: Double = 0
    /// The app's `isPresented` (or `item != nil`) bindings.
    var presented: [String: Bool] = [:]
    /// The app's detent-selection bindings.
    var selection: [String: DrawerDetent.Identifier] = [:]
    /// The app's single-state bindings.
    var state: [String: DrawerDetent.Identifier] = [:]
    /// Every event delivered, oldest first.
    var delivered: [DrawerHostEvent<String>] = []

    init(options: DrawerHostOptions, size: CGSize? = CGSize(width: 390, height: 844)) {
        model = DrawerHostModel(options: options)
        if let size { model.setContainer(DrawerContainer(size: size), time: 0) }
    }

    /// Applies the model's write-backs to the app's bindings, as an adapter does.
    mutating func deliver() {
        var pending: [DrawerHostEvent<String>] = []
        model.drainEvents { pending.append($0) }
        for event in pending {
            switch event {
            case .presentedChanged(let id, let value): presented[id] = value
            case .selectionChanged(let id, let value): selection[id] = value
            case .stateChanged(let id, let value): state[id] = value
            case .drawer, .cameToRest: break
            }
        }
        delivered += pending
    }

    /// Advances the clock by `seconds` in display frames, delivering events after each.
    mutating func run(for seconds: Double) {
        let end = clock + seconds
        while clock < end {
            clock += 1.0 / 60
            model.tick(time: clock)
            deliver()
        }
    }

    /// Runs frames until nothing animates (at most ten seconds); returns how long it took.
    @discardableResult
    mutating func settle() -> Double {
        deliver()
        let start = clock
        while model.needsFrames && clock - start < 10 {
            clock += 1.0 / 60
            model.tick(time: clock)
            deliver()
        }
        return clock - start
    }

    /// A drag as a toolkit reports it: a press at `start`, moves along `path` (total
    /// translations, one per frame), then a release with `velocity`.
    @discardableResult
    mutating func drag(from start: CGPoint, path: [CGPoint], velocity: CGPoint? = nil) -> String? {
        let owner = model.dragBegan(at: start, time: clock)
        for translation in path {
            clock += 1.0 / 60
            model.dragChanged(translation: translation, time: clock)
        }
        clock += 1.0 / 60
        model.dragEnded(time: clock, velocity: velocity)
        deliver()
        return owner
    }

    /// The detent `id` rests at, or `nil` while it moves.
    func resting(_ id: String) -> DrawerDetent.Identifier? { model.frame(of: id)?.restingDetent }

    /// The visible panel of `id`.
    func visible(_ id: String) -> CGRect { model.frame(of: id)?.visibleRect ?? .null }

    /// A point well inside the visible panel of `id`.
    func inside(_ id: String) -> CGPoint {
        let rect = visible(id)
        return CGPoint(x: rect.midX, y: rect.midY)
    }

    /// Whether `id`'s events include a `cameToRest`.
    func cameToRest(_ id: String) -> Bool {
        delivered.contains { if case .cameToRest(id) = $0 { true } else { false } }
    }
}

extension DrawerConfiguration {
    /// seed 001's sheet: hidden, medium, large.
    static let sheet = DrawerConfiguration(detents: [.closed, .medium, .large])
}

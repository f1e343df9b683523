import DrawerCore
import Foundation
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// A seeded storm of real input against DrawerUIKit: touches of every shape (drags, flicks,
    /// taps, cancelled touches, edge swipes, touches on the list), rotations and Split View
    /// resizes, keyboard frames with and without a screen, configuration changes (duplicate
    /// identifiers included), Reduce Motion, reading direction, drawers added and removed. The
    /// iOS side of `make storm`'s rules: no crash, every drawer at a stop once things are quiet,
    /// every drag paired with a settle or a dismissal, and every removed drawer's views released.
    @MainActor
    @Suite struct StormScenarios {
        static let actions = Int(ProcessInfo.processInfo.environment["DRAWER_UIKIT_STORM_ACTIONS"] ?? "") ?? 2_000

        @Test(arguments: [0x5EED_2024 as UInt64, 0xD1CE_2026])
        func aStormLeavesEveryDrawerAtAStopAndReleasesWhatWasRemoved(seed: UInt64) {
            let phone = Phone()
            let viewsBefore = LiveObjects.views
            let layersBefore = LiveObjects.layers
            var released = ReleasedViews()
            var liveAtAThird = (views: 0, layers: 0)
            var liveAtTheEnd = (views: 0, layers: 0)
            var pairing = DragPairing()
            do {
                var storm = Storm(phone: phone, seed: seed)
                for index in 0..<Self.actions {
                    storm.act(released: &released)
                    if index % 100 == 99 {
                        storm.quiet()
                        #expect(storm.drawersBetweenStops().isEmpty, "action \(index): \(storm.drawersBetweenStops())")
                    }
                    if index == Self.actions / 3 {
                        liveAtAThird = (LiveObjects.views, LiveObjects.layers)
                        #expect(LiveObjects.views - viewsBefore == storm.viewsOnScreen, "no view alive off screen")
                    }
                }
                storm.quiet()
                #expect(storm.drawersBetweenStops().isEmpty)
                liveAtTheEnd = (LiveObjects.views, LiveObjects.layers)
                #expect(LiveObjects.views - viewsBefore == storm.viewsOnScreen, "no view alive off screen")
                storm.tearDown(released: &released)
                pairing = storm.pairing
            }
            #expect(pairing.unpaired == 0, "drags without a settle: \(pairing.unpaired)")
            #expect(pairing.drags > Self.actions / 10, "the storm dragged (\(pairing.drags) drags)")
            UIKitDouble.advance(seconds: 0.1)
            #expect(released.alive.isEmpty, "not released: \(released.alive)")
            #expect(LiveObjects.views == viewsBefore, "views alive after the storm's host went: \(LiveObjects.views - viewsBefore)")
            #expect(LiveObjects.layers == layersBefore)
            #expect(!UIKitDouble.hasActiveDisplayLink)
            print(
                "uikit storm: seed \(String(seed, radix: 16)), \(Self.actions) actions, \(pairing.drags) drags, "
                    + "\(released.count) drawers removed and released; views/layers alive after a third "
                    + "\(liveAtAThird.views - viewsBefore)/\(liveAtAThird.layers - layersBefore), at the end "
                    + "\(liveAtTheEnd.views - viewsBefore)/\(liveAtTheEnd.layers - layersBefore), after teardown "
                    + "\(LiveObjects.views - viewsBefore)/\(LiveObjects.layers - layersBefore)")
        }
    }
}

/// Weak references to the views of every drawer the storm removed.
@MainActor
struct ReleasedViews {
    private var views: [(name: String, view: WeakView)] = []
    private(set) var count = 0

    mutating func watch(_ name: String, _ panelViews: [UIView]) {
        count += 1
        for view in panelViews { views.append((name, WeakView(view: view))) }
    }

    var alive: [String] { views.filter { $0.view.view != nil }.map(\.name) }

    struct WeakView {
        weak var view: UIView?
    }
}

/// Counts drags against the settles and dismissals that end them, per drawer: a drag must end
/// (`willSettle`, `didDismiss`) before that drawer's next drag, and every drag must have ended
/// once things are quiet.
struct DragPairing {
    private var open: Set<String> = []
    private(set) var drags = 0
    private(set) var unpaired = 0

    mutating func record(_ id: String, _ event: DrawerEvent) {
        switch event {
        case .willBeginDragging:
            drags += 1
            if !open.insert(id).inserted { unpaired += 1 }
        case .willSettle, .didSettle, .didDismiss:
            open.remove(id)
        default:
            break
        }
    }

    mutating func forget(_ id: String) { open.remove(id) }

    mutating func finish() {
        unpaired += open.count
        open.removeAll()
    }
}

import DrawerCore
import Foundation
import PropertyBased
import Testing

/// Several scroll views in one drawer under random operation sequences: registering and
/// removing views (also mid-drag), fingers landing on each, drags, releases, ticks, detent
/// changes, the adapter's own drags, and hostile numbers.
@Suite("Host model: several scroll views per drawer (property tests)")
struct HostMultipleScrollViewsPropertyTests {
    struct Operation: Sendable, CustomStringConvertible {
        var kind: Int
        var view: Int
        var a: CGFloat
        var b: CGFloat
        var dt: Double
        var description: String { "\(kind)#\(view)(\(a), \(b), +\(dt))" }
    }

    /// Two lists side by side (a pager) and a carousel across the top, as viewports at medium.
    static let keys = [DrawerScrollViewKey(rawValue: 1), DrawerScrollViewKey(rawValue: 2), DrawerScrollViewKey(rawValue: 3)]
    static let axes: [DrawerScrollAxis] = [.vertical, .vertical, .horizontal]
    static let viewports = [
        CGRect(x: 0, y: 602, width: 195, height: 242), CGRect(x: 195, y: 602, width: 195, height: 242),
        CGRect(x: 0, y: 482, width: 390, height: 120),
    ]
    static let detents: [DrawerDetent.Identifier] = [.closed, .medium, .large, "nope"]
    static let rules: [DrawerContentInteraction] = DrawerContentInteraction.allCases

    static let operation = zip(
        Gen.int(in: 0...9), Gen.int(in: 0...2), DrawerGen.length(upTo: 900), DrawerGen.length(upTo: 900),
        Gen.int(in: 0...12), Gen.bool
    )
    .map { kind, view, a, b, dt, negate in
        Operation(kind: kind, view: view, a: negate ? -a : a, b: b, dt: Double(dt) / 60)
    }

    /// The views as an app's scroll views would be: they move with a finger on them along their
    /// own axis, and take the offsets the model hands them.
    struct Views {
        var views: [ReplayScrollView]
        var registered: Set<Int> = []

        init() {
            views = HostMultipleScrollViewsPropertyTests.viewports.enumerated().map { index, viewport in
                var view = ReplayScrollView()
                view.drawerViewportSize = viewport.size
                view.drawerContentSize =
                    index == 2 ? CGSize(width: 2000, height: viewport.height) : CGSize(width: viewport.width, height: 1500)
                return view
            }
        }
    }

    /// Observes view `index`, checks the rules that hold for every observation, applies the offset.
    static func observe(
        _ index: Int, _ views: inout Views, model: inout DrawerHostModel<String>, location: CGPoint, time: Double,
        _ context: @autoclosure () -> String
    ) {
        let key = keys[index]
        let frameBefore = model.frame(of: "sheet")
        let offset = model.trackScrollView(
            views.views[index], key: key, axis: axes[index], in: "sheet", viewport: viewports[index], location: location,
            time: time)
        views.registered.insert(index)
        if axes[index] == .horizontal {
            #expect(offset == nil, "the carousel was handed an offset: \(context())")
            #expect(model.frame(of: "sheet") == frameBefore, "the carousel moved the drawer: \(context())")
            #expect(model.scrollViewOwningDrag(in: "sheet") != key, "\(context())")
        }
        if let offset {
            #expect(model.activeScrollView(in: "sheet") == key, "offset for a view the drawer does not follow: \(context())")
            #expect(offset.x.isFinite && offset.y.isFinite, "\(context())")
            views.views[index].drawerContentOffset = offset
        }
    }

    static func apply(
        _ op: Operation, views: inout Views, model: inout DrawerHostModel<String>, clock: Double,
        _ context: @autoclosure () -> String
    ) -> Double {
        let time = clock + op.dt
        let index = op.view
        let viewport = viewports[index]
        let finger = CGPoint(x: viewport.midX + (op.b.isFinite ? op.b : 0).truncatingRemainder(dividingBy: 80), y: viewport.midY)
        switch op.kind {
        case 0:
            // The view reports itself (registers it, or a frame's reading).
            observe(index, &views, model: &model, location: CGPoint(x: -1, y: -1), time: time, context())
        case 1:
            // A finger lands on the view (or somewhere hostile, for a = non-finite).
            views.views[index].drawerIsTracking = true
            views.views[index].drawerPanTranslation = .zero
            let location = op.a.isFinite ? finger : CGPoint(x: op.a, y: op.b)
            observe(index, &views, model: &model, location: location, time: time, context())
        case 2, 3:
            // The finger on every touched view moves (along its own axis, the view follows it).
            for touched in views.views.indices where views.views[touched].drawerIsTracking {
                let translation = CGPoint(x: op.b / 4, y: op.a / 4)
                if axes[touched] == .horizontal {
                    views.views[touched].drawerPanTranslation = translation
                    if translation.x.isFinite {
                        views.views[touched].drawerContentOffset.x = min(1610, max(0, -translation.x))
                    }
                } else if translation.y.isFinite {
                    views.views[touched].drag(to: translation)
                } else {
                    views.views[touched].drawerPanTranslation = translation
                }
                observe(touched, &views, model: &model, location: finger, time: time, context())
            }
        case 4:
            // Fingers lift.
            for touched in views.views.indices where views.views[touched].drawerIsTracking {
                views.views[touched].drawerIsTracking = false
                observe(touched, &views, model: &model, location: finger, time: time, context())
            }
        case 5:
            // The view goes away, perhaps mid-drag.
            views.views[index].drawerIsTracking = false
            views.registered.remove(index)
            model.stopTrackingScrollView(keys[index], in: "sheet", time: time)
            #expect(model.scrollViewOwningDrag(in: "sheet") != keys[index], "\(context())")
            #expect(!model.trackedScrollViews(in: "sheet").contains(keys[index]), "\(context())")
        case 6:
            // A display frame: every registered view is read.
            model.tick(time: time)
            for registered in views.registered.sorted() {
                observe(registered, &views, model: &model, location: finger, time: time, context())
            }
        case 7:
            model.setSelection(of: "sheet", detents[Int(min(abs(op.b.isFinite ? op.b : 0), 1000)) % detents.count], time: time)
        case 8:
            // The adapter's own drag (a header, or a press on the carousel).
            model.dragBegan(at: CGPoint(x: op.a, y: op.b), time: time)
            model.dragChanged(translation: CGPoint(x: op.b / 3, y: op.a / 3), time: time)
        default:
            model.dragEnded(time: time)
        }
        return time
    }

    @Test(
        "only the followed view is handed offsets, the carousel never moves the drawer, values stay finite, removal mid-drag is safe"
    )
    func randomSequences() async {
        await boundedPropertyCheck(
            count: 300, input: Gen.int(in: 0...(Self.rules.count * Self.rules.count - 1)), Self.operation.array(of: 1...60)
        ) { ruleIndex, operations in
            let scroll = DrawerScrollOptions(
                expandsWhenScrolledToEdge: ruleIndex % 2 == 0,
                contentInteraction: [
                    .medium: Self.rules[ruleIndex % Self.rules.count], .large: Self.rules[ruleIndex / Self.rules.count],
                ])
            var model = DrawerHostModel<String>(options: DrawerHostOptions())
            model.setContainer(DrawerContainer(size: CGSize(width: 390, height: 844)), time: 0)
            model.addDrawer(
                "sheet", configuration: DrawerConfiguration(detents: [.closed, .medium, .large], scroll: scroll),
                presentation: .alwaysPresent, selection: .medium, time: 0)
            var views = Views()
            var clock = 0.0
            for (step, op) in operations.enumerated() {
                clock = Self.apply(op, views: &views, model: &model, clock: clock, "step \(step): \(op)")
                let frame = model.frame(of: "sheet")!
                #expect(
                    frame.extent.isFinite && frame.contentOffset.isFinite && frame.panelRect.isFinite,
                    "step \(step): \(op)")
                if let owner = model.scrollViewOwningDrag(in: "sheet") {
                    #expect(model.isTrackedDrag && model.dragOwner == "sheet", "step \(step): \(op)")
                    #expect(model.activeScrollView(in: "sheet") == owner, "step \(step): \(op)")
                    #expect(owner != Self.keys[2], "the carousel owns a drag: step \(step): \(op)")
                } else {
                    #expect(!model.isTrackedDrag, "a tracked drag without its view: step \(step): \(op)")
                }
            }
            // Every finger lifts and every view goes away; the drawer comes to rest.
            for index in views.views.indices { model.stopTrackingScrollView(Self.keys[index], in: "sheet", time: clock) }
            model.dragEnded(time: clock)
            var elapsed = 0.0
            while model.needsFrames && elapsed < 30 {
                elapsed += 1.0 / 60
                model.tick(time: clock + elapsed)
            }
            #expect(!model.needsFrames && model.engine(of: "sheet")!.isResting, "still moving: \(operations)")
            #expect(model.dragOwner == nil && !model.isTrackedDrag)
        }
    }
}

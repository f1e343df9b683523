import DrawerCore
import Foundation
import PropertyBased
import Testing

/// Issue 46, item 4: which scroll views found inside a drawer's content the drawer tracks
/// (``DrawerScrollDiscovery``): lists always; text views, pickers and web views only when the app
/// marked them; insets only when the drawer opts in.
@Suite("Hosting: scroll discovery picks lists only")
struct ScrollDiscoveryRuleTests {
    static let editor = CGRect(x: 20, y: 100, width: 350, height: 200)

    @Test("unmarked: a list is tracked; a text view, a picker's wheel and a web page are not")
    func unmarkedKinds() {
        let tracked = DrawerScrollViewKind.allCases.filter {
            DrawerScrollDiscovery.tracks(.init(kind: $0, frame: Self.editor), markers: [])
        }
        #expect(tracked == [.list])
    }

    @Test("marked by the app's own call or by a marker on a top corner: every kind is tracked")
    func markedKinds() {
        for kind in DrawerScrollViewKind.allCases {
            #expect(DrawerScrollDiscovery.tracks(.init(kind: kind, frame: Self.editor, isTrackedByApp: true), markers: []))
            // Left-to-right leading corner, and right-to-left's (the frame's top right).
            #expect(DrawerScrollDiscovery.tracks(.init(kind: kind, frame: Self.editor), markers: [CGPoint(x: 20, y: 100)]))
            #expect(DrawerScrollDiscovery.tracks(.init(kind: kind, frame: Self.editor), markers: [CGPoint(x: 370.5, y: 99.5)]))
        }
    }

    @Test("a marker elsewhere (inside, below, a bottom corner) marks nothing")
    func markerElsewhere() {
        let misses = [CGPoint(x: 195, y: 200), CGPoint(x: 20, y: 300), CGPoint(x: 370, y: 300), CGPoint(x: 18.9, y: 100)]
        for marker in misses {
            #expect(!DrawerScrollDiscovery.isMarked(Self.editor, by: [marker]), "\(marker)")
        }
    }

    @Test("bad input never marks: non-finite frames and points, frames without area")
    func badInput() {
        let bad: [CGRect] = [
            CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
            CGRect(x: 0, y: 0, width: 0, height: 0), CGRect(x: 0, y: 0, width: 10, height: 0),
        ]
        for frame in bad {
            #expect(!DrawerScrollDiscovery.isMarked(frame, by: [.zero, CGPoint(x: 10, y: 0)]), "\(frame)")
            #expect(!DrawerScrollDiscovery.tracks(.init(kind: .text, frame: frame), markers: [.zero]))
        }
        #expect(!DrawerScrollDiscovery.isMarked(Self.editor, by: [CGPoint(x: CGFloat.nan, y: 100)]))
        #expect(!DrawerScrollDiscovery.isMarked(Self.editor, by: [CGPoint(x: -CGFloat.infinity, y: 100)]))
        // A list stays tracked whatever its frame says: a list not laid out yet is still a list.
        #expect(DrawerScrollDiscovery.tracks(.init(kind: .list, frame: bad[0]), markers: []))
    }

    @Test("insets: left alone by default, disabled when the drawer opts in or the app's own call handed the view over")
    func insets() {
        for byApp in [false, true] {
            #expect(DrawerScrollDiscovery.disablesInsetAdjustment(of: DrawerScrollOptions(), isTrackedByApp: byApp) == byApp)
            #expect(DrawerScrollDiscovery.disablesInsetAdjustment(of: DrawerConfiguration().scroll, isTrackedByApp: byApp) == byApp)
            #expect(
                DrawerScrollDiscovery.disablesInsetAdjustment(
                    of: DrawerScrollOptions(disablesContentInsetAdjustment: true), isTrackedByApp: byApp))
        }
    }

    @Test("any candidates and markers: tracked is list, or app-tracked, or a marker within 1 pt of a top corner")
    func ruleProperty() async {
        let kinds = DrawerScrollViewKind.allCases
        await propertyCheck(
            count: 400,
            input: Gen.int(in: 0...(kinds.count - 1)), Gen.bool, Gen.cgFloat(in: 0...400), Gen.cgFloat(in: -3...3),
            Gen.cgFloat(in: -3...3), Gen.bool
        ) { kindIndex, byApp, width, dx, dy, rightCorner in
            let frame = CGRect(x: 10, y: 40, width: width, height: 120)
            let corner = CGPoint(x: rightCorner ? frame.maxX : frame.minX, y: frame.minY)
            let marker = CGPoint(x: corner.x + dx, y: corner.y + dy)
            let candidate = DrawerScrollDiscovery.Candidate(kind: kinds[kindIndex], frame: frame, isTrackedByApp: byApp)
            // Near either top corner: in a frame narrower than 2 pt, a marker placed off one corner
            // may be within 1 pt of the other.
            let near = [frame.minX, frame.maxX].contains { abs(marker.x - $0) <= 1 } && abs(dy) <= 1
            // A zero width is a frame without area: never marked.
            let marked = width > 0 && near
            #expect(DrawerScrollDiscovery.isMarked(frame, by: [marker]) == marked)
            #expect(
                DrawerScrollDiscovery.tracks(candidate, markers: [marker])
                    == (candidate.kind == .list || byApp || marked))
            #expect(DrawerScrollDiscovery.tracked([candidate, candidate], markers: [marker]).count == (
                DrawerScrollDiscovery.tracks(candidate, markers: [marker]) ? 2 : 0))
        }
    }
}

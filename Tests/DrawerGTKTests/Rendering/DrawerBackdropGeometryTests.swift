#if os(Linux)
    import DrawerCore
    import Testing

    @testable import DrawerGTK

    @Suite("Drawer backdrop geometry")
    struct DrawerBackdropGeometryTests {
        typealias Rect = DrawerBackdropGeometry.Rect
        let window = Rect(x: 0, y: 0, width: 800, height: 600)

        @Test("Without an opaque panel the dimming is the whole window")
        func noHole() {
            #expect(DrawerBackdropGeometry.dimmingRects(bounds: window, covered: nil) == [window])
            let outside = Rect(x: 900, y: 0, width: 100, height: 100)
            #expect(DrawerBackdropGeometry.dimmingRects(bounds: window, covered: outside) == [window])
        }

        @Test("The dimming goes around the covered part, in pieces that tile the rest exactly")
        func hole() {
            let covered = Rect(x: 100, y: 350, width: 800, height: 400)  // a bottom sheet, spilling out right and below
            let rects = DrawerBackdropGeometry.dimmingRects(bounds: window, covered: covered)
            #expect(rects == [Rect(x: 0, y: 0, width: 800, height: 350), Rect(x: 0, y: 350, width: 100, height: 250)])
            let area = rects.reduce(0) { $0 + $1.width * $1.height }
            #expect(area == 800 * 600 - 700 * 250)
        }

        @Test(
            "The covered part leaves out the rounded free side's band",
            arguments: [
                (DrawerPhysicalEdge.bottom, Rect(x: 0, y: 316, width: 800, height: 284)),
                (.top, Rect(x: 0, y: 300, width: 800, height: 284)),
                (.left, Rect(x: 0, y: 300, width: 784, height: 300)),
                (.right, Rect(x: 16, y: 300, width: 784, height: 300)),
            ])
        func covered(side: DrawerPhysicalEdge, expected: Rect) {
            let panel = Rect(x: 0, y: 300, width: 800, height: 300)
            #expect(DrawerBackdropGeometry.coveredRect(panel: panel, side: side, cornerRadius: 16) == expected)
            #expect(DrawerBackdropGeometry.coveredRect(panel: panel, side: side, cornerRadius: .nan) == panel)
            #expect(DrawerBackdropGeometry.coveredRect(panel: panel, side: side, cornerRadius: 900) == nil)
        }

        @Test("The hole snaps inward to the grid but keeps the window's own edges")
        func snapping() {
            let open = Rect(x: -20, y: 0, width: 300, height: 600)  // a 280 px navigation drawer, 20 px still hidden
            let snapped = DrawerBackdropGeometry.snapped(open, inward: 32, within: window)
            #expect(snapped == Rect(x: 0, y: 0, width: 256, height: 600))
            #expect(DrawerBackdropGeometry.snapped(Rect(x: 0, y: 0, width: 20, height: 600), inward: 32, within: window) == nil)
            #expect(
                DrawerBackdropGeometry.snapped(open, inward: .nan, within: window) == Rect(x: 0, y: 0, width: 280, height: 600))
        }

        @Test("A navigation drawer's shadow: its free edge and the visible parts of its free corners")
        func navigationShadow() {
            let panel = Rect(x: 0, y: 0, width: 280, height: 600)
            let pieces = DrawerBackdropGeometry.shadowPieces(
                panel: panel, side: .left, cornerRadius: 0, extent: 21, bounds: window)
            let edges = pieces.compactMap { piece -> Rect? in if case .edge(let rect, _, _) = piece { rect } else { nil } }
            #expect(edges == [Rect(x: 280, y: 21, width: 21, height: 558)])
            let corners = pieces.compactMap { piece -> (DrawerBackdropGeometry.Corner, Rect)? in
                if case .corner(let rect, let corner, _, _) = piece { (corner, rect) } else { nil }
            }
            // Every part kept is on the window; outside the panel, only the free corners' parts beside the free edge.
            #expect(corners.allSatisfy { $0.1.intersection(window) != nil })
            let outside = corners.filter { $0.1.x >= panel.maxX }
            #expect(outside.map(\.1) == [Rect(x: 280, y: 0, width: 21, height: 21), Rect(x: 280, y: 579, width: 21, height: 21)])
            #expect(outside.allSatisfy { $0.0 == .topRight || $0.0 == .bottomRight })
        }

        @Test("A bottom sheet's shadow runs along its top edge between its rounded corners")
        func sheetShadow() {
            let panel = Rect(x: 0, y: 300, width: 800, height: 400)
            let pieces = DrawerBackdropGeometry.shadowPieces(
                panel: panel, side: .bottom, cornerRadius: 30, extent: 21, bounds: window)
            #expect(pieces.contains(.edge(rect: Rect(x: 51, y: 279, width: 698, height: 21), start: (51, 300), end: (51, 279))))
            for piece in pieces {
                if case .corner(_, let corner, let radius, _) = piece {
                    #expect((corner == .topLeft || corner == .topRight) && radius == 30)
                }
            }
        }

        @Test("No extent or an empty panel draws no shadow")
        func nothing() {
            let panel = Rect(x: 0, y: 300, width: 800, height: 300)
            #expect(
                DrawerBackdropGeometry.shadowPieces(panel: panel, side: .bottom, cornerRadius: 0, extent: 0, bounds: window)
                    .isEmpty)
            let empty = Rect(x: 0, y: 300, width: 0, height: 300)
            #expect(
                DrawerBackdropGeometry.shadowPieces(panel: empty, side: .bottom, cornerRadius: 0, extent: 21, bounds: window)
                    .isEmpty)
        }
    }
#endif

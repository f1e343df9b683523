#if os(Linux)
    import CGtk
    import Foundation
    import Testing

    @testable import DrawerGTK

    /// The outline of a shaped panel on the pixel grid, and where a closed one leaves its placeholder.
    @MainActor @Suite("Panel outline pixels")
    struct DrawerOutlinePixelTests {
        @Test("An outline that rounds to no pixel is empty; one that keeps a pixel is on the grid")
        func pixelOutline() {
            #expect(DrawerSlot.pixelOutline(CGRect(x: 160, y: 600, width: 480, height: 0)) == nil)
            #expect(DrawerSlot.pixelOutline(CGRect(x: 160, y: 599.8, width: 480, height: 0.3)) == nil)
            #expect(DrawerSlot.pixelOutline(CGRect(x: 160, y: CGFloat.nan, width: 480, height: 20)) == nil)
            #expect(DrawerSlot.pixelOutline(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 20)) == nil)
            #expect(DrawerSlot.pixelOutline(CGRect(x: 0, y: 0, width: 1e12, height: 20)) == nil)
            let grid = DrawerSlot.pixelOutline(CGRect(x: 160.4, y: 300.6, width: 479.2, height: 291.8))
            #expect(grid.map { [$0.x, $0.y, $0.width, $0.height] } == [160, 301, 480, 291])
            // The allocation's rule keeps 1 × 1 for the same rectangle: the outline's does not.
            let allocation = DrawerSlot.pixelRect(CGRect(x: 160, y: 600, width: 480, height: 0))
            #expect([allocation.width, allocation.height] == [480, 1])
        }

        @Test(
            "A closed outline's placeholder is the window's pixel nearest to where the panel went",
            arguments: [
                (CGPoint(x: 160, y: 600), [160, 599]),  // a bottom sheet: on the last row
                (CGPoint(x: 160, y: 0), [160, 0]),  // a top sheet
                (CGPoint(x: -1, y: 300), [0, 300]),  // a left drawer past the edge
                (CGPoint(x: 800, y: 20.7), [799, 20]),  // a right drawer
                (CGPoint(x: CGFloat.nan, y: CGFloat.infinity), [0, 0]),  // not finite: 0
            ])
        func placeholder(point: CGPoint, expected: [Int32]) {
            let empty = DrawerSlot.emptyOutline(at: point, within: CGSize(width: 800, height: 600))
            #expect([empty.x, empty.y] == expected)
            #expect([empty.width, empty.height] == [0, 0])
        }

        @Test("Without a known window, or in one of no size, the placeholder is at the origin")
        func noWindow() {
            for size in [nil, CGSize.zero] {
                let empty = DrawerSlot.emptyOutline(at: CGPoint(x: 300, y: 700), within: size)
                #expect([empty.x, empty.y] == [0, 0])
            }
        }
    }
#endif

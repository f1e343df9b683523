import DrawerCore
import Foundation
import PropertyBased
import Testing

@Suite("Scroll hand-off split")
struct DrawerScrollHandOffTests {
    let list = DrawerScrollState(offset: 0, contentLength: 2000, viewportLength: 800)

    func split(_ step: CGFloat, extent: CGFloat, offset: CGFloat = 0, expands: Bool = true, forward: Bool = true)
        -> DrawerScrollHandOff
    {
        DrawerScrollHandOff.split(
            step: step, extent: extent, upperStop: 800,
            scroll: DrawerScrollState(offset: offset, contentLength: 2000, viewportLength: 800),
            openingScrollsForward: forward, expandsFirst: expands)
    }

    @Test("opening below the top stop moves the drawer first, then scrolls the content")
    func openingExpandsFirst() {
        #expect(split(50, extent: 400) == DrawerScrollHandOff(drawer: 50, content: 0))
        #expect(split(50, extent: 780) == DrawerScrollHandOff(drawer: 20, content: 30))
        #expect(split(50, extent: 800) == DrawerScrollHandOff(drawer: 0, content: 50))
    }

    @Test("without expandsWhenScrolledToEdge scrollable content scrolls first")
    func contentFirst() {
        #expect(split(50, extent: 400, expands: false) == DrawerScrollHandOff(drawer: 0, content: 50))
        #expect(split(50, extent: 400, offset: 1190, expands: false) == DrawerScrollHandOff(drawer: 40, content: 10))
    }

    @Test("closing scrolls the content back to its start, then moves the drawer (seed 002)")
    func closing() {
        #expect(split(-50, extent: 800, offset: 30) == DrawerScrollHandOff(drawer: -20, content: -30))
        #expect(split(-50, extent: 800, offset: 0) == DrawerScrollHandOff(drawer: -50, content: 0))
        #expect(
            split(-50, extent: 820, offset: 100) == DrawerScrollHandOff(drawer: -20, content: -30),
            "a stretched drawer returns first")
    }

    @Test("content shorter than its viewport never scrolls")
    func shortContent() {
        let short = DrawerScrollState(offset: 0, contentLength: 300, viewportLength: 800)
        let step = DrawerScrollHandOff.split(
            step: 80, extent: 800, upperStop: 800, scroll: short, openingScrollsForward: true, expandsFirst: true)
        #expect(step == DrawerScrollHandOff(drawer: 80, content: 0))
    }

    @Test("top and left drawers scroll the other way")
    func mirrored() {
        #expect(split(50, extent: 800, offset: 20, forward: false) == DrawerScrollHandOff(drawer: 30, content: -20))
        #expect(split(-50, extent: 800, offset: 1190, forward: false) == DrawerScrollHandOff(drawer: -40, content: 10))
    }

    @Test("the two parts add up to the finger's step")
    func conservation() async {
        await boundedPropertyCheck(
            count: 500, input: Gen.cgFloat(in: -400...400), Gen.cgFloat(in: 0...1200), Gen.cgFloat(in: 0...1500), Gen.bool,
            Gen.bool
        ) { step, extent, offset, expands, forward in
            let result = split(step, extent: extent, offset: offset, expands: expands, forward: forward)
            #expect(abs(abs(result.drawer) + abs(result.content) - abs(step)) < 1e-9)
            #expect(result.drawer == 0 || (result.drawer > 0) == (step > 0))
        }
    }
}

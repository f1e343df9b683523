import DrawerCore
import Foundation
import Testing

/// Issue 22, finding 1: seed 001's sheet, driven by its one state binding through the adapter's
/// mapping (`DrawerBindingValues.resizableSheet`), can be hidden by code and by a swipe, and
/// stays hidden while SwiftUI keeps updating.
@Suite("ResizableSheet's one state binding (finding 1)")
struct ResizableSheetBindingTests {
    static let configuration = DrawerConfiguration(detents: [.closed, .medium, .large])

    @Test("setting .hidden hides the sheet, and it stays hidden")
    func hiddenByCode() {
        var loop = BindingLoop(.sheetState(.closed), configuration: Self.configuration)
        loop.set(.sheetState(.medium))
        loop.settle()
        #expect(loop.resting == .medium)
        #expect(loop.app == .sheetState(.medium))

        loop.set(.sheetState(.closed))
        loop.settle()
        #expect(loop.app == .sheetState(.closed))
        #expect(loop.resting == .closed)
        #expect(!loop.isShown)
        for _ in 0..<100 {
            let wrote = loop.updateOnce()
            #expect(!wrote)
        }
        #expect(!loop.isShown)
    }

    @Test("a swipe down hides the sheet and writes .hidden, which stays")
    func hiddenBySwipe() {
        var loop = BindingLoop(.sheetState(.medium), configuration: Self.configuration)
        loop.settle()
        #expect(loop.resting == .medium)
        loop.swipeDown()
        loop.settle()
        #expect(loop.app == .sheetState(.closed))
        #expect(loop.resting == .closed)
        #expect(!loop.isShown)
    }

    @Test("moving between states by code follows the binding")
    func moved() {
        var loop = BindingLoop(.sheetState(.medium), configuration: Self.configuration)
        loop.settle()
        loop.set(.sheetState(.large))
        loop.settle()
        #expect(loop.resting == .large)
        #expect(loop.app == .sheetState(.large))
    }
}

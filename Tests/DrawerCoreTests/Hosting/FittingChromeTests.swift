import DrawerCore
import Foundation
import PropertyBased
import Testing

/// Issue 34, item 5's follow-up: a fit detent adds the handle strip to the content's length once.
/// SwiftUI content pads itself clear of the handle, so its measurement already holds the strip;
/// a reported section never does; UIKit and GTK content is measured without it.
@Suite("A fit detent counts the handle strip once")
struct FittingChromeTests {
    @Test("a measurement of content that clears the handle gets nothing more; a report gets the strip")
    func contentThatClearsTheHandle() {
        let options = DrawerHostDrawerOptions(handleLength: 21, contentClearsHandle: true)
        #expect(options.fittingChrome(forMeasurement: true) == 0)
        #expect(options.fittingChrome(forMeasurement: false) == 21)
    }

    @Test("content measured without the strip gets it either way; no handle, no strip")
    func contentUnderTheHandle() {
        let options = DrawerHostDrawerOptions(handleLength: 17)
        #expect(options.fittingChrome(forMeasurement: true) == 17)
        #expect(options.fittingChrome(forMeasurement: false) == 17)
        #expect(DrawerHostDrawerOptions().fittingChrome(forMeasurement: true) == 0)
    }

    @Test("the chrome is finite, never negative and never more than the handle strip")
    func chromeIsBounded() async {
        await boundedPropertyCheck(input: MotionTestSupport.hostile, Gen.bool, Gen.bool) { length, clears, measurement in
            let options = DrawerHostDrawerOptions(handleLength: CGFloat(length), contentClearsHandle: clears)
            let chrome = options.fittingChrome(forMeasurement: measurement)
            #expect(chrome.isFinite && chrome >= 0 && chrome <= options.handleLength)
        }
    }
}

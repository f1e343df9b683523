import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// Several drawers in one host: a sheet over a sheet, the escape gesture and dimming taps
    /// reaching only the top one, handle taps, a bottom bar that becomes its sheet, and the page
    /// sheet's scale-back of what is behind.
    @MainActor
    @Suite struct StackScenarios {
        let phone = Phone()
        let host = DrawerHostView(frame: .zero)

        init() {
            phone.show(host)
        }

        func addSheet(
            _ id: String, at detent: DrawerDetent.Identifier = .medium, cycles: Bool = false, closable: Bool = false
        ) {
            var configuration = closable ? closableSeed004Configuration() : seed004Configuration()
            configuration.behavior.gesture.cyclesDetentsOnHandleTap = cycles
            host.addDrawer(id: id, contentView: UIView(), configuration: configuration, initialDetent: detent)
            phone.settle()
        }

        @Test func escapeClosesOnlyTheTopDrawer() {
            addSheet("fixed", at: .large)
            AccessibilityDouble.focus(on: host.panels["fixed"]!.grabberView)
            #expect(!AccessibilityDouble.performEscape(), "a sheet without a closed detent is not dismissible")
            host.dismiss("fixed")
            addSheet("list", at: .large, closable: true)
            addSheet("detail", at: .large, closable: true)
            AccessibilityDouble.focus(on: host.panels["detail"]!.grabberView)
            #expect(AccessibilityDouble.performEscape())
            phone.settle()
            #expect(host.detent("detail") == .closed)
            #expect(host.detent("list") == .large)
            #expect(close(host.panelFrame("list").minY, 40))
        }

        @Test func aDimmingTapClosesOnlyTheTopDrawer() {
            addSheet("list", at: .large)
            addSheet("detail", at: .large)
            let detentsOfDetail = host.model.engine(of: "detail")!.stops.map(\.identifier)
            phone.tap(CGPoint(x: 200, y: 20))
            phone.settle()
            #expect(host.detent("list") == .large)
            #expect(host.detent("detail") != .large)
            #expect(detentsOfDetail.contains(host.detent("detail") ?? "none"))
        }

        @Test func theLowerDrawerTakesNoTouchWhileTheUpperDims() {
            addSheet("list", at: .medium)
            addSheet("detail", at: .large)
            let listTop = host.panelFrame("list").minY
            // A drag on the part of the lower sheet the upper one's dimming covers moves neither.
            phone.drag(from: CGPoint(x: 200, y: 30), to: CGPoint(x: 200, y: 300), duration: 0.3)
            phone.settle()
            #expect(close(host.panelFrame("list").minY, listTop))
        }

        @Test func aTapOnTheGrabberCyclesWhenTheDrawerAsksForIt() {
            addSheet("sheet", at: .default, cycles: true)
            let grabber = host.panels["sheet"]!.grabberView.convert(host.panels["sheet"]!.grabberView.bounds, to: nil)
            phone.tap(CGPoint(x: grabber.midX, y: grabber.midY))
            phone.settle()
            #expect(host.detent("sheet") == .medium)
            let next = host.panels["sheet"]!.grabberView.convert(host.panels["sheet"]!.grabberView.bounds, to: nil)
            phone.tap(CGPoint(x: next.midX, y: next.midY))
            phone.settle()
            #expect(host.detent("sheet") == .large)
        }

        @Test func aTapOnTheGrabberDoesNothingByDefault() {
            addSheet("sheet", at: .default)
            let grabber = host.panels["sheet"]!.grabberView.convert(host.panels["sheet"]!.grabberView.bounds, to: nil)
            phone.tap(CGPoint(x: grabber.midX, y: grabber.midY))
            phone.settle()
            #expect(host.detent("sheet") == .default)
        }

        @Test func aTapOnTheBottomBarOpensItsSheet() {
            let bar = UIView()
            let nowPlaying = UIView()
            host.addBottomBarDrawer(
                id: "player", barView: bar, barHeight: 64, contentView: nowPlaying,
                configuration: DrawerSheetConfiguration(detents: [.large]))
            phone.settle()
            let barFrame = bar.convert(bar.bounds, to: nil)
            #expect(close(barFrame.height, 64))
            #expect(barFrame.maxY <= Phone.size.height - Phone.safeArea.bottom + 1)
            #expect(bar.alpha == 1)
            phone.tap(CGPoint(x: barFrame.midX, y: barFrame.midY))
            phone.settle()
            #expect(host.detent("player") == .large)
            #expect(bar.alpha == 0)
            #expect(nowPlaying.alpha == 1)
        }

        @Test func anOpeningPageSheetPushesBackTheViewBehind() {
            let behind = UIView(frame: phone.root.bounds)
            phone.root.insertBehind(behind, host)
            host.scaledBackView = behind
            host.addDrawer(
                id: "page", contentView: UIView(), configuration: closableSeed004Configuration(), initialDetent: .medium,
                scalesBackBehind: true)
            phone.settle()
            let atMedium = behind.transform
            host.move("page", to: .large)
            phone.settle()
            #expect(behind.transform.a < 1, "scaled down at the largest detent")
            #expect(behind.layer.cornerRadius > 0)
            #expect(atMedium.a >= behind.transform.a)
            host.dismiss("page")
            phone.settle()
            #expect(behind.transform == .identity, "back to full size once the sheet closes")
            #expect(behind.layer.cornerRadius == 0)
        }
    }
}

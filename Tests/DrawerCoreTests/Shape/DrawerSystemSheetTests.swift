import DrawerCore
import Foundation
import PropertyBased
import Testing

/// The rule Apple adapters use to pick a drawer's look from the OS version, and where the grabber
/// goes on the panel's outline.
@Suite("System sheet by OS version, grabber placement")
struct DrawerSystemSheetTests {
    @Test("iOS 26 and later draw the iOS 26 sheet, earlier versions the iOS 15–18 one")
    func versionPicksTheSheet() {
        #expect(DrawerSystemSheet.matching(osMajorVersion: 26) == .iOS26)
        #expect(DrawerSystemSheet.matching(osMajorVersion: 27) == .iOS26)
        #expect(DrawerSystemSheet.matching(osMajorVersion: 25) == .iOS15)
        #expect(DrawerSystemSheet.matching(osMajorVersion: 15) == .iOS15)
        #expect(DrawerSystemSheet.matching(osMajorVersion: 0) == .iOS15)
        #expect(DrawerSystemSheet.matching(osMajorVersion: -3) == .iOS15, "nonsense reads as an older OS")
        #expect(DrawerSystemSheet.matching(osMajorVersion: .max) == .iOS26)
    }

    @Test("no shape chosen: iOS 26 gets the floating glass shape, its grabber and no shadow; dimming stays the app's")
    func automaticOnIOS26() {
        let app = DrawerStyle(cornerRadius: 20, maximumDimming: 0.6, crossLength: 500, placement: .trailing)
        let style = app.resolvingAutomaticShape(for: .iOS26)
        #expect(style.shape == .iOS26Sheet())
        #expect(style.grabber == DrawerGrabberMetrics(width: 36, height: 5, offset: 5))
        #expect(!style.castsShadow)
        #expect(style.maximumDimming == 0.6)
        #expect(style.crossLength == 500)
        #expect(style.placement == .trailing)
    }

    @Test("no shape chosen before iOS 26: the style is unchanged (a nil shape is the iOS 15–18 look)")
    func automaticBeforeIOS26() {
        let app = DrawerStyle(cornerRadius: 20)
        #expect(app.resolvingAutomaticShape(for: .iOS15) == app)
        #expect(app.resolvingAutomaticShape(for: .iOS15).effectiveShape == .iOS15Sheet(cornerRadius: 20))
    }

    @Test("the app's explicit shape wins on every OS")
    func explicitChoiceWins() {
        for sheet in DrawerSystemSheet.allCases {
            let old = DrawerStyle.iOS15Sheet(cornerRadius: 9)
            #expect(old.resolvingAutomaticShape(for: sheet) == old)
            let new = DrawerStyle.iOS26Sheet()
            #expect(new.resolvingAutomaticShape(for: sheet) == new)
        }
    }

    @Test("the grabber sits centred on the free edge, its offset in, for every side")
    func grabberOnEachSide() {
        let metrics = DrawerGrabberMetrics(width: 36, height: 5, offset: 5)
        let outline = CGRect(x: 8, y: 400, width: 374, height: 300)
        #expect(metrics.rect(in: outline, side: .bottom) == CGRect(x: 177, y: 405, width: 36, height: 5))
        #expect(metrics.rect(in: outline, side: .top) == CGRect(x: 177, y: 690, width: 36, height: 5))
        #expect(metrics.rect(in: outline, side: .left) == CGRect(x: 372, y: 532, width: 5, height: 36))
        #expect(metrics.rect(in: outline, side: .right) == CGRect(x: 13, y: 532, width: 5, height: 36))
    }

    @Test("the default metrics put the pill where the 17 pt handle strip centres it")
    func defaultMatchesTheStrip() {
        let pill = DrawerGrabberMetrics().rect(in: CGRect(x: 0, y: 100, width: 390, height: 744), side: .bottom)
        #expect(pill == CGRect(x: 177, y: 106, width: 36, height: 5))
        #expect(abs(pill.midY - (100 + 17 / 2)) < 0.01)
    }

    @Test("bad outlines give no grabber outside them")
    func badOutlines() {
        let metrics = DrawerGrabberMetrics()
        #expect(metrics.rect(in: .null, side: .bottom) == .zero)
        #expect(metrics.rect(in: .infinite, side: .bottom) == .zero)
        #expect(metrics.rect(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), side: .bottom) == .zero)
        #expect(metrics.rect(in: CGRect(x: 5, y: 5, width: 0, height: 0), side: .left).size == .zero)
    }

    @Test("the grabber never leaves the outline, whatever its metrics (property)")
    func grabberInsideOutline() async {
        // Outlines are finite (frames are); the metrics take hostile numbers too.
        await boundedPropertyCheck(
            count: 300, input: DrawerGen.saneLength(0...800), DrawerGen.saneLength(0...800), DrawerGen.length(upTo: 80),
            DrawerGen.length(upTo: 20), DrawerGen.length(upTo: 30), DrawerGen.edge
        ) { width, height, along, thickness, offset, edge in
            let outline = CGRect(x: 13, y: 21, width: width, height: height)
            let metrics = DrawerGrabberMetrics(width: along, height: thickness, offset: offset)
            let pill = metrics.rect(in: outline, side: edge.physical(in: .leftToRight))
            let finite = [pill.minX, pill.minY, pill.width, pill.height].allSatisfy { $0.isFinite }
            #expect(finite)
            let room = outline.insetBy(dx: -1e-9, dy: -1e-9)
            #expect(
                room.minX <= pill.minX && pill.maxX <= room.maxX && room.minY <= pill.minY && pill.maxY <= room.maxY,
                "\(pill) inside \(outline)")
        }
    }

    @Test("the host model places the grabber on a floating panel's outline and follows a narrow sheet's placement")
    func hostModelGrabber() {
        var model = DrawerHostModel<String>()
        model.setContainer(DrawerContainer(size: CGSize(width: 1024, height: 768)), time: 0)
        var configuration = DrawerConfiguration(detents: [.medium, .large])
        configuration.style = .iOS26Sheet()
        configuration.style.crossLength = 500
        configuration.style.placement = .trailing
        model.addDrawer(
            "sheet", configuration: configuration, selection: .medium, options: DrawerHostDrawerOptions(handleLength: 17),
            time: 0)
        let visible = model.engine(of: "sheet")!.frame.visibleRect
        let pill = model.grabberRect(of: "sheet")
        #expect(pill == CGRect(x: visible.midX - 18, y: visible.minY + 5, width: 36, height: 5))
        #expect(abs(visible.maxX - (1024 - 8)) < 1e-6)
        #expect(model.grabberRect(of: "unknown") == .null)
        model.addDrawer("bare", configuration: configuration, selection: .medium, options: DrawerHostDrawerOptions(), time: 0)
        #expect(model.grabberRect(of: "bare") == .null, "no handle strip, no grabber")
    }
}

/// What adapters fill and round: a floating panel ends at its outline, an attached one runs on.
@Suite("Drawn panel rectangle")
struct DrawerDrawnRectTests {
    static func layout(_ style: DrawerStyle) -> DrawerLayout {
        let container = DrawerContainer(size: CGSize(width: 390, height: 844), safeArea: DrawerInsets(top: 47, bottom: 34))
        let stops = DrawerDetentResolver(detents: [.closed, .medium, .large]).resolve(in: container, edge: .bottom)
        return DrawerLayout(container: container, edge: .bottom, stops: stops, style: style)
    }

    @Test("a floating panel is drawn to its outline, the gap below it empty")
    func floatingEndsAtOutline() {
        let layout = Self.layout(.iOS26Sheet())
        let frame = layout.frame(extent: 422)
        #expect(layout.drawnRect(of: frame) == frame.visibleRect)
        #expect(abs(layout.drawnRect(of: frame).maxY - (844 - 8)) < 1e-6)
    }

    @Test("an attached panel is drawn as the whole panel, running past the container's edge")
    func attachedRunsOn() {
        let layout = Self.layout(.iOS15Sheet())
        let frame = layout.frame(extent: 422)
        #expect(layout.drawnRect(of: frame) == frame.panelRect)
        #expect(layout.drawnRect(of: frame).minY == frame.visibleRect.minY)
    }

    @Test("a push-back's radius is a floor for every corner; bad floors read as 0")
    func raisedCorners() {
        let corners = DrawerCornerRadii(topLeft: 38, topRight: 38, bottomLeft: 0, bottomRight: 4)
        #expect(corners.raised(to: 10) == DrawerCornerRadii(topLeft: 38, topRight: 38, bottomLeft: 10, bottomRight: 10))
        #expect(corners.raised(to: .nan) == corners)
        #expect(corners.raised(to: -5) == corners)
        #expect(corners.raised(to: .infinity) == corners)
    }
}

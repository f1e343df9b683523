import DrawerCore
import Foundation
import PropertyBased
import Testing

/// Issue 47: settings chosen inside a drawer's content (SwiftUI's `drawerDetents`,
/// `drawerCornerRadius`, `interactiveDrawerDismissDisabled`…) against the same settings chosen
/// outside. The rule is ``DrawerContentPresentation/resolve(outside:inside:)``: the content wins,
/// and what it leaves unset keeps the outside value.
@Suite("Hosting: settings from inside the content")
struct ContentPresentationRuleTests {
    /// An outside configuration that differs from every inside value used below.
    static var outside: DrawerConfiguration {
        var configuration = DrawerConfiguration(detents: [.closed, .small, .large], dragDetents: [.closed, .large])
        configuration.supportedDetents = [.closed, .small, .large]
        configuration.style.cornerRadius = 12
        configuration.style.largestUndimmedDetent = .small
        configuration.gesture.isDismissible = true
        configuration.scroll.contentInteraction = [.small: .scrolls]
        configuration.keyboard = DrawerKeyboardRules(.lift, byDetent: [.small: .stay])
        return configuration
    }

    @Test("nothing chosen inside: the outside configuration as it was")
    func emptyInsideKeepsOutside() {
        let applied = DrawerContentPresentation().applied(to: Self.outside)
        #expect(DrawerConfigurationSignature(applied) == DrawerConfigurationSignature(Self.outside))
    }

    @Test("every setting chosen both outside and inside takes the inside value")
    func insideWins() {
        var inside = DrawerContentPresentation()
        inside.detents = [.medium, .height(240)]
        inside.cornerRadius = 30
        inside.backgroundInteraction = .enabled(upThrough: .medium)
        inside.contentInteraction = .resizes
        inside.interactiveDismissDisabled = true
        inside.keyboardRule = .shrinkContent
        let applied = inside.applied(to: Self.outside)
        #expect(applied.detents.map(\.identifier) == [.medium, "points-240.0"])
        // The outside restrictions named the outside list's detents; they go with it.
        #expect(applied.dragDetents == nil)
        #expect(applied.supportedDetents == nil)
        #expect(applied.style.cornerRadius == 30)
        #expect(applied.style.largestUndimmedDetent == .medium)
        #expect(applied.scroll.contentInteraction.isEmpty)
        #expect(applied.scroll.expandsFirst(at: .small))
        #expect(!applied.gesture.isDismissible)
        #expect(applied.keyboard.rule(for: .small) == .shrinkContent)
        #expect(inside.showsDragIndicator(outside: true))
        inside.showsDragIndicator = false
        #expect(!inside.showsDragIndicator(outside: true))
    }

    @Test("interactive dismissal: the inverse of isDismissible, and the content may also allow it")
    func dismissalBothWays() {
        var refusing = Self.outside
        refusing.gesture.isDismissible = false
        var inside = DrawerContentPresentation()
        inside.interactiveDismissDisabled = false
        #expect(inside.applied(to: refusing).gesture.isDismissible)
        inside.interactiveDismissDisabled = nil
        #expect(!inside.applied(to: refusing).gesture.isDismissible)
    }

    @Test("background interaction: enabled never dims, disabled dims at every open detent")
    func backgroundInteraction() {
        var inside = DrawerContentPresentation()
        inside.backgroundInteraction = .enabled
        #expect(inside.applied(to: Self.outside).style.maximumDimming == 0)
        inside.backgroundInteraction = .disabled
        let disabled = inside.applied(to: Self.outside).style
        #expect(disabled.largestUndimmedDetent == nil)
        #expect(disabled.maximumDimming > 0)
        inside.backgroundInteraction = .automatic
        #expect(inside.applied(to: Self.outside).style == Self.outside.style)
    }

    @Test("two levels outside, then the content: the closer to the content wins")
    func layers() {
        var around = DrawerContentPresentation()
        around.cornerRadius = 20
        around.interactiveDismissDisabled = true
        var inside = DrawerContentPresentation()
        inside.cornerRadius = 40
        let applied = around.overridden(by: inside).applied(to: Self.outside)
        #expect(applied.style.cornerRadius == 40)
        #expect(!applied.gesture.isDismissible)
    }

    @Test("a detent by height needs no identifier and is one detent wherever it is written")
    func heightDetent() {
        #expect(DrawerDetent.height(240) == .points(240))
        #expect(DrawerDetent.height(240).identifier.rawValue == "points-240.0")
        #expect(DrawerDetent.height(240) != .height(241))
        #expect(DrawerDetent.points(240, identifier: "peek").identifier == "peek")
    }

    @Test("any outside configuration and any partial choice inside: each setting is inside ?? outside")
    func ruleHoldsForEverySetting() async {
        await propertyCheck(
            count: 300, input: Gen.int(in: 0...127), Gen.cgFloat(in: 0...60), Gen.bool, Gen.bool
        ) { mask, radius, dismissible, disabled in
            var outside = Self.outside
            outside.gesture.isDismissible = dismissible
            outside.style.cornerRadius = 60 - radius
            var inside = DrawerContentPresentation()
            if mask & 1 != 0 { inside.cornerRadius = radius }
            if mask & 2 != 0 { inside.interactiveDismissDisabled = disabled }
            if mask & 4 != 0 { inside.detents = [.medium] }
            if mask & 8 != 0 { inside.keyboardRule = .stay }
            if mask & 16 != 0 { inside.contentInteraction = .scrolls }
            if mask & 32 != 0 { inside.showsDragIndicator = disabled }
            let applied = inside.applied(to: outside)
            #expect(applied.style.cornerRadius == (inside.cornerRadius ?? outside.style.cornerRadius))
            #expect(applied.gesture.isDismissible == !(inside.interactiveDismissDisabled ?? !outside.gesture.isDismissible))
            #expect(applied.detents.map(\.identifier) == (inside.detents ?? outside.detents).map(\.identifier))
            #expect(applied.keyboard.rule(for: .small) == (inside.keyboardRule ?? outside.keyboard.rule(for: .small)))
            #expect(applied.scroll.expandsFirst(at: .small) == (inside.contentInteraction.map { $0 == .resizes } ?? false))
            #expect(inside.showsDragIndicator(outside: true) == (inside.showsDragIndicator ?? true))
            #expect(applied.edge == outside.edge && applied.spring == outside.spring)
        }
    }
}

extension ContentPresentationRuleTests {
    @Test("an outside value that may itself be unset: the content's unset keeps it, the content's value wins")
    func optionalOutside() {
        let outside: CGFloat? = 10
        #expect(DrawerContentPresentation.resolve(outside: outside, inside: nil) == 10)
        #expect(DrawerContentPresentation.resolve(outside: outside, inside: 24) == 24)
        #expect(DrawerContentPresentation.resolve(outside: CGFloat?.none, inside: nil) == nil)
        var around = DrawerContentPresentation()
        around.cornerRadius = 10
        around.keyboardRule = .stay
        let layered = around.overridden(by: DrawerContentPresentation())
        #expect(layered == around, "an empty inside keeps every outside choice")
    }
}

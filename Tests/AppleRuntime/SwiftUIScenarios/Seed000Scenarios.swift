import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

extension SwiftUIScenarios {
    /// Seed 000 (Ex.Drawer), its port in Checks/AppleTypecheck/SeedPorts compiled as written
    /// (SeedPorts/ here links it): an always-present drawer in the space it is given, moved by its
    /// handle between detents, its content taking touches only at the interactive detents, its
    /// corner radius and panel style on the panel.
    ///
    /// The drawer is given the hosting view's safe content area: 390 × 763 pt from y = 47, so a
    /// detent of fraction f puts the panel's top edge at 810 − 763 f.
    @MainActor
    @Suite struct Seed000Scenarios {
        static let spaceTop: CGFloat = 47
        static let spaceBottom: CGFloat = 810

        /// Where the panel's top edge rests at a detent of `fraction`.
        static func top(at fraction: CGFloat) -> CGFloat { spaceBottom - (spaceBottom - spaceTop) * fraction }

        /// The one drawer's panel and its top edge, or an issue.
        static func panelTop(_ phone: SwiftUIPhone, sourceLocation: SourceLocation = #_sourceLocation) -> CGFloat {
            guard let panel = phone.panel(showing: "Content!") else {
                Issue.record("no panel shows the content; on screen: \(phone.visibleTexts())", sourceLocation: sourceLocation)
                return .nan
            }
            return phone.frame(of: panel).minY
        }

        /// Drags the handle (the strip along the panel's top edge) so the top edge comes to `y`.
        static func dragHandle(_ phone: SwiftUIPhone, to y: CGFloat) async {
            let top = panelTop(phone)
            await phone.place(from: CGPoint(x: 195, y: top + 8), to: CGPoint(x: 195, y: y + 8))
        }

        /// Seed 000's first two examples (a handle given the edge, a nullary one): the drawer rests
        /// at its smallest detent, and the handle puts it at each of small, medium and large.
        @Test(arguments: ["edge handle", "nullary handle"])
        func handleDragsBetweenDetents(example: String) async {
            let phone = SwiftUIPhone(example == "edge handle" ? AnyView(ExampleView()) : AnyView(NullaryHandleExampleView()))
            await phone.settle()
            #expect(close(Self.panelTop(phone), Self.top(at: 0.05)), "at rest at small")
            #expect(phone.visibleTexts().contains("Content!"))

            await Self.dragHandle(phone, to: Self.top(at: 0.5))
            #expect(close(Self.panelTop(phone), Self.top(at: 0.5)), "the handle put it at medium")
            await Self.dragHandle(phone, to: Self.top(at: 1))
            #expect(close(Self.panelTop(phone), Self.top(at: 1)), "at large")
            await Self.dragHandle(phone, to: Self.top(at: 0.05))
            #expect(close(Self.panelTop(phone), Self.top(at: 0.05)), "back at small")
        }

        /// A drag released half-way between two detents snaps to the nearer one, never rests there.
        @Test func handleReleasedBetweenDetentsSnaps() async {
            let phone = SwiftUIPhone(ExampleView())
            await phone.settle()
            await Self.dragHandle(phone, to: Self.top(at: 0.6))
            #expect(close(Self.panelTop(phone), Self.top(at: 0.5)), "0.6 snaps to medium: \(Self.panelTop(phone))")
            await Self.dragHandle(phone, to: Self.top(at: 0.85))
            #expect(close(Self.panelTop(phone), Self.top(at: 1)), "0.85 snaps to large: \(Self.panelTop(phone))")
        }

        /// The configured example (`.detents([.medium, .large]).interactiveDetents([.large])`):
        /// at medium the content takes no touch and a drag on it moves the drawer; at large the
        /// content takes its touches, a drag on it leaves the drawer where it is, and the handle
        /// still drags.
        @Test func contentIsInteractiveOnlyAtItsInteractiveDetents() async {
            let phone = SwiftUIPhone(ConfiguredExampleView())
            await phone.settle()
            guard let panel = phone.panel(showing: "Content!") else {
                Issue.record("no panel: \(phone.visibleTexts())")
                return
            }
            #expect(close(Self.panelTop(phone), Self.top(at: 0.5)), "rests at its first detent, medium")
            #expect(!phone.tapReaches(text: "Content!", inside: panel.contentView), "medium: the content takes no touch")

            // A drag that starts on the content moves the whole panel at medium.
            let content = phone.frame(ofText: "Content!")!
            await phone.place(from: CGPoint(x: content.midX, y: content.midY), to: CGPoint(x: content.midX, y: 60))
            #expect(close(Self.panelTop(phone), Self.top(at: 1)), "the content dragged it to large")
            #expect(phone.tapReaches(text: "Content!", inside: panel.contentView), "large: the content takes touches")

            // At large, the content's touches are its own: a drag on it does not move the drawer.
            let atLarge = phone.frame(ofText: "Content!")!
            await phone.place(from: CGPoint(x: atLarge.midX, y: atLarge.midY), to: CGPoint(x: atLarge.midX, y: 600))
            #expect(close(Self.panelTop(phone), Self.top(at: 1)), "a drag on interactive content leaves it at large")

            await Self.dragHandle(phone, to: Self.top(at: 0.5))
            #expect(close(Self.panelTop(phone), Self.top(at: 0.5)), "the handle still drags it to medium")
            #expect(!phone.tapReaches(text: "Content!", inside: panel.contentView), "medium again: no touches")
        }

        /// `.cornerRadius(12)` and `.panelStyle(.regularMaterial)` reach the panel: its fill draws
        /// the material with its two top corners at 12 pt (square where it meets the bottom edge),
        /// and the hosted content over it is transparent, so the material shows.
        @Test func cornerRadiusAndMaterialReachThePanel() async {
            let phone = SwiftUIPhone(ConfiguredExampleView())
            await phone.settle()
            guard let panel = phone.panel(showing: "Content!") else {
                Issue.record("no panel: \(phone.visibleTexts())")
                return
            }
            let radii = panel.fillView.cornerConfiguration.doubleRadii.map { $0?.doubleFixed ?? -1 }
            #expect(radii == [12, 12, 0, 0], "top-left, top-right, bottom-left, bottom-right: \(radii)")
            let fills = panel.fillView.subviewsRecursive.compactMap { ($0 as? DoubleFillView)?.fillName }
            #expect(fills.contains("material"), "the fill draws the material: \(fills)")
            #expect(panel.contentView.backgroundColor?.doubleName ?? "clear" == "clear", "the content lets it show")
        }

        /// `FloatLiteralDetentsView`: detents 0.25, medium and 1.0, the content interactive at 0.25
        /// and 1.0 but not at medium.
        @Test func floatLiteralDetentsAreFractionsOfTheSpace() async {
            let phone = SwiftUIPhone(FloatLiteralDetentsView())
            await phone.settle()
            guard let panel = phone.panel(showing: "Content!") else {
                Issue.record("no panel: \(phone.visibleTexts())")
                return
            }
            #expect(close(Self.panelTop(phone), Self.top(at: 0.25)), "rests at 0.25: \(Self.panelTop(phone))")
            #expect(phone.tapReaches(text: "Content!", inside: panel.contentView), "0.25 is interactive")
            await Self.dragHandle(phone, to: Self.top(at: 0.5))
            #expect(close(Self.panelTop(phone), Self.top(at: 0.5)))
            #expect(!phone.tapReaches(text: "Content!", inside: panel.contentView), "medium is not")
            await Self.dragHandle(phone, to: Self.top(at: 1))
            #expect(close(Self.panelTop(phone), Self.top(at: 1)))
            #expect(phone.tapReaches(text: "Content!", inside: panel.contentView), "1.0 is")
        }

        /// `NamedAndLiteralDetentsView`: `.interactiveDetents([1.0])` names `.large`, so the
        /// content takes touches at large and not at medium.
        @Test func aLiteralNamesTheSameDetentAsItsName() async {
            let phone = SwiftUIPhone(NamedAndLiteralDetentsView())
            await phone.settle()
            guard let panel = phone.panel(showing: "Content!") else {
                Issue.record("no panel: \(phone.visibleTexts())")
                return
            }
            #expect(!phone.tapReaches(text: "Content!", inside: panel.contentView), "medium: no touches")
            await Self.dragHandle(phone, to: Self.top(at: 1))
            #expect(close(Self.panelTop(phone), Self.top(at: 1)))
            #expect(phone.tapReaches(text: "Content!", inside: panel.contentView), "1.0 is .large: touches")
        }
    }
}

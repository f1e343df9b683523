// How the SwiftUI double draws toolbars and navigation titles (Toolbar.swift and Navigation.swift
// declare them). `toolbar(content:)` "Populates the toolbar or navigation bar with the specified
// items" and a toolbar item is "A model that represents an item which can be placed in the
// toolbar or navigation bar" (developer.apple.com/documentation/swiftui/view/toolbar(content:),
// .../toolbaritem); each placement's page names its edge of the navigation bar on iOS
// (Toolbar.swift). The items and the title of a navigation stack's visible page are collected
// while the page is evaluated and drawn in a bar above it (DoubleNavigation.swift).
// DOUBLE: the bar's look: 44 pt tall, 16 pt side margins, the leading items, the title (a Text)
// between two spacers, then the trailing items, 8 pt apart; no background, no large title, no
// overflow menu. A page with neither a title nor an item has no bar. Outside a navigation stack
// (or in another hosting view's graph, such as a drawer's content) items and titles are not drawn.
#if canImport(UIKit)
    import UIKit

    /// One toolbar item as the bar draws it: its edge, its content, and the environment where the
    /// `toolbar` modifier was (its content reads that environment, as a sheet's Done button reads
    /// the sheet's dismiss action).
    struct DoubleToolbarEntry {
        let edge: ToolbarItemPlacement.DoubleEdge
        let content: AnyView
        var environment = EnvironmentValues()
    }

    /// What one level of a navigation stack set for its bar in the current pass.
    @MainActor final class DoubleNavigationBar {
        let graph: DoubleGraph
        var title: String?
        var entries: [DoubleToolbarEntry] = []

        init(graph: DoubleGraph) { self.graph = graph }

        /// The bar above `page`, or `page` alone when there is nothing to draw in a bar.
        func page(_ page: DoubleElement, _ context: DoubleContext) -> DoubleElement {
            guard title != nil || !entries.isEmpty else { return page }
            func items(_ edge: ToolbarItemPlacement.DoubleEdge) -> DoubleElement {
                DoubleElement(
                    .group(
                        entries.indices.filter { entries[$0].edge == edge }.map { index in
                            var item = context.appending(index)
                            item.environment = entries[index].environment
                            return DoubleEvaluation.evaluate(entries[index].content, item)
                        }))
            }
            let title = title.map { DoubleEvaluation.evaluate(Text($0), context.appending("title")) } ?? .empty
            let row = DoubleElement(
                .stack(
                    .horizontal, spacing: 8,
                    [items(.leading), DoubleElement(.spacer(minLength: 0)), title, DoubleElement(.spacer(minLength: 0)), items(.trailing)]))
            let inset = DoubleElement(.padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16), row))
            let bar = DoubleElement(.frame(DoubleFrameSpec(height: 44, maxWidth: .infinity, alignment: .center), inset))
            return DoubleElement(.stack(.vertical, spacing: 0, [bar, page]))
        }
    }

    /// How a view below a navigation stack's level reaches that level's bar.
    struct DoubleNavigationBarKey: EnvironmentKey {
        static var defaultValue: DoubleNavigationBar? { nil }
    }

    extension EnvironmentValues {
        /// The bar of the nearest enclosing navigation stack's level; `nil` outside one.
        var doubleNavigationBar: DoubleNavigationBar? {
            get { self[DoubleNavigationBarKey.self] }
            set { self[DoubleNavigationBarKey.self] = newValue }
        }
    }

    extension DoubleContext {
        /// The enclosing navigation stack level's bar, when it is drawn by this graph.
        var navigationBar: DoubleNavigationBar? {
            guard let bar = environment.doubleNavigationBar, bar.graph === node.graph else { return nil }
            return bar
        }
    }

    /// Toolbar content the double reads its items from without a body.
    @MainActor protocol DoubleToolbarItems {
        func doubleEntries() -> [DoubleToolbarEntry]
    }

    extension ToolbarItem: DoubleToolbarItems {
        func doubleEntries() -> [DoubleToolbarEntry] {
            [DoubleToolbarEntry(edge: doublePlacement.doubleEdge, content: AnyView(doubleContent))]
        }
    }

    extension DoubleToolbarTuple: DoubleToolbarItems {
        func doubleEntries() -> [DoubleToolbarEntry] {
            Mirror(reflecting: doubleValue).children.flatMap { child -> [DoubleToolbarEntry] in
                guard let content = child.value as? any ToolbarContent else { return [] }
                return DoubleToolbarReading.entries(of: content)
            }
        }
    }

    @MainActor enum DoubleToolbarReading {
        /// The items of `content`: a primitive's own, or its body's (toolbar content an app writes).
        static func entries<C: ToolbarContent>(of content: C) -> [DoubleToolbarEntry] {
            if let items = content as? any DoubleToolbarItems { return items.doubleEntries() }
            if C.Body.self == Never.self {
                fatalError("DOUBLE: \(C.self) has no body and is not modelled by the SwiftUI double")
            }
            return entries(of: content.body)
        }
    }

    /// `toolbar(content:)`: the content's items go to the enclosing stack level's bar; the view is
    /// drawn as it is.
    struct DoubleToolbarModifier<Content: ToolbarContent> {
        let content: Content
    }

    extension DoubleToolbarModifier: ViewModifier, DoublePrimitiveModifier {
        typealias Body = Never
        func doubleElement(content: DoubleElementSource, _ context: DoubleContext) -> DoubleElement {
            if let bar = context.navigationBar {
                let environment = context.environment
                bar.entries += DoubleToolbarReading.entries(of: self.content).map { entry in
                    var entry = entry
                    entry.environment = environment
                    return entry
                }
            }
            return content.element(context)
        }
    }

    /// `navigationTitle(_:)`: the title of the enclosing stack level's bar. DOUBLE: when a page
    /// sets several, the innermost (evaluated last) is drawn.
    struct DoubleNavigationTitle {
        let title: String
    }

    extension DoubleNavigationTitle: ViewModifier, DoublePrimitiveModifier {
        typealias Body = Never
        func doubleElement(content: DoubleElementSource, _ context: DoubleContext) -> DoubleElement {
            context.navigationBar?.title = title
            return content.element(context)
        }
    }

    /// `navigationBarTitleDisplayMode(_:)`: nothing to apply (Toolbar.swift says why).
    struct DoubleTitleDisplayMode: ViewModifier, DoublePrimitiveModifier {
        typealias Body = Never
        func doubleElement(content: DoubleElementSource, _ context: DoubleContext) -> DoubleElement {
            content.element(context)
        }
    }
#endif

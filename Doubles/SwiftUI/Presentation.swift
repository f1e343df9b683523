// Modal presentation from SwiftUI: `.sheet`, presented by the hosting controller that draws the
// modifier (reference/swiftui-hosting.md §3: OpenSwiftUI's `UIViewControllerProvider` presents from
// the hosting controller itself), so a sheet inside a view whose controller is outside the
// controller hierarchy meets UIKit's rules for detached presenters (UIKit double,
// UIViewController+Presentation.swift).
#if canImport(UIKit)
    import UIKit

    extension View {
        // sdk: SwiftUI, doc page (`nonisolated func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)?
        // = nil, @ViewBuilder content: @escaping () -> Content) -> some View where Content : View`, iOS 13)
        // · doc: https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
        // "Presents a sheet when a binding to a Boolean value that you provide is true"; `onDismiss` runs "when
        // dismissing the sheet".
        // The sheet's content inherits the presenting view's environment: fixed in the iOS 14.0 SDK ("Sheets now do
        // inherit their environment", oleb.net/2020/sheet-environment, confirmed by the SwiftUI team).
        // DOUBLE: no interactive (swipe) dismissal of the sheet, no detents.
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
        nonisolated public func sheet<Content>(
            isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
        ) -> some View where Content: View {
            modifier(DoubleSheetModifier(isPresented: isPresented, onDismiss: onDismiss, sheet: { AnyView(content()) }))
        }
    }

    /// `.sheet(isPresented:)`: after each update, a sheet is presented while the binding is true
    /// and dismissed (then `onDismiss`) when it turns false or the modifier's view goes away; a
    /// presented sheet gets each update's content, in the modifier's environment.
    struct DoubleSheetModifier {
        let isPresented: Binding<Bool>
        let onDismiss: (() -> Void)?
        let sheet: () -> AnyView
    }

    extension DoubleSheetModifier: ViewModifier, DoublePrimitiveModifier {
        typealias Body = Never
        func doubleElement(content: DoubleElementSource, _ context: DoubleContext) -> DoubleElement {
            let sheet = sheet
            let environment = context.environment
            DoubleSheetPresenter.present(
                isPresented.wrappedValue, { AnyView(sheet().environment(\.self, environment)) }, from: context.node(for: Self.self),
                onDismiss: onDismiss)
            return content.element(context.appending(0))
        }
    }

    /// The sheet one `.sheet` modifier presented, if any.
    @MainActor final class DoubleSheetPresenter {
        private var controller: UIHostingController<AnyView>?

        /// After the pass, presents `view()` from the hosting controller of `node`'s graph when
        /// `wanted`, else dismisses what the presenter kept in `node` shows (then `onDismiss`); the
        /// node's identity ending dismisses it too.
        static func present(
            _ wanted: Bool, _ view: @escaping @MainActor () -> AnyView, from node: DoubleNode, onDismiss: (() -> Void)?
        ) {
            let presenter = (node.kept as? DoubleSheetPresenter) ?? DoubleSheetPresenter()
            if node.isNew {
                node.kept = presenter
                node.onRemove.append { presenter.dismiss(then: nil) }
            }
            node.isNew = false
            let graph = node.graph
            graph.afterPass.append {
                if wanted {
                    presenter.show(view(), from: graph.hostView)
                } else {
                    presenter.dismiss(then: onDismiss)
                }
            }
        }

        /// Presents `view` from the first controller up the responder chain of `hostView` (the
        /// hosting controller), or hands a presented sheet its new content.
        func show(_ view: AnyView, from hostView: UIView?) {
            if let controller {
                controller.rootView = view
                return
            }
            var responder: UIResponder? = hostView
            while let current = responder, !(current is UIViewController) { responder = current.next }
            let sheet = UIHostingController(rootView: view)
            controller = sheet
            guard let presenter = responder as? UIViewController else {
                PresentationDouble.log.append("DOUBLE: no view controller to present a sheet from")
                return
            }
            presenter.present(sheet, animated: true)
        }

        /// Dismisses the sheet if one is up, then runs `onDismiss`.
        func dismiss(then onDismiss: (() -> Void)?) {
            guard let controller else { return }
            self.controller = nil
            if controller.presentingViewController != nil { controller.dismiss(animated: true) }
            onDismiss?()
        }
    }
#endif

// Alerts and confirmation dialogs, presented as `.sheet` is (Presentation.swift): from the hosting
// controller that draws the modifier; see Core.swift for the rules and the citation legend.
//
// DOUBLE: SwiftUI presents a UIAlertController (reported: its `PlatformAlertController` subclass)
// from that controller; the double presents a hosting controller that draws the title, the message
// and the actions as buttons, one under the other, over the whole window (the UIKit double's modal
// presentation). No default "OK" action is added to an alert without actions, and no "Cancel" to a
// dialog; a tap outside a dialog does not dismiss it.

// sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`public struct ButtonRole : Swift.Equatable, Swift.Sendable`, iOS 15)
// · doc: https://developer.apple.com/documentation/swiftui/buttonrole
// DOUBLE: the role changes nothing drawn or run.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/buttonrole/destructive
    public static let destructive = ButtonRole(doubleName: "destructive")
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/buttonrole/cancel
    public static let cancel = ButtonRole(doubleName: "cancel")
    /// DOUBLE: the role's name.
    let doubleName: String
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button where Label == Text {
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@_disfavoredOverload public init<S>(_ title: S, role:
    // SwiftUI.ButtonRole?, action: @escaping () -> Swift.Void) where S : Swift.StringProtocol`)
    // · doc: https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)-6xb1q
    @preconcurrency @_disfavoredOverload nonisolated public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void)
    where S: StringProtocol {
        self.init(title, action: action)
    }
}

#if canImport(UIKit)
    import UIKit

    extension View {
        // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@_disfavoredOverload public func alert<S, A>(_ title: S,
        // isPresented: SwiftUI.Binding<Swift.Bool>, @SwiftUI.ViewBuilder actions: () -> A) -> some SwiftUI.View where S :
        // Swift.StringProtocol, A : SwiftUI.View`, iOS 15) · doc: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-1bkka
        // "When the user presses or taps one of the alert's actions, the system sets this value to false and dismisses."
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        @_disfavoredOverload nonisolated public func alert<S, A>(
            _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
        ) -> some View where S: StringProtocol, A: View {
            modifier(DoubleAlertModifier(title: String(title), isPresented: isPresented, actions: AnyView(actions()), message: nil))
        }

        // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@_disfavoredOverload public func alert<S, A, M>(_ title: S,
        // isPresented: SwiftUI.Binding<Swift.Bool>, @SwiftUI.ViewBuilder actions: () -> A, @SwiftUI.ViewBuilder message: () ->
        // M) -> some SwiftUI.View where S : Swift.StringProtocol, A : SwiftUI.View, M : SwiftUI.View`)
        // · doc: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-8584l
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        @_disfavoredOverload nonisolated public func alert<S, A, M>(
            _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
        ) -> some View where S: StringProtocol, A: View, M: View {
            modifier(
                DoubleAlertModifier(
                    title: String(title), isPresented: isPresented, actions: AnyView(actions()), message: AnyView(message())))
        }

        // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@_disfavoredOverload public func confirmationDialog<S, A>(_
        // title: S, isPresented: SwiftUI.Binding<Swift.Bool>, titleVisibility: SwiftUI.Visibility = .automatic,
        // @SwiftUI.ViewBuilder actions: () -> A) -> some SwiftUI.View where S : Swift.StringProtocol, A : SwiftUI.View`, iOS 15)
        // · doc: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-46zbb
        // "When the user presses or taps the dialog's default action button, the system sets this value to false,
        // dismissing the dialog." DOUBLE: every action dismisses it, as an alert's do; the title is drawn only when
        // `titleVisibility` is `.visible` (`.automatic` lets the system decide, undocumented per platform).
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        @_disfavoredOverload nonisolated public func confirmationDialog<S, A>(
            _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
        ) -> some View where S: StringProtocol, A: View {
            modifier(
                DoubleAlertModifier(
                    title: titleVisibility == .visible ? String(title) : nil, isPresented: isPresented,
                    actions: AnyView(actions()), message: nil))
        }

        // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@_disfavoredOverload public func confirmationDialog<S, A,
        // M>(_ title: S, isPresented: SwiftUI.Binding<Swift.Bool>, titleVisibility: SwiftUI.Visibility = .automatic,
        // @SwiftUI.ViewBuilder actions: () -> A, @SwiftUI.ViewBuilder message: () -> M) -> some SwiftUI.View where S :
        // Swift.StringProtocol, A : SwiftUI.View, M : SwiftUI.View`)
        // · doc: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)-2s7pz
        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
        @_disfavoredOverload nonisolated public func confirmationDialog<S, A, M>(
            _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
            @ViewBuilder message: () -> M
        ) -> some View where S: StringProtocol, A: View, M: View {
            modifier(
                DoubleAlertModifier(
                    title: titleVisibility == .visible ? String(title) : nil, isPresented: isPresented,
                    actions: AnyView(actions()), message: AnyView(message())))
        }
    }

    /// `.alert` / `.confirmationDialog`: after each update, presented while the binding is true
    /// (from the hosting controller, as `.sheet`), dismissed when it turns false or the modifier's
    /// view goes away. An action's button runs its action, then sets the binding to false.
    struct DoubleAlertModifier {
        let title: String?
        let isPresented: Binding<Bool>
        let actions: AnyView
        let message: AnyView?
    }

    extension DoubleAlertModifier: ViewModifier, DoublePrimitiveModifier {
        typealias Body = Never
        func doubleElement(content: DoubleElementSource, _ context: DoubleContext) -> DoubleElement {
            let isPresented = isPresented
            var environment = context.environment
            environment.doubleAfterButtonAction = { isPresented.wrappedValue = false }
            let alert = AnyView(
                VStack {
                    if let title { Text(title) }
                    if let message { message }
                    actions
                }
                .environment(\.self, environment))
            DoubleSheetPresenter.present(isPresented.wrappedValue, { alert }, from: context.node(for: Self.self), onDismiss: nil)
            return content.element(context.appending(0))
        }
    }

    /// What a button runs after its own action: set by an alert or dialog for its actions.
    struct DoubleAfterButtonActionKey: EnvironmentKey {
        static var defaultValue: (@MainActor () -> Void)? { nil }
    }

    extension EnvironmentValues {
        var doubleAfterButtonAction: (@MainActor () -> Void)? {
            get { self[DoubleAfterButtonActionKey.self] }
            set { self[DoubleAfterButtonActionKey.self] = newValue }
        }
    }
#endif

// The SwiftUI double's text entry and pickers (TextAndPickers.swift): each is the UIKit view it is
// hosted in on iOS, made and updated through the representable lifecycle. Which view that is, is
// not documented by Apple; it is what SwiftUI-Introspect (siteline/swiftui-introspect) finds and
// declares per iOS version: `TextEditor` a `UITextView` (TextEditorType, iOS 14 to 26), a
// single-line `TextField` a `UITextField` (TextFieldType), a vertical one a `UITextView`
// (TextFieldWithVerticalAxisType, iOS 16 on), a `Picker` in the wheel style a `UIPickerView`
// (PickerWithWheelStyleType).
// DOUBLE: typing, selection, focus and the picker's other styles are not modelled: the text is
// shown (the binding's value), every Picker is a wheel of one row per view of its content, and
// neither writes its binding back.
#if canImport(UIKit)
    import UIKit

    extension TextEditor: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            DoubleRepresentableHost.element(DoubleTextViewRepresentable(text: doubleText.wrappedValue), context)
        }
    }

    extension TextField: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            let text = doubleText.wrappedValue
            if doubleAxis == .vertical {
                return DoubleRepresentableHost.element(DoubleTextViewRepresentable(text: text), context)
            }
            return DoubleRepresentableHost.element(DoubleTextFieldRepresentable(text: text), context)
        }
    }

    extension Picker: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            let rows = DoubleLayout.flattened([DoubleEvaluation.evaluate(doubleContent, context.appending(1))]).count
            return DoubleRepresentableHost.element(DoublePickerRepresentable(rows: rows), context.appending(0))
        }
    }

    /// `pickerStyle(_:)`: nothing to apply (every picker is a wheel in the double).
    struct DoublePickerStyle: ViewModifier, DoublePrimitiveModifier {
        typealias Body = Never
        func doubleElement(content: DoubleElementSource, _ context: DoubleContext) -> DoubleElement {
            content.element(context)
        }
    }

    /// A `UITextView` showing `text`.
    struct DoubleTextViewRepresentable: UIViewRepresentable {
        let text: String

        func makeUIView(context: Context) -> UITextView { UITextView(frame: .zero) }

        func updateUIView(_ view: UITextView, context: Context) {
            if view.text != text { view.text = text }
        }
    }

    /// A `UITextField` showing `text`.
    struct DoubleTextFieldRepresentable: UIViewRepresentable {
        let text: String

        func makeUIView(context: Context) -> UITextField { UITextField(frame: .zero) }

        func updateUIView(_ view: UITextField, context: Context) {
            if view.text != text { view.text = text }
        }
    }

    /// A `UIPickerView` of `rows` rows.
    struct DoublePickerRepresentable: UIViewRepresentable {
        let rows: Int

        func makeUIView(context: Context) -> UIPickerView { UIPickerView(frame: .zero) }

        func updateUIView(_ view: UIPickerView, context: Context) {
            if view.doubleRows != rows { view.doubleRows = rows }
        }
    }
#endif

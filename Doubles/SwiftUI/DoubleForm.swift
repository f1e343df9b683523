// How the SwiftUI double draws a form's parts (Form.swift declares them): each is built from the
// double's own primitives (lists, stacks, texts, fills, buttons). Each rule cites the page that
// states it; what the double chooses where Apple says nothing is marked DOUBLE.
#if canImport(UIKit)
    import UIKit

    // "forms appear as grouped lists on iOS" (developer.apple.com/documentation/swiftui/form):
    // drawn as the double's List, a scroll view over a stack of the rows (DoubleNavigation.swift).
    // DOUBLE: no grouped insets, row backgrounds or separators.
    extension Form: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            let content = doubleContent
            return DoubleEvaluation.evaluate(List { content }, context.appending(0))
        }
    }

    // A section (developer.apple.com/documentation/swiftui/section) with a header
    // (developer.apple.com/documentation/swiftui/section/init(content:header:): "A view to use as
    // the section's header") and a footer.
    // DOUBLE: the header, the rows and the footer are rows of the enclosing list or form, in that
    // order, drawn as they are given (iOS's grouped style sets their font and colour); a section
    // is never collapsed.
    extension Section: DoublePrimitiveView where Parent: View, Content: View, Footer: View {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            DoubleElement(
                .group([
                    DoubleEvaluation.evaluate(doubleHeader, context.appending("header")),
                    DoubleEvaluation.evaluate(doubleContent, context.appending("content")),
                    DoubleEvaluation.evaluate(doubleFooter, context.appending("footer")),
                ]))
        }
    }

    // "A control that toggles between on and off states"; `isOn` is "A binding to a property that
    // determines whether the toggle is on or off" (developer.apple.com/documentation/swiftui/toggle,
    // .../toggle/init(ison:label:)): a tap on the switch writes the other value to the binding.
    // DOUBLE: drawn as the label, a spacer and the switch: a button of the double drawing a fill
    // named "switch on" or "switch off", 51 × 31 pt. Only the switch takes the tap, not the
    // label; no animation; no toggle styles.
    extension Toggle: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            let isOn = doubleIsOn
            let knob = DoubleFilledShape(fillName: isOn.wrappedValue ? "switch on" : "switch off", cornerRadius: 15.5)
                .frame(width: 51, height: 31)
            let row = HStack {
                doubleLabel
                Spacer()
                Button(doubleLabel: knob, doubleAction: { isOn.wrappedValue.toggle() })
            }
            return DoubleEvaluation.evaluate(row, context.appending(0))
        }
    }

    // A label of a title and an icon (developer.apple.com/documentation/swiftui/label/init(title:icon:)).
    // DOUBLE: drawn as a horizontal stack of the icon, then the title, whatever the label style.
    extension Label: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            let title = doubleTitle
            let icon = doubleIcon
            return DoubleEvaluation.evaluate(HStack { icon; title }, context.appending(0))
        }
    }

    // A system symbol image (developer.apple.com/documentation/swiftui/image/init(systemname:)).
    // DOUBLE: drawn as a fill named "symbol <name>", 22 × 22 pt (on iOS a symbol's size follows
    // its font); it has no accessibility label.
    extension Image: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            let fill = DoubleFilledShape(fillName: "symbol \(doubleSystemName)", cornerRadius: 0).doubleElement(context)
            return DoubleElement(.frame(DoubleFrameSpec(width: 22, height: 22, alignment: .center), fill))
        }
    }

    // "A visual element that can be used to separate other content. When contained in a stack,
    // the divider extends across the minor axis of the stack, or horizontally when not in a
    // stack." (developer.apple.com/documentation/swiftui/divider)
    // DOUBLE: always horizontal (the double does not tell it its stack's axis): a fill named
    // "separator", 1 pt tall, across the width it is offered.
    extension Divider: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            let fill = DoubleFilledShape(fillName: "separator", cornerRadius: 0).doubleElement(context)
            return DoubleElement(.frame(DoubleFrameSpec(height: 1, maxWidth: .infinity, alignment: .center), fill))
        }
    }
#endif

// What an evaluated view draws, before layout: the SwiftUI double's display tree. Layout
// (DoubleLayout.swift) sizes and places it, rendering (DoubleRender.swift) turns it into UIKit
// double views, and preferences (DoublePreferences.swift) are read from it after layout.
#if canImport(UIKit)
    import UIKit

    /// One element of the display tree.
    @MainActor package final class DoubleElement {
        enum Kind {
            case empty
            /// Siblings laid out by the enclosing stack (a `TupleView`, a `ForEach`).
            case group([DoubleElement])
            case text(String)
            /// A colour or a filled shape: `description` names the fill, `cornerRadius` the shape.
            case fill(String, cornerRadius: CGFloat)
            case spacer(minLength: CGFloat?)
            case stack(Axis, spacing: CGFloat, [DoubleElement])
            case zstack(Alignment, [DoubleElement])
            case frame(DoubleFrameSpec, DoubleElement)
            case padding(EdgeInsets, DoubleElement)
            /// A primary child with secondary ones drawn over (`overlay`) or under it.
            case decorated(DoubleElement, over: [DoubleElement], under: [DoubleElement])
            case fixedSize(horizontal: Bool, vertical: Bool, DoubleElement)
            case offset(CGSize, DoubleElement)
            /// Content laid out over the hosting view's safe area too (`ignoresSafeArea`).
            case ignoresSafeArea(DoubleElement)
            /// Content built during layout, from the size it is given.
            case geometry(DoubleNode, @MainActor (GeometryProxy) -> DoubleElement)
            /// A UIKit view made by a representable, placed in a wrapper.
            case platform(DoubleNode)
            /// A scroll view (`ScrollView`, `List`): a `UIScrollView` in the UIKit double.
            case scroll(DoubleNode, Axis.Set, DoubleElement)
            case button(DoubleNode, DoubleElement)
            /// A UIKit container view over its child: clipping, opacity, hit-testing, accessibility.
            case container(DoubleNode, DoubleContainerStyle, DoubleElement)
            /// A value for a preference key, and how it combines with its siblings'.
            case preference(DoublePreferenceValue, DoubleElement)
            /// A change of the preference values coming out of the child.
            case transformPreference(@MainActor (inout DoublePreferenceSet) -> Void, DoubleElement)
            /// A callback for the value of a key coming out of the child.
            case preferenceObserver(DoubleNode, DoublePreferenceObserver, DoubleElement)
        }

        let kind: Kind
        /// The frame the last layout gave it, in its UIKit container's coordinates.
        var frame = CGRect.zero
        /// The node whose view draws a text or a fill.
        var drawnNode: DoubleNode?
        /// Sizes already measured in this pass, by proposal.
        var sizes: [DoubleSizeKey: CGSize] = [:]

        init(_ kind: Kind, drawnBy node: DoubleNode? = nil) {
            self.kind = kind
            drawnNode = node
        }

        static var empty: DoubleElement { DoubleElement(.empty) }
    }

    /// `frame(width:height:)` and `frame(minWidth:…maxHeight:)` in one.
    package struct DoubleFrameSpec {
        var width: CGFloat?
        var height: CGFloat?
        var minWidth: CGFloat?
        var maxWidth: CGFloat?
        var minHeight: CGFloat?
        var maxHeight: CGFloat?
        var alignment: Alignment
    }

    /// What a container view does to its child.
    package struct DoubleContainerStyle {
        var clips = false
        var cornerRadius: CGFloat = 0
        var opacity: CGFloat = 1
        var allowsHitTesting = true
        var accessibility: DoubleAccessibility?
    }

    /// Accessibility set on a view by the `accessibility…` modifiers.
    package struct DoubleAccessibility {
        var label: String?
        var value: String?
        var isHidden = false
        var isModal = false
        var actions: [(AccessibilityActionKind, () -> Void)] = []
        var adjust: ((AccessibilityAdjustmentDirection) -> Void)?
    }
#endif

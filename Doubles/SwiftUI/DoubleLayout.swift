// The SwiftUI double's sizing: how big each element is for a proposed size. A simple model of
// SwiftUI's documented layout protocol (developer.apple.com/documentation/swiftui/layout and
// …/proposedviewsize: a parent proposes, the child chooses its size, `nil` means "your ideal
// size"), enough to hit-test and to fit content; not SwiftUI's exact numbers.
//
// DOUBLE (undocumented metrics, chosen and fixed so tests can compute them by hand):
// - text: 8 pt per character, 20 pt per line, wrapped by whole characters at the proposed width;
// - stack spacing when none is given: 8 pt; a `Spacer`'s minimum length: 8 pt;
// - a shape, colour or `GeometryReader` offered `nil` takes 10 pt (SwiftUI's documented
//   `ProposedViewSize.unspecified` answer for shapes is their ideal size, reported as 10 pt);
// - a stack distributes its length to the least flexible child first (the algorithm SwiftUI's
//   stacks are reported to use: objc.io "Thinking in SwiftUI", ch. 4);
// - a `Button` is the size of its label (no system padding);
// - a representable answers its UIKit view's intrinsic size where it has one, else the proposal.
#if canImport(UIKit)
    import UIKit

    /// A size proposal: `nil` in a dimension asks for the ideal size.
    package struct DoubleProposal: Hashable {
        var width: CGFloat?
        var height: CGFloat?

        static let unspecified = DoubleProposal(width: nil, height: nil)

        init(width: CGFloat?, height: CGFloat?) {
            self.width = width
            self.height = height
        }

        init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

        func along(_ axis: Axis) -> CGFloat? { axis == .vertical ? height : width }

        static func make(_ axis: Axis, along: CGFloat?, across: CGFloat?) -> DoubleProposal {
            axis == .vertical ? DoubleProposal(width: across, height: along) : DoubleProposal(width: along, height: across)
        }
    }

    /// A cached size's question: the proposal and the stack axis it was asked in.
    struct DoubleSizeKey: Hashable {
        let proposal: DoubleProposal
        let stackAxis: Axis?
    }

    @MainActor package enum DoubleLayout {
        static let characterWidth: CGFloat = 8
        static let lineHeight: CGFloat = 20
        static let defaultSpacing: CGFloat = 8
        static let unspecifiedShapeLength: CGFloat = 10

        /// The size `element` takes for `proposal` (cached per element and proposal).
        static func size(_ element: DoubleElement, _ proposal: DoubleProposal, stackAxis: Axis? = nil) -> CGSize {
            let proposal = sanitized(proposal)
            let key = DoubleSizeKey(proposal: proposal, stackAxis: stackAxis)
            if let cached = element.sizes[key] { return cached }
            let size = measure(element, proposal, stackAxis: stackAxis)
            element.sizes[key] = size
            return size
        }

        /// ``size(_:_:stackAxis:)`` before caching: elements are made anew by every pass, so a
        /// cached size never outlives the content it measured.
        private static func measure(_ element: DoubleElement, _ proposal: DoubleProposal, stackAxis: Axis?) -> CGSize {
            switch element.kind {
            case .empty:
                return .zero
            case .group(let children):
                return zstackSize(flattened(children), proposal)
            case .text(let string):
                return textSize(string, proposal)
            case .fill:
                return CGSize(
                    width: proposal.width ?? unspecifiedShapeLength, height: proposal.height ?? unspecifiedShapeLength)
            case .spacer(let minLength):
                let minimum = minLength ?? defaultSpacing
                guard let axis = stackAxis else { return CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0) }
                let along = max(minimum, proposal.along(axis) ?? minimum)
                return axis == .vertical ? CGSize(width: 0, height: along) : CGSize(width: along, height: 0)
            case .stack(let axis, let spacing, let children):
                return stackLayout(axis, spacing, flattened(children), proposal).size
            case .zstack(_, let children):
                return zstackSize(flattened(children), proposal)
            case .frame(let spec, let child):
                return frameSize(spec, child, proposal)
            case .padding(let insets, let child):
                let inner = DoubleProposal(
                    width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
                    height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
                let size = Self.size(child, inner)
                return CGSize(
                    width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
            case .decorated(let primary, _, _):
                return Self.size(primary, proposal, stackAxis: stackAxis)
            case .fixedSize(let horizontal, let vertical, let child):
                return size(
                    child, DoubleProposal(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
            case .offset(_, let child):
                return Self.size(child, proposal, stackAxis: stackAxis)
            case .geometry:
                return CGSize(
                    width: proposal.width ?? unspecifiedShapeLength, height: proposal.height ?? unspecifiedShapeLength)
            case .platform(let node):
                let intrinsic = (node.platformView?.subviews.first)?.intrinsicContentSize ?? .zero
                func pick(_ proposed: CGFloat?, _ own: CGFloat) -> CGFloat {
                    if own != UIView.noIntrinsicMetric, own >= 0, proposed == nil { return own }
                    return proposed ?? 0
                }
                return CGSize(width: pick(proposal.width, intrinsic.width), height: pick(proposal.height, intrinsic.height))
            case .scroll(_, let axes, let content):
                let contentSize = scrollContentSize(axes, content, proposal)
                return CGSize(width: proposal.width ?? contentSize.width, height: proposal.height ?? contentSize.height)
            case .button(_, let label):
                return Self.size(label, proposal)
            case .container(_, _, let child), .preference(_, let child), .ignoresSafeArea(let child), .transformPreference(_, let child),
                .preferenceObserver(_, _, let child):
                return Self.size(child, proposal, stackAxis: stackAxis)
            }
        }

        /// NaN, infinite and negative proposals are treated as `nil` / 0 (the double never traps
        /// on a hostile frame).
        static func sanitized(_ proposal: DoubleProposal) -> DoubleProposal {
            func clean(_ value: CGFloat?) -> CGFloat? {
                guard let value, value.isFinite else { return nil }
                return max(0, value)
            }
            return DoubleProposal(width: clean(proposal.width), height: clean(proposal.height))
        }

        /// Groups spliced into their parent's list, empty elements dropped.
        static func flattened(_ children: [DoubleElement]) -> [DoubleElement] {
            children.flatMap { child -> [DoubleElement] in
                switch child.kind {
                case .group(let inner): return flattened(inner)
                case .empty: return []
                default: return [child]
                }
            }
        }

        static func textSize(_ string: String, _ proposal: DoubleProposal) -> CGSize {
            let full = CGFloat(string.count) * characterWidth
            guard full > 0 else { return .zero }
            guard let width = proposal.width, width < full else { return CGSize(width: full, height: lineHeight) }
            let perLine = max(1, (width / characterWidth).rounded(.down))
            let lines = (CGFloat(string.count) / perLine).rounded(.up)
            return CGSize(width: min(full, perLine * characterWidth), height: lines * lineHeight)
        }

        static func zstackSize(_ children: [DoubleElement], _ proposal: DoubleProposal) -> CGSize {
            children.reduce(CGSize.zero) { result, child in
                let size = Self.size(child, proposal)
                return CGSize(width: max(result.width, size.width), height: max(result.height, size.height))
            }
        }

        /// A stack's children's sizes for `proposal`, and its own.
        static func stackLayout(_ axis: Axis, _ spacing: CGFloat, _ children: [DoubleElement], _ proposal: DoubleProposal)
            -> (size: CGSize, sizes: [CGSize])
        {
            guard !children.isEmpty else { return (.zero, []) }
            let across = axis == .vertical ? proposal.width : proposal.height
            let gaps = spacing * CGFloat(children.count - 1)
            var sizes = [CGSize](repeating: .zero, count: children.count)
            if let length = proposal.along(axis) {
                // The least flexible child first; each is offered an equal share of what is left.
                let flexibility = children.map { child -> CGFloat in
                    let least = Self.size(child, .make(axis, along: 0, across: across), stackAxis: axis)
                    let most = Self.size(child, .make(axis, along: .greatestFiniteMagnitude / 4, across: across), stackAxis: axis)
                    return axis == .vertical ? most.height - least.height : most.width - least.width
                }
                var remaining = max(0, length - gaps)
                var order = Array(children.indices)
                order.sort { flexibility[$0] < flexibility[$1] }
                for (done, index) in order.enumerated() {
                    let share = remaining / CGFloat(order.count - done)
                    let child = size(children[index], .make(axis, along: share, across: across), stackAxis: axis)
                    sizes[index] = child
                    remaining = max(0, remaining - (axis == .vertical ? child.height : child.width))
                }
            } else {
                for index in children.indices {
                    sizes[index] = size(children[index], .make(axis, along: nil, across: across), stackAxis: axis)
                }
            }
            let along = sizes.reduce(gaps) { $0 + (axis == .vertical ? $1.height : $1.width) }
            let cross = sizes.reduce(0) { max($0, axis == .vertical ? $1.width : $1.height) }
            let size = axis == .vertical ? CGSize(width: cross, height: along) : CGSize(width: along, height: cross)
            return (size, sizes)
        }

        /// What a frame modifier proposes to its child.
        static func frameProposal(_ spec: DoubleFrameSpec, _ proposal: DoubleProposal) -> DoubleProposal {
            func clamp(_ value: CGFloat?, _ low: CGFloat?, _ high: CGFloat?) -> CGFloat? {
                guard var value else { return nil }
                if let high { value = min(value, high) }
                if let low { value = max(value, low) }
                return value
            }
            return DoubleProposal(
                width: spec.width ?? clamp(proposal.width, spec.minWidth, spec.maxWidth),
                height: spec.height ?? clamp(proposal.height, spec.minHeight, spec.maxHeight))
        }

        /// A frame's own size: the fixed dimension, or the child's clamped to the flexible bounds
        /// (growing to the proposal up to the maximum, as `.frame(maxWidth: .infinity)` does).
        static func frameSize(_ spec: DoubleFrameSpec, _ child: DoubleElement, _ proposal: DoubleProposal) -> CGSize {
            let childSize = Self.size(child, frameProposal(spec, proposal))
            func resolve(_ fixed: CGFloat?, _ low: CGFloat?, _ high: CGFloat?, _ proposed: CGFloat?, _ own: CGFloat) -> CGFloat {
                if let fixed { return fixed }
                var result = own
                if let low { result = max(low, min(result, proposed ?? low)) }
                if let high { result = min(high, max(result, proposed ?? result)) }
                return result.isFinite ? max(0, result) : own
            }
            return CGSize(
                width: resolve(spec.width, spec.minWidth, spec.maxWidth, proposal.width, childSize.width),
                height: resolve(spec.height, spec.minHeight, spec.maxHeight, proposal.height, childSize.height))
        }

        /// A scroll view's content size: unbounded along the scrolling axes.
        static func scrollContentSize(_ axes: Axis.Set, _ content: DoubleElement, _ proposal: DoubleProposal) -> CGSize {
            let inner = DoubleProposal(
                width: axes.contains(.horizontal) ? nil : proposal.width,
                height: axes.contains(.vertical) ? nil : proposal.height)
            let size = Self.size(content, inner)
            return CGSize(width: proposal.width.map { max($0, size.width) } ?? size.width, height: size.height)
        }

        /// Where a child of `size` sits in `rect` for `alignment`.
        static func aligned(_ size: CGSize, in rect: CGRect, _ alignment: Alignment) -> CGRect {
            let x: CGFloat =
                switch alignment.doubleHorizontal {
                case -1: rect.minX
                case 1: rect.maxX - size.width
                default: rect.midX - size.width / 2
                }
            let y: CGFloat =
                switch alignment.doubleVertical {
                case -1: rect.minY
                case 1: rect.maxY - size.height
                default: rect.midY - size.height / 2
                }
            return CGRect(origin: CGPoint(x: x, y: y), size: size)
        }
    }
#endif

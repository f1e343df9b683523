import Foundation

/// ResizableSheet's state (seed 001): where a sheet driven by one state binding is, hidden
/// included — `.hidden`, `.medium`, `.large`, or another detent of its configuration.
///
/// A state names a detent (``detent``): `.hidden` is the closed detent. It prints as
/// ResizableSheet's state does (`"hidden"`, `"medium"`, `"large"`), so content that shows it, a
/// log line or a test reads the seed's names.
///
/// ```swift
/// @State var state: ResizableSheetState = .hidden
///
/// Button("Show sheet") { state = .medium }
///     .resizableSheet($state) { builder in
///         builder.content { context in Text("\(context.state)") }
///     }
/// ```
public struct ResizableSheetState: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The detent this state is.
    public var detent: DrawerDetent.Identifier

    /// The state of resting at `detent` (``hidden`` for a closed one).
    public init(_ detent: DrawerDetent.Identifier) {
        self.detent = detent
    }

    /// The state of the detent named `value`.
    public init(stringLiteral value: String) {
        self.init(DrawerDetent.Identifier(rawValue: value))
    }

    /// Not shown: the closed detent.
    public static let hidden = ResizableSheetState(.closed)
    /// The medium detent (by default fitted to the content).
    public static let medium = ResizableSheetState(.medium)
    /// The large detent.
    public static let large = ResizableSheetState(.large)

    /// ResizableSheet's name for the state: `"hidden"` for the closed detent, otherwise the
    /// detent's name.
    public var description: String { detent == .closed ? "hidden" : detent.rawValue }
}

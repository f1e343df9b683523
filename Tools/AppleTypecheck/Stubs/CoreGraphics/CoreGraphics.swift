// Declarations-only stand-in for the CoreGraphics symbols the adapters use that Linux
// Foundation lacks. CGFloat, CGPoint, CGSize and CGRect come from Foundation and are NOT
// redeclared here. Never linked or shipped.
@_exported import Foundation

// sdk: CoreGraphics headers (not in the brief's SDK files), doc page · doc: https://developer.apple.com/documentation/coregraphics/cgcolor
public final class CGColor: @unchecked Sendable {
    private init() { fatalError() }
}

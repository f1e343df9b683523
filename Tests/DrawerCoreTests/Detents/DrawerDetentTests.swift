import DrawerCore
import Foundation
import Testing

@Suite("Detent values")
struct DrawerDetentTests {
    @Test("a float literal is a fraction clamped to 0…1 (seed 000)")
    func floatLiteral() {
        let tooBig: DrawerDetent = 1.5
        let negative: DrawerDetent = -0.2
        let third: DrawerDetent = 0.33
        guard case .fraction(let big) = tooBig.kind, case .fraction(let mid) = third.kind else {
            Issue.record("float literals must be fractions")
            return
        }
        #expect(big == 1)
        #expect(negative == .closed, "clamped to 0, which is seed 000's hidden (DrawerFractionIdentityTests)")
        #expect(mid == 0.33)
    }

    @Test("the named detents carry seed 000's values")
    func namedValues() {
        let context = DrawerDetentContext(container: DrawerContainer(size: CGSize(width: 100, height: 1000)), edge: .bottom)
        #expect(DrawerDetentResolver.extent(of: .closed, in: context) == 0)
        #expect(DrawerDetentResolver.extent(of: .small, in: context) == 50)
        #expect(DrawerDetentResolver.extent(of: .medium, in: context) == 500)
        #expect(DrawerDetentResolver.extent(of: .large, in: context) == 1000)
        #expect(DrawerDetent.hidden == DrawerDetent.closed)
    }

    @Test("equality and hashing use the identifier only")
    func identity() {
        let a = DrawerDetent.points(100, identifier: "x")
        let b = DrawerDetent.fraction(0.9, identifier: "x")
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
        #expect(DrawerDetent.fraction(0.25).identifier == "fraction-0.25")
    }
}

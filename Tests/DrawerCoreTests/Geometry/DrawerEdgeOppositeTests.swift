import DrawerCore
import Testing

/// A drawer's free edge, where its handle strip lies.
@Suite("Drawer edge: the opposite edge")
struct DrawerEdgeOppositeTests {
    @Test("each edge's opposite is across the panel, and twice is the edge itself")
    func opposite() {
        #expect(DrawerEdge.bottom.opposite == .top)
        #expect(DrawerEdge.top.opposite == .bottom)
        #expect(DrawerEdge.leading.opposite == .trailing)
        #expect(DrawerEdge.trailing.opposite == .leading)
        for edge in DrawerEdge.allCases { #expect(edge.opposite.opposite == edge) }
    }
}

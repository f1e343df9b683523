import DrawerCore
import Foundation
import Testing

/// The sequence `HostPagesPropertyTests.randomPageOperations` failed on under load (seed
/// `S9+cXsPYLBTNFLRX2/chrCC9kKs/JJ7OyK6SjJ3ED28=`, docs/RELIABILITY.md), replayed as an example.
///
/// Step 43 makes the container 10³⁰⁰ pt tall; step 50 drags by −10³⁰⁰ pt, travel the drag counts
/// as 10¹² pt, which held the drawer at 10¹² + 118 pt: inside the page's stops (its large detent
/// was 10³⁰⁰ pt), but past the farthest place a spring starts from (`DrawerMotionLimits`). The
/// push at step 54 restarted the spring there, clamped to 10¹², a 118-pt jump. A container is now
/// at most 10¹² pt on each side (`DrawerContainer`), so no stop or drag goes past that place.
@Suite("Pages in a drawer: a container 10^300 pt tall")
struct HostPagesHugeContainerTests {
    @Test("a push during a drag held in a 10^300-pt container does not jump the drawer")
    func pushDuringDragInHugeContainer() {
        let steps: [(Int, Int, CGFloat)] = [
            (12, 1, 1e+300), (12, 1, 766.1487003174094), (1, 8, 374.11582224300173), (7, 8, 332.25372163637434),
            (6, 6, 734.9606216240468), (11, 7, 86.540495657422), (4, 9, 776.1099667783769), (9, 6, 629.1000847485514),
            (1, 1, .nan), (3, 3, 1e+300), (8, 4, 320.75439483815546), (1, 4, 300.54539451561817), (7, 7, 428.03097919787615),
            (6, 0, 361.33588317642), (5, 7, 89.60575396298044), (3, 1, 767.9336572531105), (7, 0, 192.92410827651804),
            (10, 2, 202.77721432623795), (10, 7, 808.7321498262141), (5, 3, 666.4953752346032), (10, 9, 84.19177917844326),
            (5, 4, 1e-09), (3, 3, 131.2742616080737), (10, 0, 358.32009381031384), (10, 8, 732.4146370070061),
            (12, 1, 113.89333748774398), (5, 3, 606.424496253675), (12, 8, -1.0), (8, 8, 657.8749502267424),
            (0, 3, 763.5676814970055), (1, 3, 469.39630937064055), (9, 4, -.infinity), (8, 3, 221.9698746176961),
            (6, 6, 315.8556030870463), (12, 7, -1.0), (1, 6, 815.8470515978223), (2, 0, 43.67437539221126),
            (11, 9, 166.09324615161287), (8, 9, 246.5594635942881), (5, 9, .nan), (11, 4, 819.1659579527919),
            (11, 6, 151.4764798502079), (8, 1, 4.158426165321593), (8, 9, 1e+300), (11, 1, 151.5671948857206),
            (2, 3, 51.85919285687518), (12, 2, 309.9320574969032), (6, 0, 234.12928118517888), (1, 8, 111.85084426622777),
            (1, 5, 397.3250189488775), (6, 8, -1e+300), (10, 1, 412.83298189033235), (5, 2, 758.0795970127903),
            (5, 0, 416.64852052546996), (1, 6, 246.26235342257092), (12, 0, 1e+300), (5, 5, 206.43329138189978),
            (12, 5, 775.9794900409046), (1, 7, 728.1277330091882), (11, 0, .leastNonzeroMagnitude),
        ]
        HostPagesPropertyTests.check(steps.map { .init(kind: $0.0, pick: $0.1, value: $0.2) })
    }
}

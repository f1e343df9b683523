import Foundation
import Testing

/// One recorded finger flick of `shared/data/real-swipes/swipes.json` (its README describes
/// the fields), with the conversions the replay tests need.
///
/// The data is read at test time from outside the repository and never copied into it: its
/// licence notes live with it. ``all`` is empty where the folder is absent (a user's own
/// clone), and the suites that need it are then skipped with ``unavailableReason``.
struct RealSwipe: Decodable, Sendable {
    struct Expected: Decodable, Sendable {
        var androidImpulse: Double?
        var androidLSQ2: Double?
        var flutter: Double?

        enum CodingKeys: String, CodingKey {
            case androidImpulse = "android_impulse"
            case androidLSQ2 = "android_lsq2"
            case flutter
        }
    }

    var src: String
    var unit: String
    /// Android dp per recorded unit; `nil` where unknown (Swordfish).
    var dpPerUnit: Double?
    var expected: Expected
    var t: [Double]
    var x: [Double]
    var y: [Double]

    enum CodingKeys: String, CodingKey {
        case src, unit, expected, t, x, y
        case dpPerUnit = "dp_per_unit"
    }

    /// Android's density of the Pixel (2016) the Sailfish strokes were recorded on (420 dpi
    /// bucket), the README's 1/dp_per_unit for them.
    static let sailfishDensity = 2.625

    /// Points per recorded unit.
    ///
    /// Swordfish's density is unknown (`dp_per_unit: null`). It is taken as the Sailfish's
    /// 2.625 (a phone of the same AOSP test file, and the density of most 1080p-class
    /// phones). A velocity *ratio* does not depend on it (stroke and expected value scale
    /// alike); only the settle does, and ``RealSwipeReplayTests`` checks that outcome over
    /// the plausible phone densities 2…4 too.
    var pointsPerUnit: Double { dpPerUnit ?? 1 / Self.sailfishDensity }

    /// A short name for tables and messages: the test or pointer it comes from.
    var name: String { String(src.split(separator: "/").last ?? Substring(src)) }

    /// The expected velocities the source suites state, converted to points per second.
    func expectedVelocities(pointsPerUnit scale: Double? = nil) -> [Double] {
        let k = scale ?? pointsPerUnit
        return [expected.androidLSQ2, expected.androidImpulse, expected.flutter].compactMap { $0.map { $0 * k } }
    }

    /// The finger's last step that moved (the lift, and a last move that repeats its
    /// predecessor's position, are skipped), in points per second, y down. `nil` when no
    /// step moved.
    func lastStepVelocity(pointsPerUnit scale: Double? = nil) -> Double? {
        let k = scale ?? pointsPerUnit
        var index = y.count - 1
        while index > 0 && (y[index] == y[index - 1] || t[index] <= t[index - 1]) { index -= 1 }
        guard index > 0 else { return nil }
        return (y[index] - y[index - 1]) * k / (t[index] - t[index - 1])
    }

    /// The README's "release" velocity, in points per second, y down: from the latest sample
    /// at least 50 ms before the lift, up to the lift. A measure of the finger that no tracker
    /// computed; at 500 pt/s or more the README calls the stroke a flick.
    func releaseVelocity(pointsPerUnit scale: Double? = nil) -> Double {
        let k = scale ?? pointsPerUnit
        let lift = t.count - 1
        let start = t.lastIndex { t[lift] - $0 >= 0.05 } ?? 0
        return (y[lift] - y[start]) * k / max(t[lift] - t[start], 1e-9)
    }

    /// Whether the README's definition makes this stroke a flick (release ≥ 500 dp/s).
    var isFlick: Bool { abs(releaseVelocity()) >= 500 }
}

extension RealSwipe {
    /// The environment variable that points at `swipes.json` (or at its folder) instead of
    /// the sibling `shared/` of the repository.
    static let environmentKey = "DRAWERKIT_REAL_SWIPES"

    /// Where the data is looked for: ``environmentKey`` if set, else
    /// `<repository>/../shared/data/real-swipes/swipes.json`, the repository being found by
    /// walking up from this file to the folder holding `Package.swift`.
    static func location(filePath: String = #filePath) -> URL? {
        if let override = ProcessInfo.processInfo.environment[environmentKey], !override.isEmpty {
            let url = URL(fileURLWithPath: override)
            return url.pathExtension == "json" ? url : url.appendingPathComponent("swipes.json")
        }
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder.deletingLastPathComponent().appendingPathComponent("shared/data/real-swipes/swipes.json")
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// Every stroke, or empty when the file is absent or unreadable.
    static let all: [RealSwipe] = {
        guard let url = location(), let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode([RealSwipe].self, from: data)) ?? []
    }()

    /// Why the real-swipe suites are skipped.
    static let unavailableReason: Comment =
        "real-swipes data not found (../shared/data/real-swipes/swipes.json beside the repository, or set \(environmentKey)); it is not part of the repository"
}

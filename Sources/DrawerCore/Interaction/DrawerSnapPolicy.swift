import Foundation

/// Chooses the stop a released drawer settles on. Replace it to change how a drawer snaps;
/// the engine still guarantees the result is one of the release's candidates.
public protocol DrawerSnapPolicy: Sendable {
    /// The index (into `stops`) of the stop to settle on; should be one of
    /// `release.candidates`.
    func target(for release: DrawerRelease, stops: DrawerResolvedDetents) -> Int
}

#if os(Linux)
    import Foundation
    import Testing

    /// Plays the actions a storm wrote around an unpaired drag (`storm-replay-N.txt`,
    /// ``StormReplayFile``) against a fresh gallery, and checks that every drag pairs.
    ///
    /// Runs only with `DRAWER_STORM_REPLAY=FILE`. The gallery starts on the first action's demo,
    /// at its window size and switches; the drawers start where the demo puts them, not where the
    /// storm had left them, which the kept actions before the drag are there to rebuild. With
    /// `DRAWER_STORM_LOG=DIR` the replay's trace and timed actions are written to DIR.
    extension GalleryUITests {
        @Suite("StormReplay", .timeLimit(.minutes(10)))
        struct StormReplay {
            static var file: String? { ProcessInfo.processInfo.environment["DRAWER_STORM_REPLAY"] }

            @Test("A storm's recorded actions, played again, leave no drag unpaired", .enabled(if: file != nil))
            func replay() throws {
                let path = try #require(Self.file)
                let text = try String(contentsOfFile: path, encoding: .utf8)
                let recorded = text.split(separator: "\n").compactMap { StormRecordedAction(line: String($0)) }
                let first = try #require(recorded.first, "no actions in \(path)")
                let gallery = try GalleryUnderTest(demo: first.demo, size: "\(first.width)x\(first.height)")
                defer { gallery.stop() }
                let driver = try StormDriver(gallery: gallery, seed: 0, actions: recorded.count)
                defer {
                    if let directory = ProcessInfo.processInfo.environment["DRAWER_STORM_LOG"] { driver.writeLogs(to: directory) }
                }
                try driver.enterState(of: first)
                try driver.replay(recorded)
                driver.quietUntilSettled(1.0, limit: 5.0)
                let pairing = driver.pairing.finished()
                for record in driver.records { print("replay: \(record.line)") }
                print("replay: pairing: \(pairing)")
                #expect(driver.performed == recorded.count)
                #expect(pairing.unpaired.isEmpty, "unpaired: \(pairing.unpaired)")
            }
        }
    }
#endif

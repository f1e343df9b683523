#if os(Linux)
    import Foundation
    import Glibc

    /// Plays a seeded ``StormPlan`` against `drawer-gallery --trace` in batches (one xdotool process
    /// runs up to ``batchSize`` actions as one chained command line), reading the trace as it goes.
    final class StormDriver {
        let gallery: GalleryUnderTest
        let seed: UInt64
        let total: Int
        /// After how many actions the memory baseline is taken.
        let baselineAt: Int
        static let batchSize = 32

        private(set) var layout = StormLayout()
        private(set) var plan: StormPlan
        private(set) var performed = 0
        private(set) var tally: [StormAction.Kind: Int] = [:]
        private(set) var eventCounts: [String: Int] = [:]
        private(set) var pairing = StormChecks.PairingTracker()
        /// The last state line of every drawer, by "demo/drawer".
        private(set) var states: [String: TraceEvent] = [:]
        /// The baseline reading, taken in the reading state (``residentInReadingState()``).
        private(set) var baselineMemory: StormChecks.Resident?
        /// The baseline as the storm left the gallery, before it was brought to the reading state.
        private(set) var baselineAsLeft: StormChecks.Resident?
        /// The window's size at the start: the reading state's size.
        private var startSize = (width: 800.0, height: 600.0)
        private var consumed = 0
        /// Every performed action with when it began on the trace's clock and the state it was
        /// generated against (``StormRecordedAction``), for tying a failure to its action and
        /// replaying it.
        private(set) var records: [StormRecordedAction] = []
        /// The batches performed so far (one xdotool process each).
        private var batches = 0

        init(gallery: GalleryUnderTest, seed: UInt64, actions: Int) throws {
            self.gallery = gallery
            self.seed = seed
            total = actions
            baselineAt = min(1000, max(1, actions / 3))
            let screen = gallery.session.display
            plan = StormPlan(seed: seed, window: gallery.window, screenWidth: screen.width, screenHeight: screen.height)
            layout.sidebarWidth = gallery.origin.x
            try refreshGeometry()
            startSize = (layout.windowWidth, layout.windowHeight)
            absorbTrace()
        }

        var pid: Int32 { gallery.session.app.pid }

        /// Every demo a `ready` or `demo-shown` line has named so far.
        private(set) var shownDemos: Set<String> = []
        /// The demos shown by the end of the warm-up: every demo the sidebar lists, or the
        /// baseline counts a demo's first layout as growth.
        private(set) var warmUpShown: Set<String> = []

        /// Runs every action; throws as soon as the app dies or xdotool fails.
        func run() throws {
            for action in plan.warmUp(layout) {
                // Each page's `demo-shown` comes three frames after its switch, and the next switch
                // cancels an announcement still waiting: on a loaded machine a page's first frames
                // took 0.9 s, longer than the click's pause, and two demos went unannounced.
                let mark = gallery.mark
                try perform([action])
                _ = try? gallery.session.app.waitFor("demo-shown", since: mark, timeout: 5)
                absorbTrace()
            }
            for index in StormPlan.switches.indices {
                for _ in 0..<2 { try perform([plan.flip(index, layout)]) }
            }
            quiet(0.2)
            warmUpShown = shownDemos
            var batch: [StormAction] = []
            while performed + batch.count < total {
                let action = plan.next(layout)
                batch.append(action)
                let reachesBaseline = performed + batch.count == baselineAt
                if action.changesLayout || batch.count >= Self.batchSize || reachesBaseline {
                    try perform(batch)
                    batch = []
                    if reachesBaseline { try takeBaseline() }
                }
            }
            if !batch.isEmpty { try perform(batch) }
            if baselineMemory == nil { try takeBaseline() }
        }

        /// Whether each reading of ``residentAtRest()`` saw the idle heap release first.
        private(set) var releasesBeforeReadings: [Bool] = []
        /// The bytes of the shadow image cache the gallery reported with that release (a cache
        /// that fills up looks like growth between the readings).
        private(set) var shadowImageBytesAtReadings: [Int?] = []
        /// glibc's bytes in use and free in its heaps at that release (live data against holes).
        private(set) var heapAtReadings: [(inUse: Int, free: Int)?] = []
        /// glibc's bytes in blocks mapped on their own at that release: with the in-use bytes, what
        /// the gallery holds (glibc's moving mmap threshold shifts a live image between the two).
        private(set) var mappedAtReadings: [Int?] = []
        /// The bytes of the glass backdrops' images at that release (DrawerGlassBackdrop.keptBytes).
        private(set) var glassImageBytesAtReadings: [Int?] = []

        /// The resident memory at rest, read as the baseline and at the end alike: once every drag
        /// has settled and the gallery has given its freed heap pages back (its `heap-released`
        /// line after the last input; DrawerIdleHeapRelease). A focused text field keeps the window
        /// drawing while its cursor blinks (GTK stops blinking after 10 s without input), so the
        /// wait for the release goes up to 12 s; without one the reading is taken anyway and
        /// ``releasesBeforeReadings`` says so.
        func residentAtRest() -> StormChecks.Resident? {
            let mark = gallery.mark
            quietUntilSettled(1.0, limit: 5.0)
            let release = try? gallery.session.app.waitFor("heap-released", since: mark, timeout: 12)
            releasesBeforeReadings.append(release != nil)
            shadowImageBytesAtReadings.append(release?.double("shadowImageBytes").map { Int($0) })
            mappedAtReadings.append(release?.double("heapMapped").map { Int($0) })
            glassImageBytesAtReadings.append(release?.double("glassImageBytes").map { Int($0) })
            heapAtReadings.append(
                release.flatMap { event in
                    event.double("heapInUse").flatMap { inUse in event.double("heapFree").map { (Int(inUse), Int($0)) } }
                })
            absorbTrace()
            keepMemoryMap()
            return StormChecks.resident(of: pid)
        }

        private func takeBaseline() throws {
            baselineAsLeft = residentAtRest()
            baselineMemory = try residentInReadingState()
        }

        /// The resident memory at rest in the reading state: the window at its starting size, the
        /// sidebar's switches as at the start and the first demo shown. Both memory readings are
        /// taken in it, so what they compare is growth, not what the storm happened to leave on
        /// screen: the heap differs by a few hundred kB between demos, window sizes and reading
        /// directions (a right-to-left window keeps GTK's restyled state for it, about 150 kB;
        /// docs/RELIABILITY.md). The moves to it are not storm actions and are not counted.
        func residentInReadingState() throws -> StormChecks.Resident? {
            try enterReadingState()
            let reading = residentAtRest()
            readingStatesReached.append(
                layout.windowWidth == startSize.width && layout.windowHeight == startSize.height && !layout.reduceMotion
                    && !layout.rightToLeft && layout.dimming && layout.demo == StormLayout.demos[0])
            return reading
        }

        /// Brings the gallery to the window size and switches `record` was generated against (its
        /// demo is the one the gallery was started on), for a replay.
        func enterState(of record: StormRecordedAction) throws {
            let input = gallery.session.input
            if Int(layout.windowWidth) != record.width || Int(layout.windowHeight) != record.height {
                try input.run(["windowsize", gallery.window, String(record.width), String(record.height)])
                usleep(200_000)
                try refreshGeometry()
            }
            let wanted = [(0, record.reduceMotion, layout.reduceMotion), (1, record.rightToLeft, layout.rightToLeft),
                (2, record.dimming, layout.dimming)]
            for (index, on, now) in wanted where on != now {
                try input.run(plan.flip(index, layout).commands)
                quiet(0.1)
            }
            quiet(0.5)
        }

        /// Whether each reading in the reading state found the gallery in it (by the trace).
        private(set) var readingStatesReached: [Bool] = []

        private func enterReadingState() throws {
            let input = gallery.session.input
            if layout.windowWidth != startSize.width || layout.windowHeight != startSize.height {
                try input.run(["windowsize", gallery.window, String(Int(startSize.width)), String(Int(startSize.height))])
                usleep(200_000)
                try refreshGeometry()
            }
            // One click at a time: the trace says what each did (right-to-left moves the sidebar).
            for (index, isOn) in [(0, layout.reduceMotion), (1, layout.rightToLeft), (2, !layout.dimming)] where isOn {
                try input.run(plan.flip(index, layout).commands)
                quiet(0.1)
            }
            try show(StormLayout.demos[0])
        }

        /// With `DRAWER_STORM_LOG=DIR`, copies the gallery's `/proc/PID/smaps` at each reading to
        /// `DIR/storm-smaps-N.txt`, so growth can be put down to the mappings it is in (the heap,
        /// other anonymous memory, files).
        private func keepMemoryMap() {
            guard let directory = ProcessInfo.processInfo.environment["DRAWER_STORM_LOG"],
                let data = FileHandle(forReadingAtPath: "/proc/\(pid)/smaps")?.readDataToEndOfFile(),
                let map = String(data: data, encoding: .utf8)
            else { return }
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let name = "storm-smaps-\(releasesBeforeReadings.count).txt"
            try? map.write(toFile: (directory as NSString).appendingPathComponent(name), atomically: true, encoding: .utf8)
        }

        /// Waits `seconds` and reads the trace written meanwhile.
        func quiet(_ seconds: Double) {
            usleep(UInt32(seconds * 1_000_000))
            absorbTrace()
        }

        /// Waits `seconds`, then on (in quarter seconds, up to `limit`) while a drag is still open:
        /// a list flung at the end glides on for up to about three seconds (UIKit's deceleration
        /// rate), and its drag pairs with the `settled` that ends the glide.
        func quietUntilSettled(_ seconds: Double, limit: Double) {
            quiet(seconds)
            var waited = seconds
            while pairing.hasOpenDrags, waited < limit {
                quiet(0.25)
                waited += 0.25
            }
        }

        /// Scrolls the sidebar's demo list to its top (the storm's small windows and keyboard
        /// focus scroll it), clicks the row of `demo` and waits until the app reports it shown (or
        /// was on it).
        func show(_ demo: String) throws {
            guard let index = StormLayout.demos.firstIndex(of: demo) else { return }
            let mark = gallery.mark
            try gallery.session.input.run([
                "mousemove", String(Int(layout.sidebarX)), String(Int(layout.rowY(0))), "click", "--repeat", "12", "--delay", "20", "4",
                "sleep", "0.2", "mousemove", String(Int(layout.sidebarX)), String(Int(layout.rowY(index))), "click", "1",
            ])
            if layout.demo != demo {
                try gallery.session.app.waitFor("demo-shown", since: mark) { $0.string("demo") == demo }
            }
            quiet(0.8)
        }

        /// Re-reads the window's size (after a resize).
        func refreshGeometry() throws {
            let geometry = try gallery.session.input.geometry(of: gallery.window)
            layout.windowWidth = Double(geometry.width)
            layout.windowHeight = Double(geometry.height)
        }

        /// Parses trace lines written since the last call: counts, pairing, last states, the
        /// visible demo and its drawers.
        func absorbTrace() {
            let lines = gallery.session.app.process.output.snapshot
            guard consumed < lines.count else { return }
            for line in lines[consumed...] {
                guard let event = TraceEvent(line: line) else { continue }
                eventCounts[event.name, default: 0] += 1
                pairing.add(event)
                if event.name == "ready", let count = event.double("demoCount") { layout.demoCount = Int(count) }
                if event.name == "switch", let on = event.bool("on") {
                    // The switches' state comes from the trace only: a click meant for the sidebar
                    // can miss it (the sidebar moves with the reading direction) and keyboard
                    // focus walking the sidebar flips switches too.
                    switch event.string("switch") {
                    case "reduceMotion": layout.reduceMotion = on
                    case "rightToLeft": layout.rightToLeft = on
                    case "dimming": layout.dimming = on
                    default: break
                    }
                }
                if event.name == "demo-shown" || event.name == "ready", let demo = event.string("demo") {
                    shownDemos.insert(demo)
                    if demo != layout.demo {
                        layout.demo = demo
                        layout.drawers = states.filter { $0.key.hasPrefix(demo + "/") }
                            .reduce(into: [:]) { $0[$1.value.string("drawer") ?? ""] = $1.value }
                    }
                }
                if event.double("extent") != nil, let demo = event.string("demo"), let drawer = event.string("drawer") {
                    states[demo + "/" + drawer] = event
                    if demo == layout.demo { layout.drawers[drawer] = event }
                }
            }
            consumed = lines.count
        }

        /// Writes the trace, standard error and action log into `directory` (storm-trace.jsonl,
        /// storm-stderr.txt, storm-actions.txt), and for each unpaired drag (up to five) the
        /// actions around it as `storm-replay-N.txt`, N the action it began during
        /// (``StormReplayFile``). Returns the replay files' paths.
        @discardableResult
        func writeLogs(to directory: String) -> [String] {
            let url = URL(fileURLWithPath: directory)
            try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            let app = gallery.session.app
            for (name, lines) in [
                ("storm-trace.jsonl", app.process.output.snapshot), ("storm-stderr.txt", app.standardError),
                ("storm-actions.txt", records.map(\.line)),
            ] {
                try? (lines.joined(separator: "\n") + "\n").write(
                    to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            return pairing.finished().unpaired.prefix(5).compactMap { drag in
                guard let replay = StormReplayFile.text(forUnpaired: drag, records: records, seed: seed) else { return nil }
                let file = url.appendingPathComponent("storm-replay-\(replay.number).txt")
                guard (try? replay.text.write(to: file, atomically: true, encoding: .utf8)) != nil else { return nil }
                return file.path
            }
        }

        /// Performs recorded actions again, in the batches they ran in (``StormReplayTests``),
        /// with their window id replaced by this gallery's.
        func replay(_ recorded: [StormRecordedAction]) throws {
            var batch: [StormAction] = []
            var current = recorded.first?.batch
            for action in recorded {
                if action.batch != current, !batch.isEmpty {
                    try perform(batch)
                    batch = []
                }
                current = action.batch
                batch.append(StormAction(kind: action.kind, commands: action.commands(forWindow: gallery.window)))
            }
            if !batch.isEmpty { try perform(batch) }
        }

        private func perform(_ batch: [StormAction]) throws {
            let before = layout
            let starts: [Double?]
            do {
                starts = try gallery.session.input.runMarked(batch.map(\.commands), timeout: 120)
            } catch {
                if let status = gallery.session.app.process.exitStatus {
                    throw UITestError.appExited(
                        status: status, stderr: gallery.session.app.standardError.suffix(30).joined(separator: "\n"))
                }
                throw error
            }
            batches += 1
            for (action, start) in zip(batch, starts) {
                performed += 1
                tally[action.kind, default: 0] += 1
                records.append(
                    StormRecordedAction(
                        number: performed, kind: action.kind, start: start, batch: batches, layout: before,
                        window: gallery.window, commands: action.commands))
            }
            if let status = gallery.session.app.process.exitStatus {
                throw UITestError.appExited(
                    status: status, stderr: gallery.session.app.standardError.suffix(30).joined(separator: "\n"))
            }
            if batch.contains(where: \.changesLayout) {
                usleep(60_000)
                try refreshGeometry()
            }
            absorbTrace()
        }
    }
#endif

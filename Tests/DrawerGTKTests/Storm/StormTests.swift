#if os(Linux)
    import Foundation
    import Testing

    /// The GTK input storm: a seeded stream of real X input (drags of every speed and direction,
    /// edge swipes, clicks, the wheel, Escape and Tab, window resizes, demo switches and the
    /// sidebar's switches) against `drawer-gallery --trace` under Xvfb.
    ///
    /// `DRAWER_STORM_ACTIONS` (default 600) and `DRAWER_STORM_SEED` (decimal or 0x-hex, default
    /// 0x5EED_2024) choose the run; `make storm` runs 10,000 actions (about 15 minutes; 50,000 for a
    /// soak, about 75, which the time limit allows). With `DRAWER_STORM_LOG=DIR`
    /// the trace, standard error and the numbered actions are written to DIR. See docs/RELIABILITY.md.
    extension GalleryUITests {
        @Suite("Storm", .timeLimit(.minutes(150)))
        struct Storm {
            static var actions: Int { ProcessInfo.processInfo.environment["DRAWER_STORM_ACTIONS"].flatMap { Int($0) } ?? 600 }

            static var seed: UInt64 {
                guard let text = ProcessInfo.processInfo.environment["DRAWER_STORM_SEED"] else { return 0x5EED_2024 }
                if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) ?? 0x5EED_2024 }
                return UInt64(text) ?? 0x5EED_2024
            }

            @Test("A seeded input storm leaves the gallery alive, quiet, settled, drawn where it says and no bigger")
            func storm() throws {
                let started = Date()
                let gallery = try GalleryUnderTest(demo: "maps")
                defer { gallery.stop() }
                let driver = try StormDriver(gallery: gallery, seed: Self.seed, actions: Self.actions)
                defer {
                    if let directory = ProcessInfo.processInfo.environment["DRAWER_STORM_LOG"] { driver.writeLogs(to: directory) }
                }
                try driver.run()
                #expect(
                    driver.warmUpShown.count == driver.layout.demoCount,
                    "the warm-up showed \(driver.warmUpShown.sorted()) of \(driver.layout.demoCount) demos")
                let stormSeconds = Date().timeIntervalSince(started)
                let endAsLeft = driver.residentAtRest()
                let app = gallery.session.app
                #expect(app.process.isRunning, "the gallery died: \(app.standardError.suffix(20))")

                // Every drag ends in settled or dismissed (or is caught again while settling).
                let pairing = driver.pairing.finished()
                // Each unpaired drag is tied to the action it began during, and the actions around
                // it are written where StormReplay can play them again.
                let during = pairing.unpaired.prefix(5).map { drag in
                    let time = TraceEvent(line: drag)?.double("timestamp")
                    return time.flatMap { StormReplayFile.action(at: $0, in: driver.records) }.map { "action \($0)" } ?? "?"
                }
                let replays =
                    pairing.unpaired.isEmpty
                    ? [] : ProcessInfo.processInfo.environment["DRAWER_STORM_LOG"].map { driver.writeLogs(to: $0) } ?? []
                // A run without a log directory (CI) still shows what to replay and what the app
                // said last: the first unpaired drag's replay file and the trace's last lines.
                let evidence =
                    pairing.unpaired.isEmpty || !replays.isEmpty
                    ? ""
                    : (pairing.unpaired.first.flatMap {
                        StormReplayFile.text(forUnpaired: $0, records: driver.records, seed: Self.seed)?.text
                    } ?? "") + "\ntrace, last lines:\n" + app.process.output.snapshot.suffix(12).joined(separator: "\n")
                #expect(
                    pairing.unpaired.isEmpty,
                    "drags that never settled:\n\(pairing.unpaired.prefix(5).joined(separator: "\n"))\nbegan during: \(during)\nreplay: \(replays)\n\(evidence)")

                // The visible demo: every drawer at rest, the screenshot where the trace says.
                var failures: [String] = []
                failures += restingFailures(driver)
                failures += try screenshotFailures(driver)
                let finalDemo = driver.layout.demo
                // The end reading, in the same state as the baseline's (it shows the first demo).
                let endMemory = try driver.residentInReadingState()
                // Then every other demo, shown in turn: its drawers came to rest too.
                for demo in StormLayout.demos where demo != finalDemo {
                    try driver.show(demo)
                    failures += restingFailures(driver)
                    failures += try screenshotFailures(driver)
                }
                #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")

                // Memory: the end within 2 % of the baseline (issue 26), resident memory without the
                // X shared-memory segments (see StormChecks.Resident), read both times in the reading
                // state, at rest after the gallery's idle heap release (DrawerIdleHeapRelease). The
                // growth found before was cairo's glyph images of pushed-back text, one set per
                // push-back scale (a pushed-back page is now drawn from one image of it,
                // DrawerPushedBackImage); the last, a hidden glass demo's two window-sized images
                // (now released when its page is unmapped). Both seeds end at +0.7 to +1.3 %
                // (docs/RELIABILITY.md, issue 36).
                let baseline = try #require(driver.baselineMemory)
                let end = try #require(endMemory)
                let growth = baseline.growth(to: end)
                #expect(driver.readingStatesReached == [true, true], "reading state reached: \(driver.readingStatesReached)")
                let asLeft = driver.baselineAsLeft.flatMap { before in
                    endAsLeft.map { after in
                        "\(before) → \(after) (\(String(format: "%+.1f", before.growth(to: after) * 100)) %)"
                    }
                }
                #expect(
                    abs(growth) <= 0.02, "resident \(baseline) after \(driver.baselineAt) actions, \(end) at the end")

                // Any line on standard error fails the run. GTK's "Trying to snapshot GtkBox …
                // without a current allocation" was a DrawerGTK defect (docs/RELIABILITY.md): a
                // scrolled window's adjustment signals, emitted while GTK allocates it, drew the
                // drawers in the middle of layout. They now only ask for a frame.
                let problems = StormChecks.problems(inStandardError: app.standardError)
                #expect(problems.isEmpty, "stderr:\n\(problems.prefix(20).joined(separator: "\n"))")

                let kinds = StormAction.Kind.allCases.map { "\($0.rawValue) \(driver.tally[$0] ?? 0)" }.joined(separator: ", ")
                let events = driver.eventCounts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
                print(
                    """
                    storm: seed 0x\(String(Self.seed, radix: 16, uppercase: true)), \(driver.performed) actions in \
                    \(String(format: "%.1f", stormSeconds)) s (\(String(format: "%.1f", Double(driver.performed) / stormSeconds)) actions/s)
                    storm: resident \(baseline) after \(driver.baselineAt) actions, \(end) at the end \
                    (\(String(format: "%+.1f", growth * 100)) %), both in the reading state
                    storm: as the storm left the gallery: \(asLeft ?? "?")
                    storm: readings (baseline as left, in the reading state; end as left, in the reading state): \
                    idle heap release seen before them: \(driver.releasesBeforeReadings), \
                    shadow image cache then: \(driver.shadowImageBytesAtReadings.map { $0.map { "\($0 / 1024) kB" } ?? "?" }), \
                    heap in use / free then: \(driver.heapAtReadings.map { $0.map { "\($0.inUse / 1024) / \($0.free / 1024) kB" } ?? "?" }), \
                    mapped then: \(driver.mappedAtReadings.map { $0.map { "\($0 / 1024) kB" } ?? "?" }), \
                    glass images then: \(driver.glassImageBytesAtReadings.map { $0.map { "\($0 / 1024) kB" } ?? "?" })
                    storm: warm-up showed \(driver.warmUpShown.count) of \(driver.layout.demoCount) demos
                    storm: pairing: \(pairing)\(during.isEmpty ? "" : ", unpaired drags began during \(during.joined(separator: ", "))")
                    storm: actions: \(kinds)
                    storm: trace: \(events)
                    storm: stderr lines: \(app.standardError.count), problems: \(problems.count)
                    """)
                for line in app.standardError.prefix(10) { print("storm: stderr: \(line)") }
            }

            /// Drawers of the visible demo whose last trace line is not at rest. A held dismissal
            /// that has settled where it stops (the discard demo's `settled` with `held` true) is
            /// still, waiting for the app's answer: the engine does not call it resting, as the
            /// drawer has not reached a detent, but nothing moves.
            private func restingFailures(_ driver: StormDriver) -> [String] {
                driver.layout.drawers.values.compactMap { state in
                    if state.bool("resting") == true { return nil }
                    if state.name == "settled", state.bool("held") == true { return nil }
                    return "\(driver.layout.demo): not at rest after a quiet second: \(state)"
                }
            }

            /// Samples the screen just inside and just outside the inner edge of the visible demo's top
            /// open drawer: inside must be the panel's colour, outside must not.
            private func screenshotFailures(_ driver: StormDriver) throws -> [String] {
                let layout = driver.layout
                let order = ["bottom", "top", "leading", "trailing", "A", "B", "sheet", "shortcuts", "menu"]
                let open = layout.drawers.values.filter { state in
                    (state.double("visibleWidth") ?? 0) > 40 && (state.double("visibleHeight") ?? 0) > 40
                }.sorted {
                    (order.firstIndex(of: $0.string("drawer") ?? "") ?? 0)
                        < (order.firstIndex(of: $1.string("drawer") ?? "") ?? 0)
                }
                guard let top = open.last, let drawer = top.string("drawer"), let side = top.string("side") else { return [] }
                let x = try top.require("visibleX") + layout.overlayX
                let y = try top.require("visibleY")
                let width = try top.require("visibleWidth")
                let height = try top.require("visibleHeight")
                // (inside, outside) pairs at 15 % and 85 % along the inner edge.
                var pairs: [((Double, Double), (Double, Double))] = []
                for t in [0.15, 0.85] {
                    switch side {
                    case "bottom": pairs.append(((x + width * t, y + 6), (x + width * t, y - 12)))
                    case "top": pairs.append(((x + width * t, y + height - 6), (x + width * t, y + height + 12)))
                    case "left": pairs.append(((x + width - 6, y + height * t), (x + width + 12, y + height * t)))
                    default: pairs.append(((x + 6, y + height * t), (x - 12, y + height * t)))
                    }
                }
                let overlay = (minX: layout.overlayX, maxX: layout.overlayX + layout.overlayWidth, maxY: layout.windowHeight)
                func onOverlay(_ p: (Double, Double)) -> Bool {
                    p.0 >= overlay.minX && p.0 < overlay.maxX && p.1 >= 0 && p.1 < overlay.maxY
                }
                let points = pairs.flatMap { [$0.0, $0.1] }
                let path = FileManager.default.temporaryDirectory.appendingPathComponent("storm-\(UUID().uuidString).png").path
                defer { try? FileManager.default.removeItem(atPath: path) }
                try Command.run(
                    "import", ["-window", "root", path], environment: ["DISPLAY": driver.gallery.session.display.name])
                let pixels = try StormPixels.pixels(ofFileAt: path, points.map { (Int($0.0.rounded()), Int($0.1.rounded())) })
                let colour = StormChecks.panelColour(demo: layout.demo, drawer: drawer)
                var failures: [String] = []
                for (index, pair) in pairs.enumerated() {
                    let inside = pixels[2 * index]
                    let outside = pixels[2 * index + 1]
                    if onOverlay(pair.0), !StormChecks.close(inside, colour) {
                        failures.append(
                            "\(layout.demo)/\(drawer): inside \(pair.0) is \(inside), not the panel's \(colour): \(top)")
                    }
                    if onOverlay(pair.1), StormChecks.close(outside, colour, tolerance: 3) {
                        failures.append("\(layout.demo)/\(drawer): outside \(pair.1) is the panel's colour \(outside): \(top)")
                    }
                }
                return failures
            }

            @Test("The same seed gives the same actions")
            func reproducible() {
                var layout = StormLayout()
                layout.drawers = [:]
                var a = StormPlan(seed: 42, window: "1", screenWidth: 1280, screenHeight: 1024)
                var b = StormPlan(seed: 42, window: "1", screenWidth: 1280, screenHeight: 1024)
                var c = StormPlan(seed: 43, window: "1", screenWidth: 1280, screenHeight: 1024)
                var first: [[String]] = []
                var same: [[String]] = []
                var other: [[String]] = []
                for _ in 0..<200 {
                    first.append(a.next(layout).commands)
                    same.append(b.next(layout).commands)
                    other.append(c.next(layout).commands)
                }
                #expect(first == same)
                #expect(first != other)
            }

            @Test("An unpaired drag is tied to the action it began during, and its replay file reads back")
            func replayFile() throws {
                var layout = StormLayout()
                layout.demo = "discard"
                layout.windowWidth = 800
                layout.windowHeight = 600
                // Action n begins at 100 + n / 10 s; the drag begins 30 ms after action 45 did.
                let records = (1...60).map { number in
                    StormRecordedAction(
                        number: number, kind: number.isMultiple(of: 2) ? .wheel : .resize, start: 100 + Double(number) / 10,
                        batch: number / 32 + 1, layout: layout, window: "42", commands: ["windowsize", "42", "800", String(number)])
                }
                let drag = #"{"event":"drag-began","timestamp":104.53,"demo":"discard","drawer":"note"}"#
                let replay = try #require(StormReplayFile.text(forUnpaired: drag, records: records, seed: 7))
                #expect(replay.number == 45)
                let read = replay.text.split(separator: "\n").compactMap { StormRecordedAction(line: String($0)) }
                let kept = records.filter { abs($0.number - 45) <= ($0.number < 45 ? StormReplayFile.before : StormReplayFile.after) }
                #expect(read.map(\.number) == kept.map(\.number))
                #expect(read.map(\.kind) == kept.map(\.kind) && read.map(\.batch) == kept.map(\.batch))
                #expect(read.map(\.commands) == kept.map(\.commands))
                #expect(read.allSatisfy { $0.demo == "discard" && $0.width == 800 && $0.height == 600 && $0.dimming })
                #expect(zip(read, kept).allSatisfy { abs(($0.start ?? 0) - ($1.start ?? 1)) < 0.0001 })
                #expect(read.first?.commands(forWindow: "7") == ["windowsize", "7", "800", String(45 - StormReplayFile.before)])
            }

            @Test("Drags pair with settled or dismissed; a drag caught while settling is not a loss")
            func pairingRules() throws {
                func event(_ name: String, _ drawer: String = "sheet") throws -> TraceEvent {
                    try #require(TraceEvent(line: #"{"event":"\#(name)","demo":"maps","drawer":"\#(drawer)"}"#))
                }
                let good = try ["drag-began", "will-settle", "settled", "drag-began", "dismissed", "settled"].map {
                    try event($0)
                }
                let caught = try ["drag-began", "will-settle", "drag-began", "will-settle", "settled"].map { try event($0) }
                let lost = try ["drag-began", "drag-began", "settled", "drag-began"].map { try event($0) }
                let press = try #require(TraceEvent(line: #"{"event":"press","demo":"maps","drawer":"sheet","accepted":true}"#))
                // A wheel gesture (no press before it) replaced by a pressed drag.
                let wheelThenPress = try [event("drag-began"), press, event("drag-began"), event("release"), event("settled")]
                #expect(StormChecks.pairing(wheelThenPress).wheelSuperseded == 1)
                #expect(StormChecks.pairing(wheelThenPress).unpaired.isEmpty)
                // Two pressed drags with nothing in between: lost.
                let pressTwice = try [press, event("drag-began"), event("release"), press, event("drag-began"), event("settled")]
                #expect(StormChecks.pairing(pressTwice).unpaired.count == 1)
                #expect(StormChecks.pairing(good).settled == 2 && StormChecks.pairing(good).unpaired.isEmpty)
                #expect(StormChecks.pairing(caught).caught == 1 && StormChecks.pairing(caught).unpaired.isEmpty)
                #expect(StormChecks.pairing(lost).unpaired.count == 2)
                // A release into a held dismissal, caught by the next drag before it reached the
                // threshold (the discard demo), then a release that settles.
                let held = try ["drag-began", "dismiss-held", "drag-began", "will-settle", "settled"].map { try event($0) }
                #expect(StormChecks.pairing(held).caught == 1 && StormChecks.pairing(held).unpaired.isEmpty)
                let other = try [
                    event("drag-began", "A"), event("drag-began", "B"), event("settled", "A"), event("settled", "B"),
                ]
                #expect(StormChecks.pairing(other).settled == 2)
            }
        }
    }
#endif

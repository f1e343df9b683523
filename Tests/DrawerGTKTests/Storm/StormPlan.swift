#if os(Linux)
    import DrawerTestSupport
    import Foundation

    /// What the storm knows about the gallery's layout, in screen pixels (no window manager: the
    /// window sits at the screen's origin, so screen and window coordinates agree).
    ///
    /// The sidebar column is 170 px wide (left, or right in right-to-left); its demo rows sit 38 px
    /// apart from y = 22 and its three switches at 106, 66 and 26 px above the bottom. The storm's
    /// own demo switches and its end-of-run checks use the first five demos (``demos``); keyboard
    /// focus walking the sidebar reaches the others.
    struct StormLayout: Sendable {
        static let demos = ["maps", "shortcuts", "navigation", "edges", "stacked"]
        /// How many demos the sidebar lists (the gallery's `ready` line says; the warm-up shows
        /// each of them).
        var demoCount = demos.count
        var windowWidth = 800.0
        var windowHeight = 600.0
        var sidebarWidth = 170.0
        var rightToLeft = false
        var reduceMotion = false
        var dimming = true
        /// The demo the last `demo-shown` (or `ready`) line named.
        var demo = "maps"
        /// The last trace line with state for each drawer of the visible demo, by drawer id.
        var drawers: [String: TraceEvent] = [:]

        var overlayX: Double { rightToLeft ? 0 : sidebarWidth }
        var overlayWidth: Double { windowWidth - sidebarWidth }
        var sidebarX: Double { rightToLeft ? windowWidth - sidebarWidth / 2 : sidebarWidth / 2 }
        func rowY(_ demo: Int) -> Double { 22 + 38 * Double(demo) }
        /// The switches: 0 reduce motion, 1 right-to-left, 2 dimming.
        func switchY(_ index: Int) -> Double { windowHeight - [106, 66, 26][index] }

        /// Visible rectangles (screen coordinates) of the visible demo's open drawers.
        var openPanels: [(x: Double, y: Double, width: Double, height: Double)] {
            drawers.values.compactMap { event in
                guard let x = event.double("visibleX"), let y = event.double("visibleY"),
                    let width = event.double("visibleWidth"), let height = event.double("visibleHeight"),
                    width > 4, height > 4
                else { return nil }
                return (overlayX + x, y, width, height)
            }.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
        }
    }

    /// One input action of the storm: a kind (for the tally) and its xdotool commands.
    struct StormAction: Sendable {
        enum Kind: String, CaseIterable, Sendable {
            case flick, drag, slowDrag, zigzag, edgeSwipe, panelDrag, click, dimmingClick, doubleClick, longPress
            case wheel, escape, tab, escapeMidDrag, resizeMidDrag, resize, tinyResize, demoSwitch
            case rightToLeft, reduceMotion, dimmingSwitch
        }

        let kind: Kind
        let commands: [String]

        /// Whether the action changes the layout, so the driver refreshes its geometry after it.
        var changesLayout: Bool {
            switch kind {
            case .resize, .tinyResize, .resizeMidDrag, .demoSwitch, .rightToLeft: true
            default: false
            }
        }
    }

    /// Generates the storm's actions from a seed, against the driver's current ``StormLayout``.
    struct StormPlan: Sendable {
        private var random: SplitMix64
        let window: String
        let screenWidth: Double
        let screenHeight: Double
        /// Actions generated so far.
        private(set) var count = 0

        init(seed: UInt64, window: String, screenWidth: Int, screenHeight: Int) {
            random = SplitMix64(seed: seed)
            self.window = window
            self.screenWidth = Double(screenWidth)
            self.screenHeight = Double(screenHeight)
        }

        /// Relative weights of the action kinds.
        static let weights: [(StormAction.Kind, Double)] = [
            (.flick, 18), (.drag, 18), (.slowDrag, 2), (.zigzag, 3), (.edgeSwipe, 10), (.panelDrag, 13),
            (.click, 7), (.dimmingClick, 5), (.doubleClick, 1), (.longPress, 1), (.wheel, 8), (.escape, 3),
            (.tab, 2.5), (.escapeMidDrag, 1), (.resizeMidDrag, 0.4), (.resize, 1.2), (.tinyResize, 0.3),
            (.demoSwitch, 1.8), (.rightToLeft, 0.5), (.reduceMotion, 0.5), (.dimmingSwitch, 0.3),
        ]

        /// The opening demo shows: every demo the sidebar lists shown once (the first last), so
        /// what the app allocates once (a page's first layout, its CSS, its glyphs) is allocated
        /// before the memory baseline. Every demo, not only the five the storm switches between:
        /// keyboard focus reaches the others during the storm, and a demo first shown after the
        /// baseline counted its first layout as growth (issue 26). The driver then flips every
        /// switch twice (``flip(_:_:)``), one click at a time, as right-to-left moves the sidebar.
        func warmUp(_ layout: StormLayout) -> [StormAction] {
            (Array(1..<max(1, layout.demoCount)) + [0]).map { index in
                StormAction(kind: .demoSwitch, commands: click(layout.sidebarX, layout.rowY(index)) + ["sleep", "0.3"])
            }
        }

        /// The sidebar's switches in their order from the top: reduce motion, right-to-left, dimming.
        static let switches: [StormAction.Kind] = [.reduceMotion, .rightToLeft, .dimmingSwitch]

        /// A click on switch `index` (see ``switches``) where the sidebar is now, and a pause.
        func flip(_ index: Int, _ layout: StormLayout) -> StormAction {
            StormAction(kind: Self.switches[index], commands: click(layout.sidebarX, layout.switchY(index)) + ["sleep", "0.2"])
        }

        /// The next random action.
        mutating func next(_ layout: StormLayout) -> StormAction {
            count += 1
            let kind = Self.weights[random.weighted(Self.weights.map(\.1))].0
            var commands = commands(for: kind, layout)
            // Pauses between actions: often none (the next gesture catches a moving drawer),
            // sometimes long enough for a drawer to come to rest.
            switch random.int(0...99) {
            case 0..<60: break
            case 60..<95: commands += ["sleep", seconds(random.double(0.003...0.015))]
            default: commands += ["sleep", seconds(random.double(0.08...0.2))]
            }
            return StormAction(kind: kind, commands: commands)
        }

        private mutating func commands(for kind: StormAction.Kind, _ layout: StormLayout) -> [String] {
            let overlay = (x: layout.overlayX, width: layout.overlayWidth, height: layout.windowHeight)
            switch kind {
            case .flick:
                return drag(from: startPoint(layout), by: vector(10...260), steps: random.int(2...6), delay: 0.004...0.010)
            case .drag:
                return drag(from: startPoint(layout), by: vector(5...500), steps: random.int(4...10), delay: 0.005...0.009)
            case .slowDrag:
                return drag(
                    from: startPoint(layout), by: vector(20...400), steps: random.int(15...30), delay: 0.015...0.025,
                    hold: random.double(0...0.2))
            case .zigzag:
                let start = anyPoint(layout)
                var commands = move(start) + ["mousedown", "1"]
                var point = start
                for _ in 0..<random.int(4...12) {
                    let delta = vector(10...120)
                    point = (point.0 + delta.x, point.1 + delta.y)
                    commands += ["sleep", seconds(random.double(0.006...0.015))] + move(point)
                }
                return commands + ["mouseup", "1"]
            case .edgeSwipe:
                // From within 12 px of one of the overlay's four edges, inward (flick or slow).
                let inset = random.double(1...12)
                let along = random.double(0.05...0.95)
                let (start, direction): ((Double, Double), (Double, Double)) =
                    switch random.int(0...3) {
                    case 0: ((overlay.x + inset, overlay.height * along), (1, 0))
                    case 1: ((overlay.x + overlay.width - inset, overlay.height * along), (-1, 0))
                    case 2: ((overlay.x + overlay.width * along, inset), (0, 1))
                    default: ((overlay.x + overlay.width * along, overlay.height - inset), (0, -1))
                    }
                let length = random.double(20...400)
                let slow = random.chance(0.2)
                return drag(
                    from: start,
                    by: (direction.0 * length + random.double(-30...30), direction.1 * length + random.double(-30...30)),
                    steps: slow ? random.int(10...16) : random.int(3...6), delay: slow ? 0.01...0.016 : 0.004...0.01)
            case .panelDrag:
                // From inside an open panel (or near its inner edge, where the handle is).
                let start = panelPoint(layout) ?? anyPoint(layout)
                let fast = random.chance(0.5)
                return drag(
                    from: start, by: vector(fast ? 15...250 : 5...450), steps: fast ? random.int(2...6) : random.int(5...12),
                    delay: fast ? 0.004...0.01 : 0.006...0.012)
            case .click:
                return click(anyPoint(layout))
            case .dimmingClick:
                return click(outsidePanels(layout))
            case .doubleClick:
                return move(anyPoint(layout)) + ["click", "--repeat", "2", "--delay", "40", "1"]
            case .longPress:
                return move(panelPoint(layout) ?? anyPoint(layout))
                    + ["mousedown", "1", "sleep", seconds(random.double(0.2...0.5)), "mouseup", "1"]
            case .wheel:
                let point = random.chance(0.7) ? (panelPoint(layout) ?? anyPoint(layout)) : anyPoint(layout)
                return move(point) + [
                    "click", "--repeat", String(random.int(1...6)), "--delay", String(random.int(5...40)),
                    random.chance(0.5) ? "4" : "5",
                ]
            case .escape:
                return ["key", "Escape"]
            case .tab:
                return ["key", random.chance(0.7) ? "Tab" : "shift+Tab"]
            case .escapeMidDrag:
                let start = panelPoint(layout) ?? anyPoint(layout)
                let delta = vector(30...200)
                return move(start) + ["mousedown", "1", "sleep", "0.02"] + move((start.0 + delta.x / 2, start.1 + delta.y / 2))
                    + ["sleep", "0.02", "key", "Escape", "sleep", "0.02"] + move((start.0 + delta.x, start.1 + delta.y))
                    + ["mouseup", "1"]
            case .resizeMidDrag:
                let start = panelPoint(layout) ?? anyPoint(layout)
                let delta = vector(30...200)
                return move(start) + ["mousedown", "1", "sleep", "0.02"] + move((start.0 + delta.x / 2, start.1 + delta.y / 2))
                    + ["sleep", "0.02"] + resize() + ["sleep", "0.03"] + move((start.0 + delta.x, start.1 + delta.y))
                    + ["mouseup", "1"]
            case .resize:
                return resize() + ["sleep", "0.05"]
            case .tinyResize:
                // Below the window's minimum size for a moment (GTK clamps the width), then back.
                return ["windowsize", window, String(random.int(120...400)), String(random.int(100...300)), "sleep", "0.08"]
                    + resize() + ["sleep", "0.05"]
            case .demoSwitch:
                return click(layout.sidebarX, layout.rowY(random.int(0...4))) + ["sleep", "0.05"]
            case .rightToLeft:
                return click(layout.sidebarX, layout.switchY(1)) + ["sleep", "0.05"]
            case .reduceMotion:
                return click(layout.sidebarX, layout.switchY(0))
            case .dimmingSwitch:
                return click(layout.sidebarX, layout.switchY(2))
            }
        }

        // MARK: Building blocks

        private mutating func resize() -> [String] {
            ["windowsize", window, String(random.int(540...1200)), String(random.int(360...900))]
        }

        /// Where a drag starts: half the time inside an open panel, else anywhere on the overlay.
        private mutating func startPoint(_ layout: StormLayout) -> (Double, Double) {
            random.chance(0.5) ? (panelPoint(layout) ?? anyPoint(layout)) : anyPoint(layout)
        }

        private mutating func anyPoint(_ layout: StormLayout) -> (Double, Double) {
            (layout.overlayX + random.double(0...layout.overlayWidth), random.double(0...layout.windowHeight))
        }

        /// A point inside an open panel, a third of the time within 16 px of its inner edge.
        private mutating func panelPoint(_ layout: StormLayout) -> (Double, Double)? {
            let panels = layout.openPanels
            guard !panels.isEmpty else { return nil }
            let panel = panels[random.int(0...panels.count - 1)]
            let x = panel.x + random.double(0...panel.width)
            let y = panel.y + random.double(0...panel.height)
            guard random.chance(0.35) else { return (x, y) }
            let edge = random.double(2...16)
            return switch random.int(0...3) {
            case 0: (x, panel.y + edge)
            case 1: (x, panel.y + panel.height - edge)
            case 2: (panel.x + edge, y)
            default: (panel.x + panel.width - edge, y)
            }
        }

        /// A point of the overlay outside every open panel (on the dimming, if any), or any point.
        private mutating func outsidePanels(_ layout: StormLayout) -> (Double, Double) {
            let panels = layout.openPanels
            for _ in 0..<8 {
                let point = anyPoint(layout)
                if !panels.contains(where: {
                    point.0 >= $0.x && point.0 <= $0.x + $0.width && point.1 >= $0.y && point.1 <= $0.y + $0.height
                }) {
                    return point
                }
            }
            return anyPoint(layout)
        }

        /// A vector of length in `range`, mostly along an axis (drawers move along one), any angle.
        private mutating func vector(_ range: ClosedRange<Double>) -> (x: Double, y: Double) {
            let length = random.double(range)
            let angle: Double =
                random.chance(0.75)
                ? Double(random.int(0...3)) * .pi / 2 + random.double(-0.35...0.35) : random.double(0...(2 * .pi))
            return (cos(angle) * length, sin(angle) * length)
        }

        private mutating func drag(
            from start: (Double, Double), by delta: (x: Double, y: Double), steps: Int, delay: ClosedRange<Double>,
            hold: Double = 0
        ) -> [String] {
            var commands = move(start) + ["mousedown", "1"]
            let pause = random.double(delay)
            for step in 1...max(1, steps) {
                let t = Double(step) / Double(max(1, steps))
                commands += ["sleep", seconds(pause)] + move((start.0 + delta.x * t, start.1 + delta.y * t))
            }
            if hold > 0 { commands += ["sleep", seconds(hold)] }
            return commands + ["mouseup", "1"]
        }

        private func click(_ x: Double, _ y: Double) -> [String] { click((x, y)) }

        private func click(_ point: (Double, Double)) -> [String] { move(point) + ["click", "1"] }

        private func move(_ point: (Double, Double)) -> [String] {
            let x = min(max(point.0, 0), screenWidth - 1)
            let y = min(max(point.1, 0), screenHeight - 1)
            return ["mousemove", String(Int(x.rounded())), String(Int(y.rounded()))]
        }

        private func seconds(_ value: Double) -> String { String(format: "%.3f", value) }
    }
#endif

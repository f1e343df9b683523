#if os(Linux)
    import Foundation

    /// The storm's pass criteria that read the trace and standard error.
    enum StormChecks {
        /// How the storm's drags ended, per `drag-began` line.
        struct Pairing: Sendable, CustomStringConvertible {
            /// Drags followed by `settled` or `dismissed` of that drawer before its next drag.
            var settled = 0
            /// Drags whose drawer was released (`will-settle`, or `dismiss-held`: a release past the
            /// threshold of a drawer that confirms its dismissals, on its way to wait there) and
            /// caught again by the next drag before it came to rest: a settle interrupted on
            /// purpose, not lost.
            var caught = 0
            /// Wheel gestures (a `drag-began` with no accepted press before it) still running when a
            /// press started a drag: the engine replaces the wheel session without an end event
            /// (known engine behaviour, see docs/RELIABILITY.md), so they are counted, not failed.
            var wheelSuperseded = 0
            /// Drags followed by neither before the next drag of that drawer or the end: failures.
            var unpaired: [String] = []

            var description: String {
                "\(settled) settled or dismissed, \(caught) caught again while settling, "
                    + "\(wheelSuperseded) wheel gestures superseded by a press, \(unpaired.count) unpaired"
            }
        }

        /// Pairs every `drag-began` with the `settled` or `dismissed` of the same drawer (same demo
        /// and drawer id) that follows it before that drawer's next `drag-began` or the end. Fed one
        /// event at a time, so the storm never keeps its whole trace parsed.
        struct PairingTracker: Sendable {
            private(set) var result = Pairing()
            /// Per drawer: the open drag's line, whether a will-settle followed it, whether the wheel began it.
            private var open: [String: (line: String, released: Bool, wheel: Bool)] = [:]
            /// Drawers with an accepted press whose drag has not begun yet.
            private var pressed: Set<String> = []

            mutating func add(_ event: TraceEvent) {
                if event.name == "release" { pressed.removeAll() }
                guard let drawer = event.string("drawer"), let demo = event.string("demo") else { return }
                let key = demo + "/" + drawer
                switch event.name {
                case "press":
                    if event.bool("accepted") == true { pressed.insert(key) }
                case "drag-began":
                    let byWheel = pressed.remove(key) == nil
                    if let previous = open[key] {
                        if previous.released {
                            result.caught += 1
                        } else if previous.wheel && !byWheel {
                            result.wheelSuperseded += 1
                        } else {
                            result.unpaired.append(previous.line)
                        }
                    }
                    open[key] = (event.line, false, byWheel)
                case "will-settle", "dismiss-held":
                    if open[key] != nil { open[key]?.released = true }
                case "settled", "dismissed":
                    if open.removeValue(forKey: key) != nil { result.settled += 1 }
                default:
                    break
                }
            }

            /// Whether a drag has begun whose drawer has not settled or been dismissed yet.
            var hasOpenDrags: Bool { !open.isEmpty }

            /// The result, counting drags still open at the end as unpaired.
            func finished() -> Pairing {
                var final = result
                final.unpaired += open.values.map(\.line)
                return final
            }
        }

        static func pairing(_ events: [TraceEvent]) -> Pairing {
            var tracker = PairingTracker()
            events.forEach { tracker.add($0) }
            return tracker.finished()
        }

        /// The last trace line with a drawer's state, by "demo/drawer".
        static func lastStates(_ events: [TraceEvent]) -> [String: TraceEvent] {
            var states: [String: TraceEvent] = [:]
            for event in events where event.double("extent") != nil {
                guard let drawer = event.string("drawer"), let demo = event.string("demo") else { continue }
                states[demo + "/" + drawer] = event
            }
            return states
        }

        /// Standard-error lines that are known to be harmless under Xvfb, with the reason.
        static let harmless: [(pattern: String, reason: String)] = [
            // Xvfb has no XKB keymap compiled for some keysyms; xkbcomp prints these via the server.
            ("Could not resolve keysym", "XKB keymap noise from the X server, not from the app"),
            ("Errors from xkbcomp are not fatal", "XKB keymap noise from the X server, not from the app"),
        ]

        /// Lines that report a GTK, GLib or Swift problem, minus the ``harmless`` ones.
        static func problems(inStandardError lines: [String]) -> [String] {
            let markers = [
                "CRITICAL", "WARNING", "Warning", "-ERROR", "Fatal error", "assertion", "Gtk-", "GLib-", "Gdk-",
                "GLib-GObject", "Pango-", "Gsk-",
            ]
            return lines.filter { line in
                markers.contains { line.contains($0) } && !harmless.contains { line.contains($0.pattern) }
            }
        }

        /// The resident memory of a process in kB, from /proc/PID/status.
        struct Resident: Sendable, CustomStringConvertible {
            /// `VmRSS`: everything resident.
            var total: Int
            /// `RssShmem`: shared memory, here the MIT-SHM segments cairo's X11 backend maps for
            /// copying frames to the X server; they come and go with each frame's damaged area
            /// (0 to 5 MB in one run, docs/RELIABILITY.md), so they are left out of the bound.
            var shared: Int
            /// What the bound is about: anonymous (the heap) and file-backed memory, `VmRSS` − `RssShmem`.
            var own: Int { total - shared }

            var description: String { "\(own) kB (VmRSS \(total) kB, of it \(shared) kB X shared memory)" }

            /// How much `later` has grown from this reading, as a fraction of it (what the bound is on).
            func growth(to later: Resident) -> Double { Double(later.own - own) / Double(own) }
        }

        /// The resident memory of process `pid` (`VmRSS` and `RssShmem` in /proc/PID/status).
        static func resident(of pid: Int32) -> Resident? {
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
            var fields: [String: Int] = [:]
            for line in text.split(separator: "\n") {
                let parts = line.split(whereSeparator: { $0 == ":" || $0 == " " || $0 == "\t" })
                if parts.count >= 2, let value = Int(parts[1]) { fields[String(parts[0])] = value }
            }
            guard let total = fields["VmRSS"] else { return nil }
            return Resident(total: total, shared: fields["RssShmem"] ?? 0)
        }

        /// The panel background of each demo's drawers (see the demos' `DrawerPanelAppearance`).
        static func panelColour(demo: String, drawer: String) -> [Int] {
            switch (demo, drawer) {
            // The mini player's bar and the sheet it becomes share one background (BeyondDemo).
            case ("stacked", "B"), ("beyond", "player"): [0xF6, 0xF5, 0xF4]
            case ("edges", "bottom"): [0xFF, 0xF4, 0xD6]
            case ("edges", "top"): [0xE3, 0xF1, 0xFF]
            case ("edges", "leading"): [0xF3, 0xE6, 0xFF]
            case ("edges", "trailing"): [0xE6, 0xFF, 0xF0]
            default: [0xFF, 0xFF, 0xFF]
            }
        }

        static func close(_ a: [Int], _ b: [Int], tolerance: Int = 8) -> Bool {
            a.count >= 3 && b.count >= 3 && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
        }
    }

    /// Reads several pixels of one image with a single `convert` run.
    enum StormPixels {
        static func pixels(ofFileAt path: String, _ points: [(Int, Int)]) throws -> [[Int]] {
            guard !points.isEmpty else { return [] }
            // Hex is unambiguous (`%[pixel:…]` may print colour names such as "white").
            let format = points.map { "%[hex:p{\($0.0),\($0.1)}]" }.joined(separator: ";")
            let text = try Command.run("convert", [path, "-depth", "8", "-format", format, "info:"])
            return text.split(separator: ";").map { entry in
                let hex = Array(entry.trimmingCharacters(in: .whitespacesAndNewlines))
                guard hex.count >= 6 else { return [] }
                return stride(from: 0, to: 6, by: 2).compactMap { Int(String(hex[$0..<$0 + 2]), radix: 16) }
            }
        }
    }
#endif

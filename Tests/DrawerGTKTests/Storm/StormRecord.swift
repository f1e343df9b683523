#if os(Linux)
    import Foundation

    /// One performed storm action as the storm's log keeps it, one line each, in a form a test
    /// reads back (``StormReplayTests``): its number, kind, when it began on the trace's clock
    /// (`CLOCK_MONOTONIC`, as the trace's `timestamp`), the batch it ran in (one xdotool process
    /// per batch), the state it was generated against (demo, window size, the three switches),
    /// the window id its commands name, and its xdotool commands.
    ///
    /// ```text
    /// 9702 wheel start=4839.5521 batch=412 demo=discard size=800x600 rtl=0 motion=0 dim=1 window=2097154 | mousemove 512 301 click --repeat 3 --delay 12 5
    /// ```
    struct StormRecordedAction: Sendable, Equatable {
        var number: Int
        var kind: StormAction.Kind
        /// When xdotool reached it, on the trace's clock; `nil` when its marker line never came.
        var start: Double?
        var batch: Int
        var demo: String
        var width: Int
        var height: Int
        var rightToLeft: Bool
        var reduceMotion: Bool
        var dimming: Bool
        var window: String
        var commands: [String]

        var line: String {
            let time = start.map { String(format: "%.4f", $0) } ?? "?"
            return "\(number) \(kind.rawValue) start=\(time) batch=\(batch) demo=\(demo) size=\(width)x\(height) "
                + "rtl=\(rightToLeft ? 1 : 0) motion=\(reduceMotion ? 1 : 0) dim=\(dimming ? 1 : 0) window=\(window) | "
                + commands.joined(separator: " ")
        }

        init(
            number: Int, kind: StormAction.Kind, start: Double?, batch: Int, layout: StormLayout, window: String,
            commands: [String]
        ) {
            self.number = number
            self.kind = kind
            self.start = start
            self.batch = batch
            demo = layout.demo
            width = Int(layout.windowWidth)
            height = Int(layout.windowHeight)
            rightToLeft = layout.rightToLeft
            reduceMotion = layout.reduceMotion
            dimming = layout.dimming
            self.window = window
            self.commands = commands
        }

        /// Reads a ``line`` back; `nil` for anything else (comments, blank lines, a damaged line).
        init?(line: String) {
            let halves = line.components(separatedBy: " | ")
            guard halves.count == 2 else { return nil }
            let head = halves[0].split(separator: " ").map(String.init)
            guard head.count >= 2, let number = Int(head[0]), let kind = StormAction.Kind(rawValue: head[1]) else { return nil }
            var fields: [String: String] = [:]
            for field in head.dropFirst(2) {
                let parts = field.split(separator: "=", maxSplits: 1).map(String.init)
                if parts.count == 2 { fields[parts[0]] = parts[1] }
            }
            let size = (fields["size"] ?? "").split(separator: "x").compactMap { Int($0) }
            guard size.count == 2, let batch = fields["batch"].flatMap({ Int($0) }), let demo = fields["demo"],
                let window = fields["window"]
            else { return nil }
            self.number = number
            self.kind = kind
            start = fields["start"].flatMap { Double($0) }
            self.batch = batch
            self.demo = demo
            width = size[0]
            height = size[1]
            rightToLeft = fields["rtl"] == "1"
            reduceMotion = fields["motion"] == "1"
            dimming = fields["dim"] != "0"
            self.window = window
            commands = halves[1].split(separator: " ").map(String.init)
        }

        /// The commands with the recorded window id replaced by `window` (a replay's new window).
        func commands(forWindow window: String) -> [String] {
            commands.map { $0 == self.window ? window : $0 }
        }
    }

    /// What the storm writes when a drag is left unpaired: the actions around it, replayable.
    enum StormReplayFile {
        /// How many actions before the one during which the drag began are kept (they put the
        /// drawers where they were), and how many after it (what ended, or failed to end, it).
        static let before = 40
        static let after = 4

        /// The number of the last action that began at or before `time`, or `nil`.
        static func action(at time: Double, in records: [StormRecordedAction]) -> Int? {
            records.last { ($0.start ?? .infinity) <= time }?.number
        }

        /// The replay text for the unpaired `drag` (its trace line): a comment naming it and the
        /// action it began during, then the actions around it, one ``StormRecordedAction/line`` each.
        static func text(forUnpaired drag: String, records: [StormRecordedAction], seed: UInt64) -> (number: Int, text: String)? {
            guard let event = TraceEvent(line: drag), let time = event.double("timestamp"),
                let number = action(at: time, in: records)
            else { return nil }
            let window = records.filter { $0.number >= number - before && $0.number <= number + after }
            let header = [
                "# storm seed 0x\(String(seed, radix: 16, uppercase: true)): a drag left unpaired",
                "# \(drag)",
                "# it began at \(String(format: "%.4f", time)) s, during action \(number); actions \(window.first?.number ?? 0)-\(window.last?.number ?? 0) follow",
                "# replay: DRAWER_STORM_REPLAY=<this file> swift test --filter StormReplay",
            ]
            return (number, (header + window.map(\.line)).joined(separator: "\n") + "\n")
        }
    }
#endif

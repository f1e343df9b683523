#if os(Linux)
    import Foundation
    import Testing

    extension GalleryUITests {
        /// The gallery read by the AT-SPI client Orca uses (Tests/ATSPI/drawer_atspi.py, Atspi
        /// over GObject introspection), with accessibility on, under its own session bus
        /// (`dbus-run-session`): the drawer found by role and name, its value at each detent,
        /// its expand / collapse / close actions performed, and the trace and the AT agreeing.
        @Suite("Gallery through AT-SPI", .timeLimit(.minutes(2)))
        struct ATSPI {
            /// One line of the client's report.
            struct Step: Decodable {
                let action: String?
                let handled: Bool?
                let detent: String
                let traceValue: String
                let atValue: String?
                let actions: [String]
                let handle: String?
            }

            /// One line of the client's `--focus` report.
            struct FocusCheck: Decodable {
                let check: String
                /// Role and name of the focused accessible.
                let focused: [String]?
                /// Whether it lies inside the drawer.
                let inside: Bool?
            }

            /// Runs the client against the gallery on a fresh display; `language` is its LANG.
            static func drive(language: String? = nil) throws -> [Step] {
                try run(language.map { ["--lang", $0] } ?? [], as: Step.self)
            }

            /// Runs the client with `arguments` and decodes its report lines as `Line`.
            static func run<Line: Decodable>(_ arguments: [String], as: Line.Type) throws -> [Line] {
                let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                    .appendingPathComponent("../ATSPI/drawer_atspi.py").standardized.path
                let display = try VirtualDisplay()
                defer { display.stop() }
                let outcome = try Command.execute(
                    "dbus-run-session",
                    ["--", "/usr/bin/python3", script, "--gallery", try BuildProducts.executable("drawer-gallery")]
                        + arguments,
                    environment: ["DISPLAY": display.name], timeout: 90)
                let lines = outcome.output.split(separator: "\n").filter { $0.hasPrefix("{") }
                guard outcome.status == 0, !lines.contains(where: { $0.contains("\"error\"") }) else {
                    throw UITestError.commandFailed(
                        "drawer_atspi.py", status: outcome.status, output: outcome.output + "\n" + outcome.errors)
                }
                return try lines.map { try JSONDecoder().decode(Line.self, from: Data($0.utf8)) }
            }

            /// The path every run takes: medium, expand, collapse, collapse, close.
            static let detents = ["medium", "large", "medium", "fit", "closed"]

            /// Checks what every run must show, whatever the language.
            static func checkCommon(_ steps: [Step]) {
                #expect(steps.map(\.detent) == detents)
                #expect(steps.map(\.action) == [nil, "expand", "collapse", "collapse", "close"])
                #expect(steps.dropFirst().allSatisfy { $0.handled == true })
                for step in steps {
                    #expect(step.atValue == step.traceValue, "AT and trace disagree at \(step.detent)")
                    #expect(Set(step.actions) == ["drawer.expand", "drawer.collapse", "drawer.close"])
                }
            }

            @Test("English: found by role and name; value and actions agree with the trace")
            func english() throws {
                let steps = try Self.drive()
                Self.checkCommon(steps)
                #expect(steps.map(\.atValue) == ["Half expanded", "Expanded", "Half expanded", "Fitted to content", "Closed"])
                #expect(steps.first?.handle == "Drawer handle")
            }

            @Test("A modal drawer takes focus when it opens, Tab cannot leave it, focus goes back when it closes")
            func modalFocus() throws {
                // The navigation drawer dims what is behind it; it is opened from "Open menu",
                // reached with Tab, and closed with its drawer.close action.
                let checks = try Self.run(
                    ["--focus", "--demo", "navigation", "--drawer", "Navigation", "--opener", "Open menu"],
                    as: FocusCheck.self)
                #expect(checks.map(\.check) == ["before", "open", "key-1", "key-2", "key-3", "key-4", "key-5", "closed"])
                #expect(checks.first?.focused == ["push button", "Open menu"])
                for check in checks.dropFirst().dropLast() {
                    #expect(check.inside == true, "focus outside the modal drawer at \(check.check): \(check.focused ?? [])")
                }
                #expect(checks.last?.focused == ["push button", "Open menu"])
            }

            /// One line of the client's `--handle` report.
            struct HandleCheck: Decodable {
                let check: String
                let handle: String
                let actions: [String]
                let handled: Bool?
                let detent: String
                let traceValue: String
                let atValue: String?
            }

            @Test("The handle's accessible action is the handle tap: the locked sheet cycles medium, large, medium")
            func handleActivation() throws {
                // The `beyond` demo's locked sheet has handle-tap cycling on and may not be closed.
                let checks = try Self.run(
                    ["--handle", "--demo", "beyond", "--drawer", "Locked sheet", "--activations", "3"],
                    as: HandleCheck.self)
                #expect(checks.map(\.check) == ["handle-1", "handle-2", "handle-3"])
                #expect(checks.map(\.detent) == ["large", "medium", "large"])
                for check in checks {
                    #expect(check.handled == true, "\(check.check)")
                    #expect(check.handle == "Drawer handle")
                    #expect(check.atValue == check.traceValue, "AT and trace disagree at \(check.check)")
                    #expect(!check.actions.isEmpty, "the handle exposes an action")
                }
            }

            @Test("German (LANG=de_DE.UTF-8): the AT hears the German table")
            func german() throws {
                let steps = try Self.drive(language: "de_DE.UTF-8")
                Self.checkCommon(steps)
                #expect(
                    steps.map(\.atValue) == [
                        "Halb ausgeklappt", "Ausgeklappt", "Halb ausgeklappt", "An den Inhalt angepasst", "Geschlossen",
                    ])
                #expect(steps.first?.handle == "Schubladengriff")
            }
        }
    }
#endif

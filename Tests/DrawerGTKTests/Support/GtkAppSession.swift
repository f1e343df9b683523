#if os(Linux)
    import Foundation
    import Glibc

    /// Everything one real-window test needs: a private Xvfb, the app on it, input through xdotool.
    ///
    /// ```swift
    /// let session = try GtkAppSession.launch(BuildProducts.executable("GtkProbe"))
    /// defer { session.stop() }
    /// let ready = try session.app.waitFor("ready")
    /// try session.input.drag(from: (400, 200), to: (400, 50), in: try session.window())
    /// ```
    ///
    /// Use it from suites marked `@Suite(.serialized)`: input goes to the one pointer of the display,
    /// and 2 cores do not run several GTK apps well at once.
    final class GtkAppSession: @unchecked Sendable {
        /// The private X server.
        let display: VirtualDisplay
        /// The app under test.
        let app: AppUnderTest
        /// Input on ``display``.
        let input: XDoTool

        private var cachedWindow: String?

        private init(display: VirtualDisplay, app: AppUnderTest) {
            self.display = display
            self.app = app
            self.input = XDoTool(display: display.name)
        }

        /// Starts a display, then `executable` on it; fails early if a tool is missing.
        static func launch(
            _ executable: String, arguments: [String] = [], environment: [String: String] = [:],
            screenWidth: Int = 1280, screenHeight: Int = 1024
        ) throws -> GtkAppSession {
            _ = try Command.require("xdotool")
            let display = try VirtualDisplay(width: screenWidth, height: screenHeight)
            do {
                let app = try AppUnderTest(
                    executable: executable, arguments: arguments, display: display, environment: environment)
                return GtkAppSession(display: display, app: app)
            } catch {
                display.stop()
                throw error
            }
        }

        /// The app's visible top-level window id (waits for it the first time).
        func window(timeout: TimeInterval = 10) throws -> String {
            if let cachedWindow { return cachedWindow }
            let window = try input.waitForWindow(pid: app.pid, timeout: timeout)
            cachedWindow = window
            return window
        }

        /// Stops the app, then the display. Idempotent; also run at deinit.
        func stop() {
            app.stop()
            display.stop()
        }

        deinit { stop() }
    }

    /// Finds executables built by SwiftPM next to the running test binary.
    enum BuildProducts {
        /// The path of the executable `name` (a product, or an executable target built for the
        /// tests) in the same build directory as the tests, or `DRAWERKIT_<NAME>` from the
        /// environment (`drawer-gallery` → `DRAWERKIT_DRAWER_GALLERY`, `GtkProbe` →
        /// `DRAWERKIT_GTKPROBE`).
        static func executable(_ name: String) throws -> String {
            let variable = "DRAWERKIT_" + name.uppercased().replacingOccurrences(of: "-", with: "_")
            if let path = ProcessInfo.processInfo.environment[variable] { return path }
            let me =
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? CommandLine.arguments[0]
            var directory = URL(fileURLWithPath: me).deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent(name).path
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
                directory.deleteLastPathComponent()
            }
            throw UITestError.missingTool("\(name) (build it with swift build, or set \(variable))")
        }
    }
#endif

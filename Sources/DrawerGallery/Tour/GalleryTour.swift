#if os(Linux)
    import CGtk
    import DrawerCore
    import DrawerGTK
    import Foundation

    /// Plays every demo's tour steps, one per frame clock tick, writes a screenshot per
    /// `.screenshot` step and a contact sheet of them all, then calls `finished` with an exit code.
    ///
    /// Input is replayed through ``DrawerHost``'s pointer entry points — the ones the
    /// `GtkGestureDrag` handlers call — so the tour exercises the same engine path as a mouse.
    @MainActor
    final class GalleryTour {
        private let gallery: GalleryWindow
        private let directory: String
        private let finished: (Int32) -> Void
        private var steps: [TourStep] = []
        private var index = 0
        private var stepFrame = 0
        private var shots: [ContactSheet.Tile] = []
        private var ticker: FrameTicker?
        /// The film being kept (`--films`): its name and frames so far.
        private var film: (name: String, frames: [RenderedImage])?
        /// The most frames one film keeps (about 5 s at 60 Hz), so a stuck step cannot fill memory.
        private static let maximumFilmFrames = 300

        init(gallery: GalleryWindow, directory: String, finished: @escaping (Int32) -> Void) {
            self.gallery = gallery
            self.directory = directory
            self.finished = finished
            let only = gallery.options.tourDemos?.split(separator: ",").map(String.init)
            for demo in gallery.demos where only?.contains(demo.name) ?? true {
                steps += [.show(demo.name), .wait(frames: 3), .waitForRest] + demo.tourSteps()
            }
        }

        /// Starts playing once the window draws.
        func start() {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                FileHandle.standardError.write(Data("drawer-gallery: cannot create \(directory): \(error)\n".utf8))
                finished(1)
                return
            }
            ticker = FrameTicker(widget: gallery.window) { [weak self] _ in
                guard let self else { return .stop }
                return self.advance()
            }
        }

        private func advance() -> FrameTickResult {
            guard index < steps.count else {
                finish()
                return .stop
            }
            if var kept = film, kept.frames.count < Self.maximumFilmFrames, let image = WidgetSnapshot.render(gallery.window) {
                film = nil
                kept.frames.append(image)
                film = kept
            }
            if perform(steps[index], frame: stepFrame) {
                index += 1
                stepFrame = 0
            } else {
                stepFrame += 1
            }
            return .continue
        }

        /// Performs one frame of `step`; returns whether the step is complete.
        private func perform(_ step: TourStep, frame: Int) -> Bool {
            let host = gallery.current.host
            switch step {
            case .show(let name):
                gallery.show(name)
                return true
            case .wait(let frames):
                return frame >= frames
            case .waitForRest:
                return frame > 600 || !host.drawers.contains { $0.isBusy }
            case .drag(let from, let to, let frames):
                let size = CGSize(width: Int(gtk_widget_get_width(host.widget)), height: Int(gtk_widget_get_height(host.widget)))
                let start = CGPoint(x: from.0 * size.width, y: from.1 * size.height)
                let now = Double(g_get_monotonic_time()) / 1_000_000
                if frame == 0 {
                    host.pointerPressed(at: start, time: now)
                    return false
                }
                let t = min(1, Double(frame) / Double(max(1, frames)))
                host.pointerMoved(
                    translation: CGPoint(x: (to.0 - from.0) * size.width * t, y: (to.1 - from.1) * size.height * t), time: now)
                if frame >= frames {
                    host.pointerReleased(time: now)
                    return true
                }
                return false
            case .action(let body):
                body()
                return true
            case .startFilm(let name):
                if gallery.options.films { film = (name, []) }
                return true
            case .stopFilm:
                writeFilm()
                return true
            case .screenshot(let name):
                let path = (directory as NSString).appendingPathComponent(String(format: "%02d-%@.png", shots.count + 1, name))
                if WidgetSnapshot.writePNG(of: gallery.window, to: path) {
                    shots.append(ContactSheet.Tile(path: path, caption: name))
                    if gallery.options.trace { TraceLog.emit("screenshot", ["path": .string(path), "name": .string(name)]) }
                }
                return true
            }
        }

        /// Writes the kept film's frames as `DIR/film-NAME/NNN.png` and stops keeping frames.
        private func writeFilm() {
            guard let film else { return }
            self.film = nil
            let folder = (directory as NSString).appendingPathComponent("film-\(film.name)")
            try? FileManager.default.removeItem(atPath: folder)
            guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else {
                return
            }
            for (number, frame) in film.frames.enumerated() {
                frame.writePNG(to: (folder as NSString).appendingPathComponent(String(format: "%03d.png", number)))
            }
            print(folder)
        }

        private func finish() {
            let sheetPath = (directory as NSString).appendingPathComponent("contact-sheet.png")
            do {
                try ContactSheet(columns: 4, tileWidth: 320).write(shots, to: sheetPath)
            } catch {
                FileHandle.standardError.write(Data("drawer-gallery: contact sheet failed: \(error)\n".utf8))
                finished(1)
                return
            }
            for tile in shots { print(tile.path) }
            print(sheetPath)
            if gallery.options.trace {
                TraceLog.emit("tour-finished", ["screenshots": .int(shots.count), "contactSheet": .string(sheetPath)])
            }
            fflush(nil)
            finished(0)
        }
    }
#endif

#if os(Linux)
    /// One step of the gallery's scripted tour. Points are fractions of the demo's overlay size.
    enum TourStep {
        /// Shows the demo page named so.
        case show(String)
        /// Lets some frames pass.
        case wait(frames: Int)
        /// Waits until no drawer of the current demo moves (at most ten seconds of frames).
        case waitForRest
        /// Drags from one point to another over `frames` frames, through the same entry points the
        /// real drag gesture uses, then releases.
        case drag(from: (Double, Double), to: (Double, Double), frames: Int)
        /// Runs code (a button's action, a switch).
        case action(@MainActor () -> Void)
        /// Writes a PNG of the window, named after the step.
        case screenshot(String)
        /// With `--films`, starts keeping every frame of the window until ``stopFilm`` (the frames
        /// of an animation; `scripts/make-pictures.sh` turns them into one). Nothing otherwise.
        case startFilm(String)
        /// Writes the kept frames to `DIR/film-NAME/NNN.png`.
        case stopFilm
    }
#endif

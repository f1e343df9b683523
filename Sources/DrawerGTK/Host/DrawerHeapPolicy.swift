#if os(Linux)
    import CGtk

    /// Keeps glibc's heap from growing under frames of ever-changing size, applied once per
    /// process when the first ``DrawerHost`` is created.
    ///
    /// GTK 4.8's cairo renderer draws every frame into a fresh image the size of the frame's
    /// damaged area (`gdk_surface_create_similar_surface`), freed after the frame. A moving drawer
    /// damages a different area every frame: 66 KB to 3.9 MB, 1,797 distinct sizes in 2,400 storm
    /// actions (heaptrack). glibc serves a block of 128 KiB or more with its own mapping, but each
    /// time such a block is freed it raises that threshold to the block's size (up to 32 MiB), so
    /// from then on the frame images come from the main heap, where blocks of every size between
    /// long-lived small ones leave holes no later image fits, and the heap only ever grows at the
    /// top. The storm measured that as the gallery's heap growing while its live data stayed flat
    /// (docs/RELIABILITY.md). Fixing the threshold at glibc's own default (128 KiB) keeps frame
    /// images in mappings that are returned whole when freed, for the price of mapping each one
    /// afresh, which the X11 backend already does for its shared-memory copy of the same frame.
    @MainActor
    enum DrawerHeapPolicy {
        /// glibc's default `M_MMAP_THRESHOLD`: blocks this large or larger get their own mapping.
        static let mmapThreshold: Int32 = 128 * 1024

        /// Whether the threshold was fixed (false off glibc, or if `mallopt` refused).
        static let applied: Bool = cgtk_fix_mmap_threshold(mmapThreshold) == 1

        /// Applies the policy (once; later calls do nothing).
        static func apply() { _ = applied }
    }
#endif

#if os(Linux)
    /// A store of values with a byte budget: when a new value takes it over the budget, the values
    /// used longest ago are dropped until it fits again (the newest is always kept).
    ///
    /// The shadow's corner images are keyed by everything they depend on (colour, blur, corner,
    /// radius), and an app can reach many keys over a long run: a radius clamped to a small
    /// panel's half-size passes through every size a resize or push-back gives it. Kept for the
    /// life of the process they were a slow leak; this keeps a bounded number of bytes and
    /// computes a dropped image again if it comes back. Pure Swift, no GTK, so it is tested alone.
    struct DrawerShadowImageCache<Key: Hashable, Value> {
        private struct Entry {
            var value: Value
            var cost: Int
            var lastUse: UInt64
        }

        /// The most bytes kept, unless one value alone costs more (it is kept until the next one comes).
        let budget: Int
        /// The bytes kept now: the sum of the kept values' costs.
        private(set) var bytes = 0
        private var entries: [Key: Entry] = [:]
        private var clock: UInt64 = 0

        /// A cache keeping at most `budget` bytes (negative counts as 0).
        init(budget: Int) { self.budget = max(0, budget) }

        /// How many values are kept.
        var count: Int { entries.count }

        /// The value for `key`, made by `make` (the value and what it costs in bytes) if it is not kept.
        mutating func value(for key: Key, make: () -> (value: Value, cost: Int)) -> Value {
            clock &+= 1
            if let entry = entries[key] {
                entries[key]?.lastUse = clock
                return entry.value
            }
            let (value, cost) = make()
            let entry = Entry(value: value, cost: max(0, cost), lastUse: clock)
            entries[key] = entry
            bytes += entry.cost
            while bytes > budget, entries.count > 1, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                bytes -= oldest.value.cost
                entries[oldest.key] = nil
            }
            return value
        }
    }
#endif

// How the SwiftUI double calls the `@isolated(any)` closures SwiftUI's API takes (Binding's
// `init(get:set:)`) synchronously. Nothing here is an SDK symbol.
//
// SE-0431 (github.com/swiftlang/swift-evolution/blob/main/proposals/0431-isolated-any-functions.md)
// lets a caller read such a function's `isolation` but call it only with `await`; a synchronous
// call from a context already on that isolation is one of its future directions. SwiftUI calls its
// bindings' closures synchronously from the main actor. DEVIATION: the double does the same by
// reinterpreting the function value as a plain one of the same signature. Measured with Swift 6.3
// on Linux: both have the same size, and closures called this way (non-isolated and main-actor ones,
// capturing classes and values) run and return as when awaited. This rests on that toolchain's
// layout, not on a documented rule; `MemoryLayout` is checked first, so a toolchain that lays them
// out differently stops here instead of calling garbage.
enum DoubleIsolatedCall {
    /// `function` as a synchronous closure that runs it where it is called. A function isolated
    /// to an actor other than the main actor traps when called (DOUBLE: SwiftUI warns).
    static func synchronous<Value>(_ function: @escaping @isolated(any) @Sendable () -> Value) -> () -> Value {
        let isolation = function.isolation
        let plain = reinterpret(function, as: (@Sendable () -> Value).self)
        return {
            checkIsolation(isolation)
            return plain()
        }
    }

    /// `function` (one argument) as a synchronous closure; see ``synchronous(_:)-(()->Value)``.
    static func synchronous<Value>(_ function: @escaping @isolated(any) @Sendable (Value) -> Void) -> (Value) -> Void {
        let isolation = function.isolation
        let plain = reinterpret(function, as: (@Sendable (Value) -> Void).self)
        return { value in
            checkIsolation(isolation)
            plain(value)
        }
    }

    private static func reinterpret<From, To>(_ value: From, as type: To.Type) -> To {
        precondition(
            MemoryLayout<From>.size == MemoryLayout<To>.size,
            "DOUBLE: this toolchain lays out @isolated(any) functions differently; Binding(get:set:) cannot run")
        return unsafeBitCast(value, to: type)
    }

    private static func checkIsolation(_ isolation: (any Actor)?) {
        guard let isolation, !(isolation is MainActor) else { return }
        fatalError("DOUBLE: a Binding(get:set:) closure isolated to \(isolation) was called from the main actor")
    }
}

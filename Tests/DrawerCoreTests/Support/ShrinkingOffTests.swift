import PropertyBased
import Testing

/// Issue 36: the loop that froze a test run was PropertyBased's shrinker, on by default from
/// Swift 6.2 and unbounded, re-running a failing property's body (seconds of simulated host time
/// each) for more than ten minutes. The package declares the dependency without that default, so
/// a failing property reports its first failing input at once.
@Suite("Property failures report at once")
struct ShrinkingOffTests {
    @Test("a failing property runs its body once for the failure: no shrinking re-runs it")
    func failingPropertyIsNotShrunk() async {
        let calls = CallCounter()
        await withKnownIssue("the property fails on purpose: every input is above 100") {
            await propertyCheck(count: 1, input: Gen.int(in: 100...1_000_000)) { value in
                calls.count += 1
                #expect(value < 100)
            }
        }
        // With shrinking the body runs again for every candidate tried, and once more at the end.
        #expect(calls.count == 1, "the body ran \(calls.count) times")
    }
}

/// A counter the property's body can bump (the body is not `inout`-capturing).
final class CallCounter: @unchecked Sendable {
    var count = 0
}

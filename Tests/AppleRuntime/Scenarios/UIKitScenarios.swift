import Testing

/// Every scenario suite, run one test at a time. The UIKit double is one process-wide world
/// (its clock, run loop, windows and accessibility settings, as UIKit's are), and each test
/// resets it when it makes its `Phone`; two tests running at once would reset each other's.
@Suite(.serialized) enum UIKitScenarios {}

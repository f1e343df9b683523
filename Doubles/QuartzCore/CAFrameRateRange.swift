// The frame rate a display link asks for (issue 35: ProMotion). See QuartzCore.swift for the
// citation legend. On a 120 Hz iPhone a display link runs at the system default of 60 Hz unless
// it sets `preferredFrameRateRange` *and* the app's Info.plist sets
// `CADisableMinimumFrameDurationOnPhone` ("CADisableMinimumFrameDurationOnPhone" page: without
// it "frame rates higher than the system default are unavailable" on iPhone; "Optimizing iPhone and
// iPad apps to support ProMotion displays"; widely reported: a link without a range runs at 60 Hz
// while scrolling runs at 120, MSDisplayLink 2.2.0). The key is the app's:
// `DisplayLinkRunLoop.infoPlistAllowsHighFrameRates`.

// sdk: iPhoneOS18.1.sdk CAFrameRateRange.h, seen (`struct CAFrameRateRange { float minimum; float maximum; float
// preferred CF_REFINED_FOR_SWIFT; } API_AVAILABLE(macos(12.0), ios(15.0), tvos(15.0)) API_UNAVAILABLE(watchos);`)
// · doc: https://developer.apple.com/documentation/quartzcore/caframeraterange
@available(iOS 15.0, tvOS 15.0, macOS 12.0, *)
@available(watchOS, unavailable)
public struct CAFrameRateRange: Sendable, Equatable {
    // sdk: iPhoneOS18.1.sdk CAFrameRateRange.h, seen (`float minimum;`) · doc: https://developer.apple.com/documentation/quartzcore/caframeraterange/minimum
    public var minimum: Float
    // sdk: iPhoneOS18.1.sdk CAFrameRateRange.h, seen (`float maximum;`) · doc: https://developer.apple.com/documentation/quartzcore/caframeraterange/maximum
    public var maximum: Float
    // sdk: iPhoneOS18.1.sdk CAFrameRateRange.h, seen (`float preferred CF_REFINED_FOR_SWIFT;`, an Optional in the
    // QuartzCore overlay) · doc: https://developer.apple.com/documentation/quartzcore/caframeraterange/preferred
    public var preferred: Float?
    // sdk: iPhoneOS18.1.sdk CAFrameRateRange.h, seen (`CAFrameRateRangeMake` is `CF_SWIFT_UNAVAILABLE("Use
    // CAFrameRateRange.init(minimum:maximum:preferred) instead")`; the overlay's initialiser)
    // · doc: https://developer.apple.com/documentation/quartzcore/caframeraterange/init(minimum:maximum:preferred:)
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }
    // sdk: iPhoneOS18.1.sdk CAFrameRateRange.h, seen (`CA_EXTERN const CAFrameRateRange CAFrameRateRangeDefault …
    // CF_SWIFT_NAME(CAFrameRateRange.default);`) · doc: https://developer.apple.com/documentation/quartzcore/caframeraterange/default
    // DOUBLE: all zero, "the system default"; the header gives no value.
    public static var `default`: CAFrameRateRange { CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0) }
}

@available(iOS 15.0, tvOS 15.0, macOS 12.0, *)
extension CADisplayLink {
    // sdk: iPhoneOS18.1.sdk CADisplayLink.h, seen (`@property(nonatomic) CAFrameRateRange preferredFrameRateRange
    // API_AVAILABLE(ios(15.0), tvos(15.0), macos(14.0)) API_UNAVAILABLE(watchos);`; the page: a request the
    // system may not honour) · doc: https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange
    // DEVIATION: `public` in an extension where the SDK's is `open`, as the UIKit extensions' members.
    public var preferredFrameRateRange: CAFrameRateRange {
        get { doubleFrameRateRange ?? .default }
        set { doubleFrameRateRange = newValue == .default ? nil : newValue }
    }

    /// The frames per second this link is called at on a display refreshing `displayRate` times a
    /// second: the display's when the app's Info.plist key allows more than 60 and the link asked
    /// for more (its preferred rate, else its maximum); otherwise at most 60 (double only).
    func doubleRate(displayRate: Double) -> Double {
        guard DisplayLinkRunLoop.infoPlistAllowsHighFrameRates, let range = doubleFrameRateRange else {
            return min(displayRate, 60)
        }
        let asked = Double(range.preferred ?? range.maximum)
        return asked > 0 ? min(displayRate, max(asked, 1)) : min(displayRate, 60)
    }
}

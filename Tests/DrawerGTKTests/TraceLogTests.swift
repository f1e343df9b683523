#if os(Linux)
    import Foundation
    import Testing

    @testable import DrawerGTK

    @Suite("TraceLog lines")
    struct TraceLogTests {
        @Test("The event comes first, fields follow in order")
        func fieldOrder() {
            let line = TraceLog.line("drag-ended", ["dx": 1.5, "dy": .int(-150), "settled": true, "detent": "half"])
            #expect(line == #"{"event":"drag-ended","dx":1.5,"dy":-150,"settled":true,"detent":"half"}"#)
        }

        @Test("Strings are escaped so every line parses as JSON")
        func escaping() throws {
            let nasty = "quote\" backslash\\ newline\n tab\t bell\u{07} del\u{7F} separator\u{2028} é 🙂"
            let line = TraceLog.line("text", ["value": .string(nasty)])
            #expect(!line.contains("\n"))
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["value"] as? String == nasty)
        }

        @Test("Non-finite numbers become null", arguments: [Double.nan, .infinity, -.infinity])
        func nonFinite(value: Double) {
            #expect(TraceLog.line("x", ["v": .double(value)]) == #"{"event":"x","v":null}"#)
        }

        @Test("Numbers round-trip")
        func numbers() throws {
            let values: [Double] = [0, -0.0, 1e-7, 123_456.789, -2.5e300]
            for value in values {
                let line = TraceLog.line("n", ["v": .double(value)])
                let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                #expect((object?["v"] as? NSNumber)?.doubleValue == value, "\(line)")
            }
        }
    }
#endif

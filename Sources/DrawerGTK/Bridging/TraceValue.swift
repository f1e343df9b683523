#if os(Linux)
    /// A JSON scalar for a `TraceLog` line.
    ///
    /// Literals convert directly: `["x": 12.5, "detent": "half", "settled": true]`.
    package enum TraceValue: Sendable, Equatable {
        /// A string, escaped on output.
        case string(String)
        /// An integer.
        case int(Int)
        /// A floating-point number; NaN and infinities are written as `null` (JSON has neither).
        case double(Double)
        /// A boolean.
        case bool(Bool)
        /// `null`.
        case null

        /// The value as JSON text.
        package var json: String {
            switch self {
            case .string(let text): return TraceValue.quoted(text)
            case .int(let number): return String(number)
            case .double(let number): return number.isFinite ? "\(number)" : "null"
            case .bool(let flag): return flag ? "true" : "false"
            case .null: return "null"
            }
        }

        /// `text` as a JSON string literal, with quotes, backslashes and control characters escaped.
        package static func quoted(_ text: String) -> String {
            var out = "\""
            out.reserveCapacity(text.utf8.count + 2)
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case _
                where scalar.value < 0x20 || scalar.value == 0x7F
                    || scalar.value == 0x2028 || scalar.value == 0x2029:
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
    }

    extension TraceValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
        ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByNilLiteral
    {
        /// A string literal.
        package init(stringLiteral value: String) { self = .string(value) }
        /// An integer literal.
        package init(integerLiteral value: Int) { self = .int(value) }
        /// A floating-point literal.
        package init(floatLiteral value: Double) { self = .double(value) }
        /// A boolean literal.
        package init(booleanLiteral value: Bool) { self = .bool(value) }
        /// `nil`, written as `null`.
        package init(nilLiteral: ()) { self = .null }
    }
#endif

#if os(Linux)
    import Foundation

    /// One JSON-lines trace event printed by an app under test (see `TraceLog`).
    struct TraceEvent: Sendable, CustomStringConvertible {
        /// The line as printed.
        let line: String
        /// The `"event"` value.
        let name: String
        /// Every key's value, `"event"` included.
        let fields: [String: Field]

        /// A scalar JSON value.
        enum Field: Sendable, Equatable, Decodable {
            case string(String)
            case number(Double)
            case bool(Bool)
            case null

            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if container.decodeNil() {
                    self = .null
                } else if let flag = try? container.decode(Bool.self) {
                    self = .bool(flag)
                } else if let number = try? container.decode(Double.self) {
                    self = .number(number)
                } else {
                    self = .string(try container.decode(String.self))
                }
            }
        }

        /// Parses a trace line; `nil` for lines that are not a flat JSON object with an `"event"`
        /// string (an app may print other things).
        init?(line: String) {
            guard line.hasPrefix("{"),
                let fields = try? JSONDecoder().decode([String: Field].self, from: Data(line.utf8)),
                case .string(let name)? = fields["event"]
            else { return nil }
            self.line = line
            self.name = name
            self.fields = fields
        }

        /// A numeric field.
        func double(_ key: String) -> Double? {
            if case .number(let value) = fields[key] { return value }
            return nil
        }

        /// A string field.
        func string(_ key: String) -> String? {
            if case .string(let value) = fields[key] { return value }
            return nil
        }

        /// A boolean field.
        func bool(_ key: String) -> Bool? {
            if case .bool(let value) = fields[key] { return value }
            return nil
        }

        /// When the app wrote the line: seconds of its monotonic clock (every line has one).
        var timestamp: Double? { double("timestamp") }

        /// A numeric field, or a test failure naming the event.
        func require(_ key: String) throws -> Double {
            guard let value = double(key) else { throw UITestError.missingField(key, line) }
            return value
        }

        var description: String { line }
    }
#endif

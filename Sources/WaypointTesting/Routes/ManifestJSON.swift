/// A JSON value whose objects keep their keys in the order written, so that an exported route
/// manifest reads the same in every run and a changed route shows as one changed line.
enum ManifestJSON {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case array([ManifestJSON])
    case object([(String, ManifestJSON)])

    /// The value on one line: `{"name": "home", "pattern": "home"}`.
    ///
    /// A non-finite number (which JSON cannot write) is written as the largest finite one of its
    /// sign; control characters in strings are `\u` escapes.
    var text: String {
        switch self {
        case .string(let value): Self.quoted(value)
        case .int(let value): String(value)
        case .double(let value):
            value.isFinite ? String(value) : String(value < 0 ? -Double.greatestFiniteMagnitude : .greatestFiniteMagnitude)
        case .bool(let value): value ? "true" : "false"
        case .array(let items): "[" + items.map(\.text).joined(separator: ", ") + "]"
        case .object(let members): "{" + members.map { Self.quoted($0.0) + ": " + $0.1.text }.joined(separator: ", ") + "}"
        }
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

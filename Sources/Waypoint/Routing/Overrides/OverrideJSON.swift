import Foundation

/// A JSON value as the manifest wrote it: objects keep their keys in order, and a key written
/// twice is kept twice, so the manifest check can reject it instead of silently keeping one.
///
/// `JSONSerialization` and `JSONDecoder` both accept `{"to": "a", "to": "b"}` and keep one of the
/// two values; for a manifest that redirects users, a silent pick is a wrong redirect. Read with
/// `OverrideJSONReader`.
enum OverrideJSON {
    case null
    case bool(Bool)
    /// The number's text, already checked against JSON's number grammar.
    case number(String)
    case string(String)
    case array([OverrideJSON])
    /// Every member, in manifest order, duplicates included.
    case object([Member])

    /// One `"key": value` of an object.
    struct Member {
        let key: String
        let value: OverrideJSON
    }

    /// The text of a string value; `nil` for every other value.
    var stringValue: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// The JSON type's name, for messages: `"an object"`, `"a string"`, ….
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
    }
}

extension OverrideJSON: CustomStringConvertible {
    /// Compact JSON, for messages such as "found `42`, expected a string".
    var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let text): text
        case .string(let text): "\"\(text)\""
        case .array(let values): "[" + values.map(\.description).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"
        }
    }
}

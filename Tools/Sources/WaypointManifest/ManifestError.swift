/// Why a manifest cannot be used: the file, where in it (the line and column, and the JSON path
/// `routes[12].params.cardID` with the route's name when known) and what was expected.
///
/// Its description starts `FILE:LINE:COLUMN:`, the form editors and CI logs turn into a link:
///
/// ```swift
/// // Examples/x.json:14:25: routes[12].params.cardID (route `card.detail`): unknown type `uid`; …
/// ```
package struct ManifestError: Error, CustomStringConvertible {
    package var file: String
    /// The JSON path of the offending value, e.g. `routes[12].query[0].type`; empty for the whole file.
    package var location: String
    /// Where the offending value (or the object that misses a field) starts in the file, when
    /// the file was read as JSON.
    package var position: JSONPosition? = nil
    /// The name of the route at `location`, when it could be read.
    package var routeName: String?
    package var message: String

    package var description: String {
        var text = file
        if let position { text += ":\(position.line):\(position.column)" }
        text += ": "
        if !location.isEmpty {
            text += location
            if let routeName { text += " (route `\(routeName)`)" }
            text += ": "
        }
        return text + message
    }
}

extension ManifestError {
    /// A problem at `location` (e.g. `routes[3].constraints.code`) of `file`, for the tools.
    package static func problem(
        in file: String, at location: String, position: JSONPosition?, route: String?, _ message: String
    ) -> ManifestError {
        ManifestError(file: file, location: location, position: position, routeName: route, message: message)
    }

    /// A syntax error, a duplicate key or text that is not UTF-8, at its line and column.
    package init(file: String, syntax error: JSONSyntaxError) {
        let message = error.kind == .syntax ? "not valid JSON: \(error.message)" : error.message
        self.init(file: file, location: error.location, position: error.position, message: message)
    }

    /// Turns a decoding error into a message that names the field, in the manifest's own terms.
    package init(file: String, decoding error: DecodingError) {
        let (path, message): ([any CodingKey], String) =
            switch error {
            case .keyNotFound(let key, let context):
                (context.codingPath + [key], "missing required field `\(key.stringValue)`")
            case .typeMismatch(let type, let context):
                (context.codingPath, "expected \(Self.jsonName(of: type)) (\(context.debugDescription))")
            case .valueNotFound(let type, let context):
                (context.codingPath, "expected \(Self.jsonName(of: type)), found null")
            case .dataCorrupted(let context):
                (context.codingPath, context.codingPath.isEmpty ? "not valid JSON (\(Self.underlying(context)))" : context.debugDescription)
            @unknown default:
                ([], "\(error)")
            }
        self.init(file: file, location: Self.location(path), routeName: nil, message: message)
    }

    /// `routes[3].query[0].type` from a coding path.
    package static func location(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    private static func jsonName(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "a boolean"
        case is [String].Type: "an array of strings"
        case is [String: String].Type: "an object of strings"
        default: "a value of type \(type)"
        }
    }

    private static func underlying(_ context: DecodingError.Context) -> String {
        context.underlyingError.map { "\($0)" } ?? context.debugDescription
    }
}

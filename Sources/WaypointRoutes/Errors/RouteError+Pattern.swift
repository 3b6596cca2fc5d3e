extension RouteError {
    /// A pattern or route declaration problem at `offset` characters into `pattern`, about
    /// `detail` (a character, a parameter name, a default value).
    init(_ kind: Kind, pattern: String, offset: Int?, detail: String) {
        self.init(kind, origin: .pattern, input: pattern)
        details.pattern = pattern
        details.offset = offset
        details.detail = detail
    }

    /// A parameter value pattern (a route constraint such as `[A-Z]{2}[0-9]+`) that does not
    /// compile: what was expected, in words, at `offset` characters into `valuePattern`.
    package init(valuePattern: String, offset: Int, reason: String) {
        self.init(.invalidValuePattern, origin: .pattern, input: valuePattern)
        details.pattern = valuePattern
        details.offset = offset
        details.reason = reason
    }

    /// The problem, then the pattern with a caret under the offending character.
    ///
    /// ```swift
    /// // invalid pattern `card//x`: empty segment at offset 5
    /// //   card//x
    /// //        ^
    /// ```
    var patternMessage: String {
        if kind == .invalidValuePattern { return "pattern `\(input)` at offset \(offset ?? 0): \(reason ?? "")" }
        var message = "invalid pattern `\(input)`: \(patternExplanation)"
        if let offset {
            message += " at offset \(offset)\n  \(input)\n  " + String(repeating: " ", count: offset) + "^"
        }
        return message
    }

    private var patternExplanation: String {
        switch kind {
        case .emptySegment: "empty segment"
        case .catchAllNotLast: "`**` must be the last segment"
        case .emptyParameterName: "empty parameter name"
        case .duplicateParameterName: "duplicate parameter name `\(detail)`"
        case .invalidCharacter: "character `\(detail)` is not allowed here"
        case .dotSegment: "`\(detail)` segments are not allowed"
        case .unknownParameter: "a type is declared for `\(detail)`, which the pattern does not have"
        case .duplicateQueryParameter: "query parameter `\(detail)` is declared twice"
        case .invalidDefault: "query default \(detail)"
        case .emptyRouteName: "the route name is empty"
        default: kind.name
        }
    }
}

/// Why a pattern or a route declaration was rejected, and where.
///
/// ```swift
/// do { _ = try RoutePattern("docs/**/edit") } catch {
///     print(error.kind.name, error.offset ?? -1)   // "catchAllNotLast 5"
/// }
/// ```
public struct RoutePatternError: Error, CustomStringConvertible, Hashable {
    /// The kind of problem; compare with the static members or use its stable ``Kind/name``.
    public let kind: Kind
    /// The pattern text (or the route name for route-level problems).
    public let pattern: String
    /// The character offset of the offending character in ``pattern``, when there is one.
    public let offset: Int?
    /// The offending text (a character, a parameter name, a default value).
    public let detail: String

    init(_ kind: Kind, pattern: String, offset: Int?, detail: String) {
        self.kind = kind
        self.pattern = pattern
        self.offset = offset
        self.detail = detail
    }

    /// A message naming the pattern, the problem and a caret under the offending character.
    ///
    /// ```swift
    /// // invalid pattern `card//x`: empty segment at offset 5
    /// //   card//x
    /// //        ^
    /// ```
    public var description: String {
        var message = "invalid pattern `\(pattern)`: \(kind.explanation(detail))"
        if let offset {
            message += " at offset \(offset)\n  \(pattern)\n  " + String(repeating: " ", count: offset) + "^"
        }
        return message
    }
}

extension RoutePatternError {
    /// The kinds of pattern and declaration problems.
    ///
    /// ```swift
    /// if error.kind == .duplicateParameterName { print(error.detail) }
    /// ```
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// A stable identifier such as `"emptySegment"`, suitable for scripts and JSON.
        ///
        /// ```swift
        /// print(error.kind.name)   // "emptySegment"
        /// ```
        public let name: String

        /// Two slashes in a row, or a trailing slash.
        public static let emptySegment = Kind(name: "emptySegment")
        /// `**` followed by more segments.
        public static let catchAllNotLast = Kind(name: "catchAllNotLast")
        /// A `:` with no name after it.
        public static let emptyParameterName = Kind(name: "emptyParameterName")
        /// The same parameter name twice in one pattern.
        public static let duplicateParameterName = Kind(name: "duplicateParameterName")
        /// A character that is not allowed at this place.
        public static let invalidCharacter = Kind(name: "invalidCharacter")
        /// A `.` or `..` segment.
        public static let dotSegment = Kind(name: "dotSegment")
        /// A parameter type declared for a name the pattern does not have.
        public static let unknownParameter = Kind(name: "unknownParameter")
        /// A query parameter declared twice.
        public static let duplicateQueryParameter = Kind(name: "duplicateQueryParameter")
        /// A query default value that its declared type cannot convert.
        public static let invalidDefault = Kind(name: "invalidDefault")
        /// An empty route name.
        public static let emptyRouteName = Kind(name: "emptyRouteName")

        /// The stable ``name``.
        ///
        /// ```swift
        /// print(RoutePatternError.Kind.emptySegment)   // "emptySegment"
        /// ```
        public var description: String { name }

        func explanation(_ detail: String) -> String {
            switch name {
            case "emptySegment": "empty segment"
            case "catchAllNotLast": "`**` must be the last segment"
            case "emptyParameterName": "empty parameter name"
            case "duplicateParameterName": "duplicate parameter name `\(detail)`"
            case "invalidCharacter": "character `\(detail)` is not allowed here"
            case "dotSegment": "`\(detail)` segments are not allowed"
            case "unknownParameter": "a type is declared for `\(detail)`, which the pattern does not have"
            case "duplicateQueryParameter": "query parameter `\(detail)` is declared twice"
            case "invalidDefault": "query default \(detail)"
            case "emptyRouteName": "the route name is empty"
            default: name
            }
        }
    }
}

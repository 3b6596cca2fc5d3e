/// Why a URL could not be built for a route.
///
/// ```swift
/// do { _ = try table.url(for: "card.detail", parameters: ["cardID": "nope"]) } catch {
///     print(error.kind.name)   // "invalidParameter"
/// }
/// ```
public struct RouteBuildError: Error, CustomStringConvertible {
    /// The kind of failure; its ``Kind/name`` is stable.
    public let kind: Kind
    /// The route name asked for.
    public let routeName: String
    /// The parameter or query key concerned, if any.
    public let parameter: String?
    /// The expected type or form, if any.
    public let expected: String?
    /// The value given, if any.
    public let found: String?
    /// Nearest route names (for ``Kind/unknownRoute``) or accepted keys (for ``Kind/unexpectedParameter``).
    public let suggestions: [String]

    init(
        _ kind: Kind, route: String, parameter: String? = nil, expected: String? = nil, found: String? = nil,
        suggestions: [String] = []
    ) {
        self.kind = kind
        self.routeName = route
        self.parameter = parameter
        self.expected = expected
        self.found = found
        self.suggestions = suggestions
    }

    /// A message naming the route, the value and what was expected.
    ///
    /// ```swift
    /// // cannot build a URL for `card.detail`: parameter `cardID` expects UUID, found `nope`
    /// print(error)
    /// ```
    public var description: String {
        var message = "cannot build a URL for `\(routeName)`: "
        let name = parameter ?? ""
        switch kind {
        case .unknownRoute: message += "no route has this name"
        case .missingParameter: message += "parameter `\(name)` (\(expected ?? "String")) is missing"
        case .unexpectedParameter: message += "the pattern has no parameter `\(name)`"
        case .invalidParameter: message += "parameter `\(name)` expects \(expected ?? "a value"), found `\(found ?? "")`"
        case .missingQueryParameter: message += "required query parameter `\(name)` (\(expected ?? "String")) is missing"
        case .invalidQueryParameter:
            message += "query parameter `\(name)` expects \(expected ?? "a value"), found `\(found ?? "")`"
        default: message += kind.name
        }
        if !suggestions.isEmpty {
            message += "; did you mean " + suggestions.map { "`\($0)`" }.joined(separator: " or ") + "?"
        }
        return message
    }
}

extension RouteBuildError {
    /// The kind of a build failure, with a stable string ``name``.
    ///
    /// ```swift
    /// if error.kind == .missingParameter { print(error.parameter ?? "") }
    /// ```
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The stable identifier, e.g. `"missingParameter"`.
        ///
        /// ```swift
        /// print(error.kind.name)   // "missingParameter"
        /// ```
        public let name: String
        /// No route has the name.
        public static let unknownRoute = Kind(name: "unknownRoute")
        /// A path parameter (or `*`, `**` value) was not given.
        public static let missingParameter = Kind(name: "missingParameter")
        /// A parameter the pattern does not have was given.
        public static let unexpectedParameter = Kind(name: "unexpectedParameter")
        /// A value its type cannot convert, an empty value, a value with a `.` or `..` segment (after
        /// splitting at `/`), or a catch-all with empty segments.
        public static let invalidParameter = Kind(name: "invalidParameter")
        /// A required query parameter was not given.
        public static let missingQueryParameter = Kind(name: "missingQueryParameter")
        /// A declared query value its type cannot convert.
        public static let invalidQueryParameter = Kind(name: "invalidQueryParameter")

        /// The stable ``name``.
        ///
        /// ```swift
        /// print(RouteBuildError.Kind.unknownRoute)   // "unknownRoute"
        /// ```
        public var description: String { name }
    }
}

extension RouteMatchError {
    /// The kind of a match failure, with a stable string ``name`` for scripts and JSON.
    ///
    /// A struct with static members rather than an enum, so kinds can be added without breaking
    /// exhaustive switches in user code.
    ///
    /// ```swift
    /// if error.kind == .unknownRoute { showNotFound() }
    /// ```
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The stable identifier, e.g. `"unknownRoute"`.
        ///
        /// ```swift
        /// print(error.kind.name)   // "unknownRoute"
        /// ```
        public let name: String

        /// Malformed URL: empty inner segment, `.`/`..` segment (raw, or spelled with escapes such as
        /// `%2E%2E` or `..%2F..`), control character, bad scheme syntax.
        public static let invalidURL = Kind(name: "invalidURL")
        /// The scheme is not configured (nor `http`/`https` with configured hosts).
        public static let unsupportedScheme = Kind(name: "unsupportedScheme")
        /// A web URL whose host is not configured.
        public static let unsupportedHost = Kind(name: "unsupportedHost")
        /// No registered pattern matches the path.
        public static let unknownRoute = Kind(name: "unknownRoute")
        /// The path has a route's shape but a parameter does not convert (or decode).
        public static let invalidParameter = Kind(name: "invalidParameter")
        /// The route requires a query key the URL lacks.
        public static let missingQueryParameter = Kind(name: "missingQueryParameter")
        /// A declared query value does not convert (or decode).
        public static let invalidQueryParameter = Kind(name: "invalidQueryParameter")

        /// The stable ``name``.
        ///
        /// ```swift
        /// print(RouteMatchError.Kind.unknownRoute)   // "unknownRoute"
        /// ```
        public var description: String { name }
    }
}

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
        ///
        /// ```swift
        /// if error.kind == .invalidURL { print(error) }
        /// ```
        public static let invalidURL = Kind(name: "invalidURL")
        /// The scheme is not configured (nor `http`/`https` with configured hosts).
        ///
        /// ```swift
        /// if error.kind == .unsupportedScheme { print(error) }
        /// ```
        public static let unsupportedScheme = Kind(name: "unsupportedScheme")
        /// A web URL whose host is not configured.
        ///
        /// ```swift
        /// if error.kind == .unsupportedHost { print(error) }
        /// ```
        public static let unsupportedHost = Kind(name: "unsupportedHost")
        /// No registered pattern matches the path.
        ///
        /// ```swift
        /// if error.kind == .unknownRoute { print(error) }
        /// ```
        public static let unknownRoute = Kind(name: "unknownRoute")
        /// The path has a route's shape but a parameter does not convert (or decode).
        ///
        /// ```swift
        /// if error.kind == .invalidParameter { print(error) }
        /// ```
        public static let invalidParameter = Kind(name: "invalidParameter")
        /// The route requires a query key the URL lacks.
        ///
        /// ```swift
        /// if error.kind == .missingQueryParameter { print(error) }
        /// ```
        public static let missingQueryParameter = Kind(name: "missingQueryParameter")
        /// A declared query value does not convert (or decode).
        ///
        /// ```swift
        /// if error.kind == .invalidQueryParameter { print(error) }
        /// ```
        public static let invalidQueryParameter = Kind(name: "invalidQueryParameter")

        /// The stable ``name``.
        ///
        /// ```swift
        /// print(RouteMatchError.Kind.unknownRoute)   // "unknownRoute"
        /// ```
        public var description: String { name }
    }
}

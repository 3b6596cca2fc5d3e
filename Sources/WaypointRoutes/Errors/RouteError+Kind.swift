extension RouteError {
    /// The kind of a route engine failure, with a stable string ``name`` for scripts and JSON.
    ///
    /// A struct with static members rather than an enum, so kinds can be added without breaking
    /// anyone's `switch`. The kinds an app tells apart at run time are public; every other kind
    /// (a malformed URL, a missing query key, each way a declaration can be wrong) is reported by
    /// its ``name`` and the error's description.
    ///
    /// ```swift
    /// switch error.kind {
    /// case .unsupportedScheme, .unsupportedHost: openInBrowser(url)   // not one of our links
    /// case .unknownRoute: showNotFound()
    /// default: showGenericError()
    /// }
    /// ```
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The stable identifier, e.g. `"unknownRoute"`.
        public let name: String

        package init(name: String) { self.name = name }

        /// No registered pattern matches the URL's path, or no route has the name a URL was
        /// asked for; ``RouteError/suggestions`` holds the nearest.
        public static let unknownRoute = Kind(name: "unknownRoute")
        /// A URL with a route's shape whose parameter does not convert to its type (or does not
        /// decode), or a value that cannot be built into one.
        public static let invalidParameter = Kind(name: "invalidParameter")
        /// A URL whose scheme is not configured (nor `http`/`https` with configured hosts).
        public static let unsupportedScheme = Kind(name: "unsupportedScheme")
        /// A web URL whose host is not configured.
        public static let unsupportedHost = Kind(name: "unsupportedHost")

        /// The stable ``name``.
        public var description: String { name }
    }
}

// Matching a URL.
extension RouteError.Kind {
    /// Malformed URL: empty inner segment, `.`/`..` segment (raw, or spelled with escapes such as
    /// `%2E%2E` or `..%2F..`), control character, bad scheme syntax.
    package static let invalidURL = Self(name: "invalidURL")
    /// The route requires a query key the URL lacks (or a URL is built without it).
    package static let missingQueryParameter = Self(name: "missingQueryParameter")
    /// A declared query value does not convert (or decode).
    package static let invalidQueryParameter = Self(name: "invalidQueryParameter")
}

// Building a URL.
extension RouteError.Kind {
    /// A path parameter (or `*`, `**` value) was not given.
    package static let missingParameter = Self(name: "missingParameter")
    /// A parameter the pattern does not have was given.
    package static let unexpectedParameter = Self(name: "unexpectedParameter")
}

// Declaring patterns and routes.
extension RouteError.Kind {
    /// Two slashes in a row, or a trailing slash.
    package static let emptySegment = Self(name: "emptySegment")
    /// `**` followed by more segments.
    package static let catchAllNotLast = Self(name: "catchAllNotLast")
    /// A `:` with no name after it.
    package static let emptyParameterName = Self(name: "emptyParameterName")
    /// The same parameter name twice in one pattern.
    package static let duplicateParameterName = Self(name: "duplicateParameterName")
    /// A character that is not allowed at this place.
    package static let invalidCharacter = Self(name: "invalidCharacter")
    /// A `.` or `..` segment.
    package static let dotSegment = Self(name: "dotSegment")
    /// A parameter type declared for a name the pattern does not have.
    package static let unknownParameter = Self(name: "unknownParameter")
    /// A query parameter declared twice.
    package static let duplicateQueryParameter = Self(name: "duplicateQueryParameter")
    /// A query default value that its declared type cannot convert.
    package static let invalidDefault = Self(name: "invalidDefault")
    /// An empty route name.
    package static let emptyRouteName = Self(name: "emptyRouteName")
    /// A parameter value pattern (a route constraint) that does not compile.
    package static let invalidValuePattern = Self(name: "invalidValuePattern")
}

// Declaring, decoding and building typed routes.
extension RouteError.Kind {
    /// A pattern parameter has no stored property of that name.
    package static let missingProperty = Self(name: "missingProperty")
    /// A path parameter's property is optional; path parameters are always present.
    package static let optionalPathParameter = Self(name: "optionalPathParameter")
    /// An explicit type names a key the type does not have.
    package static let extraKey = Self(name: "extraKey")
    /// A property cannot be a URL value (a collection, a nested type, no probe value).
    package static let unsupportedProperty = Self(name: "unsupportedProperty")
    /// The declaration's pattern or name is invalid (``RouteError/underlying`` says why).
    package static let invalidDeclaration = Self(name: "invalidDeclaration")
    /// A match of another route was decoded as this type.
    package static let wrongRoute = Self(name: "wrongRoute")
    /// A matched value could not be decoded into its property.
    package static let invalidValue = Self(name: "invalidValue")
    /// The URL could not be built (``RouteError/underlying`` says why).
    package static let unbuildable = Self(name: "unbuildable")
}

// Registering routes: the kind of the table's first blocking finding (``RouteLintFinding/Kind``).
extension RouteError.Kind {
    /// Two routes with the same shape.
    package static let conflict = Self(name: RouteLintFinding.Kind.conflict.name)
    /// A route that another one, registered before it, always matches first.
    package static let shadowed = Self(name: RouteLintFinding.Kind.shadowed.name)
    /// Two routes with one name.
    package static let duplicateName = Self(name: RouteLintFinding.Kind.duplicateName.name)
}

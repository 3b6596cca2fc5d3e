/// Why the route engine refused something: a pattern or route declaration, a route table, a URL
/// to match, a URL to build, or a typed route.
///
/// One type for everything the engine throws, so a caller catches one error and reads one
/// ``kind``. The ``description`` names the input, what was expected and, where it helps, the
/// nearest candidates:
///
/// ```swift
/// do { _ = try table.match("nuapp://crad/42") } catch {
///     if error.kind == .unknownRoute { showNotFound() }
///     print(error)   // no route for `nuapp://crad/42`: nothing starts with `crad`; did you mean `card/:cardID`?
/// }
/// ```
///
/// Declaration problems (a bad pattern, two routes of one shape, a typed route whose properties
/// and pattern disagree) are found while the app starts, so their kinds are only named in the
/// message, by a stable ``Kind/name``.
public struct RouteError: Error, CustomStringConvertible {
    /// What kind of failure this is; its ``Kind/name`` is stable, for scripts and JSON.
    public let kind: Kind
    /// What the error is about, as given: the URL matched, the pattern parsed, the route name a
    /// URL was built for, the typed route's type, or the names of the routes in conflict.
    public let input: String
    /// Which of the engine's jobs failed; chooses how ``description`` reads.
    package let origin: Origin

    /// The engine's jobs, each with its own message.
    package enum Origin: Sendable {
        /// Parsing a pattern or checking a route declaration.
        case pattern
        /// Registering routes together.
        case table
        /// Building a URL for a route.
        case build
        /// Matching a URL.
        case match
        /// Declaring, decoding or building a typed route.
        case typedRoute
    }

    /// The details live in one copy-on-write box, so the error stays small on the match path.
    var details = RouteErrorDetails()

    mutating func update(_ change: (RouteErrorDetails) -> Void) {
        if !isKnownUniquelyReferenced(&details) { details = details.copy() }
        change(details)
    }

    init(_ kind: Kind, origin: Origin, input: String) {
        self.kind = kind
        self.origin = origin
        self.input = input
    }

    /// Where in ``input`` the problem is, when there is one place: a character offset in a
    /// pattern, a UTF-8 offset in a URL.
    ///
    /// ```swift
    /// do { _ = try RoutePattern("docs/**/edit") } catch {
    ///     print(error.offset ?? -1)   // 5
    /// }
    /// ```
    public var offset: Int? { details.offset }

    /// The nearest candidates, best first ("did you mean"): registered patterns for a URL no
    /// route matches, route names for an unknown name, parameter names for an unexpected one.
    ///
    /// ```swift
    /// error.suggestions.first   // "card/:cardID/block"
    /// ```
    /// - Complexity: O(*n*) in the number of routes when first read for a URL; nothing when the
    ///   error is thrown.
    public var suggestions: [String] {
        if let explicitSuggestions = details.explicitSuggestions { return explicitSuggestions }
        guard let source = details.suggestionSource, let pathRange = details.pathRange else { return [] }
        return source.suggestions(forPath: input, range: pathRange)
    }

    /// A message naming the input, what was expected, and the nearest candidates.
    ///
    /// ```swift
    /// // no route for `nuapp://card/42/blok`: `card/42` matched, nothing continues with `blok`;
    /// // did you mean `card/:cardID/block`?
    /// print(error)
    /// ```
    public var description: String {
        switch origin {
        case .pattern: patternMessage
        case .table: "cannot register routes: " + findings.map(\.message).joined(separator: "; ")
        case .build: buildMessage + suggestionText
        case .match: summary + suggestionText
        case .typedRoute: typedRouteMessage
        }
    }

    /// "; did you mean `a` or `b`?", or nothing without suggestions.
    private var suggestionText: String {
        let nearest = suggestions
        guard !nearest.isEmpty else { return "" }
        return "; did you mean " + nearest.map { "`\($0)`" }.joined(separator: " or ") + "?"
    }
}

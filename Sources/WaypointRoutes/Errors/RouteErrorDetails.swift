/// What a ``RouteError`` knows beyond its kind and input, in one box shared by copies.
///
/// A failed match fills only a few fields, some as UTF-8 ranges of the URL whose text is made
/// when first read: a failed match builds no `String`.
final class RouteErrorDetails: @unchecked Sendable {
    var routeName: String?
    var pattern: String?
    var parameter: String?
    var expected: String?
    var found: String?
    var matchedPrefix: String?
    /// ``found`` and ``matchedPrefix`` as UTF-8 offsets in the URL, until read.
    var foundRange: Range<Int>?
    var matchedPrefixRange: Range<Int>?
    var offset: Int?
    var reason: String?
    var detail = ""
    var explicitSuggestions: [String]?
    var suggestionSource: SuggestionIndex?
    var pathRange: Range<Int>?
    /// The route concerned; its name and pattern text are only formatted when read.
    var route: Route?
    var findings: [RouteLintFinding] = []
    var underlying: RouteError?

    func copy() -> RouteErrorDetails {
        let copy = RouteErrorDetails()
        copy.routeName = routeName
        copy.pattern = pattern
        copy.parameter = parameter
        copy.expected = expected
        copy.found = found
        copy.matchedPrefix = matchedPrefix
        copy.foundRange = foundRange
        copy.matchedPrefixRange = matchedPrefixRange
        copy.offset = offset
        copy.reason = reason
        copy.detail = detail
        copy.explicitSuggestions = explicitSuggestions
        copy.suggestionSource = suggestionSource
        copy.pathRange = pathRange
        copy.route = route
        copy.findings = findings
        copy.underlying = underlying
        return copy
    }
}

/// Why a URL did not match: the URL, the kind of failure, and what would help.
///
/// Kinds: ``Kind/invalidURL`` (empty inner segment, `.`/`..` raw or percent-encoded, control
/// character, malformed scheme), ``Kind/unsupportedScheme``, ``Kind/unsupportedHost``,
/// ``Kind/unknownRoute`` (with the deepest matched path and "did you mean" ``suggestions``),
/// ``Kind/invalidParameter`` (which parameter, the expected type, what was found),
/// ``Kind/missingQueryParameter`` and ``Kind/invalidQueryParameter``.
///
/// ```swift
/// do { _ = try table.match("nuapp://crad/42") } catch {
///     print(error.kind.name)        // "unknownRoute"
///     print(error.suggestions)      // ["card/:cardID"]
/// }
/// ```
public struct RouteMatchError: Error, CustomStringConvertible {
    /// The kind of failure; its ``Kind/name`` is stable.
    public var kind: Kind
    /// The URL as given.
    public let url: String
    /// The name of the route concerned (parameter and query failures).
    public var routeName: String? {
        get { details.routeName ?? details.route?.name }
        set { update { $0.routeName = newValue } }
    }
    /// The pattern of the route concerned (parameter and query failures).
    public var pattern: String? {
        get { details.pattern ?? details.route?.pattern.description }
        set { update { $0.pattern = newValue } }
    }
    /// The parameter or query key concerned.
    public var parameter: String? {
        get { details.parameter }
        set { update { $0.parameter = newValue } }
    }
    /// The type the parameter expects, e.g. `"UUID"`.
    public var expectedType: String? {
        get { details.expectedType }
        set { update { $0.expectedType = newValue } }
    }
    /// The text that was found (decoded when it could be), or the offending scheme, host or segment.
    public var found: String? {
        get { details.found ?? details.foundRange.map(text(of:)) }
        set { update { $0.found = newValue; $0.foundRange = nil } }
    }
    /// For ``Kind/unknownRoute``: the deepest path prefix that matched some registered pattern.
    public var matchedPrefix: String? {
        get { details.matchedPrefix ?? details.matchedPrefixRange.map(text(of:)) }
        set { update { $0.matchedPrefix = newValue; $0.matchedPrefixRange = nil } }
    }

    /// Sets ``found`` and ``matchedPrefix`` as UTF-8 offsets in ``url``: their text is only
    /// made when read (a failed match builds no `String`).
    mutating func setRanges(found: Range<Int>?, matchedPrefix: Range<Int>?) {
        update {
            $0.found = nil
            $0.foundRange = found
            $0.matchedPrefix = nil
            $0.matchedPrefixRange = matchedPrefix
        }
    }

    private func text(of range: Range<Int>) -> String {
        let utf8 = url.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        return String(decoding: utf8[start..<utf8.index(start, offsetBy: range.count)], as: UTF8.self)
    }
    /// For ``Kind/invalidURL``: the UTF-8 offset of the problem in ``url``.
    public var offset: Int? {
        get { details.offset }
        set { update { $0.offset = newValue } }
    }
    /// For ``Kind/invalidURL``: what is wrong.
    public var reason: String? {
        get { details.reason }
        set { update { $0.reason = newValue } }
    }

    /// The details live in one copy-on-write box, so the error stays small on the match path.
    private final class Details: @unchecked Sendable {
        var routeName: String?
        var pattern: String?
        var parameter: String?
        var expectedType: String?
        var found: String?
        var matchedPrefix: String?
        /// ``found`` and ``matchedPrefix`` as UTF-8 offsets in the URL, until read.
        var foundRange: Range<Int>?
        var matchedPrefixRange: Range<Int>?
        var offset: Int?
        var reason: String?
        var explicitSuggestions: [String]?
        var suggestionSource: SuggestionIndex?
        var pathRange: Range<Int>?
        /// The route concerned; its name and pattern text are only formatted when read.
        var route: Route?

        func copy() -> Details {
            let copy = Details()
            copy.routeName = routeName
            copy.pattern = pattern
            copy.parameter = parameter
            copy.expectedType = expectedType
            copy.found = found
            copy.matchedPrefix = matchedPrefix
            copy.foundRange = foundRange
            copy.matchedPrefixRange = matchedPrefixRange
            copy.offset = offset
            copy.reason = reason
            copy.explicitSuggestions = explicitSuggestions
            copy.suggestionSource = suggestionSource
            copy.pathRange = pathRange
            copy.route = route
            return copy
        }
    }

    private var details = Details()

    private mutating func update(_ change: (Details) -> Void) {
        if !isKnownUniquelyReferenced(&details) { details = details.copy() }
        change(details)
    }

    init(
        _ kind: Kind, url: String, route: Route? = nil, source: SuggestionIndex? = nil, pathRange: Range<Int>? = nil
    ) {
        self.kind = kind
        self.url = url
        details.route = route
        details.suggestionSource = source
        details.pathRange = pathRange
    }

    /// This error, about `url` instead: the same URL reduced to its route's query
    /// (``QueryReduction``), whose path — and so every offset the error holds — is unchanged.
    package func reported(as url: String) -> RouteMatchError {
        var error = RouteMatchError(kind, url: url)
        error.details = details
        return error
    }

    /// The nearest registered patterns, best first ("did you mean"); computed when first read.
    ///
    /// ```swift
    /// error.suggestions.first   // "card/:cardID/block"
    /// ```
    /// - Complexity: O(*n*) in the number of routes when read, nothing when the error is thrown.
    public var suggestions: [String] {
        get {
            if let explicitSuggestions = details.explicitSuggestions { return explicitSuggestions }
            guard let source = details.suggestionSource, let pathRange = details.pathRange else { return [] }
            return source.suggestions(forPath: url, range: pathRange)
        }
        set { update { $0.explicitSuggestions = newValue } }
    }

    /// A message naming the URL, what was expected, and the nearest candidates.
    ///
    /// ```swift
    /// // no route for `nuapp://card/42/blok`: `card/42` matched, nothing continues with `blok`;
    /// // did you mean `card/:cardID/block`?
    /// print(error)
    /// ```
    public var description: String {
        var message = summary
        let nearest = suggestions
        if !nearest.isEmpty {
            message += "; did you mean " + nearest.map { "`\($0)`" }.joined(separator: " or ") + "?"
        }
        return message
    }

    /// What went wrong, without the "did you mean" suggestions that ``description`` appends.
    ///
    /// For wrappers that present ``suggestions`` their own way.
    ///
    /// ```swift
    /// print(error.summary)   // no route for `nuapp://crad/42`: nothing starts with `crad`
    /// ```
    public var summary: String {
        var message: String
        switch kind {
        case .invalidURL:
            message = "invalid URL `\(url)`: \(reason ?? "malformed")"
            if let offset { message += " at offset \(offset)" }
        case .unsupportedScheme:
            message = "unsupported scheme `\(found ?? "")` in `\(url)`; accepted: \(reason ?? "none")"
        case .unsupportedHost:
            message = "unsupported host `\(found ?? "")` in `\(url)`; accepted: \(reason ?? "none")"
        case .unknownRoute:
            message = "no route for `\(url)`"
            if let matchedPrefix, !matchedPrefix.isEmpty {
                message += ": `\(matchedPrefix)` matched"
                message += found.map { ", nothing continues with `\($0)`" } ?? ", but no route ends there"
            } else if let found {
                message += ": nothing starts with `\(found)`"
            }
        case .invalidParameter:
            message = "`\(url)` matches route `\(routeName ?? "")` (\(pattern ?? "")) but parameter "
                + "`\(parameter ?? "")` expects \(expectedType ?? "a value"), found `\(found ?? "")`"
        case .missingQueryParameter:
            message = "`\(url)` matches route `\(routeName ?? "")` (\(pattern ?? "")) but lacks the "
                + "required query parameter `\(parameter ?? "")` (\(expectedType ?? "String"))"
        case .invalidQueryParameter:
            message = "`\(url)` matches route `\(routeName ?? "")` (\(pattern ?? "")) but query parameter "
                + "`\(parameter ?? "")` expects \(expectedType ?? "a value"), found `\(found ?? "")`"
        default:
            message = "cannot match `\(url)`: \(kind.name)"
        }
        return message
    }
}

extension RouteError {
    /// A URL that did not match; `source` and `pathRange` give the suggestions for an unknown
    /// route, computed only when read.
    init(_ kind: Kind, url: String, route: Route? = nil, source: SuggestionIndex? = nil, pathRange: Range<Int>? = nil) {
        self.init(kind, origin: .match, input: url)
        details.route = route
        details.suggestionSource = source
        details.pathRange = pathRange
    }

    /// This error, about `url` instead: the same URL reduced to its route's query
    /// (``QueryReduction``), whose path — and so every offset the error holds — is unchanged.
    package func reported(as url: String) -> RouteError {
        var error = RouteError(kind, origin: origin, input: url)
        error.details = details
        return error
    }

    /// What went wrong, without the "did you mean" suggestions that ``description`` appends,
    /// for wrappers that present ``suggestions`` their own way.
    ///
    /// ```swift
    /// print(error.summary)   // no route for `nuapp://crad/42`: nothing starts with `crad`
    /// ```
    package var summary: String {
        guard origin == .match else { return description }
        let url = input
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
                + "`\(parameter ?? "")` expects \(expected ?? "a value"), found `\(found ?? "")`"
        case .missingQueryParameter:
            message = "`\(url)` matches route `\(routeName ?? "")` (\(pattern ?? "")) but lacks the "
                + "required query parameter `\(parameter ?? "")` (\(expected ?? "String"))"
        case .invalidQueryParameter:
            message = "`\(url)` matches route `\(routeName ?? "")` (\(pattern ?? "")) but query parameter "
                + "`\(parameter ?? "")` expects \(expected ?? "a value"), found `\(found ?? "")`"
        default:
            message = "cannot match `\(url)`: \(kind.name)"
        }
        return message
    }
}

extension RouteError {
    /// A URL that cannot be built for the route named `route`.
    init(
        _ kind: Kind, building route: String, parameter: String? = nil, expected: String? = nil, found: String? = nil,
        suggestions: [String] = []
    ) {
        self.init(kind, origin: .build, input: route)
        details.routeName = route
        details.parameter = parameter
        details.expected = expected
        details.found = found
        details.explicitSuggestions = suggestions
    }

    /// "cannot build a URL for `card.detail`: parameter `cardID` expects UUID, found `nope`".
    var buildMessage: String {
        var message = "cannot build a URL for `\(input)`: "
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
        return message
    }
}

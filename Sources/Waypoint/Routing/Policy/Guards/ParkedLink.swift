@_spi(Tooling) import WaypointRoutes

/// What a parked request asks for: its route and its values, typed, whatever the URL's text.
///
/// `nuapp://accounts/42/`, `nuapp://accounts/042` and `https://bank.example/accounts/42` name
/// the same account; parked twice, they collapse into the newest. Typed values compare by
/// their description (an `Int` 42 is `42` however it was written); undeclared query keys
/// count for in-app requests, which keep them.
struct ParkedLink: Hashable, Sendable {
    let route: String
    let parameters: [String: String]
    let query: [String: String]
    let extraQuery: [String: String]

    init(_ request: RouteRequest) {
        route = request.route.name
        parameters = Self.values(request.parameters)
        query = Self.values(request.query)
        extraQuery = request.extraQuery
    }

    private static func values(_ values: RouteMatch.Values) -> [String: String] {
        var typed: [String: String] = [:]
        for name in values.names where typed[name] == nil {
            typed[name] = values.value(name, as: (any Sendable).self).map { String(describing: $0) } ?? values[name]
        }
        return typed
    }
}

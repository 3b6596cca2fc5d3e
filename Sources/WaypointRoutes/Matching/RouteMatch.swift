/// A successful match: the route, its typed path parameters and its query values.
///
/// ```swift
/// let match = try table.match("https://bank.example/card/42/block?reason=lost&utm=x")
/// match.route.name                // "card.block"
/// match.parameters["cardID"]      // "42"
/// match.query["reason"]           // "lost"
/// match.extraQuery                // ["utm": "x"]
/// ```
public struct RouteMatch: Sendable {
    /// The URL as given.
    public let url: String
    /// The route that matched.
    public let route: Route
    /// Path parameters (and `*`, `**` captures), percent-decoded once and typed.
    public let parameters: RouteValues
    /// The route's declared query parameters, defaults applied, decoded and typed.
    public let query: RouteValues
    /// Query keys the route did not declare, decoded (the first occurrence of each key).
    public let extraQuery: [String: String]
}

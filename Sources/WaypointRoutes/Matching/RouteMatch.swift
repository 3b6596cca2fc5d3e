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
    ///
    /// ```swift
    /// print(match.url)   // "nuapp://card/42"
    /// ```
    public var url: String { parameters.url }
    /// The route that matched.
    ///
    /// ```swift
    /// print(match.route.name)   // "card.detail"
    /// ```
    public var route: Route { table.routes[routeIndex] }
    /// The matching table's frozen state: the route is looked up when read, so that a match
    /// whose route is not read never touches the route's own memory.
    let table: TableStorage
    /// Path parameters (and `*`, `**` captures), percent-decoded once and typed.
    ///
    /// ```swift
    /// let id = match.parameters.value("cardID", as: Int.self)
    /// ```
    public let parameters: Values
    /// The route's declared query parameters, defaults applied, decoded and typed.
    ///
    /// ```swift
    /// let page = match.query.value("page", as: Int.self)
    /// ```
    public let query: Values
    /// The position of ``route`` in the matching table's ``RouteTable/routes``: an app that
    /// keeps one handler per route in that order finds the handler without hashing anything.
    ///
    /// ```swift
    /// let handlers = table.routes.map(handler(for:))   // once, after building the table
    /// let match = try table.match(url)
    /// handlers[match.routeIndex](match)
    /// ```
    package let routeIndex: Int
    /// The position of ``route`` in the array of routes the matching table was built from
    /// (for a table made by `RouteTable.adding(_:)`: in the original table's ``RouteTable/routes``
    /// followed by the routes added): an app that declares each route beside its handler keeps
    /// the handlers in the same order and finds the one to call without hashing anything, and
    /// without mapping the table's routes back to its declarations.
    ///
    /// ```swift
    /// let declarations: [(route: Route, handler: (RouteMatch) -> Void)] = makeDeclarations()
    /// let table = try RouteTable(declarations.map(\.route), configuration: configuration)
    /// let match = try table.match(url)
    /// declarations[match.declarationIndex].handler(match)
    /// ```
    public var declarationIndex: Int { Int(table.routeSlots[routeIndex].declaration) }
    /// UTF-8 offsets of the query in `url` (after `?`, before `#`); empty when there is none.
    let queryRange: Range<Int>

    @inline(__always)
    init(table: TableStorage, routeIndex: Int, parameters: Values, query: Values, queryRange: Range<Int>) {
        // The URL is kept once, by the values (which read their texts from it).
        self.table = table
        self.routeIndex = routeIndex
        self.parameters = parameters
        self.query = query
        self.queryRange = queryRange
    }

    /// Query keys the route did not declare, decoded (the first occurrence of each key).
    ///
    /// Checked when matching (an invalid escape there fails the match); decoded when read,
    /// so matches that never look at it do not pay for it.
    ///
    /// ```swift
    /// try table.match("nuapp://home?utm_source=mail").extraQuery   // ["utm_source": "mail"]
    /// ```
    /// - Complexity: O(*q*) in the length of the query, on each read.
    public var extraQuery: [String: String] {
        if queryRange.isEmpty { return [:] }
        var url = url
        return url.withUTF8 { bytes in
            QueryParser.extras(UnsafeBufferPointer(rebasing: bytes[queryRange]), declared: table.compiled(routeIndex).layout.query)
        }
    }
}

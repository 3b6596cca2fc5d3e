/// An immutable, `Sendable` table of routes that matches URLs and builds them back.
///
/// Building a table validates every route together: same-shape conflicts, shadowed routes and
/// duplicate names are rejected at once, so registration never half-succeeds. The routes are
/// then frozen into a trie whose matching cost grows with the URL's length, not with the number
/// of routes, and whose results do not depend on registration order.
///
/// ```swift
/// let table = try RouteTable([
///     Route("card.detail", "card/:cardID", parameters: ["cardID": .uuid], owner: "Cards"),
///     Route("help", "help/**", owner: "Help"),
/// ], configuration: URLConfiguration(schemes: ["nuapp"], hosts: ["bank.example"]))
/// let match = try table.match("nuapp://help/cards/limits")
/// print(match.parameters["**"] ?? "")   // "cards/limits"
/// ```
public struct RouteTable: Sendable {
    let storage: TableStorage
    /// Told every URL this table matches, when set (tests count matches with it); tables made
    /// from this one by ``adding(_:)`` keep it.
    package var matchRecorder: MatchRecorder?

    /// Validates and freezes routes into a table.
    ///
    /// ```swift
    /// let table = try RouteTable([Route("home", "home")], configuration: .init(schemes: ["nuapp"]))
    /// ```
    /// - Parameters:
    ///   - routes: The routes, in any order.
    ///   - configuration: Accepted schemes and hosts, and path case rules.
    /// - Throws: ``RouteError`` listing every conflict, shadowed route and duplicate name.
    /// - Complexity: O(*n* log *n*) in the number of routes, plus their total length.
    public init(_ routes: [Route], configuration: URLConfiguration) throws(RouteError) {
        let ordered = RouteValidator.ordered(routes)
        let (findings, trie) = RouteValidator.findings(ordered, caseInsensitive: configuration.caseInsensitivePaths)
        let errors = findings.filter { $0.severity == .error }
        guard errors.isEmpty else { throw RouteError(findings: errors) }
        storage = TableStorage(ordered, trie: trie, configuration: configuration)
    }

    /// A new table with more routes (run-time registration); `self` is unchanged.
    ///
    /// ```swift
    /// let bigger = try table.adding([Route("loans", "loans", owner: "Loans")])
    /// ```
    /// - Parameter routes: The routes to add.
    /// - Returns: A table with the current and the new routes.
    /// - Throws: ``RouteError`` if the union has a conflict, a shadowed route or a duplicate
    ///   name; nothing is added then.
    package func adding(_ routes: [Route]) throws(RouteError) -> RouteTable {
        var table = try RouteTable(storage.routes + routes, configuration: storage.configuration)
        table.matchRecorder = matchRecorder
        return table
    }

    /// The routes, sorted by name.
    ///
    /// ```swift
    /// for route in table.routes { print(route) }
    /// ```
    public var routes: [Route] { storage.routes }

    /// The table's configuration.
    ///
    /// ```swift
    /// table.configuration.schemes   // ["nuapp"]
    /// ```
    package var configuration: URLConfiguration { storage.configuration }

    /// The route with this name, if any.
    ///
    /// ```swift
    /// table.route(named: "card.detail")?.owner   // "Cards"
    /// ```
    /// - Parameter name: A route name.
    /// - Returns: The route, or `nil`.
    /// - Complexity: O(log n) name comparisons (a binary search of the name-sorted routes).
    package func route(named name: String) -> Route? {
        let routes = storage.routes
        var low = 0, high = routes.count
        while low < high {
            let middle = (low + high) / 2
            if routes[middle].name < name { low = middle + 1 } else { high = middle }
        }
        return low < routes.count && routes[low].name == name ? routes[low] : nil
    }

    /// Warnings about the table (errors are impossible: ``init(_:configuration:)`` rejects them).
    ///
    /// ```swift
    /// for finding in table.lint() { print(finding) }
    /// ```
    /// - Returns: Findings of severity `RouteLintFinding.Severity.warning`, sorted.
    @_spi(Tooling) public func lint() -> [RouteLintFinding] {
        Self.lint(storage.routes, configuration: storage.configuration)
    }

    /// Every finding for a set of routes that may not form a valid table: duplicate names,
    /// conflicts, shadowed routes (errors) and overlapping typed parameters (warnings).
    ///
    /// ```swift
    /// let errors = RouteTable.lint(routes, configuration: configuration).filter { $0.severity == .error }
    /// ```
    /// - Parameters:
    ///   - routes: The routes to check.
    ///   - configuration: The configuration they would be used with (for case rules).
    /// - Returns: Findings, errors first, then by kind and message.
    @_spi(Tooling) public static func lint(_ routes: [Route], configuration: URLConfiguration) -> [RouteLintFinding] {
        RouteValidator.findings(routes, caseInsensitive: configuration.caseInsensitivePaths)
    }
}

/// The frozen state shared by copies of a table.
final class TableStorage: Sendable {
    let routes: [Route]
    /// The compiled forms of the routes, one per distinct shape of values.
    let shapes: [CompiledRoute]
    /// The same, as plain data for matching.
    let matchShapes: MatchShapes
    /// By route: its compiled form's index in `shapes` (four bytes, not two references) and its
    /// position in the routes the table was built from, side by side: a match reads the first,
    /// and the second is then on a line it has just loaded.
    let routeSlots: [RouteSlot]
    let configuration: URLConfiguration
    let scanner: URLScanner
    let trie: RouteTrie
    let suggestions: SuggestionIndex

    /// - Parameters:
    ///   - ordered: Routes with unique names, sorted by name.
    ///   - trie: The trie of the ordered routes, inserted in this order, free of same-shape conflicts.
    init(_ ordered: RouteValidator.Ordered, trie: TrieBuilder, configuration: URLConfiguration) {
        let sorted = ordered.routes
        self.routes = sorted
        var interner = LayoutInterner()
        var routeSlots: [RouteSlot] = []
        routeSlots.reserveCapacity(sorted.count)
        for (route, position) in zip(sorted, ordered.positions) {
            routeSlots.append(RouteSlot(
                shape: interner.shape(of: route),
                declaration: UInt32(truncatingIfNeeded: position)))
        }
        self.routeSlots = routeSlots
        shapes = interner.shapes
        matchShapes = MatchShapes(shapes)
        self.configuration = configuration
        scanner = URLScanner(configuration)
        self.trie = trie.freeze()
        suggestions = SuggestionIndex(routes: sorted, caseInsensitive: configuration.caseInsensitivePaths)
    }

    /// The compiled form of route number `route`.
    @inline(__always)
    func compiled(_ route: Int) -> CompiledRoute { shapes[Int(routeSlots[route].shape)] }
}

/// What a table keeps per route besides the route itself.
struct RouteSlot {
    /// The route's compiled form's index in ``TableStorage/shapes``.
    var shape: UInt32
    /// The route's position in the routes the table was built from.
    var declaration: UInt32
}

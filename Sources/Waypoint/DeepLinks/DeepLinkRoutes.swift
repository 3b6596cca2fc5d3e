/// Turns URLs into ``DeepLink``s through a route table: routes resolve to links.
///
/// Map each route name to a closure that builds the link from the typed match; ``link(for:)``
/// matches a URL and builds its link. Parents declared by the destinations fill in the path,
/// so a mapping is usually one line.
///
/// ```swift
/// let table = try RouteTable([try Route("order", "orders/:id", parameters: ["id": .int])],
///                            configuration: URLConfiguration(schemes: ["shop"]))
/// var links = DeepLinkRoutes(table: table)
/// try links.map("order") { match in
///     match.parameters.value("id", as: Int.self).map { DeepLink(Shop.order(id: $0, section: "items")) }
/// }
/// let link = try links.link(for: "shop://orders/7")   // home → orders → order 7
/// try navigator.open(link)
/// ```
public struct DeepLinkRoutes: Sendable {
    /// The routes URLs are matched against.
    public let table: RouteTable
    private var builders: [String: @Sendable (RouteMatch) -> DeepLink?] = [:]

    /// Creates an empty mapping over `table`.
    ///
    /// - Parameter table: The routes URLs are matched against.
    public init(table: RouteTable) {
        self.table = table
    }

    /// The route names that resolve to links, sorted.
    public var mappedRoutes: [String] { builders.keys.sorted() }

    /// Makes the route named `routeName` resolve to the link `build` returns.
    ///
    /// - Parameters:
    ///   - routeName: A route of ``table``.
    ///   - build: Builds the link from the match; `nil` when the match cannot make one.
    /// - Throws: ``DeepLinkRouteError`` when the table has no such route; nothing changes then.
    public mutating func map(
        _ routeName: String, to build: @escaping @Sendable (RouteMatch) -> DeepLink?
    ) throws(DeepLinkRouteError) {
        guard table.route(named: routeName) != nil else {
            throw DeepLinkRouteError(.unknownRouteName(routeName, known: table.routes.map(\.name).sorted()))
        }
        builders[routeName] = build
    }

    /// The link `url` resolves to.
    ///
    /// - Parameter url: A URL the table may match.
    /// - Returns: The link built by the matched route's mapping.
    /// - Throws: ``DeepLinkRouteError``: the URL matches no route (with the route engine's
    ///   error), its route has no mapping, or the mapping could not build a link from it.
    /// - Complexity: The route table's matching cost plus the mapping's.
    public func link(for url: String) throws(DeepLinkRouteError) -> DeepLink {
        let match: RouteMatch
        do {
            match = try table.match(url)
        } catch {
            throw DeepLinkRouteError(.noMatch(error))
        }
        guard let build = builders[match.route.name] else {
            throw DeepLinkRouteError(.unmappedRoute(match.route.name, url: url))
        }
        guard let link = build(match) else {
            throw DeepLinkRouteError(.cannotBuild(match.route.name, url: url))
        }
        return link
    }
}

/// Why a URL did not resolve to a ``DeepLink``, or a mapping was refused.
///
/// ```swift
/// do { _ = try links.link(for: "shop://nowhere") }
/// catch { print(error) }   // "no deep link for `shop://nowhere`: …"
/// ```
public struct DeepLinkRouteError: Error, CustomStringConvertible {
    enum Kind {
        case noMatch(RouteMatchError)
        case unmappedRoute(String, url: String)
        case cannotBuild(String, url: String)
        case unknownRouteName(String, known: [String])
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    /// The route engine's error when the URL matched no route.
    public var matchError: RouteMatchError? {
        if case .noMatch(let error) = kind { return error }
        return nil
    }

    /// The route concerned, when one matched or was named.
    public var routeName: String? {
        switch kind {
        case .noMatch: nil
        case .unmappedRoute(let name, _), .cannotBuild(let name, _), .unknownRouteName(let name, _): name
        }
    }

    public var description: String {
        switch kind {
        case .noMatch(let error):
            "no deep link for `\(error.url)`: \(error)"
        case .unmappedRoute(let name, let url):
            "no deep link for `\(url)`: route `\(name)` matched but has no link mapping; expected `map(\"\(name)\", to:)`"
        case .cannotBuild(let name, let url):
            "no deep link for `\(url)`: the mapping of route `\(name)` could not build a link from its values"
        case .unknownRouteName(let name, let known):
            "cannot map `\(name)`: the route table has no route of that name; expected one of \(known.joined(separator: ", "))"
        }
    }
}

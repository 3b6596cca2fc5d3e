@_spi(Tooling) import Waypoint
@_spi(Tooling) import WaypointRoutes

/// A store whose screens know their URLs: home › category › item, a review presented as a sheet
/// over its item; a help page and notes that have no URL.
enum Store: LinkableDestination, Codable {
    case home, category(Int), item(category: Int, id: Int), review(category: Int, item: Int), help, note(Int)

    var parent: (any Destination)? {
        switch self {
        case .home, .help, .note: nil
        case .category: Store.home
        case .item(let category, _): Store.category(category)
        case .review(let category, let item): Store.item(category: category, id: item)
        }
    }

    var presentation: DeepLink.Presentation {
        switch self {
        case .review: .present(.sheet)
        case .help: .present(.fullScreen)
        case .home, .category, .item, .note: .push
        }
    }

    func url(in table: RouteTable) -> String? {
        switch self {
        case .home: try? table.url(for: "home")
        case .category(let id): try? table.url(for: "category", parameters: ["category": "\(id)"])
        case .item(let category, let id): try? table.url(for: "item", parameters: ["category": "\(category)", "item": "\(id)"])
        case .review(let category, let id): try? table.url(for: "review", parameters: ["category": "\(category)", "item": "\(id)"])
        case .help, .note: nil
        }
    }

    /// A hub whose link routes open each linkable shop destination, and its navigator on an
    /// empty in-memory host: a cold start.
    @MainActor static func coldHub() throws -> (RoutingHub, Navigator) {
        let navigator = Navigator(host: InMemoryHost())
        let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["shop"])))
        func link(_ name: String, _ pattern: String, _ make: @escaping @MainActor (RouteMatch.Values) -> Store?) throws {
            let parameters = Dictionary(uniqueKeysWithValues: try RoutePattern(pattern).parameterNames.map { ($0, Route.ParameterType.int) })
            try hub.register(LinkRoute(try Route(name, pattern, parameters: parameters)) { request in
                make(request.parameters).map { DeepLink($0) }
            })
        }
        try link("home", "home") { _ in .home }
        try link("category", "category/:category") { $0.value("category", as: Int.self).map(Store.category) }
        try link("item", "category/:category/item/:item") { values in
            zip2(values.value("category", as: Int.self), values.value("item", as: Int.self)).map { Store.item(category: $0, id: $1) }
        }
        try link("review", "category/:category/item/:item/review") { values in
            zip2(values.value("category", as: Int.self), values.value("item", as: Int.self)).map { Store.review(category: $0, item: $1) }
        }
        hub.register(navigator: navigator)
        return (hub, navigator)
    }
}

private func zip2<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}

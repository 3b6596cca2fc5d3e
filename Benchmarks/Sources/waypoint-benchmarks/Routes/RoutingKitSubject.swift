import RoutingKit

/// vapor/routing-kit's `TrieRouter` given the same table. Like any routing-kit user, it splits the
/// URL string itself, then converts the typed parameters and the declared query items.
struct RoutingKitSubject: RouteSubject {
    static let name = "routing-kit"

    private let router: TrieRouter<Int>
    private let routes: [RouteSpec]

    init(routes: [RouteSpec]) {
        let router = TrieRouter(Int.self)
        for (index, route) in routes.enumerated() {
            router.register(index, at: route.pattern.pathComponents)
        }
        self.router = router
        self.routes = routes
    }

    func routeName(for url: String) -> String? {
        match(url).map { routes[$0.route].name }
    }

    func checksum(_ url: String) -> Int {
        guard let match = match(url) else { return 1 }
        return match.route &+ match.values
    }

    private func match(_ text: String) -> (route: Int, values: Int)? {
        guard let url = ManualURL(text) else { return nil }
        var parameters = Parameters()
        guard let index = router.route(path: url.segments.map(String.init), parameters: &parameters) else {
            return nil
        }
        let route = routes[index]
        var values = 0
        for segment in route.segments {
            guard case .parameter(let name, let kind) = segment else { continue }
            guard let text = parameters.get(name), let value = kind.convert(text) else { return nil }
            values &+= value
        }
        if route.endsWithCatchAll {
            values &+= parameters.getCatchall().count
        }
        guard let query = route.convertQuery(of: url) else { return nil }
        return (index, values &+ query)
    }
}

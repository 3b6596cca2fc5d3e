import BenchmarkFixtures
import RoutingKit

/// vapor/routing-kit's `TrieRouter` given the same table, each route's output being its index in
/// the table (where a routing-kit app registers its handler). Like any routing-kit user, it
/// splits the URL string itself, then reads the parameters routing-kit captured (percent-decoded
/// by routing-kit) in their declared types, the `*` segment (which routing-kit does not capture)
/// from the split path, the `**` tail, and the declared query items.
struct RoutingKitSubject: RouteSubject {
    static let name = "routing-kit"

    private let router: TrieRouter<Int>
    private let routes: [RouteSpec]

    static func declare(_ routes: [RouteSpec]) -> [RouteSpec] { routes }

    init(_ routes: [RouteSpec]) {
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
        match(url)?.values ?? ValueFold.miss
    }

    private func match(_ text: String) -> (route: Int, values: Int)? {
        guard let url = ManualURL(text) else { return nil }
        var parameters = Parameters()
        guard let index = router.route(path: url.segments.map(String.init), parameters: &parameters) else {
            return nil
        }
        let route = routes[index]
        var values = 0
        for (position, segment) in route.segments.enumerated() {
            switch segment {
            case .constant: continue
            case .parameter(let name, let kind):
                guard let text = parameters.get(name), let value = kind.convert(text) else { return nil }
                values &+= value
            case .wildcard:
                guard let text = ManualURL.decoded(url.segments[position]) else { return nil }
                values &+= ValueFold.text(text)
            case .catchAll:
                values &+= ValueFold.segments(parameters.getCatchall())
            }
        }
        guard let query = route.convertQuery(of: url) else { return nil }
        return (index, values &+ query)
    }
}

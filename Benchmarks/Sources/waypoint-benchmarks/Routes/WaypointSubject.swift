import WaypointRoutes

/// Waypoint's `RouteTable`, matching straight from the URL string (typed values included).
struct WaypointSubject: RouteSubject {
    static let name = "waypoint"

    private let table: RouteTable

    init(routes: [RouteSpec]) throws {
        let configuration = URLConfiguration(schemes: [BenchmarkURLs.scheme], hosts: BenchmarkURLs.webHosts)
        table = try RouteTable(routes.map(Self.route), configuration: configuration)
    }

    func routeName(for url: String) -> String? {
        try? table.match(url).route.name
    }

    func checksum(_ url: String) -> Int {
        do {
            let match = try table.match(url)
            return match.route.name.utf8.count
        } catch {
            return 1
        }
    }

    private static func route(_ spec: RouteSpec) throws -> Route {
        var parameters: [String: ParameterType] = [:]
        for segment in spec.segments {
            if case .parameter(let name, let kind) = segment { parameters[name] = type(kind) }
        }
        return try Route(
            spec.name,
            spec.pattern,
            parameters: parameters,
            query: spec.query.map { .optional($0.name, type($0.kind), default: $0.defaultValue) },
            owner: spec.owner
        )
    }

    private static func type(_ kind: RouteSpec.ValueKind) -> ParameterType {
        switch kind {
        case .string: .string
        case .int: .int
        case .uuid: .uuid
        }
    }
}

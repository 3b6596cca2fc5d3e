import Foundation
import WaypointRoutes

/// Waypoint's `RouteTable`, matching straight from the URL string. Like an app, it finds what to
/// do with a match by its route (one handler per route, in the order of `table.routes`, found
/// with `match.routeIndex`), then reads the values by name in their declared types.
struct WaypointSubject: RouteSubject {
    static let name = "waypoint"

    /// One value a route's handler reads: where, by which name, as which type.
    fileprivate struct Read {
        var inQuery: Bool
        var name: String
        var kind: RouteSpec.ValueKind
    }

    struct Declarations {
        var routes: [Route]
        /// What each route's handler reads.
        fileprivate var reads: [Route: [Read]]
    }

    private let table: RouteTable
    /// What each route's handler reads, in the order of `table.routes` (made with the table).
    private let reads: [[Read]]

    static func declare(_ routes: [RouteSpec]) throws -> Declarations {
        let declared = try routes.map(Self.route)
        return Declarations(
            routes: declared, reads: Dictionary(uniqueKeysWithValues: zip(declared, routes.map(Self.reads))))
    }

    init(_ declarations: Declarations) throws {
        let configuration = URLConfiguration(schemes: [BenchmarkURLs.scheme], hosts: BenchmarkURLs.webHosts)
        table = try RouteTable(declarations.routes, configuration: configuration)
        reads = table.routes.map { declarations.reads[$0] ?? [] }
    }

    func routeName(for url: String) -> String? {
        try? table.match(url).route.name
    }

    func checksum(_ url: String) -> Int {
        let match: RouteMatch
        do {
            match = try table.match(url)
        } catch {
            return ValueFold.miss
        }
        var checksum = 0
        for read in reads[match.routeIndex] {
            checksum &+= read.inQuery ? Self.fold(match.query, read) : Self.fold(match.parameters, read)
        }
        return checksum
    }

    private static func fold(_ values: borrowing RouteValues, _ read: Read) -> Int {
        switch read.kind {
        case .string: values[read.name].map(ValueFold.text) ?? 0
        case .int: values.value(read.name, as: Int.self) ?? 0
        case .uuid: values.value(read.name, as: UUID.self).map(ValueFold.uuid) ?? 0
        }
    }

    private static func reads(of spec: RouteSpec) -> [Read] {
        var wildcards = 0
        var reads: [Read] = spec.segments.compactMap { segment in
            switch segment {
            case .constant: return nil
            case .parameter(let name, let kind): return Read(inQuery: false, name: name, kind: kind)
            case .wildcard:
                wildcards += 1
                return Read(inQuery: false, name: wildcards == 1 ? "*" : "*\(wildcards)", kind: .string)
            case .catchAll: return Read(inQuery: false, name: "**", kind: .string)
            }
        }
        reads += spec.query.map { Read(inQuery: true, name: $0.name, kind: $0.kind) }
        return reads
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

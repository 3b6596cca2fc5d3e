import BenchmarkFixtures
import Foundation
import WaypointRoutes

/// Waypoint's `RouteTable`, matching straight from the URL string. Like an app, it finds what to
/// do with a match by its route (one handler per route, in the order the routes were declared,
/// found with `match.declarationIndex`), then reads the values by name in their declared types:
/// what the route's generated declaration says its handler reads (``RouteSpec/reads``).
///
/// The handlers are the generated list itself, kept as it was given, as routing-kit's subject
/// keeps it: the memory a build keeps is the router's alone on both sides (a list made from it
/// during the build would be counted against Waypoint only).
struct WaypointSubject: RouteSubject {
    static let name = "waypoint"

    struct Declarations {
        var routes: [Route]
        /// The generated list, which the handlers read (the app's code, not the router's data).
        var specs: [RouteSpec]
    }

    private let table: RouteTable
    /// By route, in the order of the declarations: the generated routes, whose ``RouteSpec/reads``
    /// say what each handler reads (the app's code, not the router's data).
    private let handlers: [RouteSpec]

    static func declare(_ routes: [RouteSpec]) throws -> Declarations {
        Declarations(routes: try routes.map { try $0.route() }, specs: routes)
    }

    init(_ declarations: Declarations) throws {
        let configuration = URLConfiguration(schemes: [BenchmarkURLs.scheme], hosts: BenchmarkURLs.webHosts)
        table = try RouteTable(declarations.routes, configuration: configuration)
        handlers = declarations.specs
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
        for read in handlers[match.declarationIndex].reads {
            if read.inQuery {
                checksum &+= Self.fold(match.query, read.name, read.kind)
            } else {
                checksum &+= Self.fold(match.parameters, read.name, read.kind)
            }
        }
        return checksum
    }

    private static func fold(_ values: borrowing RouteMatch.Values, _ name: String, _ kind: RouteSpec.ValueKind) -> Int {
        switch kind {
        case .string: values[name].map(ValueFold.text) ?? 0
        case .int: values.value(name, as: Int.self) ?? 0
        case .uuid: values.value(name, as: UUID.self).map(ValueFold.uuid) ?? 0
        }
    }
}

import Foundation
@_spi(Tooling) import Waypoint
import WaypointManifest

/// The hub the fuzzer loads overrides into: the example manifest's routes (or
/// `WAYPOINT_FUZZ_MANIFEST`'s), every source allowed, no flow ever started.
@MainActor enum FuzzHub {
    static let manifestPath =
        ProcessInfo.processInfo.environment["WAYPOINT_FUZZ_MANIFEST"] ?? "Examples/bank-routes.json"

    /// Built once; a manifest that cannot be used stops the run before any input is tried.
    static let hub: RoutingHub = {
        do {
            let manifest = try LoadedManifest(contentsOf: manifestPath)
            let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: manifest.configuration))
            let everyone = RoutePolicy(allowedSources: Set(RequestSource.builtIn))
            try hub.register(PlannedRoutes(routes: manifest.routes, policy: everyone))
            hub.register(navigator: Navigator(host: InMemoryHost()))
            return hub
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(2)
        }
    }()
}

/// Routes the fuzzer only plans: every route has one policy, and no flow is ever made.
@MainActor struct PlannedRoutes: RouteDescriptor {
    let routes: [Route]
    let policy: RoutePolicy

    func policy(for route: Route) -> RoutePolicy { policy }

    func makeFlow(for request: RouteRequest, in context: RoutingHub.Context) -> any RunningFlow {
        fatalError("the fuzzer only plans; it never starts \(request.route.name)")
    }
}

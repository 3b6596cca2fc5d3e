import Foundation
import Waypoint
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
            try hub.register(
                FlowRoute(routes: manifest.routes, policy: everyone) { request, _ in
                    fatalError("the fuzzer only plans; it never starts \(request.route.name)")
                })
            hub.register(navigator: Navigator(host: InMemoryHost()))
            return hub
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(2)
        }
    }()
}

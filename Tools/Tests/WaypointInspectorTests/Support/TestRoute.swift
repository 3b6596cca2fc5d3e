@_spi(Tooling) import Waypoint

/// Routes sharing one policy, whose flow a closure makes: the tests' way to register untyped
/// routes, as the `waypoint` tool registers a manifest's.
@MainActor struct TestRoute: RouteDescriptor {
    let routes: [Route]
    private let routePolicy: RoutePolicy
    private let make: @MainActor (RouteRequest, RoutingHub.Context) -> any RunningFlow

    init(
        _ route: Route, policy: RoutePolicy = RoutePolicy(),
        makeFlow: @escaping @MainActor (RouteRequest, RoutingHub.Context) -> any RunningFlow
    ) {
        routes = [route]
        routePolicy = policy
        make = makeFlow
    }

    func policy(for route: Route) -> RoutePolicy { routePolicy }

    func makeFlow(for request: RouteRequest, in context: RoutingHub.Context) -> any RunningFlow {
        make(request, context)
    }
}

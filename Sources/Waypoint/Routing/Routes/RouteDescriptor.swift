/// Describes routes and starts their flow, created only when a route starts.
///
/// Product modules register descriptors with the hub at run time; the hub never knows what the
/// flows are. A descriptor declares its routes (patterns and typed parameters) and a policy per
/// route, and builds a ``RunningFlow`` — a ``Coordinator`` or any other flow — for one request.
///
/// ```swift
/// struct BlockCardRoute: RouteDescriptor {
///     let routes = [try! Route("card.block", "card/:cardID/block", parameters: ["cardID": .int], owner: "Cards")]
///     func policy(for route: Route) -> RoutePolicy {
///         RoutePolicy(allowedSources: [.inApp, .pushNotification], requiresAuthentication: true)
///     }
///     func makeFlow(for request: RouteRequest, in context: RoutingHub.Context) -> any RunningFlow {
///         BlockCardFlow(cardID: request.parameters.value("cardID", as: Int.self)!, navigator: context.navigator)
///     }
/// }
/// ```
@_spi(Tooling) @MainActor public protocol RouteDescriptor {
    /// The routes this descriptor handles.
    var routes: [Route] { get }
    /// The policy of one of ``routes`` (default: ``RoutePolicy/init(allowedSources:requiresAuthentication:allowsDeferral:whilePreparing:whileBusy:webPageParameter:constraints:sourceApplications:)``).
    func policy(for route: Route) -> RoutePolicy
    /// Creates the flow for a request that passed every check. Called once per started route.
    func makeFlow(for request: RouteRequest, in context: RoutingHub.Context) -> any RunningFlow
}

@_spi(Tooling) extension RouteDescriptor {
    public func policy(for route: Route) -> RoutePolicy { RoutePolicy() }
}

/// A ``RouteDescriptor`` made of routes, a policy and a closure.
///
/// ```swift
/// try hub.register(FlowRoute(try Route("help", "help/*"), policy: RoutePolicy(allowedSources: [.inApp, .backend])) { request, context in
///     HelpFlow(topic: request.url, navigator: context.navigator)
/// })
/// ```
package struct FlowRoute: RouteDescriptor {
    package let routes: [Route]
    private let routePolicy: RoutePolicy
    private let make: @MainActor (RouteRequest, RoutingHub.Context) -> any RunningFlow

    /// Creates a descriptor for `routes`, all sharing `policy`.
    ///
    /// - Parameters:
    ///   - routes: the routes handled.
    ///   - policy: their policy.
    ///   - makeFlow: builds the flow for one request.
    package init(
        _ routes: Route..., policy: RoutePolicy = RoutePolicy(),
        makeFlow: @escaping @MainActor (RouteRequest, RoutingHub.Context) -> any RunningFlow
    ) {
        self.init(routes: routes, policy: policy, makeFlow: makeFlow)
    }

    /// Creates a descriptor for a list of routes, all sharing `policy`.
    ///
    /// ```swift
    /// try hub.register(FlowRoute(routes: cardRoutes, policy: cardPolicy) { request, context in
    ///     CardCoordinator(request: request, navigator: context.navigator)
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - routes: the routes handled.
    ///   - policy: their policy.
    ///   - makeFlow: builds the flow for one request.
    package init(
        routes: [Route], policy: RoutePolicy = RoutePolicy(),
        makeFlow: @escaping @MainActor (RouteRequest, RoutingHub.Context) -> any RunningFlow
    ) {
        self.routes = routes
        self.routePolicy = policy
        self.make = makeFlow
    }

    package func policy(for route: Route) -> RoutePolicy { routePolicy }

    package func makeFlow(for request: RouteRequest, in context: RoutingHub.Context) -> any RunningFlow {
        make(request, context)
    }
}


extension RoutingHub {
    /// What a route's flow is built with, beside the matched value: the navigator, the hub, the
    /// window and the request.
    ///
    /// ```swift
    /// module.route(Pay.self, shows: PayScreen.self) { pay, context in
    ///     PayFlow(amount: pay.amount, navigator: context.navigator, openLink: { url in context.hub.start(url: url) })
    /// }
    /// ```
    @MainActor public struct Context {
        /// The navigator the flow shows its screens through.
        public let navigator: Navigator
        /// The hub, so that the flow can open other flows.
        public let hub: RoutingHub
        /// The session that starts the flow (``RouteRequest/session``).
        package let session: RoutingSession.ID
        /// The window the flow shows in.
        public let scene: SceneID
        /// The request the flow is made for: its URL, source, source application and session.
        public let request: RouteRequest
    }
}

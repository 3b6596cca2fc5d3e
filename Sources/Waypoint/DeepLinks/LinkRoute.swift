/// A ``RouteDescriptor`` whose flow opens a ``DeepLink``: the one way from a URL to a screen
/// stack.
///
/// The hub matches the URL, checks its source, the backend's overrides and the guards — a route
/// whose policy sets ``RoutePolicy/requiresAuthentication`` waits in the hub until login — and
/// then the link is reconciled with what is on screen: the screens already there stay, only
/// the missing ones are built (``Navigator/open(_:animated:fileID:line:)``). The flow owns the
/// screens it built and ends with them.
///
/// ```swift
/// try hub.register(LinkRoute(
///     try Route("accounts.detail", "accounts/:id", parameters: ["id": .int]),
///     policy: RoutePolicy(allowedSources: [.inApp, .universalLink], requiresAuthentication: true)
/// ) { request in
///     request.parameters.value("id", as: Int.self).map { DeepLink(Accounts.detail(id: $0)) }
/// })
/// hub.start(url: "https://bank.example/accounts/7", source: .universalLink)   // home → accounts → 7
/// ```
package struct LinkRoute: RouteDescriptor {
    /// The routes whose URLs open the link.
    package let routes: [Route]
    private let routePolicy: RoutePolicy
    private let link: @MainActor (RouteRequest) -> Result<DeepLink, any Error>

    /// Creates a descriptor for `routes`, all sharing `policy`, opening the link `link` builds.
    ///
    /// - Parameters:
    ///   - routes: The routes handled.
    ///   - policy: Their policy; its ``RoutePolicy/requiresAuthentication`` is the link's.
    ///   - link: Builds the link from the request; `nil` when its values cannot make one (the
    ///     session then fails with `flowFailed`, saying so).
    package init(_ routes: Route..., policy: RoutePolicy = RoutePolicy(), link: @escaping @MainActor (RouteRequest) -> DeepLink?) {
        self.init(routes: routes, policy: policy) { request in
            link(request).map { .success($0) } ?? .failure(LinkRouteError(route: request.route.name, url: request.url))
        }
    }

    init(routes: [Route], policy: RoutePolicy, link: @escaping @MainActor (RouteRequest) -> Result<DeepLink, any Error>) {
        self.routes = routes
        self.routePolicy = policy
        self.link = link
    }

    /// The policy given at creation, the same for every route.
    package func policy(for route: Route) -> RoutePolicy { routePolicy }

    /// A flow that opens the request's link in the window's navigator and owns the screens it built.
    package func makeFlow(for request: RouteRequest, in context: RoutingHub.Context) -> any RunningFlow {
        LinkFlow(navigator: context.navigator, link: link(request), id: FlowID("\(request.route.name)\(context.session)"))
    }
}

/// Why a ``LinkRoute`` could not open its link: its builder returned `nil` for the request.
///
/// ```swift
/// session.subscribe(onError: { error in print(error) })
/// // "route `accounts.detail` matched `nuapp://accounts/x` but could not build its link"
/// ```
package struct LinkRouteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The route that matched.
    let route: String
    /// The URL that matched.
    let url: String

    package var description: String { "route `\(route)` matched `\(url)` but could not build its link" }
}

/// Opens one link: keeps what is already on screen, builds only the missing screens, and owns
/// the screens it built. Restorable without registering anything: after a relaunch it owns its
/// restored screens again (``NavigationRestorer`` knows its kind).
final class LinkFlow: Coordinator<Never, Void>, RestorableFlow {
    private let link: Result<DeepLink, any Error>

    init(navigator: Navigator, link: Result<DeepLink, any Error>, id: FlowID) {
        self.link = link
        super.init(navigator: navigator, id: id)
    }

    override func start() async throws {
        try open(try link.get())
    }

    nonisolated static let kind: FlowKind = "waypoint.link"
    var restorationKind: FlowKind { Self.kind }

    /// The flow owning restored screens. Hub sessions count from #1 again after a relaunch, so
    /// it takes an identity no new session's link flow has.
    static func restored(_ restoration: NavigationRestorer.FlowRestoration) -> LinkFlow {
        let restoredSuffix = "(restored)"
        let id = restoration.savedID.rawValue.hasSuffix(restoredSuffix) ? restoration.savedID : FlowID(restoration.savedID.rawValue + restoredSuffix)
        // Never started: its screens are on display already.
        return LinkFlow(navigator: restoration.navigator, link: .failure(CancellationError()), id: id)
    }
}

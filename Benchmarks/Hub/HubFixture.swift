import BenchmarkFixtures
// Generated, untyped routes by the thousand: registered the way the `waypoint` tool registers a
// manifest's, through the tooling SPI (an app registers typed routes through its modules).
@_spi(Tooling) import Waypoint

/// A hub with `n` generated routes and the navigator it shows them on, built once per size on
/// the main actor; and the URLs to start (the workload's hits).
@MainActor
final class HubFixture {
    let navigator: Navigator
    let hub: RoutingHub
    let urls: [String]

    private static var built: [Int: HubFixture] = [:]
    private var operations = 0

    /// The fixture for `n` routes, built on first use.
    static func routes(_ n: Int) throws -> HubFixture {
        if let fixture = built[n] { return fixture }
        let fixture = try HubFixture(n: n)
        built[n] = fixture
        return fixture
    }

    private init(n: Int) throws {
        let specs = RouteTableGenerator.routes(count: n)
        navigator = Navigator(host: InMemoryHost())
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(BenchScreen.home)])))
        hub = RoutingHub(configuration: RoutingHub.Configuration(
            urls: URLConfiguration(schemes: [BenchmarkURLs.scheme], hosts: BenchmarkURLs.webHosts)))
        try hub.register(BenchRoutes(routes: try specs.map { try $0.route() }))
        hub.register(navigator: navigator)
        let workload = Workload(routes: specs, count: RunLength.workloadSize)
        urls = zip(workload.urls, workload.expected).compactMap { $1 == nil ? nil : $0 }
    }

    /// The number of the next operation: URLs and flow identities are taken in turn.
    func nextIndex() -> Int {
        operations += 1
        return operations
    }

    /// Starts URL number `index` through the hub and returns once the session has started (or
    /// ended), with the clean-up that cancels it.
    func startThroughHub(_ index: Int) async -> () -> Void {
        let session = hub.start(url: urls[index % urls.count])
        let subscription = await Self.started(session)
        return {
            session.cancel()
            subscription.cancel()
        }
    }

    /// Launches the same flow directly, without the hub, and returns once it has started, with
    /// the clean-up that cancels it.
    func launchDirectly(_ index: Int) async -> () -> Void {
        let flow = BenchFlow(navigator: navigator, id: FlowID("direct\(index)"))
        await flow.launch()
        return { flow.cancel() }
    }

    /// Returns once `session` has started (or ended), resumed on the main actor: no
    /// `Task.yield()`, which on this toolchain goes through the global pool. At `started` the
    /// session's callback hands the continuation to the flow, which resumes it once its push
    /// returned and it took the moment (so the hub's work after telling the caller, inside the
    /// push, counts as well); an end resumes it at once. The returned subscription must be kept
    /// until the session is cancelled (dropping it cancels the session).
    private static func started(_ session: RoutingSession) async -> NavigationSubscription {
        var subscription: NavigationSubscription?
        await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
            var waiting: UnsafeContinuation<Void, Never>? = continuation
            subscription = session.subscribe(onState: { state in
                guard let resumed = waiting else { return }
                switch state {
                case .preparing:
                    return
                case .started:
                    waiting = nil
                    StartedMoment.waiting = resumed
                case .produced, .completed, .failed:
                    waiting = nil
                    resumed.resume()
                }
            })
        }
        return subscription!
    }
}

/// Every generated route starts a ``BenchFlow`` named after its session.
extension HubFixture {
    struct BenchRoutes: RouteDescriptor {
        let routes: [Route]

        func makeFlow(for request: RouteRequest, in context: RoutingHub.Context) -> any RunningFlow {
            BenchFlow(navigator: context.navigator, id: FlowID("bench\(request.session)"))
        }
    }
}

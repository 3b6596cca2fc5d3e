import Testing
@_spi(Tooling) import Waypoint

/// Opens one link as its own screens, like the demo's deep-link flow.
private final class LinkCoordinator: Coordinator<Never, Void> {
    let link: DeepLink
    init(navigator: Navigator, link: DeepLink) {
        self.link = link
        super.init(navigator: navigator)
    }
    override func start() async throws { try open(link) }
}

/// The same, handing back what the link changed.
private final class ResolvingLinkCoordinator: Coordinator<Never, DeepLink.Resolution> {
    let link: DeepLink
    init(navigator: Navigator, link: DeepLink) {
        self.link = link
        super.init(navigator: navigator)
    }
    override func start() async throws { try open(link) }
}

@Suite @MainActor struct AlreadyOpenLinkTests {
    private func hubShowingPayments() throws -> (RoutingHub, Navigator) {
        let (navigator, _) = makeBankNavigator()
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(Bank.home), navigator.makeScreen(Bank.payments)])))
        let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["nuapp"])))
        try hub.register(FlowRoute(try Route("payments", "payments")) { _, context in
            LinkCoordinator(navigator: context.navigator, link: DeepLink(Bank.payments, path: [Bank.home]))
        })
        try hub.register(FlowRoute(try Route("payments.resolved", "payments/resolved")) { _, context in
            ResolvingLinkCoordinator(navigator: context.navigator, link: DeepLink(Bank.payments, path: [Bank.home]))
        })
        hub.register(navigator: navigator)
        return (hub, navigator)
    }

    @Test func openingALinkThatIsAlreadyOnScreenCompletesTheSession() async throws {
        let (hub, navigator) = try hubShowingPayments()
        let before = navigator.state
        let session = hub.start(url: "nuapp://payments")
        let completion = try await session.completion()
        guard case .finished = completion else { Issue.record("expected finished, got \(completion)"); return }
        #expect(navigator.state == before)
    }

    @Test func aFlowWhoseResultIsTheResolutionReportsThatNothingHadToChange() async throws {
        let (hub, _) = try hubShowingPayments()
        let completion = try await hub.start(url: "nuapp://payments/resolved").completion()
        guard case .finished(let value) = completion, let resolution = value as? DeepLink.Resolution else {
            Issue.record("expected the resolution, got \(completion)")
            return
        }
        #expect(resolution.isAlreadyOpen)
        #expect(resolution.built.isEmpty && resolution.removed.isEmpty)
    }
}

import Testing
@_spi(Tooling) import Waypoint

// The Trust and security article's example (constraints, source applications), as code that runs.

private enum PromoScreen: Destination {
    case home
    case promo(String)
}

@MainActor private final class PromoCoordinator: Coordinator<Never, Void> {
    let code: String

    init(code: String, navigator: Navigator) {
        self.code = code
        super.init(navigator: navigator)
    }

    override func start() async throws { try push(PromoScreen.promo(code)) }
}

@Suite @MainActor struct HubReadmeTrustExampleTests {
    @Test func theReadmeTrustExampleRefusesAndReducesAsDocumented() async throws {
        let navigator = Navigator(host: InMemoryHost())
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(PromoScreen.home)])))
        let hub = RoutingHub(
            configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["nuapp"], hosts: ["bank.example"])))
        hub.register(navigator: navigator)
        var seen: [RouteRequest] = []

        try hub.register(FlowRoute(
            try Route("promo", "promo/:code", query: [.optional("campaign"), .optional("amount", .int)], owner: "Marketing"),
            policy: RoutePolicy(
                allowedSources: [.inApp, .universalLink, .externalApp],
                constraints: [
                    "code": [.maximumLength(12), try .pattern("[A-Z0-9]+")],
                    "campaign": [.oneOf(["tv", "radio"])],
                    "amount": [.range(1...500)],
                ],
                sourceApplications: ["com.partner.wallet"]
            )
        ) { request, context in
            seen.append(request)
            return PromoCoordinator(code: request.parameters["code"]!, navigator: context.navigator)
        })
        var log: [String] = []
        let logging = hub.onEvent { log.append("\($0)") }

        let universal = hub.start(url: "https://bank.example/promo/SUMMER26?campaign=tv", source: .universalLink)
        #expect(universal.error?.kind == .untrustedSourceApplication)
        let tooMuch = hub.start(
            url: "nuapp://promo/SUMMER26?amount=900", source: .externalApp, sourceApplication: "com.partner.wallet")
        #expect(tooMuch.error?.kind == .invalidParameter)
        #expect(
            tooMuch.error?.reason
                == "parameter `amount` of route `promo`: `900` is out of range; expected an integer in 1...500")
        let reduced = hub.start(
            url: "nuapp://promo/SUMMER26?campaign=tv&evil=1", source: .externalApp, sourceApplication: "com.partner.wallet")
        await waitUntil { reduced.state.name == "started" }
        #expect(seen.map(\.url) == ["nuapp://promo/SUMMER26?campaign=tv"])
        #expect(log.contains("#3 nuapp://promo/SUMMER26?campaign=tv: dropped undeclared query keys evil"))
        logging.cancel()
    }
}

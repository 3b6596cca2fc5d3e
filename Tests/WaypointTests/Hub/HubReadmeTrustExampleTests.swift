import Testing
import Waypoint

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

private struct Promo: TypedRoute {
    static let declaration = Route.Declaration("promo", "promo/:code", owner: "Marketing")
    var code: String
    var campaign: String?
    var amount: Int?
}

/// The article's route, registered as a module registers it.
private struct MarketingModule: WaypointModule {
    let policy: RoutePolicy
    let started: @MainActor (String) -> Void

    func register(in module: inout ModuleRegistration<String>) {
        module.route(Promo.self, policy: policy, shows: PromoScreen.self) { promo, context in
            started(context.request.url)
            return PromoCoordinator(code: promo.code, navigator: context.navigator)
        }
        module.screen(PromoScreen.self) { screen in "\(screen)" }
    }
}

@Suite @MainActor struct HubReadmeTrustExampleTests {
    @Test func theReadmeTrustExampleRefusesAndReducesAsDocumented() async throws {
        let navigator = Navigator(host: InMemoryHost())
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(PromoScreen.home)])))
        let hub = RoutingHub(
            configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["nuapp"], hosts: ["bank.example"])))
        hub.register(navigator: navigator)
        var seen: [String] = []
        let policy = RoutePolicy(  // built once, where a pattern's error can be thrown
            allowedSources: [.inApp, .universalLink, .externalApp],
            constraints: [
                "code": [.maximumLength(12), try .pattern("[A-Z0-9]+")],
                "campaign": [.oneOf(["tv", "radio"])],
                "amount": [.range(1...500)],
            ],
            sourceApplications: ["com.partner.wallet"]
        )
        _ = try ModuleRegistry<String>([MarketingModule(policy: policy) { seen.append($0) }], hub: hub)
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
        #expect(seen == ["nuapp://promo/SUMMER26?campaign=tv"])
        #expect(log.contains("#3 nuapp://promo/SUMMER26?campaign=tv: dropped undeclared query keys evil"))
        logging.cancel()
    }
}

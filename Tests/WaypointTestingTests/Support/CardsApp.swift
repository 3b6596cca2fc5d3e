@_spi(Tooling) import Waypoint
import WaypointTesting

enum CardsScreen: Destination {
    case home
    case block(cardID: Int)
    case login
}

/// Shows the login sheet until the test logs in.
@MainActor final class LoginCoordinator: Coordinator<Never, Void> {
    override func start() async throws {
        try present(CardsScreen.login)
    }
}

/// Shows the block-card sheet and produces "showing card N"; finishes with `true` on `confirm()`.
@MainActor final class BlockCardCoordinator: Coordinator<String, Bool> {
    let cardID: Int

    init(cardID: Int, navigator: Navigator) {
        self.cardID = cardID
        super.init(navigator: navigator)
    }

    override func start() async throws {
        try present(CardsScreen.block(cardID: cardID))
        emit("showing card \(cardID)")
    }
}

/// A hub with one route, `nuapp://card/:cardID/block`, that needs login, on an in-memory host.
@MainActor final class CardsApp {
    let clock = TestClock()
    let host = InMemoryHost()
    let navigator: Navigator
    let hub: RoutingHub
    var isLoggedIn = true
    private(set) var coordinators: [BlockCardCoordinator] = []

    init(parkingTimeout: Duration = .seconds(60)) throws {
        navigator = Navigator(host: host)
        hub = RoutingHub(
            configuration: RoutingHub.Configuration(
                urls: URLConfiguration(schemes: ["nuapp"]), parkingTimeout: parkingTimeout, clock: clock))
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(CardsScreen.home)])))
        hub.guards = [.authentication(isAuthenticated: { [unowned self] in self.isLoggedIn }, loginURL: "nuapp://login")]
        try hub.register(
            FlowRoute(
                try Route("card.block", "card/:cardID/block", parameters: ["cardID": .int], owner: "Cards"),
                policy: RoutePolicy(allowedSources: [.inApp, .pushNotification], requiresAuthentication: true)
            ) { [unowned self] request, context in
                let coordinator = BlockCardCoordinator(
                    cardID: request.parameters.value("cardID", as: Int.self)!, navigator: context.navigator)
                coordinators.append(coordinator)
                return coordinator
            })
        try hub.register(FlowRoute(try Route("login", "login", owner: "Auth")) { _, context in
            LoginCoordinator(navigator: context.navigator)
        })
        hub.register(navigator: navigator)
    }
}

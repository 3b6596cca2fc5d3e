import Testing
@_spi(Tooling) import Waypoint

/// SEEDS.md §1 (Nubank, "Decoupling flows: Coordinators and Routes") written with our API:
/// product modules register descriptors at run time, URLs name flows, the hub is the one entry
/// point, the coordinator exists only once its route starts, the session reports preparing →
/// started → produced → completed, and disposing of the session dismisses the flow.
private enum NubankScreen: Destination {
    case home
    case cardBlock(cardID: Int)
    case rewards
}

private enum CardEvent: Sendable, Equatable {
    case blocked(cardID: Int)
}

/// The Credit Card library. Nobody else imports it: other modules open its flows by URL.
private enum CreditCardModule {
    /// Answers "what is the card's status?" — the async work done while *preparing*.
    @MainActor final class CardService {
        var pending: [CheckedContinuation<Void, Never>] = []
        func loadStatus() async { await withCheckedContinuation { pending.append($0) } }
        func respond() {
            for continuation in pending { continuation.resume() }
            pending = []
        }
    }

    @MainActor final class BlockCardCoordinator: Coordinator<CardEvent, String> {
        let cardID: Int
        let service: CardService

        init(cardID: Int, service: CardService, navigator: Navigator) {
            self.cardID = cardID
            self.service = service
            super.init(navigator: navigator)
        }

        override func start() async throws {
            await service.loadStatus()
            try present(NubankScreen.cardBlock(cardID: cardID))
        }

        func userConfirmedBlock() {
            emit(.blocked(cardID: cardID))
            finish("card \(cardID) blocked")
        }
    }

    @MainActor struct BlockCardRoute: RouteDescriptor {
        let service: CardService
        let created: SharedBox<[BlockCardCoordinator]>

        var routes: [Route] {
            [try! Route("card.block", "card/:cardID/block", parameters: ["cardID": .int], owner: "CreditCard")]
        }

        func policy(for route: Route) -> RoutePolicy {
            RoutePolicy(allowedSources: [.inApp, .backend, .pushNotification])
        }

        func makeFlow(for request: RouteRequest, in context: RoutingHub.Context) -> any RunningFlow {
            let coordinator = BlockCardCoordinator(
                cardID: request.parameters.value("cardID", as: Int.self)!, service: service, navigator: context.navigator)
            created.value.append(coordinator)
            return coordinator
        }
    }
}

@Suite @MainActor struct NubankExampleTests {
    private let service = CreditCardModule.CardService()
    private let created = SharedBox<[CreditCardModule.BlockCardCoordinator]>([])

    private func makeHub(queueing: Bool = true) throws -> RoutingHub {
        let hub = RoutingHub(
            configuration: RoutingHub.Configuration(
                urls: URLConfiguration(schemes: ["nuapp"]), queuesRequestsBeforeNavigator: queueing))
        try hub.register(CreditCardModule.BlockCardRoute(service: service, created: created))
        return hub
    }

    private func makeNavigator() throws -> Navigator {
        let navigator = Navigator(host: InMemoryHost())
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(NubankScreen.home)])))
        return navigator
    }

    @Test func anyModuleOpensTheBlockCardFlowByURLAndFollowsItsStates() async throws {
        let hub = try makeHub()
        let navigator = try makeNavigator()
        hub.register(navigator: navigator)
        #expect(created.value.isEmpty)

        // The Rewards module knows only the URL the backend handed it.
        let session = hub.start(url: "nuapp://card/42/block", source: .backend)
        var states: [String] = []
        var produced: [CardEvent] = []
        let subscription = session.subscribe(onState: { state in
            states.append(state.name)
            if case .produced(let value) = state, let event = value as? CardEvent { produced.append(event) }
        })
        let coordinator = try #require(created.value.first)
        await waitUntil { !service.pending.isEmpty }
        #expect(states == ["preparing"])
        #expect(navigator.state.modals.isEmpty)

        service.respond()
        await session.reach("started")
        #expect(navigator.state.topScreen?.destination == AnyDestination(NubankScreen.cardBlock(cardID: 42)))

        coordinator.userConfirmedBlock()
        await session.reach("completed")
        #expect(states == ["preparing", "started", "produced", "completed"])
        #expect(produced == [.blocked(cardID: 42)])
        #expect("\(session.state)" == "completed(finished(card 42 blocked))")
        #expect(navigator.state.modals.isEmpty)
        subscription.cancel()
    }

    @Test func disposingOfTheSessionMeansWeNoLongerWantTheFlow() async throws {
        let hub = try makeHub()
        let navigator = try makeNavigator()
        hub.register(navigator: navigator)
        var subscription: NavigationSubscription? = hub.start(url: "nuapp://card/7/block").subscribe()
        await waitUntil { !service.pending.isEmpty }
        service.respond()
        let coordinator = try #require(created.value.first)
        await waitUntil { coordinator.ownsScreens }
        #expect(subscription != nil)
        subscription = nil
        await waitUntil { !coordinator.ownsScreens }
        #expect(navigator.state.modals.isEmpty)
    }

    @Test func startFailsWithoutARouterAndForAnUnknownRoute() throws {
        let hub = try makeHub(queueing: false)
        #expect(hub.start(url: "nuapp://card/7/block").error?.kind == .noNavigator)
        hub.register(navigator: try makeNavigator())
        let unknown = try #require(hub.start(url: "nuapp://card/7/blok").error)
        #expect(unknown.kind == .unknownRoute)
        #expect(unknown.suggestions == ["card/:cardID/block"])
        #expect(created.value.isEmpty)
    }

    @Test func theUserSwipingTheFlowAwayCompletesTheSession() async throws {
        let hub = try makeHub()
        let host = InMemoryHost()
        let navigator = Navigator(host: host)
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(NubankScreen.home)])))
        hub.register(navigator: navigator)
        let session = hub.start(url: "nuapp://card/7/block", source: .pushNotification)
        await waitUntil { !service.pending.isEmpty }
        service.respond()
        await session.reach("started")
        try host.swipeDown()
        await session.reach("completed")
        #expect("\(session.state)" == "completed(closedByUser)")
    }
}

import Testing
@_spi(Tooling) import Waypoint
import WaypointTesting

/// The routing hub drives coordinators and running flows through the `RunningFlow` seam.
@Suite @MainActor struct HubIntegrationTests {
    private func makeHub() throws -> (RoutingHub, Navigator, InMemoryHost, HubFlowFactories) {
        let (navigator, host) = makeBankNavigator()
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(Bank.home)])))
        let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["bank"])))
        hub.register(navigator: navigator)
        let box = HubFlowFactories()
        try hub.register(FlowRoute(try Route("pay", "pay")) { _, context in
            let pay = PayCoordinator(navigator: context.navigator)
            box.pay = pay
            return pay
        })
        try hub.register(FlowRoute(try Route("transfer", "transfer")) { _, context in
            FlowRun(TransferFlow(), performer: box.performer, navigator: context.navigator)
        })
        return (hub, navigator, host, box)
    }

    @Test func aCoordinatorStartedByURLReportsStartedProducedAndItsResult() async throws {
        let (hub, navigator, _, box) = try makeHub()
        let session = hub.start(url: "bank://pay")
        var states = session.states.makeAsyncIterator()
        while let state = await states.next(), state.name != "started" {}
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home, .payments, .pay)])
        box.pay?.confirm(30)
        var rest: [String] = []
        while let state = await states.next() { rest.append(state.description) }
        #expect(rest == ["produced(confirmed 30)", "completed(finished(30))"])
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home)])
    }

    @Test func cancellingTheSessionDismissesTheCoordinatorAndReleasesIt() async throws {
        let (hub, navigator, _, box) = try makeHub()
        let leaks = LeakCheck(navigator: navigator)
        let session = hub.start(url: "bank://pay")
        var states = session.states.makeAsyncIterator()
        while let state = await states.next(), state.name != "started" {}
        leaks.track(box.pay!)
        box.pay = nil
        session.cancel()
        while await states.next() != nil {}
        var tries = 0
        while !leaks.leaks.isEmpty, tries < 1_000 {  // the session releases its flow on its own task
            tries += 1
            await Task.yield()
        }
        #expect(leaks.leaks.isEmpty)
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home)])
    }

    @Test func aRunningFlowSwipedAwayCompletesItsSessionAsClosedByTheUser() async throws {
        let (hub, navigator, host, box) = try makeHub()
        let session = hub.start(url: "bank://transfer")
        var states = session.states.makeAsyncIterator()
        while let state = await states.next(), state.name != "started" {}
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home), bankLevel(.transfer)])
        box.performer.answer(.amountChosen)
        try host.swipeDown()
        var last = ""
        while let state = await states.next() { last = state.description }
        #expect(last == "completed(closedByUser)")
    }
}

/// What the hub's flow factories hand to the tests.
@MainActor private final class HubFlowFactories {
    weak var pay: PayCoordinator?
    let performer = TransferPerformer()
}

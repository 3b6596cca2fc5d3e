import Testing
@_spi(Tooling) import Waypoint

/// Shows its screens with `setStack`, which needs a stack on display.
private final class StackCoordinator: Coordinator<Never, Void> {
    override func start() async throws { try setStack([Bank.home, Bank.payments]) }
}

@Suite @MainActor struct FlowStartFailureTests {
    @Test func setStackOnAnEmptyNavigatorFailsTheFlowAtThatPointWithTheNavigationError() async throws {
        let (navigator, _) = makeBankNavigator()
        let flow = StackCoordinator(navigator: navigator)
        await flow.launch()
        guard case .failed(let error) = await flow.ended() else { Issue.record("expected a failure"); return }
        #expect(error.kind == .navigation)
        #expect(error.navigationError?.kind == .nothingOnDisplay)
    }

    @Test func aLaterCallOnTheFailedFlowNamesTheRealCause() async throws {
        let (navigator, _) = makeBankNavigator()
        let flow = StackCoordinator(navigator: navigator)
        await flow.launch()
        let error = try #require(throws: FlowError.self) { try flow.push(Bank.pay) }
        #expect(error.kind == .ended)
        #expect(error.navigationError?.kind == .nothingOnDisplay)
        #expect(error.description.contains("has already ended because it failed"))
        #expect(error.description.contains("expected a screen on display, found an empty state"))
    }

    @Test func theHubSessionFailsWithTheNavigationErrorAsItsCause() async throws {
        let (navigator, _) = makeBankNavigator()
        let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["nuapp"])))
        try hub.register(FlowRoute(try Route("stack", "stack")) { _, context in StackCoordinator(navigator: context.navigator) })
        hub.register(navigator: navigator)
        let session = hub.start(url: "nuapp://stack")
        await #expect(throws: RoutingError.self) { try await session.completion() }
        guard case .failed(let error) = session.state else { Issue.record("expected a failed session"); return }
        #expect(error.kind == .flowFailed)
        #expect((error.underlying as? FlowError)?.navigationError?.kind == .nothingOnDisplay)
    }
}

import Testing
@_spi(Inspection) import Waypoint

/// A launched flow lives until it ends, whoever holds it: README task 2 launches its app flow in
/// a task and keeps no reference, as a UIKit scene delegate does.
@Suite @MainActor struct LaunchedFlowLifetimeTests {
    @Test func aRootFlowLaunchedWithNothingHoldingItStaysAliveWhileItsScreenIsOnDisplay() async throws {
        let navigator = Navigator(host: InMemoryHost())
        Task { await AppFlow(navigator: navigator).launch() }  // nobody keeps the flow or the task
        while navigator.state.topScreen?.destination != AnyDestination(Login.form) { await Task.yield() }
        let login = try #require(navigator.state.topScreen)
        try #require(navigator.coordinator(owning: login, as: LoginFlow.self)).loggedIn(as: "ana")
        while navigator.state.topScreen?.destination != AnyDestination(Main.home) { await Task.yield() }
        await navigator.settle()
        for _ in 0..<100 { await Task.yield() }  // the app flow's task has returned by now

        let main = try #require(navigator.state.topScreen)
        #expect(main.destination == AnyDestination(Main.home))
        #expect(navigator.coordinator(owning: main, as: MainFlow.self) != nil, "the main flow was released while its screen is shown")
    }

    @Test func aFlowNobodyHoldsIsReleasedOnceItsScreensLeave() async throws {
        let navigator = Navigator(host: InMemoryHost())
        weak var released: MainFlow?
        released = await launchedUnheld(on: navigator)
        #expect(released != nil, "released while its screen is on display")
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(Login.form)])))
        await navigator.settle()
        #expect(released == nil, "kept after its last screen left")
    }

    @Test func aCancelledFlowNobodyHoldsIsReleased() async throws {
        let navigator = Navigator(host: InMemoryHost())
        weak var released: MainFlow?
        released = await launchedUnheld(on: navigator)
        #expect(released != nil)
        released?.cancel()
        await navigator.settle()
        #expect(released == nil)
    }

    @Test func closingAWindowThroughTheHubEndsTheFlowsTheAppLaunchedInIt() async throws {
        let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["bank"])))
        hub.register(navigator: Navigator(host: InMemoryHost()), scene: SceneID.main)
        weak var released: MainFlow?
        weak var closedNavigator: Navigator?
        do {
            let navigator = Navigator(host: InMemoryHost())
            closedNavigator = navigator
            hub.register(navigator: navigator, scene: "second")
            let flow = MainFlow(navigator: navigator)
            released = flow
            await flow.launch()
        }
        #expect(released?.phase == .running)
        hub.unregister(scene: "second")
        #expect(released == nil, "the flow outlived its window")
        #expect(closedNavigator == nil, "the window's navigator outlived it")
    }

    /// A main flow launched with nothing but the library holding it once this returns.
    private func launchedUnheld(on navigator: Navigator) async -> MainFlow {
        let flow = MainFlow(navigator: navigator)
        await flow.launch()
        return flow
    }
}

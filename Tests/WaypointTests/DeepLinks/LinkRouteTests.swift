import Testing
@_spi(Tooling) import Waypoint
import WaypointTesting

/// A hub route that opens a deep link: the one way from a URL to a screen stack.
@Suite @MainActor struct LinkRouteTests {
    private struct AccountRoute: TypedRoute {
        static let declaration = Route.Declaration("account.typed", "typed/accounts/:accountID")
        var accountID: Int
    }

    private func makeHub(onScreen root: Bank? = .home) throws -> (RoutingHub, Navigator) {
        let (navigator, _) = makeBankNavigator()
        if let root { try navigator.execute(.setRoot(.stack([navigator.makeScreen(root, owner: .app)]))) }
        let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["bank"], hosts: ["bank.example"])))
        let everyone = RoutePolicy(allowedSources: Set(RequestSource.builtIn))
        try hub.register(LinkRoute(try Route("account", "accounts/:id", parameters: ["id": .int]), policy: everyone) { request in
            request.parameters.value("id", as: Int.self).map { DeepLink(Bank.account($0)) }
        })
        try hub.register(LinkRoute(try Route("pay", "pay"), policy: everyone) { _ in DeepLink(Bank.pay) })
        try hub.register(LinkRoute(try Route("login", "login"), policy: everyone) { _ in DeepLink(Bank.login) })
        try hub.register(LinkRoute(try Route("broken", "broken/:id"), policy: everyone) { _ in nil })
        try hub.register(LinkRoute(AccountRoute.self) { account in DeepLink(Bank.account(account.accountID)) })
        hub.register(navigator: navigator)
        return (hub, navigator)
    }

    @Test func aURLOpensItsLinkBuildingOnlyTheScreensThatAreMissing() async throws {
        let (hub, navigator) = try makeHub()
        let home = try #require(navigator.state.screens.first)
        let session = hub.start(url: "https://bank.example/accounts/42", source: .universalLink)
        await session.reach("started")
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home, .accounts, .account(42))])
        #expect(navigator.state.screens.first == home)
        let owner = try #require(navigator.state.screens.last?.owner)
        #expect(owner != .app)
        #expect(navigator.state.screens.dropFirst().allSatisfy { $0.owner == owner })
    }

    @Test func aLinksFlowComesBackAfterARelaunchWithoutARestorerAndLeavesWithItsScreens() async throws {
        let (hub, navigator) = try makeHub()
        await hub.start(url: "bank://accounts/42").reach("started")
        let data = try navigator.restorationData()

        let noRestorers = NavigationRestorer(destinations: DestinationRegistry(Bank.self))
        let (restored, host, report) = try await relaunch(data, restorer: noRestorers)
        #expect(report.isComplete)
        #expect(restored.state.destinationsByLevel == [bankLevel(.home, .accounts, .account(42))])
        let account = try #require(restored.state.screens.last)
        let flow = try #require(restored.flow(owning: account))
        #expect(flow.id.rawValue.hasSuffix("(restored)"))
        try host.popInteractively()
        await restored.settle()
        try host.popInteractively()
        await restored.settle()
        await drain()
        #expect(restored.flow(for: flow.id) == nil)
        #expect(restored.state.destinationsByLevel == [bankLevel(.home)])
    }

    @Test func aLinkToAnotherAccountReplacesOnlyTheLastScreen() async throws {
        let (hub, navigator) = try makeHub()
        await hub.start(url: "bank://accounts/1").reach("started")
        let kept = Array(navigator.state.screens.prefix(2))
        await hub.start(url: "bank://accounts/2").reach("started")
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home, .accounts, .account(2))])
        #expect(Array(navigator.state.screens.prefix(2)) == kept)
    }

    @Test func aTypedRouteBuildsItsLinkFromTheMatchedValue() async throws {
        let (hub, navigator) = try makeHub()
        await hub.start(url: "bank://typed/accounts/5").reach("started")
        #expect(navigator.state.destinationsByLevel == [bankLevel(.home, .accounts, .account(5))])
    }

    @Test func aLinkTheBuilderCannotMakeFailsTheSessionWithATypedErrorAndChangesNothing() async throws {
        let (hub, navigator) = try makeHub()
        let before = navigator.state
        let session = hub.start(url: "bank://broken/x")
        await session.reach("failed")
        #expect(session.error?.kind == .flowFailed)
        #expect((session.error?.underlying as? FlowError)?.underlying is LinkRouteError)
        #expect("\(session.error!)".contains("route `broken` matched `bank://broken/x` but could not build its link"))
        #expect(navigator.state == before)
    }

    @Test func aTypedValueThatDoesNotDecodeFailsTheSessionWithTheTypedRouteError() async throws {
        struct Mistyped: TypedRoute {
            static let declaration = Route.Declaration("mistyped", "code/:code", types: ["code": .string])
            var code: Int
        }
        let (hub, navigator) = try makeHub()
        try hub.register(LinkRoute(Mistyped.self) { value in DeepLink(Bank.account(value.code)) })
        let before = navigator.state
        let session = hub.start(url: "bank://code/abc")
        await session.reach("failed")
        #expect(session.error?.kind == .flowFailed)
        #expect((session.error?.underlying as? FlowError)?.underlying is RouteError)
        #expect(navigator.state == before)
    }

    @Test func aURLThatMatchesNoRouteFailsWithTheRouteEnginesSuggestion() async throws {
        let (hub, _) = try makeHub()
        let session = hub.start(url: "bank://acounts/42")
        await session.reach("failed")
        #expect(session.error?.kind == .unknownRoute)
    }

    @Test func aLinkThatCannotOpenFromTheCurrentScreensFailsAndChangesNothing() async throws {
        let (hub, navigator) = try makeHub(onScreen: nil)
        let session = hub.start(url: "bank://login")
        await session.reach("failed")
        #expect(session.error?.kind == .flowFailed)
        #expect(navigator.state == .empty)
    }
}

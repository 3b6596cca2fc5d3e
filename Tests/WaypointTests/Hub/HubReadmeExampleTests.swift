import Foundation
import Testing
@_spi(Inspection) @_spi(Tooling) import Waypoint

// The README's `## Routing hub` example, as code that runs.

private enum CardScreen: Destination {
    case home
    case block(cardID: Int)
}

@MainActor private final class Auth {
    var isLoggedIn = true
}

@MainActor private final class BlockCardCoordinator: Coordinator<String, Bool> {
    let cardID: Int

    init(cardID: Int, navigator: Navigator) {
        self.cardID = cardID
        super.init(navigator: navigator)
    }

    override func start() async throws {
        try present(CardScreen.block(cardID: cardID))
        emit("showing card \(cardID)")
    }
}

/// The Cards module's route, as the article registers it.
private struct CardBlockRoute: TypedRoute {
    static let declaration = Route.Declaration("card.block", "card/:cardID/block", owner: "Cards")
    var cardID: Int
}

private struct CardRoutesModule: WaypointModule {
    func register(in module: inout ModuleRegistration<String>) {
        let policy = RoutePolicy(allowedSources: [.inApp, .pushNotification], requiresAuthentication: true)
        module.route(CardBlockRoute.self, policy: policy, shows: CardScreen.self) { card, context in
            BlockCardCoordinator(cardID: card.cardID, navigator: context.navigator)
        }
        module.screen(CardScreen.self) { screen in "\(screen)" }
    }
}

@Suite @MainActor struct HubReadmeExampleTests {
    @Test func theReadmeExampleOpensTheBlockCardFlowFromAPushNotification() async throws {
        let auth = Auth()
        let navigator = Navigator(host: InMemoryHost())
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(CardScreen.home)])))

        let hub = RoutingHub(
            configuration: RoutingHub.Configuration(
                urls: URLConfiguration(schemes: ["nuapp"], hosts: ["bank.example"]),
                webHosts: ["help.bank.example"]
            ))
        hub.guards = [.authentication(isAuthenticated: { auth.isLoggedIn }, loginURL: "nuapp://login")]
        _ = try ModuleRegistry<String>([CardRoutesModule()], hub: hub)
        var log: [String] = []
        let logging = hub.onEvent { log.append("\($0)") }
        hub.register(navigator: navigator)

        let session = hub.start(url: "nuapp://card/7/block", source: .pushNotification)
        var seen: [String] = []
        for await state in session.states {
            seen.append(state.description)
            if case .produced = state { session.cancel() }
        }
        #expect(seen == ["preparing", "started", "produced(showing card 7)", "failed(cancelled)"])
        #expect(navigator.state.modals.isEmpty)
        #expect(
            Array(log.prefix(4)) == [
                "#1 nuapp://card/7/block: requested",
                "#1 nuapp://card/7/block: state preparing",
                "#1 nuapp://card/7/block: matched card.block (nuapp://card/7/block)",
                "#1 nuapp://card/7/block: guard authentication: proceed",
            ])
        // The flow's sheet, as an event of its session, then its state.
        #expect(
            log.dropFirst(4).first?.hasPrefix(
                "#1 nuapp://card/7/block: command present(sheet, a stack of 1 screen): shown [block(cardID: 7) (BlockCardCoordinator#")
                == true)
        #expect(log.dropFirst(5).first == "#1 nuapp://card/7/block: state started")
        logging.cancel()
    }

    @Test func theArticlesOverrideManifestLoadsAndWorks() throws {
        let readme = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Waypoint/Documentation.docc/Articles/TheRoutingHub.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try #require(text.range(of: "### Backend overrides"))
        let start = try #require(text.range(of: "```json\n", range: section.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let manifest = String(text[start.upperBound..<end.lowerBound])

        let fixture = HubFixture()
        let everyone = RoutePolicy(allowedSources: Set(RequestSource.builtIn))
        try fixture.route("card.block", "card/:cardID/block", policy: everyone)
        try fixture.route("card.limits", "card/:cardID/limits", policy: everyone)
        try fixture.route("rewards.home", "rewards", policy: everyone)
        try fixture.route("help", "help/*", policy: everyone)
        try fixture.hub.loadOverrides(Data(manifest.utf8))

        #expect(fixture.hub.plan(for: "nuapp://cards/3/lock").route == "help")
        #expect(fixture.hub.start(url: "nuapp://rewards").error?.reason == "Rewards is being updated")
        #expect(fixture.hub.start(url: "nuapp://card/3/limits", source: .universalLink).error?.kind == .forbiddenSource)
    }
}

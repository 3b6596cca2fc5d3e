import Foundation
import Testing
@_spi(Tooling) import Waypoint
import WaypointTestSupport

// The Typed routes article's example, as code that runs.

private enum CardScreen: Destination { case home, block(cardID: Int) }

@MainActor private final class BlockCardCoordinator: Coordinator<Never, Bool> {
    let cardID: Int
    init(cardID: Int, navigator: Navigator) {
        self.cardID = cardID
        super.init(navigator: navigator)
    }
    override func start() async throws { try present(CardScreen.block(cardID: cardID)) }
}

// README: typed routes
/// A route that is a type: `cardID` is the path parameter (an `Int`, inferred), the optional
/// `reason` an optional query parameter.
struct BlockCard: TypedRoute, Equatable {
    static let declaration = Route.Declaration("card.block", "card/:cardID/block", owner: "Cards")
    var cardID: Int
    var reason: String?
}

/// The Cards module: its typed route's flow gets the matched value.
struct CardsModule: WaypointModule {
    let opened: @MainActor (BlockCard) -> Void

    func register(in module: inout ModuleRegistration<String>) {
        let policy = RoutePolicy(allowedSources: [.inApp, .pushNotification])
        module.route(BlockCard.self, policy: policy, shows: CardScreen.self) { card, context in
            opened(card)  // typed: no string names, no optionals to unwrap
            return BlockCardCoordinator(cardID: card.cardID, navigator: context.navigator)
        }
        module.screen(CardScreen.self) { screen in "\(screen)" }
    }
}

@MainActor
func openBlockCard(hub: RoutingHub) async throws -> [BlockCard] {
    var opened: [BlockCard] = []
    _ = try ModuleRegistry<String>([CardsModule { opened.append($0) }], hub: hub)
    let url = try hub.url(for: BlockCard(cardID: 7, reason: "lost card"))  // "nuapp://card/7/block?reason=lost%20card"
    let fromOutside = hub.start(url: url, source: .pushNotification)  // a link from outside…
    for await state in fromOutside.states where state == .started { fromOutside.cancel() }
    let inApp = hub.start(BlockCard(cardID: 8))  // …or the value itself, built with reverse routing
    for await state in inApp.states where state == .started { break }
    return opened  // [BlockCard(cardID: 7, reason: "lost card"), BlockCard(cardID: 8)]
}
// README end

@Suite @MainActor struct TypedRouteHubTests {
    private func makeHub() throws -> (RoutingHub, Navigator) {
        let navigator = Navigator(host: InMemoryHost())
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(CardScreen.home)])))
        let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["nuapp"])))
        hub.register(navigator: navigator)
        return (hub, navigator)
    }

    @Test func theFlowFactoryGetsTheTypedValueOfAURLAndOfAValue() async throws {
        let (hub, navigator) = try makeHub()
        let opened = try await openBlockCard(hub: hub)
        #expect(try hub.url(for: BlockCard(cardID: 7, reason: "lost card")) == "nuapp://card/7/block?reason=lost%20card")
        #expect(opened == [BlockCard(cardID: 7, reason: "lost card"), BlockCard(cardID: 8)])
        #expect(navigator.state.screens.contains { $0.destination == AnyDestination(CardScreen.block(cardID: 8)) })
    }

    @Test func theReadmeShowsThisFilesExampleVerbatim() throws {
        let files = try DocumentedExample("Sources/Waypoint/Documentation.docc/Articles/TypedRoutes.md")
        let (readme, source) = (files.document, files.source)
        let start = try #require(source.range(of: "// README: typed routes\n"))
        let end = try #require(source.range(of: "// README end"))
        let example = source[start.upperBound..<end.lowerBound]
        #expect(example.contains("module.route(BlockCard.self"))
        #expect(readme.contains("# Typed routes\n"))
        #expect(readme.contains("```swift\nimport Waypoint\n\n" + example + "```"))
    }

    @Test func aValueNamesItsWindowAsAURLDoes() async throws {
        let (hub, _) = try makeHub()
        _ = try ModuleRegistry<String>([CardsModule { _ in }], hub: hub)
        let session = hub.start(BlockCard(cardID: 3), in: .scene("closed"))
        #expect(session.error?.kind == .noScene)
        let unknown = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["nuapp"])))
        #expect(unknown.start(BlockCard(cardID: 3), in: .scene(.main)).error?.kind == .unknownRoute)
    }

    @Test func startingAValueOfAnUnregisteredTypeFailsAsUnknownRoute() async throws {
        let (hub, _) = try makeHub()
        let session = hub.start(BlockCard(cardID: 1))
        guard case .failed(let error) = session.state else { Issue.record("expected a failed session"); return }
        #expect(error.kind == .unknownRoute)
        #expect(error.underlying is RouteError)
    }

    @Test func aTypeWhosePropertiesDisagreeWithItsPatternIsRefusedAtRegistration() throws {
        struct Broken: TypedRoute {
            static let declaration = Route.Declaration("broken", "card/:cardID/block")
            var id: Int
        }
        let (hub, _) = try makeHub()
        let error = try #require(throws: RouteError.self) {
            try hub.register(FlowRoute(Broken.self) { _, context in BlockCardCoordinator(cardID: 0, navigator: context.navigator) })
        }
        #expect(error.parameter == "cardID")
        #expect(hub.table.routes.isEmpty)
    }

    @Test func aValueThatDoesNotFitAnExplicitTypeFailsTheSessionWithTheTypedError() async throws {
        struct Mistyped: TypedRoute {
            static let declaration = Route.Declaration("mistyped", "code/:code", types: ["code": .string])
            var code: Int
        }
        let (hub, _) = try makeHub()
        try hub.register(FlowRoute(Mistyped.self) { _, context in BlockCardCoordinator(cardID: 0, navigator: context.navigator) })
        let session = hub.start(url: "nuapp://code/abc")
        await #expect(throws: RoutingError.self) { try await session.completion() }
        guard case .failed(let error) = session.state else { Issue.record("expected a failed session"); return }
        #expect(error.kind == .flowFailed)
    }
}

@Suite @MainActor struct TypedRouteRequestTests {
    @Test func aTypedValueStartedForAnotherAppCarriesItsSourceApplicationAndItsFlowSeesTheRequest() async throws {
        let navigator = Navigator(host: InMemoryHost())
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(CardScreen.home)])))
        let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["nuapp"])))
        hub.register(navigator: navigator)
        var requests: [RouteRequest] = []
        let policy = RoutePolicy(allowedSources: [.externalApp], sourceApplications: ["com.partner.wallet"])
        try hub.register(FlowRoute(BlockCard.self, policy: policy) { card, context in
            requests.append(context.request)
            return BlockCardCoordinator(cardID: card.cardID, navigator: context.navigator)
        })

        let partner = hub.start(BlockCard(cardID: 7), source: .externalApp, sourceApplication: "com.partner.wallet")
        for await state in partner.states where state == .started { break }
        // A refusal is synchronous: read it at once (waiting for the session's end would hang,
        // not fail, if the stranger were admitted and its flow kept running).
        let stranger = hub.start(BlockCard(cardID: 8), source: .externalApp, sourceApplication: "com.stranger")

        #expect(requests.map(\.sourceApplication) == ["com.partner.wallet"])
        #expect(requests.first?.source == .externalApp)
        #expect(stranger.error?.kind == .untrustedSourceApplication)
    }
}

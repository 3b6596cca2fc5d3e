import Testing
@_spi(Tooling) import Waypoint

// The Several windows article's example, as code that runs (the opener stands in for
// `UIKitSceneOpener`).

private enum ChatScreen: Destination {
    case home
    case chat(String)
}

@MainActor private final class ChatCoordinator: Coordinator<Never, Void> {
    let topic: String

    init(topic: String, navigator: Navigator) {
        self.topic = topic
        super.init(navigator: navigator)
    }

    override func start() async throws {
        try push(ChatScreen.chat(topic))
    }
}

@Suite @MainActor struct SceneReadmeExampleTests {
    private func window() throws -> Navigator {
        let navigator = Navigator(host: InMemoryHost())
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(ChatScreen.home)])))
        return navigator
    }

    @Test func theReadmeExampleSendsEachLinkToItsWindowAndClosingOneEndsItsFlows() async throws {
        let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["nuapp"])))
        let mainNavigator = try window()
        let supportNavigator = try window()
        try hub.register(FlowRoute(try Route("card.block", "card/:cardID/block", parameters: ["cardID": .int]),
            policy: RoutePolicy(allowedSources: [.inApp, .pushNotification])) { _, context in
            ChatCoordinator(topic: "card", navigator: context.navigator)
        })

        var chat = RoutePolicy(allowedSources: [.inApp, .pushNotification])
        chat.scene = .kind("support")
        try hub.register(FlowRoute(try Route("support.chat", "support/chat/:topic", owner: "Support"), policy: chat) { request, context in
            ChatCoordinator(topic: request.parameters["topic"] ?? "", navigator: context.navigator)
        })

        hub.sceneOpener = RecordingOpener()
        hub.register(navigator: mainNavigator)
        hub.register(navigator: supportNavigator, scene: "support-1", kind: "support")
        hub.activate(scene: .main)

        let chatSession = hub.start(url: "nuapp://support/chat/cards", source: .pushNotification)
        let card = hub.start(url: "nuapp://card/7/block", source: .pushNotification)
        let named = hub.start(url: "nuapp://card/7/block", in: .scene("support-1"))
        await chatSession.reach("started")
        await card.reach("started")
        await named.reach("started")
        #expect(hub.scene(of: chatSession) == "support-1" && hub.scene(of: card) == .main && hub.scene(of: named) == "support-1")
        #expect(supportNavigator.flowScreens == 2 && mainNavigator.flowScreens == 1)

        hub.unregister(scene: "support-1")
        #expect(chatSession.state == .completed(.closedByUser) && named.state == .completed(.closedByUser))
        #expect(card.state.name == "started")
    }
}

import Foundation
import Testing
@_spi(Inspection) @_spi(Tooling) import Waypoint

@Suite @MainActor struct SceneRoutingTests {
    @Test func anAppWithOneWindowKeepsRegisteringItsNavigatorAsTheMainWindow() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID")
        #expect(fixture.hub.scenes.map(\.id) == [.main] && fixture.hub.scenes.map(\.kind) == [.main])
        #expect(fixture.hub.activeScene == .main && fixture.hub.navigator === fixture.navigator)
        let session = fixture.hub.start(url: "nuapp://card/1")
        await session.reach("started")
        #expect(fixture.hub.scene(of: session) == .main)
        #expect(fixture.navigator.flowScreens == 1)
    }

    @Test func aLinkGoesToTheWindowTheHostReportedActiveLast() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID")
        let second = fixture.openWindow("second")
        #expect(fixture.hub.activeScene == "second", "a window that connects comes to the front")
        fixture.hub.activate(scene: .main)
        let first = fixture.hub.start(url: "nuapp://card/1")
        await first.reach("started")
        fixture.hub.activate(scene: "second")
        let other = fixture.hub.start(url: "nuapp://card/2")
        await other.reach("started")
        #expect(fixture.navigator.flowScreens == 1 && second.flowScreens == 1)
        #expect(fixture.hub.scene(of: other) == "second")
        #expect(fixture.hub.activeSessions(in: "second").map(\.id) == [other.id] && fixture.hub.activeSessions(in: .main).map(\.id) == [first.id])
    }

    @Test func aRoutePinnedToAKindOpensInThatWindowWhicheverIsActive() async throws {
        let fixture = HubFixture()
        try fixture.route("chat", "support/chat", policy: placed(.kind("support")))
        let support = fixture.openWindow("support-1", kind: "support")
        fixture.hub.activate(scene: .main)
        let session = fixture.hub.start(url: "nuapp://support/chat")
        await session.reach("started")
        #expect(support.flowScreens == 1 && fixture.navigator.flowScreens == 0)
    }

    @Test func aRequestNamingItsWindowOverridesTheRoutesPlacement() async throws {
        let fixture = HubFixture()
        try fixture.route("chat", "support/chat", policy: placed(.kind("support")))
        _ = fixture.openWindow("support-1", kind: "support")
        let session = fixture.hub.start(url: "nuapp://support/chat", in: .scene(.main))
        await session.reach("started")
        #expect(fixture.navigator.flowScreens == 1)
        let missing = fixture.hub.start(url: "nuapp://support/chat", in: .scene("closed"))
        #expect(missing.error?.kind == .noScene)
        #expect(missing.error?.description == "`nuapp://support/chat` (in-app): noScene: window closed is not open")
    }

    @Test func aURLValueNamesItsWindowAsAStringDoes() async throws {
        let fixture = HubFixture()
        try fixture.route("chat", "support/chat", policy: placed(.kind("support")))
        let support = fixture.openWindow("support-1", kind: "support")
        let url = try #require(URL(string: "nuapp://support/chat"))
        let session = fixture.hub.start(url: url, in: .scene(.main))
        await session.reach("started")
        #expect(fixture.navigator.flowScreens == 1 && support.flowScreens == 0)
        let missing = fixture.hub.start(url: url, source: .pushNotification, in: .scene("closed"))
        #expect(missing.error?.kind == .noScene)
    }

    @Test func aKindWithNoWindowAsksTheOpenerAndTheLinkRunsWhenTheWindowConnects() async throws {
        let fixture = HubFixture()
        let opener = RecordingOpener()
        fixture.hub.sceneOpener = opener
        try fixture.route("chat", "support/chat", policy: placed(.kind("support")))
        var queued: [String] = []
        let logging = fixture.hub.onEvent { event in
            if case .queued(let queue) = event.kind { queued.append("\(queue)") }
        }
        let session = fixture.hub.start(url: "nuapp://support/chat")
        #expect(opener.opened == ["support"])
        #expect(queued == ["until a support window opens"])
        #expect(session.state.name == "preparing")
        let support = fixture.openWindow("support-1", kind: "support")
        await session.reach("started")
        #expect(support.flowScreens == 1)
        let again = fixture.hub.start(url: "nuapp://support/chat")
        await again.reach("started")
        #expect(opener.opened == ["support"], "the open window of the kind takes the next link")
        logging.cancel()
    }

    @Test func aNewWindowRouteOpensAWindowPerLink() async throws {
        let fixture = HubFixture()
        let opener = RecordingOpener()
        fixture.hub.sceneOpener = opener
        try fixture.route("statement", "statements/:id", parameters: ["id": .int], policy: placed(.newWindow("document")))
        let first = fixture.hub.start(url: "nuapp://statements/1")
        let second = fixture.hub.start(url: "nuapp://statements/2")
        #expect(opener.opened == ["document", "document"])
        let one = fixture.openWindow("doc-1", kind: "document")
        let two = fixture.openWindow("doc-2", kind: "document")
        await first.reach("started")
        await second.reach("started")
        #expect(fixture.hub.scene(of: first) == "doc-1" && fixture.hub.scene(of: second) == "doc-2")
        #expect(one.flowScreens == 1 && two.flowScreens == 1)
    }

    @Test func withoutAnOpenerALinkForAMissingKindFailsWithATypedError() throws {
        let fixture = HubFixture()
        try fixture.route("chat", "support/chat", policy: placed(.kind("support")))
        let session = fixture.hub.start(url: "nuapp://support/chat")
        #expect(session.error?.kind == .noScene)
        #expect(session.error?.reason == "it needs a support window and the hub has no scene opener to open one")
        #expect(fixture.flows.isEmpty)
    }

    @Test func aPlatformThatRefusesTheWindowFailsTheLinksWaitingForIt() throws {
        let fixture = HubFixture()
        let opener = RecordingOpener()
        fixture.hub.sceneOpener = opener
        try fixture.route("chat", "support/chat", policy: placed(.kind("support")))
        let session = fixture.hub.start(url: "nuapp://support/chat")
        opener.refuse("one window on this device")
        #expect(session.error?.kind == .noScene)
        #expect(session.error?.reason == "the platform did not open a support window: one window on this device")
        #expect(fixture.hub.activeSessions().isEmpty)
    }

    @Test func linksBeforeAnyWindowArePlacedWhenTheFirstWindowConnects() async throws {
        let fixture = HubFixture(registersNavigator: false)
        try fixture.route("card", "card/:cardID")
        try fixture.route("chat", "support/chat", policy: placed(.kind("support")))
        let card = fixture.hub.start(url: "nuapp://card/1")
        let chat = fixture.hub.start(url: "nuapp://support/chat")
        fixture.hub.register(navigator: fixture.navigator)
        await card.reach("started")
        #expect(fixture.hub.scene(of: card) == .main)
        #expect(chat.error?.kind == .noScene, "the first window is not a support window and nothing can open one")
    }

    @Test func eventsNameTheWindowTheirSessionWasPlacedIn() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID")
        _ = fixture.openWindow("second")
        var lines: [String] = []
        let logging = fixture.hub.onEvent { event in lines.append("\(event)") }
        let session = fixture.hub.start(url: "nuapp://card/1")
        await session.reach("started")
        #expect(lines.first == "#1 nuapp://card/1: requested", "not placed yet")
        #expect(lines.contains("#1 [second] nuapp://card/1: state started"))
        fixture.hub.activate(scene: .main)
        let main = fixture.hub.start(url: "nuapp://card/2")
        await main.reach("started")
        #expect(lines.contains("#2 nuapp://card/2: state started"), "the main window is not named")
        logging.cancel()
    }

    @Test func theFlowsContextNamesItsWindow() async throws {
        let fixture = HubFixture()
        let scenes = SharedBox<[SceneID]>([])
        try fixture.hub.register(FlowRoute(try Route("here", "here")) { request, context in
            scenes.value.append(context.scene)
            return ProbeFlow(id: FlowID("here\(request.session)"), navigator: context.navigator, request: request)
        })
        _ = fixture.openWindow("second")
        await fixture.hub.start(url: "nuapp://here").reach("started")
        #expect(scenes.value == ["second"])
    }
}

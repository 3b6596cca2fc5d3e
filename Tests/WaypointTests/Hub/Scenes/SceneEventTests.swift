import Testing
import Waypoint
@_spi(HostAuthoring) import WaypointNavigation

/// The hub driven by what UIKit's scene delegate and SwiftUI's scene phase report, in the orders
/// the platforms report them.
@Suite @MainActor struct SceneEventTests {
    private func window() -> Navigator {
        let navigator = Navigator(host: InMemoryHost())
        try! navigator.execute(.setRoot(.stack([navigator.makeScreen(ProbeScreen.home, owner: .app)])))
        return navigator
    }

    @Test func uikitAWindowOpenedForALinkConnectsWithTheLinksActivityTypeAndTheLinkRunsInIt() async throws {
        // requestSceneSessionActivation → scene(_:willConnectTo:options:) with the activity →
        // sceneDidBecomeActive(_:)
        let fixture = HubFixture(registersNavigator: false)
        let opener = RecordingOpener()
        fixture.hub.sceneOpener = opener
        try fixture.route("chat", "support/chat", policy: placed(.kind("support")))
        fixture.hub.handle(
            .connected(.main, navigator: fixture.navigator, activityType: nil, defaultKind: .main, opener: nil))
        fixture.hub.handle(.phaseChanged(.main, isActive: true))
        let session = fixture.hub.start(url: "nuapp://support/chat")
        #expect(opener.opened == ["support"])
        let support = window()
        fixture.hub.handle(.connected("S-2", navigator: support, activityType: "support", defaultKind: .main, opener: nil))
        fixture.hub.handle(.phaseChanged("S-2", isActive: true))
        await session.reach("started")
        #expect(fixture.hub.scene(of: session) == "S-2" && support.flowScreens == 1)
        #expect(fixture.hub.scenes.map(\.kind) == [.main, "support"])
    }

    @Test func uikitAWindowTheSystemDisconnectsEndsItsFlowsAndReconnectsWithNothingOfThem() async throws {
        // sceneDidDisconnect(_:) for a background window, later scene(_:willConnectTo:options:)
        // again for the same session
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID")
        fixture.hub.handle(.connected("S-2", navigator: window(), activityType: nil, defaultKind: .main, opener: nil))
        let session = fixture.hub.start(url: "nuapp://card/1")
        await session.reach("started")
        fixture.hub.handle(.phaseChanged(.main, isActive: true))
        fixture.hub.handle(.disconnected("S-2"))
        #expect(session.state == .completed(.closedByUser))
        let again = window()
        fixture.hub.handle(.connected("S-2", navigator: again, activityType: nil, defaultKind: .main, opener: nil))
        #expect(fixture.hub.activeSessions(in: "S-2").isEmpty && again.flowScreens == 0)
    }

    @Test func swiftuiTheFirstWindowInstallsItsOpenerAndLaterWindowsKeepIt() {
        // WindowGroup: the first window's root view appears, then a second window's
        let fixture = HubFixture(registersNavigator: false)
        let first = RecordingOpener()
        fixture.hub.handle(.connected("A", navigator: window(), activityType: nil, defaultKind: "main", opener: first))
        fixture.hub.handle(.connected("B", navigator: window(), activityType: nil, defaultKind: "main", opener: RecordingOpener()))
        #expect(fixture.hub.sceneOpener === first)
    }

    @Test func swiftuiOnOneWindowPlatformsNoOpenerIsInstalledAndPinnedLinksFail() throws {
        // supportsMultipleWindows is false (iPhone): the modifier passes no opener
        let fixture = HubFixture(registersNavigator: false)
        try fixture.route("chat", "support/chat", policy: placed(.kind("support")))
        fixture.hub.handle(.connected("A", navigator: fixture.navigator, activityType: nil, defaultKind: .main, opener: nil))
        #expect(fixture.hub.sceneOpener == nil)
        #expect(fixture.hub.start(url: "nuapp://support/chat").error?.kind == .noScene)
    }

    @Test func swiftuiAWindowLeavingTheForegroundStaysActiveUntilAnotherComesForward() async throws {
        // scenePhase: A .active → .inactive (the user drags B forward) → B .active
        let fixture = HubFixture(registersNavigator: false)
        try fixture.route("card", "card/:cardID")
        fixture.hub.handle(.connected("A", navigator: fixture.navigator, activityType: nil, defaultKind: .main, opener: nil))
        let b = window()
        fixture.hub.handle(.connected("B", navigator: b, activityType: nil, defaultKind: .main, opener: nil))
        fixture.hub.handle(.phaseChanged("A", isActive: true))
        fixture.hub.handle(.phaseChanged("A", isActive: false))
        #expect(fixture.hub.activeScene == "A")
        fixture.hub.handle(.phaseChanged("B", isActive: true))
        let session = fixture.hub.start(url: "nuapp://card/1")
        await session.reach("started")
        #expect(b.flowScreens == 1)
    }
}

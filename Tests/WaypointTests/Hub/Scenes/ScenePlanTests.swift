import Foundation
import Testing
@_spi(Inspection) import Waypoint

/// A dry run (`plan(for:)`) says what `start(url:)` does when routes are pinned to windows.
@Suite @MainActor struct ScenePlanTests {
    private func makeFixture() throws -> HubFixture {
        let fixture = HubFixture()
        try fixture.route("chat", "support/chat", policy: placed(.kind("support"), sources: [.inApp, .pushNotification]))
        try fixture.navigator.execute(.present(Modal(.sheet, .screen(fixture.navigator.makeScreen(ProbeScreen.home, owner: .app)))))
        return fixture
    }

    @Test func aSheetInTheMainWindowDoesNotMakeTheDryRunOfALinkForAnotherWindowWait() async throws {
        let fixture = try makeFixture()
        let support = fixture.openWindow("support-1", kind: "support")
        fixture.hub.activate(scene: .main)
        let plan = fixture.hub.plan(for: "nuapp://support/chat", source: .pushNotification)
        #expect(plan.outcome.description == "start chat")
        #expect(!plan.steps.contains { if case .busyScreen = $0 { true } else { false } })
        let session = fixture.hub.start(url: "nuapp://support/chat", source: .pushNotification)
        await session.reach("started")
        #expect(support.flowScreens == 1)
    }

    @Test func anOldURLTheBackendRedirectsOpensInTheWindowItsRouteShowsIn() async throws {
        let fixture = try makeFixture()
        try fixture.hub.loadOverrides(Data(#"{"version": 1, "redirects": [{"from": "chat", "to": "nuapp://support/chat"}]}"#.utf8))
        let support = fixture.openWindow("support-1", kind: "support")
        fixture.hub.activate(scene: .main)
        #expect(fixture.hub.plan(for: "nuapp://chat", source: .pushNotification).outcome.description == "start chat")
        let session = fixture.hub.start(url: "nuapp://chat", source: .pushNotification)
        await session.reach("started")
        #expect(fixture.hub.scene(of: session) == "support-1")
        #expect(support.flowScreens == 1 && fixture.navigator.flowScreens == 0)
    }

    @Test func theDryRunOfALinkForAWindowThatIsNotOpenSaysItWaitsForOneOrFails() throws {
        let fixture = try makeFixture()
        let plan = fixture.hub.plan(for: "nuapp://support/chat", source: .pushNotification)
        guard case .fail(let error) = plan.outcome else { Issue.record("expected a failure, got \(plan)"); return }
        #expect(error.kind == .noScene)
        #expect(fixture.hub.start(url: "nuapp://support/chat", source: .pushNotification).error?.kind == .noScene)
        fixture.hub.sceneOpener = RecordingOpener()
        #expect(fixture.hub.plan(for: "nuapp://support/chat", source: .pushNotification).outcome.description
            == "wait for a support window, then resolve again")
    }
}

import Testing
@_spi(HostAuthoring) import WaypointNavigation
import WaypointTestSupport

/// An embedded host between the app's own code and a navigator: what the app does on the
/// navigation controller it handed over reaches the navigator as the user's gestures would, and a
/// step the host may not take stops the navigator without a half-applied change.
@Suite @MainActor struct EmbeddedHostNavigatorTests {
    private func embeddedHost() -> PlatformScript {
        let host = PlatformScript()
        host.reader = HostReader(scope: .embeddedStack)
        return host
    }

    @Test func theAppsPopToRootOnTheEmbeddedStackEndsTheFlowsThatOwnedThePoppedScreens() async {
        let host = embeddedHost()
        let navigator = Navigator(host: host, state: NavigationState(root: .stack([screen(1), screen(2, owner: "account")])))
        await navigator.settle()
        #expect(host.placements == [.embeddedRoot])
        var changes: [NavigationChange] = []
        let subscription = navigator.onChange { changes.append($0) }
        // The app's coordinator calls popToRootViewController(animated:) on the tab it handed over.
        host.platform = HostSnapshot(root: .stack([Screen.ID(1)]))
        host.deliver(.willShow(Screen.ID(1), in: HostAddress(chainIndex: 0)))
        host.deliver(.didShow(Screen.ID(1), in: HostAddress(chainIndex: 0)))
        #expect(changes.map(\.cause) == [.user])
        #expect(changes.map(\.gesture) == [.interactivePop(in: .root)])
        #expect(changes.first?.finishedOwners == ["account"])
        #expect(navigator.state == NavigationState(root: stack(1)))
        subscription.cancel()
    }

    @Test func aPushOverAControllerTheAppPushedStopsTheNavigatorAndTheStackKeepsWhatItShowed() async {
        let host = embeddedHost()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1)))
        await navigator.settle()
        // The app pushes its own help screen on the embedded navigation controller.
        host.platform = HostSnapshot(root: .stack([Screen.ID(1), nil]))
        host.deliver(.didShow(nil, in: HostAddress(chainIndex: 0)))
        #expect(host.readings == [.unchanged])
        navigator.push(Place.detail(2))
        await navigator.settle()
        #expect(navigator.hostFailure?.kind == .hostMismatch)
        #expect(navigator.shown == NavigationState(root: stack(1)))
        #expect(host.platform == HostSnapshot(root: .stack([Screen.ID(1), nil])))
    }
}

import Testing
@_spi(HostAuthoring) @_spi(Tooling) import WaypointNavigation

/// A host that keeps every completion, so a test can call one again, late.
@MainActor private final class RecordingHost: NavigationHost {
    var onUserGesture: (@MainActor (UserGesture) -> Void)?
    var asked: [HostStep] = []
    var completions: [@MainActor (HostStepOutcome) -> Void] = []

    func perform(_ step: HostStep, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        asked.append(step)
        completions.append(completion)
    }
}

@Suite @MainActor struct NavigatorStaleCompletionTests {
    @Test func aLateSecondCompletionOfAnOldStepDoesNotFinishTheStepInFlight() throws {
        let host = RecordingHost()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1)))
        host.completions[0](.completed)
        try navigator.execute(.push(screen(2)))
        try navigator.execute(.push(screen(3)))
        #expect(host.asked.count == 2)

        host.completions[0](.completed)
        #expect(host.asked.count == 2, "the push of #3 must wait for the push of #2")
        #expect(!navigator.isSettled)

        host.completions[1](.completed)
        #expect(host.asked.last == .push(screen(3), in: .root))
        host.completions[2](.completed)
        #expect(navigator.isSettled)
    }
}

import Testing
@_spi(HostAuthoring) import WaypointNavigation

/// A host that refuses every step, as a broken platform host might.
@MainActor private final class RefusingHost: NavigationHost {
    var onUserGesture: (@MainActor (UserGesture) -> Void)?
    var asked: [HostStep] = []

    func perform(_ step: HostStep, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        asked.append(step)
        do {
            _ = try NavigationState.empty.performing(.pop(in: .root))
        } catch {
            completion(.refused(error))
            return
        }
        completion(.completed)
    }
}

@Suite @MainActor struct NavigatorHostFailureTests {
    @Test func aRefusedStepStopsTheQueueWithoutLeavingAnybodyWaiting() async throws {
        let host = RefusingHost()
        let navigator = Navigator(host: host)
        try navigator.execute(.setRoot(stack(1)))
        await navigator.settle()
        #expect(navigator.hostFailure?.kind == .containerNotFound)
        #expect(navigator.state == NavigationState(root: stack(1)))
        #expect(navigator.shown == .empty)
        #expect(host.asked == [.setRoot(stack(1))])
    }

    @Test func theNextChangeRetriesFromWhatTheHostShows() throws {
        let host = RefusingHost()
        let navigator = Navigator(host: host)
        try navigator.execute(.setRoot(stack(1)))
        try navigator.execute(.push(screen(2)))
        #expect(host.asked == [.setRoot(stack(1)), .setRoot(stack(1, 2))])
    }
}

import Testing
@_spi(HostAuthoring) import WaypointNavigation

/// A host that keeps the navigator it is told about, as the platform hosts do.
@MainActor private final class AttachingHost: NavigationHost {
    var onUserGesture: (@MainActor (UserGesture) -> Void)?
    weak var navigator: Navigator?
    private(set) var attachments = 0

    func perform(_ step: HostStep, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        completion(.completed)
    }

    func didAttach(to navigator: Navigator) {
        self.navigator = navigator
        attachments += 1
    }
}

@Suite @MainActor struct HostAttachmentTests {
    @Test func aHostLearnsOnceWhichNavigatorDrivesIt() {
        let host = AttachingHost()
        let navigator = Navigator(host: host)
        #expect(host.navigator === navigator)
        #expect(host.attachments == 1)
    }

    @Test func aHostThatIgnoresItsNavigatorStillWorks() async throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host)
        try navigator.execute(.setRoot(stack(1)))
        await navigator.settle()
        #expect(host.shown == NavigationState(root: stack(1)))
    }
}

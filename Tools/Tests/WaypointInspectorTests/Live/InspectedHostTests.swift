import Testing
import Waypoint
@_spi(HostAuthoring) import WaypointNavigation
import WaypointInspector

@Suite @MainActor struct InspectedHostTests {
    @Test func theWrapperReportsEveryStepAndGestureAndTheNavigatorStillFollowsTheHost() async throws {
        let memory = InMemoryHost()
        let host = InspectedHost(wrapping: memory)
        var reports: [String] = []
        let key = host.addObserver { category, text in reports.append("\(category): \(text)") }
        let navigator = Navigator(host: host)
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(Screens.home)])))
        try navigator.execute(.push(navigator.makeScreen(Screens.detail(1))))
        await navigator.settle()
        try memory.popInteractively()
        await navigator.settle()
        #expect(memory.performedSteps.count == 2)
        #expect(reports.filter { $0.hasPrefix("step: ") }.count == 2)
        #expect(reports.contains { $0.hasPrefix("gesture: ") })
        #expect(navigator.state.screens.map { "\($0.destination)" } == ["home"])
        host.removeObserver(key)
        try navigator.execute(.push(navigator.makeScreen(Screens.detail(2))))
        await navigator.settle()
        #expect(reports.filter { $0.hasPrefix("step: ") }.count == 2)
        #expect(memory.performedSteps.count == 3)
    }

    @Test func theWrappedHostGetsItsNavigatorAsWithoutTheInspector() {
        let attaching = AttachingHost()
        let navigator = Navigator(host: InspectedHost(wrapping: attaching))
        #expect(attaching.navigator === navigator)
    }
}

/// A host that keeps the navigator it is attached to, as the SwiftUI host does for its screens'
/// environment; it completes every step at once.
@MainActor private final class AttachingHost: NavigationHost {
    weak var navigator: Navigator?
    var onUserGesture: (@MainActor (UserGesture) -> Void)?
    func didAttach(to navigator: Navigator) { self.navigator = navigator }
    func perform(_ step: HostStep, completion: @escaping @MainActor (HostStepOutcome) -> Void) { completion(.completed) }
}

import Waypoint

/// The main flow once logged in: home as the root of a stack.
final class MainCoordinator: Coordinator<Never, Void> {
    init(navigator: Navigator) {
        super.init(navigator: navigator, id: "main")
    }

    override func start() async throws {
        try setRoot(Home.overview)
    }
}

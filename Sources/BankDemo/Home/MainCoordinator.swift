import Waypoint

/// A root flow once past the login: a home as the root of a stack (the full one, the guest's
/// or the offline one).
final class MainCoordinator: Coordinator<Never, Void> {
    private let home: Home

    init(navigator: Navigator, home: Home, id: FlowID) {
        self.home = home
        super.init(navigator: navigator, id: id)
    }

    override func start() async throws {
        try setRoot(home)
    }
}

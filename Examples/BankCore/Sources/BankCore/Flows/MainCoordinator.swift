import Waypoint

/// The main flow once logged in: home at the bottom of a stack. Flows opened by URL push and
/// present above it, each owning its own screens.
final class MainCoordinator: Coordinator<Never, Void> {
    init(navigator: Navigator) {
        super.init(navigator: navigator, id: "main")
    }

    override func start() async throws {
        try setRoot(Home.overview)
    }
}

/// Restored after a relaunch by its kind's restorer (`Bank+Restoration.swift`): home is its only screen.
extension MainCoordinator: RestorableFlow {
    var restorationKind: String { "main" }
}

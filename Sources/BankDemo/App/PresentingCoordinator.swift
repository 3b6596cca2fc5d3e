import Waypoint

/// A flow of one sheet: help pages, web pages, internal tools.
final class PresentingCoordinator: Coordinator<Never, Void> {
    let destination: any Destination

    init(navigator: Navigator, destination: some Destination, id: FlowID) {
        self.destination = destination
        super.init(navigator: navigator, id: id)
    }

    override func start() async throws {
        try present(AnyDestination(destination), style: .sheet)
    }
}

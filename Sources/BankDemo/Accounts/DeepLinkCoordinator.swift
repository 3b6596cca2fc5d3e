import Waypoint

/// Opens one deep link: keeps what is already on screen, builds only the missing screens, and
/// owns the screens it built.
final class DeepLinkCoordinator: Coordinator<Never, Void> {
    let link: DeepLink
    private(set) var resolution: DeepLinkResolution?

    init(navigator: Navigator, link: DeepLink, id: FlowID) {
        self.link = link
        super.init(navigator: navigator, id: id)
    }

    override func start() async throws {
        resolution = try open(link)
    }
}

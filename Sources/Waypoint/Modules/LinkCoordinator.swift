/// The flow of a link route (``ModuleRegistration/link(_:policy:to:)``): opens its link and owns
/// the screens it built, so it ends when the user leaves them.
final class LinkCoordinator: Coordinator<Never, Void> {
    private let link: DeepLink

    init(link: DeepLink, navigator: Navigator) {
        self.link = link
        super.init(navigator: navigator)
    }

    override func start() async throws {
        try open(link)
    }
}

import Waypoint

/// Opens one link to an account (DNB's deep links): keeps what is already on screen, builds only
/// the missing screens, and owns the screens it built. When Back has removed the last of them
/// the flow ends, its session completes as closed by the user, and it is released.
final class AccountLinkCoordinator: Coordinator<Never, Void> {
    private let link: DeepLink

    init(navigator: Navigator, link: DeepLink, id: FlowID) {
        self.link = link
        super.init(navigator: navigator, id: id)
    }

    override func start() async throws {
        try open(link)
    }
}

/// Restored after a relaunch by its kind's restorer (`Bank+Restoration.swift`): the last screen names the account.
extension AccountLinkCoordinator: RestorableFlow {
    var restorationKind: FlowKind { "accounts.link" }
}

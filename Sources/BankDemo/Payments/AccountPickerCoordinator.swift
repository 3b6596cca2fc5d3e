import Waypoint

/// A child flow: a sheet listing the user's accounts; it finishes with the chosen account's id,
/// which its parent receives typed.
final class AccountPickerCoordinator: Coordinator<Never, Int> {
    init(navigator: Navigator) {
        super.init(navigator: navigator, id: "account-picker")
    }

    override func start() async throws {
        try present(Payments.pickAccount, style: .sheet)
    }

    /// The user taps an account.
    func pick(_ accountID: Int) { finish(accountID) }
}

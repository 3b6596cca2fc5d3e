import Waypoint

/// A transfer: runs the account picker as a child coordinator and gets the account back typed,
/// then locks the hub while the user confirms, so that no push notification opens a screen on
/// top of the confirmation.
final class TransferCoordinator: Coordinator<Never, String> {
    private let hub: RoutingHub
    private var lock: NavigationSubscription?
    private var amount = 0
    private(set) var fromAccount: Int?
    /// The running picker, for the script to tap in.
    private(set) weak var picker: AccountPickerCoordinator?

    init(navigator: Navigator, hub: RoutingHub, id: FlowID) {
        self.hub = hub
        super.init(navigator: navigator, id: id)
    }

    override func start() async throws {
        try push(Payments.transfer)
    }

    /// Runs the account picker and waits for the account it returns.
    func chooseAccount() async throws(FlowError) -> Int {
        let picker = AccountPickerCoordinator(navigator: navigator)
        self.picker = picker
        let account = try await run(picker)
        fromAccount = account
        return account
    }

    /// Shows the confirmation; the screen is busy until ``approve()``.
    func confirm(amount: Int) throws(FlowError) {
        self.amount = amount
        lock = hub.lock(reason: "confirming a transfer")
        try push(Payments.confirm(amount: amount))
    }

    /// The user approves: the money goes, and so does the lock.
    func approve() {
        lock?.cancel()
        lock = nil
    }

    /// The user closes the transfer: the flow ends with its screens.
    func done() {
        finish("sent \(amount) from account \(fromAccount.map(String.init) ?? "?")")
    }
}

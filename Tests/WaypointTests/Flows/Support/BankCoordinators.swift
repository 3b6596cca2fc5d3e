import Waypoint

/// The app's home: the root stack.
final class HomeCoordinator: Coordinator<Never, Void> {
    override func start() async throws {
        try setRoot(Bank.home)
    }
}

/// Pushes the payments screen then the pay screen; produces status text, finishes with the amount.
final class PayCoordinator: Coordinator<String, Int> {
    override func start() async throws {
        try push(Bank.payments)
        try push(Bank.pay)
    }

    func confirm(_ amount: Int) {
        emit("confirmed \(amount)")
        finish(amount)
    }
}

/// Presents the transfer sheet; `enter` pushes the confirmation inside it.
final class TransferCoordinator: Coordinator<Never, Int> {
    let style: Modal.Style
    private var amount = 0

    init(navigator: Navigator, style: Modal.Style = .sheet) {
        self.style = style
        super.init(navigator: navigator)
    }

    override func start() async throws {
        try present(Bank.transfer, style: style)
    }

    func enter(_ amount: Int) throws {
        self.amount = amount
        try push(Bank.transferConfirm(amount: amount))
    }

    func confirm() { finish(amount) }
}

/// Pushes one account's detail.
final class AccountCoordinator: Coordinator<Never, Void> {
    let accountID: Int

    init(navigator: Navigator, accountID: Int) {
        self.accountID = accountID
        super.init(navigator: navigator)
    }

    override func start() async throws {
        try push(Bank.account(accountID))
    }
}

/// Pushes payments and pending payments.
final class PendingPaymentsCoordinator: Coordinator<Never, Void> {
    override func start() async throws {
        try push(Bank.payments)
        try push(Bank.pendingPayments)
    }
}

/// A coordinator whose start is a script, for edge cases.
final class ScriptedCoordinator: Coordinator<Int, String> {
    let script: @MainActor (ScriptedCoordinator) async throws -> Void

    init(navigator: Navigator, script: @escaping @MainActor (ScriptedCoordinator) async throws -> Void) {
        self.script = script
        super.init(navigator: navigator)
    }

    override func start() async throws {
        try await script(self)
    }
}

@MainActor func makeBankNavigator(timing: InMemoryHost.Timing = .immediate) -> (Navigator, InMemoryHost) {
    let host = InMemoryHost(timing: timing)
    return (Navigator(host: host), host)
}

@MainActor func startedHome(_ navigator: Navigator) async -> HomeCoordinator {
    let home = HomeCoordinator(navigator: navigator)
    await home.launch()
    return home
}

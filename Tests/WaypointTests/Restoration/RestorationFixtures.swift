import Foundation
@_spi(Tooling) import Waypoint

/// Home: the root; starts a transfer as its child and records the transfer's result.
final class RestorableHome: Coordinator<Never, Void>, RestorableFlow {
    var restorationKind: String { "home" }
    private(set) var transfers: [String] = []

    override func start() async throws {
        try setRoot(Bank.home)
    }

    /// Starts the transfer child; returns once its sheet is on display.
    func startTransfer() async throws -> RestorableTransfer {
        let transfer = RestorableTransfer(navigator: navigator)
        try await launch(transfer)
        awaitResult(transfer)
        return transfer
    }

    func didRestore(child: any RunningFlow) {
        guard let transfer = child as? RestorableTransfer else { return }
        awaitResult(transfer)
    }

    private func awaitResult(_ transfer: RestorableTransfer) {
        Task {
            switch await transfer.ended() {
            case .finished(let amount): transfers.append("sent \(amount)")
            case .cancelled: transfers.append("cancelled")
            case .failed(let error): transfers.append("failed: \(error)")
            case .started, .produced: break
            }
        }
    }
}

/// The transfer sheet: the amount screen, then the confirmation; rebuilt from its screens.
final class RestorableTransfer: Coordinator<Never, Int>, RestorableFlow {
    var restorationKind: String { "transfer" }
    private(set) var amount: Int?

    init(navigator: Navigator, amount: Int? = nil, id: FlowID? = nil) {
        self.amount = amount
        super.init(navigator: navigator, id: id)
    }

    override func start() async throws {
        try present(Bank.transfer, style: .sheet)
    }

    func enter(_ amount: Int) throws {
        self.amount = amount
        try push(Bank.transferConfirm(amount: amount))
    }

    func confirm() {
        finish(amount ?? 0)
    }
}

/// A flow that is not restorable.
final class PlainPayments: Coordinator<Never, Void> {
    override func start() async throws {
        try push(Bank.payments)
    }
}

/// A state-machine flow whose run restores itself: amount, then confirmation in a sheet.
struct SendFlow: Flow, Codable {
    enum State: Hashable, Sendable, Codable { case start, amount(Int), confirmed(Int) }
    enum Step: Hashable, Sendable { case chooseAmount, confirm(Int) }

    var recipient: String

    var initialState: State { .start }

    func nextStep(_ state: State) -> FlowNext<Step, String> {
        switch state {
        case .start: .step(.chooseAmount)
        case .amount(let amount): .step(.confirm(amount))
        case .confirmed(let amount): .finish("sent \(amount) to \(recipient)")
        }
    }
}

/// Shows SendFlow's steps; its closures are what the screens' buttons would call.
@MainActor final class SendPerformer: FlowPerformer {
    private(set) var choose: ((Int) -> Void)?
    private(set) var confirm: (() -> Void)?
    /// Performs `.confirm` with this destination instead of the right one (a changed app).
    var confirmDestination: ((Int) -> Bank)?

    func perform(_ step: SendFlow.Step, in context: FlowStepContext<SendFlow>) async throws {
        switch step {
        case .chooseAmount:
            try context.push(Bank.transfer)
            choose = { amount in context.advance(to: .amount(amount)) }
        case .confirm(let amount):
            try context.push(confirmDestination?(amount) ?? Bank.transferConfirm(amount: amount))
            confirm = { context.advance(to: .confirmed(amount)) }
        }
    }
}

/// A generic restorable flow for generated states: rebuilt with its saved id.
final class GeneratedFlow: Coordinator<Never, Void>, RestorableFlow {
    var restorationKind: String { "generated" }
}

struct RestorerRefused: Error, CustomStringConvertible {
    var description: String { "the restorer refused" }
}

@MainActor func bankRestorer(failing: Set<String> = [], performer: SendPerformer = SendPerformer()) -> NavigationRestorer {
    var restorer = NavigationRestorer(destinations: DestinationRegistry(Bank.self))
    restorer.register("home") { restoration in
        if failing.contains("home") { throw RestorerRefused() }
        return RestorableHome(navigator: restoration.navigator, id: restoration.savedID)
    }
    restorer.register("transfer") { restoration in
        var amount: Int?
        if case .transferConfirm(let confirmed) = restoration.screens.last?.destination.as(Bank.self) { amount = confirmed }
        return RestorableTransfer(navigator: restoration.navigator, amount: amount, id: restoration.savedID)
    }
    restorer.register("generated") { restoration in GeneratedFlow(navigator: restoration.navigator, id: restoration.savedID) }
    restorer.register(SendFlow.self) { _, _ in performer }
    return restorer
}

/// A relaunched app: a new host and navigator, restored from `data`.
@MainActor func relaunch(
    _ data: Data, restorer: NavigationRestorer = bankRestorer()
) async throws -> (Navigator, InMemoryHost, RestorationReport) {
    let host = InMemoryHost()
    let navigator = Navigator(host: host)
    let report = try await restorer.restore(data, into: navigator)
    await navigator.settle()
    return (navigator, host, report)
}

/// Lets the tasks that wait for flows' results run.
@MainActor func drain() async {
    for _ in 0..<50 { await Task.yield() }
}

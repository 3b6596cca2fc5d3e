import Waypoint

/// A root flow once past the login: a home as the root of a stack (the full one, the guest's or
/// the offline one). It orders products through the product-details flow, run as its child, and
/// remembers each order.
final class MainCoordinator: Coordinator<Never, Void> {
    private let home: Home
    /// The home it shows, in words (`overview`, `guest`, `offline`).
    var homeName: String { "\(home)" }
    /// The results of the order flows it ran, oldest first.
    private(set) var orders: [String] = []
    /// Makes the performer of each product-details run (the app keeps it to drive the screens).
    private let makePerformer: @MainActor () -> ProductPerformer

    init(navigator: Navigator, home: Home, id: FlowID, makePerformer: @escaping @MainActor () -> ProductPerformer) {
        self.home = home
        self.makePerformer = makePerformer
        super.init(navigator: navigator, id: id)
    }

    override func start() async throws {
        try setRoot(home)
    }

    /// Runs the product-details flow for `productID` as a child; returns once its first screen shows.
    func orderProduct(_ productID: Int) async throws {
        let run = FlowRun(
            ProductDetailsFlow(productID: productID), performer: makePerformer(), navigator: navigator,
            id: FlowID("invest.order(\(productID))"))
        try await launch(run)
        awaitOrder(run)
    }

    private func awaitOrder(_ run: FlowRun<ProductDetailsFlow>) {
        Task { [weak self] in
            let event = await run.ended()
            guard let self else { return }
            switch event {
            case .finished(let order): orders.append(order)
            case .failed(let error): orders.append("failed: \(error)")
            case .cancelled: orders.append("cancelled")
            case .started, .produced: break
            }
        }
    }
}

/// Rebuilt from nothing but its kind; a restored order run is awaited again like one it started.
extension MainCoordinator: RestorableFlow {
    var restorationKind: String { "main" }

    func didRestore(child: any RunningFlow) {
        if let run = child as? FlowRun<ProductDetailsFlow> { awaitOrder(run) }
    }
}

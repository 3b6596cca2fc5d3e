import Waypoint

/// Blocks or unblocks a card: presents the card's sheet, wires its controller, and reports each
/// status the user sets. Lives as long as its sheet — swipe it down and it is gone.
final class CardBlockCoordinator: Coordinator<CardStatus, CardStatus> {
    let cardID: Int
    private let service: CardService
    private(set) var viewController: CardViewController?
    private var controller: CardController?
    private var lastStatus: CardStatus = .active

    init(navigator: Navigator, cardID: Int, service: CardService, session: RoutingSession.ID) {
        self.cardID = cardID
        self.service = service
        super.init(navigator: navigator, id: FlowID("cards.block(\(cardID))\(session)"))
    }

    /// A flow restored on its sheet after a relaunch, wired at once (no `start()`).
    init(restoringOn navigator: Navigator, cardID: Int, service: CardService, id: FlowID) {
        self.cardID = cardID
        self.service = service
        super.init(navigator: navigator, id: id)
        wire()
    }

    override func start() async throws {
        wire()
        try present(Cards.block(id: cardID), style: .sheet)
    }

    /// Modules factory: the screen and its controller, wired before the sheet appears.
    private func wire() {
        let viewController = CardViewController()
        let controller = CardController(cardID: cardID, service: service)
        controller.onStatusChange = { [weak self] status in
            self?.lastStatus = status
            self?.emit(status)
        }
        controller.bind(viewController)
        self.viewController = viewController
        self.controller = controller
    }

    /// The user taps "Done": the flow ends with the card's status and its sheet goes away.
    func done() {
        finish(lastStatus)
    }
}

/// Rebuilt from its sheet's destination, `Cards.block(id:)`.
extension CardBlockCoordinator: RestorableFlow {
    var restorationKind: String { "cards.block" }
}

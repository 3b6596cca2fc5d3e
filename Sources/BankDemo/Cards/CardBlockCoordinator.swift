import Waypoint

/// Blocks or unblocks a card: presents the card's sheet, wires its controller, and reports each
/// status the user sets. Lives as long as its sheet — swipe it down and it is gone.
final class CardBlockCoordinator: Coordinator<CardStatus, CardStatus> {
    let cardID: Int
    private let service: CardService
    private(set) var viewController: CardViewController?
    private var controller: CardController?
    private var lastStatus: CardStatus = .active

    init(navigator: Navigator, cardID: Int, service: CardService, session: RoutingSessionID) {
        self.cardID = cardID
        self.service = service
        super.init(navigator: navigator, id: FlowID("cards.block(\(cardID))\(session)"))
    }

    override func start() async throws {
        // Modules factory: the screen and its controller, wired before the sheet appears.
        let viewController = CardViewController()
        let controller = CardController(cardID: cardID, service: service)
        controller.onStatusChange = { [weak self] status in
            self?.lastStatus = status
            self?.emit(status)
        }
        controller.bind(viewController)
        self.viewController = viewController
        self.controller = controller
        try present(Cards.block(id: cardID), style: .sheet)
    }

    /// The user taps "Done": the flow ends with the card's status and its sheet goes away.
    func done() {
        finish(lastStatus)
    }
}

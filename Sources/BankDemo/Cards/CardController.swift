/// The card screen's logic (Nubank's *Controller*): subscribes to the card's status, maps it to
/// a ``CardViewModel`` for the view controller, and maps the user's actions to domain calls.
@MainActor
final class CardController {
    private let cardID: Int
    private let service: CardService
    private var tasks: [Task<Void, Never>] = []
    private var status: CardStatus?
    /// Called with each status after the user changed it (the flow reports it to its starter).
    var onStatusChange: ((CardStatus) -> Void)?

    init(cardID: Int, service: CardService) {
        self.cardID = cardID
        self.service = service
    }

    deinit {
        for task in tasks { task.cancel() }
    }

    /// Wires the view controller: status stream → view models, user actions → domain calls.
    func bind(_ viewController: CardViewController) {
        let cardID = cardID
        let service = service
        tasks.append(Task { [weak self, weak viewController] in
            for await status in await service.status(of: cardID) {
                guard let self, let viewController else { return }
                let changed = self.status != nil && self.status != status
                self.status = status
                viewController.bind(CardViewModel(status: status))
                if changed { self.onStatusChange?(status) }
            }
        })
        let actions = viewController.actions
        tasks.append(Task { [weak self] in
            for await action in actions {
                guard let self else { return }
                switch action {
                case .toggleCardStatus:
                    await service.setStatus((self.status ?? .active).toggled, of: cardID)
                }
            }
        })
    }
}

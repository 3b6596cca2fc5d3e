import Waypoint

/// Blocks or unblocks a card in a sheet (Nubank's card screen). It owns the sheet and the sheet's
/// controller, emits each status the user sets (the session's `produced`), and finishes with the
/// last one on "Done". When the user pulls the sheet down instead, the flow ends as closed by the
/// user and is released.
final class CardBlockCoordinator: Coordinator<CardStatus, CardStatus> {
    /// What the sheet binds.
    let controller: CardController

    init(navigator: Navigator, cardID: Int, service: CardService, id: FlowID) {
        controller = CardController(cardID: cardID, service: service)
        super.init(navigator: navigator, id: id)
        controller.onStatusChange = { [weak self] status in self?.emit(status) }  // a restored flow too
    }

    override func start() async throws {
        try present(Cards.block(id: controller.cardID), style: .sheet)
    }

    /// The sheet's "Done".
    func done() {
        finish(controller.status ?? .active)
    }
}

/// Restored after a relaunch by its kind's restorer (`Bank+Restoration.swift`): the sheet names the card.
extension CardBlockCoordinator: RestorableFlow {
    var restorationKind: String { "cards.block" }
}

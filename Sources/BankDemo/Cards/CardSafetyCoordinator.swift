import Waypoint

/// A lost card: the card's safety options as a half-height sheet; an alert decides whether to
/// block it, a confirmation dialog offers a replacement, and a popover explains the limits.
final class CardSafetyCoordinator: Coordinator<CardStatus, CardStatus> {
    enum Block: Sendable { case block, keep }
    enum Replacement: Sendable { case order, later }

    let cardID: Int
    private let service: CardService
    private var status: CardStatus = .active

    init(navigator: Navigator, cardID: Int, service: CardService) {
        self.cardID = cardID
        self.service = service
        super.init(navigator: navigator, id: FlowID("cards.safety(\(cardID))"))
    }

    override func start() async throws {
        try present(Cards.safety(id: cardID), style: .sheet, detents: [.medium, .large])
    }

    /// "I lost my card": asks before blocking, then offers a replacement; returns what happened.
    func reportLost() async throws -> String {
        let block = try await alert(
            "Block card \(cardID)?", message: "Payments with it will be refused.",
            actions: [.destructive("Block", Block.block), .cancel("Keep", .keep)])
        guard block == .block else { return "kept the card" }
        await service.setStatus(.blocked, of: cardID)
        status = .blocked
        emit(.blocked)
        let replacement = try await alert(
            "Order a replacement?", style: .confirmationDialog,
            actions: [.default("Order a new card", Replacement.order), .cancel("Not now", .later)])
        return "blocked the card; replacement: \(replacement == .order ? "ordered" : "not now")"
    }

    /// The limits hint, pointing at the safety sheet.
    func showLimits() throws {
        try present(Cards.limits(id: cardID), style: .popover, detents: [.medium])
    }

    /// The user taps "Done".
    func done() {
        finish(status)
    }
}

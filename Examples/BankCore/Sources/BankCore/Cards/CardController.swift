/// The card sheet's logic (Nubank's controller): turns the card's status stream into
/// ``CardViewModel``s for the screen, and the screen's button into a service call. The screen —
/// a SwiftUI view or a view controller — only lays out what it is given.
@MainActor
public final class CardController {
    /// The card the sheet shows.
    public let cardID: Int
    private let service: CardService
    /// The last status the service reported.
    private(set) var status: CardStatus?
    /// Called with each status the user set (the flow emits it to whoever opened it).
    var onStatusChange: (@MainActor (CardStatus) -> Void)?

    init(cardID: Int, service: CardService) {
        self.cardID = cardID
        self.service = service
    }

    /// Calls `render` with the view model of the card's status, then after every change, until
    /// the calling task is cancelled (the screen went away).
    ///
    /// ```swift
    /// .task { await controller.bind { model = $0 } }
    /// ```
    public func bind(_ render: @MainActor (CardViewModel) -> Void) async {
        for await status in await service.status(of: cardID) {
            let changed = self.status != nil && self.status != status
            self.status = status
            render(CardViewModel(status: status))
            if changed { onStatusChange?(status) }
        }
    }

    /// The screen's button: blocks an active card, unblocks a blocked one.
    public func toggle() async {
        await service.setStatus((status ?? .active).toggled, of: cardID)
    }
}

/// What the card sheet shows for a status (Nubank's view model): a plain value the controller
/// computes and the screen lays out.
struct CardViewModel: Hashable, Sendable {
    var title: String
    var hint: String
    var buttonTitle: String
    /// An SF Symbol.
    var image: String

    init(status: CardStatus) {
        switch status {
        case .active:
            title = "Card active"
            hint = "Block it at once if you lose it."
            buttonTitle = "Block card"
            image = "creditcard"
        case .blocked:
            title = "Card blocked"
            hint = "Nobody can pay with it until you unblock it."
            buttonTitle = "Unblock card"
            image = "lock.fill"
        }
    }
}

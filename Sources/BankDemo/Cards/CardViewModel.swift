/// What the card screen shows, computed from the card's status (Nubank's *ViewModel*).
///
/// A plain `Equatable` value: the controller maps domain state to it, the view controller binds
/// it, and tests compare it.
struct CardViewModel: Hashable, Sendable {
    var title: String
    var buttonTitle: String
    var hint: String
    var image: String

    init(status: CardStatus) {
        switch status {
        case .active:
            title = "Card active"
            buttonTitle = "Block card"
            hint = "Block it at once if you lose it."
            image = "card.active"
        case .blocked:
            title = "Card blocked"
            buttonTitle = "Unblock card"
            hint = "Nobody can pay with it until you unblock it."
            image = "card.blocked"
        }
    }
}

/// What the card sheet shows for a status (Nubank's view model): a plain value the controller
/// computes and the screen lays out.
public struct CardViewModel: Hashable, Sendable {
    /// The headline, e.g. "Card active".
    public var title: String
    /// One sentence under the headline.
    public var hint: String
    /// The button's title: what it will do.
    public var buttonTitle: String
    /// An SF Symbol.
    public var image: String

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

/// Whether a card can be used (the domain state behind the block/unblock prototype).
enum CardStatus: String, Hashable, Sendable {
    case active
    case blocked

    var toggled: CardStatus { self == .active ? .blocked : .active }
}

/// Layout only (Nubank's *View*): places the view model's texts; on this headless host, as lines.
struct CardView {
    private(set) var lines: [String] = []

    mutating func layout(_ model: CardViewModel) {
        lines = ["[\(model.image)] \(model.title)", "  \(model.hint)", "  ( \(model.buttonTitle) )"]
    }
}

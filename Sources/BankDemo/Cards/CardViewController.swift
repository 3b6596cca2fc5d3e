/// The card screen (Nubank's *ViewController*): exposes the user's actions as a stream and binds
/// view models to its view. It holds no logic.
@MainActor
final class CardViewController {
    enum Action: Hashable, Sendable {
        case toggleCardStatus
    }

    let actions: AsyncStream<Action>
    private let actionSink: AsyncStream<Action>.Continuation
    private(set) var view = CardView()
    private(set) var boundModels: [CardViewModel] = []
    private var onBind: [(CardViewModel) -> Void] = []

    init() {
        (actions, actionSink) = AsyncStream<Action>.makeStream()
    }

    deinit {
        actionSink.finish()
    }

    func bind(_ model: CardViewModel) {
        boundModels.append(model)
        view.layout(model)
        for body in onBind { body(model) }
    }

    /// Calls `body` after every bind (the demo prints the screen; tests wait for it).
    func whenBound(_ body: @escaping (CardViewModel) -> Void) {
        onBind.append(body)
    }

    /// The user taps the button.
    func tapButton() {
        actionSink.yield(.toggleCardStatus)
    }
}

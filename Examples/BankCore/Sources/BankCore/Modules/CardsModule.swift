import Waypoint

/// The views of the cards module, given by the app: the card block sheet, which lays out what
/// its ``CardController`` produces.
///
/// ```swift
/// CardsScreens { controller, done in CardBlockView(controller: controller, done: done) }
/// ```
@MainActor
public struct CardsScreens<Content> {
    let block: @MainActor (CardController, @escaping @MainActor () -> Void) -> Content

    /// - Parameter block: The sheet of the card flow's controller; `done` finishes the flow.
    public init(block: @escaping @MainActor (_ controller: CardController, _ done: @escaping @MainActor () -> Void) -> Content) {
        self.block = block
    }
}

/// The cards module: the card block flow, in-app and from a push notification (never from
/// another app), and its sheet. The flow is created only when its route starts.
struct CardsModule<Content>: WaypointModule {
    let screens: CardsScreens<Content>
    let context: BankModuleContext

    func register(in module: inout ModuleRegistration<Content>) {
        let (cards, flows, reference, block) = (context.cards, context.flows, context.reference, screens.block)
        module.route(
            BlockCard.self,
            policy: RoutePolicy(
                allowedSources: [.inApp, .pushNotification], requiresAuthentication: true, whileBusy: .dismissAndContinue),
            shows: Cards.self
        ) { card, context in
            flows.track(
                CardBlockCoordinator(
                    navigator: context.navigator, cardID: card.cardID, service: cards, id: FlowID("cards.block\(context.request.session)")))
        }
        // The flow is found through the tracker, not the navigator: a restored flow is tracked
        // before its sheet is put back on display.
        module.screen(Cards.self) { _, screen in
            guard let bank = reference.bank, let controller = bank.cardController(for: screen) else { return nil }
            return block(controller) { bank.finishCardBlock(on: screen) }
        }
    }
}

/// `cards/42/block`: the card block sheet.
struct BlockCard: TypedRoute {
    static let declaration = Route.Declaration("cards.block", "cards/:cardID/block", owner: "Cards")
    var cardID: Int
}

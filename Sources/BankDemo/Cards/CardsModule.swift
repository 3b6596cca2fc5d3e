import Waypoint

/// The cards module: the card block flow, in-app and from a push notification (never from
/// another app), and the card screens its flows show. The flow is created only when its route
/// starts.
struct CardsModule: WaypointModule {
    let context: BankModuleContext

    func register(in module: inout ModuleRegistration<String>) {
        let cards = context.cards
        module.route(
            BlockCard.self,
            policy: RoutePolicy(
                allowedSources: [.inApp, .pushNotification], requiresAuthentication: true, whileBusy: .dismissAndContinue),
            shows: Cards.self
        ) { card, context in
            CardBlockCoordinator(navigator: context.navigator, cardID: card.cardID, service: cards, session: context.request.session)
        }
        module.screen(Cards.self) { card in
            switch card {
            case .card(let id): "Card \(id)"
            case .block(let id): "Block card \(id)"
            case .safety(let id): "Keep card \(id) safe"
            case .limits(let id): "Limits of card \(id)"
            }
        }
    }
}

/// `cards/42/block`: the card block sheet.
struct BlockCard: TypedRoute {
    static let declaration = Route.Declaration("cards.block", "cards/:cardID/block", owner: "Cards")
    var cardID: Int
}

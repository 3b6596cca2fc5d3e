import Waypoint

extension Bank {
    /// Every feature's routes, as each module would register them at run time. A flow is created
    /// only when its route starts.
    func registerRoutes() {
        let cards = cards
        let flows = flows
        do {
            // The card sheet: in-app and from a push notification, never from another app.
            try hub.register(
                FlowRoute(
                    try Route("cards.block", "cards/:cardID/block", parameters: ["cardID": .int], owner: "Cards"),
                    policy: RoutePolicy(
                        allowedSources: [.inApp, .pushNotification], requiresAuthentication: true,
                        whileBusy: .dismissAndContinue)
                ) { request, context in
                    let cardID = request.parameters.value("cardID", as: Int.self) ?? 0
                    return flows.track(
                        CardBlockCoordinator(
                            navigator: context.navigator, cardID: cardID, service: cards,
                            id: FlowID("cards.block\(context.session)")))
                })
            // An account, from anywhere: the deep link builds only the screens that are missing.
            try hub.register(
                LinkRoute(
                    try Route("accounts.detail", "accounts/:accountID", parameters: ["accountID": .int], owner: "Accounts"),
                    policy: RoutePolicy(
                        allowedSources: [.inApp, .pushNotification, .universalLink, .externalApp],
                        requiresAuthentication: true, whileBusy: .dismissAndContinue)
                ) { request in
                    request.parameters.value("accountID", as: Int.self).map { DeepLink(Accounts.detail(id: $0)) }
                })
        } catch {
            // The routes above are constants: a conflict here is a programming error.
            fatalError("The bank's routes are invalid: \(error)")
        }
    }
}

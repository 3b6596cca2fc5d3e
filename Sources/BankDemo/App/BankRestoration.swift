import Waypoint

/// How the bank restores a saved app: the `Codable` destination types the modules show (their
/// screens' registry knows them), and a restorer per flow kind.
@MainActor
enum BankRestoration {
    static func restorer(for app: BankApp) -> NavigationRestorer {
        var restorer = NavigationRestorer(destinations: app.screens.destinations)
        restorer.register("auth.login") { restoration in
            LoginCoordinator(navigator: restoration.navigator, session: app.session)
        }
        restorer.register("main") { restoration in
            // The guest's, the offline and the full main flow share the kind; the home tells them apart.
            MainCoordinator(
                navigator: restoration.navigator, home: restoration.destination(Home.self) ?? .overview, id: restoration.savedID,
                makePerformer: app.makeProductPerformer)
        }
        restorer.register("cards.block") { restoration in
            guard case .block(let cardID) = restoration.destination(Cards.self) else {
                throw DemoError("no card sheet among the flow's screens")
            }
            // Hub sessions count from #1 again in the new process: a restored flow gets an id
            // no new session can produce, and its screens' owner is renamed.
            return CardBlockCoordinator(
                restoringOn: restoration.navigator, cardID: cardID, service: app.cards, id: FlowID("cards.block(\(cardID))"))
        }
        restorer.register(ProductDetailsFlow.self) { _, _ in app.makeProductPerformer() }
        return restorer
    }
}

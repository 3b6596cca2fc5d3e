import Foundation
import Waypoint

/// Saving and restoring: the navigation with the flows owning it, and who was logged in (a real
/// app keeps a token in the keychain instead).
extension Bank {
    /// What to save when the app goes to the background, or `nil` when there is nothing to save.
    public func savedState() -> Data? {
        guard let navigation = try? navigator.restorationData() else { return nil }
        return try? JSONEncoder().encode(SavedBank(user: session.user, navigation: navigation))
    }

    /// Restores `data` into the navigator, which shows nothing yet; prints what was dropped.
    func restore(_ data: Data) async {
        guard let saved = try? JSONDecoder().decode(SavedBank.self, from: data) else { return }
        if let user = saved.user { session.logIn(as: user) }
        do {
            let report = try await restorer.restore(saved.navigation, into: navigator, app: app)
            print(report)
        } catch {
            print("not restored: \(error)")
        }
    }

    /// Each flow kind's restorer. Flows the hub started get ids no new hub session produces
    /// (sessions count from #1 again in a new process); their screens' owner is renamed.
    private var restorer: NavigationRestorer {
        var restorer = NavigationRestorer(destinations: destinations)
        let (session, flows, cards) = (session, flows, cards)
        restorer.register("login") { restoration in
            flows.track(LoginCoordinator(navigator: restoration.navigator, session: session))
        }
        restorer.register("main") { restoration in flows.track(MainCoordinator(navigator: restoration.navigator)) }
        restorer.register("cards.block") { restoration in
            guard case .block(let cardID) = restoration.destination(Cards.self) else { throw NotRestorable() }
            return flows.track(
                CardBlockCoordinator(navigator: restoration.navigator, cardID: cardID, service: cards, id: "cards.block(restored)"))
        }
        return restorer
    }
}

/// What the bank saves.
private struct SavedBank: Codable {
    var user: String?
    var navigation: Data
}

private struct NotRestorable: Error {}

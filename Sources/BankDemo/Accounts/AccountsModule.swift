import Waypoint

/// The accounts module: a link to an account, from inside the app, a push or a universal link,
/// builds only the screens that are missing (home → accounts → account), owned by the link's flow.
struct AccountsModule: WaypointModule {
    func register(in module: inout ModuleRegistration<String>) {
        // The hub checks the source, the constraint and the login; then the link keeps the
        // screens already on display and builds only the missing ones.
        module.link(
            AccountLink.self,
            policy: RoutePolicy(
                allowedSources: [.inApp, .pushNotification, .universalLink], requiresAuthentication: true,
                whileBusy: .dismissAndContinue, constraints: ["accountID": [.range(1...99_999)]])
        ) { link in Accounts.detail(id: link.accountID) }
        module.screen(Accounts.self) { accounts in
            switch accounts {
            case .list: "Your accounts"
            case .detail(let id): "Account \(id)"
            }
        }
    }
}

/// `accounts/7`: an account, from anywhere.
struct AccountLink: TypedRoute {
    static let declaration = Route.Declaration("accounts.detail", "accounts/:accountID", owner: "Accounts")
    var accountID: Int
}

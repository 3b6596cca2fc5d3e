import Waypoint

/// The views of the accounts module, given by the app: the list and one account.
///
/// ```swift
/// AccountsScreens(
///     list: { _, _ in AccountsView() },
///     detail: { id in AccountView(id: id) })
/// ```
@MainActor
public struct AccountsScreens<Content> {
    let list: @MainActor (Bank, Screen) -> Content
    let detail: @MainActor (Int) -> Content

    /// - Parameters:
    ///   - list: The accounts; a row pushes its account (`navigator.push(_:)`).
    ///   - detail: The account with this id.
    public init(
        list: @escaping @MainActor (_ bank: Bank, _ screen: Screen) -> Content,
        detail: @escaping @MainActor (_ id: Int) -> Content
    ) {
        self.list = list
        self.detail = detail
    }
}

/// The accounts module: a link to an account, from anywhere, builds only the screens that are
/// missing (home → accounts → account), owned by the link's flow.
struct AccountsModule<Content>: WaypointModule {
    let screens: AccountsScreens<Content>
    let context: BankModuleContext

    func register(in module: inout ModuleRegistration<Content>) {
        module.link(
            AccountLink.self,
            policy: RoutePolicy(
                allowedSources: [.inApp, .pushNotification, .universalLink, .externalApp],
                requiresAuthentication: true, whileBusy: .dismissAndContinue)
        ) { link in Accounts.detail(id: link.accountID) }
        let (list, detail, reference) = (screens.list, screens.detail, context.reference)
        module.screen(Accounts.self) { accounts, screen in
            switch accounts {
            case .list: reference.bank.map { list($0, screen) }
            case .detail(let id): detail(id)
            }
        }
    }
}

/// `accounts/7`: an account, from anywhere.
struct AccountLink: TypedRoute {
    static let declaration = Route.Declaration("accounts.detail", "accounts/:accountID", owner: "Accounts")
    var accountID: Int
}

import Waypoint

// Each product module declares its own destinations; nobody shares one giant enum. They are
// Codable so that a relaunch restores the screens showing them (BankRestoration).

/// The home module: the full home, and the homes of the guest and offline states.
enum Home: LinkableDestination, Codable {
    case overview
    case guest
    case offline
}

/// The accounts module. A link to an account rebuilds home → accounts → account.
enum Accounts: LinkableDestination, Codable {
    case list
    case detail(id: Int)

    var parent: (any Destination)? {
        switch self {
        case .list: Home.overview
        case .detail: Accounts.list
        }
    }

    /// In a split view the list is the content column; an account is a detail.
    var column: SplitColumns.Column? { self == .list ? .content : nil }

    /// An account's link, for sharing what is on screen (`hub.url(for:)`).
    func url(in table: RouteTable) -> String? {
        guard case .detail(let id) = self else { return nil }
        return try? AccountLink(accountID: id).url(in: table)
    }
}

/// The cards module. Blocking a card is a sheet above the card; the card's safety options are
/// a half-height sheet, and its limits a popover.
enum Cards: LinkableDestination, Codable {
    case card(id: Int)
    case block(id: Int)
    case safety(id: Int)
    case limits(id: Int)

    var parent: (any Destination)? {
        switch self {
        case .card: Home.overview
        case .block(let id), .safety(let id): Cards.card(id: id)
        case .limits(let id): Cards.safety(id: id)
        }
    }

    var presentation: DeepLink.Presentation {
        switch self {
        case .card: .push
        case .block, .safety: .present(.sheet)
        case .limits: .present(.popover)
        }
    }
}

/// The payments module: a transfer, the account picker it runs, and its confirmation.
enum Payments: Destination {
    case transfer
    case pickAccount
    case confirm(amount: Int)
}

/// The authorization module.
enum Auth: Destination, Codable {
    case login
}

/// The investments module: a product, and the related product it suggests.
enum Invest: Destination, Codable {
    case product(id: Int)
    case order(productID: Int)
}

/// Help pages.
enum Help: Destination, Codable {
    case topic(String)
    case web(String)
}

/// Internal tools that no link from outside the app may open.
enum Settings: Destination, Codable {
    case developer
}

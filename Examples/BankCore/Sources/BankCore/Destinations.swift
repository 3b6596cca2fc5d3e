import Waypoint

// Each feature module declares its own destinations; the navigation state stores them
// type-erased, and nobody shares one giant enum.

/// The authorisation module.
public enum Auth: Destination {
    case login
}

/// The home module: the bottom of the main flow's stack.
public enum Home: LinkableDestination {
    case overview
}

/// The accounts module. A link to an account builds home → accounts → account, keeping what is
/// already on screen.
public enum Accounts: LinkableDestination {
    case list
    case detail(id: Int)

    public var parent: (any Destination)? {
        switch self {
        case .list: Home.overview
        case .detail: Accounts.list
        }
    }
}

/// The cards module: blocking a card happens in a sheet.
public enum Cards: Destination {
    case block(id: Int)
}

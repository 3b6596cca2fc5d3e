import Waypoint

// Each feature module declares its own destinations; the navigation state stores them
// type-erased, and nobody shares one giant enum. They are `Codable`: a relaunch restores the
// screens showing them (`Bank+Restoration.swift`).

/// The authorization module.
public enum Auth: Destination, Codable {
    case login
}

/// The home module: the bottom of the main flow's stack.
public enum Home: LinkableDestination, Codable {
    case overview
}

/// The accounts module. A link to an account builds home → accounts → account, keeping what is
/// already on screen.
public enum Accounts: LinkableDestination, Codable {
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
public enum Cards: Destination, Codable {
    case block(id: Int)
}

import Waypoint

/// The DNB-like bank app used across the flow, coordinator and deep-link tests.
enum Bank: LinkableDestination, Codable {
    case home
    case accounts
    case account(id: Int, tab: String)
    case payments
    case pay
    case pendingPayments
    case transfer
    case transferConfirm(amount: Int)
    case login
    case onboarding

    static func account(_ id: Int) -> Bank { .account(id: id, tab: "overview") }

    var parent: (any Destination)? {
        switch self {
        case .home, .login, .onboarding: nil
        case .accounts, .payments: Bank.home
        case .account: Bank.accounts
        case .pay, .pendingPayments: Bank.payments
        case .transfer: Bank.home
        case .transferConfirm: Bank.transfer
        }
    }

    var presentation: DeepLink.Presentation {
        switch self {
        case .transfer: .present(.sheet)
        case .login: .present(.fullScreen)
        default: .push
        }
    }

    func matches(_ other: Bank) -> Bool {
        if case .account(let a, _) = self, case .account(let b, _) = other { return a == b }
        return self == other
    }

    /// The lists live in a split view's content column; everything else is a detail.
    var column: SplitColumns.Column? { self == .accounts || self == .payments ? .content : nil }
}

/// A destination type from another "module" that declares nothing about links.
struct HelpArticle: Destination {
    var slug: String
}

func bankStack(_ destinations: [Bank], from first: UInt64 = 1, owner: FlowID = .app) -> Container {
    .stack(destinations.enumerated().map { Screen(id: Screen.ID(first + UInt64($0.offset)), destination: $0.element, owner: owner) })
}

extension NavigationState {
    /// The destinations on display, level by level, for readable expectations.
    var destinationsByLevel: [[AnyDestination]] {
        func flatten(_ container: Container?) -> [AnyDestination] {
            switch container {
            case nil: []
            case .screen(let screen): [screen.destination]
            case .stack(let screens): screens.map(\.destination)
            case .tabs(let tabs, let selected): flatten(tabs[selected])
            case .split(let split): split.collapsed.map(\.destination)
            }
        }
        return [flatten(root)] + modals.map { flatten($0.content) }
    }
}

func bankLevel(_ destinations: Bank...) -> [AnyDestination] { destinations.map(AnyDestination.init) }

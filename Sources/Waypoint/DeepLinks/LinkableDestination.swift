/// A ``Destination`` that tells deep links how to reach it.
///
/// Conform a destination type to declare, once, what a deep link needs to know about it:
/// - ``parent``: the destination a back stack puts below it, so a cold link to
///   `accountDetail(42)` yields home → accounts → account 42 with no code per link;
/// - ``matches(_:)``: when a screen already on display counts as this destination (for
///   example "same account id", whatever tab of the account is selected);
/// - ``presentation``: whether it is pushed on a stack or starts a new modal level;
/// - ``column``: the column of a split view it lives in, so that a link opens it there.
///
/// Whether a link needs a logged-in user is its route's business
/// (``RoutePolicy/requiresAuthentication`` of the link route that opens it), not the
/// destination's: one flag, checked in one place.
///
/// Every requirement has a default, so a plain conformance changes nothing.
///
/// ```swift
/// enum Bank: LinkableDestination {
///     case home, accounts, account(id: Int, tab: String), transfer
///
///     var parent: (any Destination)? {
///         switch self {
///         case .home: nil
///         case .accounts: Bank.home
///         case .account: Bank.accounts
///         case .transfer: Bank.home
///         }
///     }
///     var presentation: DeepLink.Presentation { self == .transfer ? .present(.sheet) : .push }
///     func matches(_ other: Bank) -> Bool {
///         if case .account(let a, _) = self, case .account(let b, _) = other { return a == b }
///         return self == other
///     }
/// }
/// ```
public protocol LinkableDestination: Destination {
    /// The destination shown below this one when a link builds its back stack, or `nil`
    /// when it is the bottom of a stack.
    ///
    /// The default is `nil`. A parent may be of another type (declared by another module).
    var parent: (any Destination)? { get }

    /// Whether a screen showing `other` can stand for this destination.
    ///
    /// Deep links keep a screen already on display when its destination matches the one the
    /// link asks for, instead of rebuilding it. Equal values always match; the default
    /// matches nothing else.
    func matches(_ other: Self) -> Bool

    /// How a link shows this destination: pushed on the current stack, or presented as a
    /// new modal level. The default is ``DeepLink/Presentation/push``.
    var presentation: DeepLink.Presentation { get }


    /// The column of a split view this destination lives in, when a link opens it in one.
    ///
    /// A link into a split view keeps the screens that match the front of its collapsed stack
    /// (``SplitColumns/collapsed``) and opens the rest each in its declared column (a
    /// ``SplitColumns/Column/content`` column a two-column split lacks means the detail column), or in a
    /// later column that already holds the link's screens, so the collapsed stack is the link. The
    /// default, `nil`, opens the destination in the detail column, as a picked item is a detail.
    ///
    /// ```swift
    /// var column: SplitColumns.Column? { self == .inbox ? .content : nil }   // a message is a detail
    /// ```
    var column: SplitColumns.Column? { get }
    /// The URL that opens this destination, built from the hub's route table; `nil` (the
    /// default) when no route leads here.
    ///
    /// ``RoutingHub/url(for:)->String?`` asks the screens on display for it, top first, to give the app
    /// the link of what the user sees (share, Handoff, a bug report). Build it with the route
    /// whose link (``ModuleRegistration/link(_:policy:to:)``) opens this destination, so that opening the URL shows it again with
    /// the screens its ``parent`` chain puts below it:
    ///
    /// ```swift
    /// func url(in table: RouteTable) -> String? {
    ///     guard case .account(let id, _) = self else { return nil }
    ///     return try? table.url(for: "account", parameters: ["id": "\(id)"])
    /// }
    /// ```
    ///
    /// - Parameter table: The hub's route table (``RoutingHub/table``).
    /// - Returns: The URL, or `nil` when this destination has none.
    func url(in table: RouteTable) -> String?
}

extension LinkableDestination {
    /// No parent: the destination is the bottom of its stack.
    public var parent: (any Destination)? { nil }

    /// Equal values match.
    ///
    /// - Parameter other: The destination of a screen on display.
    /// - Returns: `self == other`.
    public func matches(_ other: Self) -> Bool { self == other }

    /// Pushed on the stack of the level below.
    public var presentation: DeepLink.Presentation { .push }

    /// No column of its own: a link opens it in a split view's detail column.
    public var column: SplitColumns.Column? { nil }

    /// No URL: no route opens this destination.
    public func url(in table: RouteTable) -> String? { nil }

    fileprivate func matchesErased(_ other: any Destination) -> Bool {
        guard let other = other as? Self else { return false }
        return matches(other)
    }
}

extension AnyDestination {
    var linkParent: AnyDestination? {
        guard let parent = (base as? any LinkableDestination)?.parent else { return nil }
        return AnyDestination(parent)
    }

    var linkPresentation: DeepLink.Presentation {
        (base as? any LinkableDestination)?.presentation ?? .push
    }

    var linkColumn: SplitColumns.Column? {
        (base as? any LinkableDestination)?.column
    }

    func linkURL(in table: RouteTable) -> String? {
        (base as? any LinkableDestination)?.url(in: table)
    }

    func linkMatches(_ other: AnyDestination) -> Bool {
        if self == other { return true }
        guard let linkable = base as? any LinkableDestination else { return false }
        return linkable.matchesErased(other.base)
    }
}

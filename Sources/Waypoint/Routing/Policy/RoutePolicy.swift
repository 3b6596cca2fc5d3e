/// How one route treats sources, authentication, overlapping requests and busy screens.
///
/// Every field has a safe default: in-app only, no authentication, cancel-older for external
/// sources and queue for the others, wait while a modal or locked flow is on screen, no
/// constraints beyond the parameters' types, any source application.
///
/// ```swift
/// let policy = RoutePolicy(
///     allowedSources: [.inApp, .pushNotification, .universalLink],
///     requiresAuthentication: true,
///     whileBusy: .dismissAndContinue
/// )
/// ```
public struct RoutePolicy: Sendable {
    /// The sources that may open the route (default: ``RequestSource/inApp`` only).
    public var allowedSources: Set<RequestSource>
    /// Whether the route needs a logged-in user (checked by the authentication guard).
    public var requiresAuthentication: Bool
    /// Whether a request may be parked until a guard's condition holds. When `false` it fails
    /// instead (``RoutingError/Kind/unauthenticated`` for authentication).
    public var allowsDeferral: Bool
    /// What a new request does while another is preparing; `nil` means
    /// ``RoutePolicy/PreparingOverlapPolicy/cancelOlder`` for external sources and
    /// ``RoutePolicy/PreparingOverlapPolicy/queue`` for the others.
    public var whilePreparing: PreparingOverlapPolicy?
    /// What a request from outside the current screen does while a modal or a locked flow is on
    /// screen. In-app requests come from the screen on display and are never held back.
    public var whileBusy: BusyScreenPolicy
    /// For a route that leads to a web page: the path or query parameter holding the page's
    /// address, which must be on the hub configuration's `webHosts`.
    public var webPageParameter: String?
    /// Rules for parameter values, by path parameter or query key (see ``RoutePolicy/ParameterConstraint``),
    /// checked for every source before the guards. A name the route does not have fails every
    /// request of the route, so a typo cannot switch a check off.
    public var constraints: [String: [ParameterConstraint]]
    /// When set, an external request (push, universal link, external app) opens the route only
    /// when it names its source application (``RoutingHub/start(url:source:sourceApplication:in:)-(String,_,_,_)``)
    /// and the identifier is on this list (exact comparison); `nil` (the default) admits any.
    /// In-app and backend requests come from the app itself and are not checked.
    public var sourceApplications: Set<String>?
    /// Which window the route's flow shows in (default: ``RoutePolicy/ScenePlacement/active``); a request
    /// naming its window with ``RoutingHub/start(url:source:sourceApplication:in:)-(String,_,_,_)`` overrides it.
    public var scene = ScenePlacement.active

    /// Creates a policy; every argument has the safe default.
    ///
    /// ```swift
    /// RoutePolicy(
    ///     allowedSources: [.inApp, .externalApp],
    ///     constraints: ["amount": [.range(1...5_000)]],
    ///     sourceApplications: ["com.partner.wallet"]
    /// )
    /// ```
    public init(
        allowedSources: Set<RequestSource> = [.inApp],
        requiresAuthentication: Bool = false,
        allowsDeferral: Bool = true,
        whilePreparing: PreparingOverlapPolicy? = nil,
        whileBusy: BusyScreenPolicy = .deferUntilUnlocked,
        webPageParameter: String? = nil,
        constraints: [String: [ParameterConstraint]] = [:],
        sourceApplications: Set<String>? = nil
    ) {
        self.allowedSources = allowedSources
        self.requiresAuthentication = requiresAuthentication
        self.allowsDeferral = allowsDeferral
        self.whilePreparing = whilePreparing
        self.whileBusy = whileBusy
        self.webPageParameter = webPageParameter
        self.constraints = constraints
        self.sourceApplications = sourceApplications
    }

    /// The overlap policy for a request from `source`.
    package func preparingOverlap(for source: RequestSource) -> PreparingOverlapPolicy {
        whilePreparing ?? (source.isExternal ? .cancelOlder : .queue)
    }
}


extension RoutePolicy {
    /// What a new request does while another session is still preparing.
    ///
    /// ```swift
    /// RoutePolicy(whilePreparing: .queue)
    /// ```
    public enum PreparingOverlapPolicy: Hashable, Sendable {
        /// The older preparing sessions fail with `superseded`.
        case cancelOlder
        /// The new request waits until no other session is preparing.
        case queue
    }
}


extension RoutePolicy {
    /// What a request from outside the current screen does while a modal or a locked flow is on screen.
    ///
    /// ```swift
    /// RoutePolicy(allowedSources: [.pushNotification], whileBusy: .dismissAndContinue)
    /// ```
    public enum BusyScreenPolicy: Hashable, Sendable {
        /// Dismiss every modal level (their sessions are superseded) and open the route.
        case dismissAndContinue
        /// Park the request until nothing modal or locked is on screen.
        case deferUntilUnlocked
        /// Fail with ``RoutingError/Kind/busy``.
        case reject
    }
}

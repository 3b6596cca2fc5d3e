/// Why a routing request did not open its flow, or how its flow failed.
///
/// Each error names the URL it is about, what went wrong and, where it helps, the nearest
/// candidates (for an unknown route, the route engine's suggestions). Match on ``kind``:
///
/// ```swift
/// for await state in hub.start(url: "nuapp://crad/1", source: .inApp).states {
///     if case .failed(let error) = state, error.kind == .unknownRoute {
///         print(error.suggestions)   // ["card/:cardID"]
///     }
/// }
/// ```
public struct RoutingError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure this is.
    public let kind: Kind
    /// The URL of the request, as the caller passed it (for external sources, without the query
    /// keys the route does not declare and without fragment).
    public let url: String
    /// The source of the request.
    public let source: RequestSource
    /// The name of the route the request resolved to, when it got that far.
    public let route: String?
    /// What went wrong, in words: the reason a guard gave, the parameter that did not convert…
    public let reason: String
    /// Nearest candidates (route patterns) for an unknown route; empty otherwise.
    public let suggestions: [String]
    /// The underlying error: the route engine's, or the flow's own failure.
    public let underlying: (any Error & Sendable)?

    init(
        _ kind: Kind, url: String, source: RequestSource, route: String? = nil, reason: String,
        suggestions: [String] = [], underlying: (any Error & Sendable)? = nil
    ) {
        self.kind = kind
        self.url = url
        self.source = source
        self.route = route
        self.reason = reason
        self.suggestions = suggestions
        self.underlying = underlying
    }

    /// The error in words; the URL is cut to 200 characters.
    public var description: String {
        var text = "`\(LogText.bounded(url, limit: LogText.urlLimit))` (\(source)"
        if let route { text += ", route `\(route)`" }
        text += "): \(kind): \(reason)"
        if !suggestions.isEmpty, !reason.contains("did you mean") {
            text += " — did you mean " + suggestions.map { "`\($0)`" }.joined(separator: " or ") + "?"
        }
        return text
    }
}

extension RoutingError {
    /// The kind of a ``RoutingError``; compare with the static members.
    ///
    /// Kinds are values rather than enum cases so that new ones can be added without breaking
    /// anyone's `switch`.
    ///
    /// ```swift
    /// if error.kind == .forbiddenSource { showGenericHome() }
    /// ```
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// A stable name, e.g. `"unknownRoute"`.
        package let name: String

        private init(_ name: String) { self.name = name }

        /// No navigator is registered and the hub does not queue links until one is.
        package static let noNavigator = Kind("noNavigator")
        /// The URL is not one the hub accepts (scheme, host, or syntax).
        package static let invalidURL = Kind("invalidURL")
        /// No registered route matches the URL; see ``RoutingError/suggestions``.
        public static let unknownRoute = Kind("unknownRoute")
        /// A path or query parameter is missing, does not convert to its declared type, or
        /// breaks a constraint of the route (then ``RoutingError/reason`` names the parameter,
        /// the problem and the constraint).
        package static let invalidParameter = Kind("invalidParameter")
        /// The route does not admit requests from this source.
        public static let forbiddenSource = Kind("forbiddenSource")
        /// The route admits only some source applications and the request named none of them
        /// (or none at all); see ``RoutePolicy/sourceApplications``.
        package static let untrustedSourceApplication = Kind("untrustedSourceApplication")
        /// A web page route targets a host that is not on the allow list.
        package static let untrustedWebHost = Kind("untrustedWebHost")
        /// The route needs a logged-in user and may not wait for one.
        public static let unauthenticated = Kind("unauthenticated")
        /// A guard's condition does not hold and the route may not wait for it.
        package static let conditionUnmet = Kind("conditionUnmet")
        /// The request waited for a condition, or for the first navigator, longer than the hub's
        /// the configuration's `parkingTimeout`.
        package static let expired = Kind("expired")
        /// The request waited for a navigator with
        /// the configuration's `maximumRequestsBeforeNavigator` newer ones behind it: the
        /// oldest is refused to make room for the newest.
        package static let queueFull = Kind("queueFull")
        /// A guard denied the request; see ``RoutingError/reason``.
        package static let denied = Kind("denied")
        /// The backend's overrides disabled the route.
        package static let disabled = Kind("disabled")
        /// A modal or a locked flow is on screen and the route rejects interrupting it.
        public static let busy = Kind("busy")
        /// Redirects (guards or overrides) went on longer than the hub allows.
        package static let redirectLoop = Kind("redirectLoop")
        /// The caller cancelled the session.
        public static let cancelled = Kind("cancelled")
        /// A newer request took the session's place.
        package static let superseded = Kind("superseded")
        /// The request asks for a window that is not open and cannot be opened (no
        /// ``RoutingHub/sceneOpener``, or the platform refused), or names a closed window.
        package static let noScene = Kind("noScene")
        /// The request's window was closed before its flow showed anything (a started flow
        /// completes as ``RoutingState/Completion/closedByUser`` instead).
        package static let sceneClosed = Kind("sceneClosed")
        /// The flow itself failed; see ``RoutingError/underlying``.
        package static let flowFailed = Kind("flowFailed")

        public var description: String { name }

        /// The kind of a request whose URL the route engine did not match.
        ///
        /// The documented families fold together (a missing or unconvertible query value is an
        /// invalid parameter; a scheme or host the hub does not accept is an invalid URL); a kind
        /// the engine adds later keeps its own name instead of passing for an invalid URL. The
        /// ``RoutingError/underlying`` is the engine's ``RouteError`` itself, with every detail.
        package init(matching kind: RouteError.Kind) {
            switch kind {
            case .unknownRoute: self = .unknownRoute
            case .invalidParameter, .missingQueryParameter, .invalidQueryParameter: self = .invalidParameter
            case .invalidURL, .unsupportedScheme, .unsupportedHost: self = .invalidURL
            default: self.init(kind.name)
            }
        }
    }
}

/// Where a routing request came from.
///
/// Every request carries its source, and every route declares the sources allowed to open it
/// (``RoutePolicy/allowedSources``). The default admits ``inApp`` only, so a link from outside
/// the app can never open an internal-only flow.
///
/// Sources from outside the running app (``pushNotification``, ``universalLink``,
/// ``externalApp``, ``inspector``) are *external*: their undeclared query keys are dropped, and by
/// default a new external request supersedes one that is still preparing.
///
/// ```swift
/// let session = hub.start(url: "nuapp://card/7/block", source: .pushNotification)
/// RequestSource.pushNotification.isExternal   // true
/// ```
public enum RequestSource: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// A button or screen of the app itself.
    case inApp
    /// The user tapped a push notification.
    case pushNotification
    /// An `https` link the system handed to the app.
    case universalLink
    /// Another app opened a custom-scheme URL.
    case externalApp
    /// A link the app's own backend handed over (hypermedia), shown inside the app.
    case backend
    /// A developer opened the URL from the live inspector's page (`WaypointInspector`): a route
    /// admits it only when its policy names this source.
    case inspector

    /// Whether the request came from outside the running app.
    ///
    /// `true` for ``pushNotification``, ``universalLink``, ``externalApp`` and ``inspector``.
    public var isExternal: Bool {
        switch self {
        case .inApp, .backend: false
        case .pushNotification, .universalLink, .externalApp, .inspector: true
        }
    }

    /// A readable name: "in-app", "push notification", "universal link", "external app", "backend",
    /// "inspector".
    public var description: String {
        switch self {
        case .inApp: "in-app"
        case .pushNotification: "push notification"
        case .universalLink: "universal link"
        case .externalApp: "external app"
        case .backend: "backend"
        case .inspector: "inspector"
        }
    }
}

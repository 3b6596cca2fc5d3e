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
/// An app adds its own sources — a widget, a Siri shortcut — as static members; a route admits
/// them like any other:
///
/// ```swift
/// extension RequestSource {
///     static let widget = RequestSource("widget", isExternal: true, description: "home-screen widget")
/// }
/// let policy = RoutePolicy(allowedSources: [.inApp, .widget])
/// let session = hub.start(url: "nuapp://cards/7", source: .widget)
/// RequestSource.pushNotification.isExternal   // true
/// ```
///
/// Reading a source from its name (``init(rawValue:)``: override manifests, the inspector and the
/// command line) knows the built-in sources only. A source is its name: two sources of one name
/// are equal.
public struct RequestSource: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The source's name, e.g. `pushNotification`.
    public let rawValue: String
    /// Whether the request came from outside the running app.
    ///
    /// `true` for ``pushNotification``, ``universalLink``, ``externalApp`` and ``inspector``.
    public let isExternal: Bool
    /// A readable name: "in-app", "push notification", "universal link", "external app", "backend",
    /// "inspector".
    public let description: String

    /// Creates a source; declare an app's own sources once, as static members.
    ///
    /// - Parameters:
    ///   - name: The source's name; it must differ from every other source's.
    ///   - isExternal: Whether its requests come from outside the running app (their undeclared
    ///     query keys are dropped, and they supersede a request that is still preparing).
    ///   - description: A readable name for logs and errors (default: `name`).
    public init(_ name: String, isExternal: Bool, description: String? = nil) {
        self.rawValue = name
        self.isExternal = isExternal
        self.description = description ?? name
    }

    /// The built-in source of that name, or `nil`.
    ///
    /// ```swift
    /// RequestSource(rawValue: "pushNotification")   // .pushNotification
    /// ```
    public init?(rawValue: String) {
        guard let source = Self.builtIn.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = source
    }

    /// A button or screen of the app itself.
    public static let inApp = RequestSource("inApp", isExternal: false, description: "in-app")
    /// The user tapped a push notification.
    public static let pushNotification = RequestSource("pushNotification", isExternal: true, description: "push notification")
    /// An `https` link the system handed to the app.
    public static let universalLink = RequestSource("universalLink", isExternal: true, description: "universal link")
    /// Another app opened a custom-scheme URL.
    public static let externalApp = RequestSource("externalApp", isExternal: true, description: "external app")
    /// A link the app's own backend handed over (hypermedia), shown inside the app.
    public static let backend = RequestSource("backend", isExternal: false, description: "backend")
    /// A developer opened the URL from the live inspector's page (`WaypointInspector`): a route
    /// admits it only when its policy names this source.
    public static let inspector = RequestSource("inspector", isExternal: true, description: "inspector")

    /// The sources Waypoint defines, in this order: ``inApp``, ``pushNotification``,
    /// ``universalLink``, ``externalApp``, ``backend``, ``inspector``.
    ///
    /// ```swift
    /// RoutePolicy(allowedSources: Set(RequestSource.builtIn))   // any built-in source
    /// ```
    @_spi(Tooling) public static let builtIn: [RequestSource] = [.inApp, .pushNotification, .universalLink, .externalApp, .backend, .inspector]

    /// Built-in sources first, in ``builtIn`` order, then the app's own by name: the order
    /// manifests and messages list sources in.
    package static func < (lhs: RequestSource, rhs: RequestSource) -> Bool {
        lhs.order < rhs.order
    }

    private var order: (Int, String) {
        (Self.builtIn.firstIndex(of: self) ?? Self.builtIn.count, rawValue)
    }
}


extension RoutePolicy {
    /// Which window a request opens its flow in.
    ///
    /// A route declares its placement in ``RoutePolicy/scene`` (default ``active``); a caller can
    /// name one for a single request with
    /// ``RoutingHub/start(url:source:sourceApplication:in:)-(String,_,_,_)``. The route the URL names decides
    /// (after the backend's redirects, before guards redirect it): a login a guard starts for a link
    /// shows in the link's window.
    ///
    /// When no window of the asked kind is open, the hub asks its ``RoutingHub/sceneOpener`` for
    /// one and the request waits for that window; a hub without an opener fails the request with
    /// `noScene`. Requests made before any window is registered wait for the
    /// first one (the configuration's `queuesRequestsBeforeNavigator`) and are placed then.
    ///
    /// ```swift
    /// var policy = RoutePolicy(allowedSources: [.inApp, .pushNotification])
    /// policy.scene = .kind("support")      // the support window; opened when none is
    /// ```
    public enum ScenePlacement: Hashable, Sendable {
        /// The window the user works in now (the one the host reported active last).
        case active
        /// One window, by identity; fails with `noScene` when it is not open.
        case scene(SceneID)
        /// The most recently active window of a kind; a new one when none is open.
        case kind(SceneID.Kind)
        /// Always a new window of a kind.
        case newWindow(SceneID.Kind)

        /// The placement as error messages word it: "a new support window".
        var text: String {
            switch self {
            case .active: "the active window"
            case .scene(let id): "window \(id)"
            case .kind(let kind): "a \(kind) window"
            case .newWindow(let kind): "a new \(kind) window"
            }
        }
    }
}

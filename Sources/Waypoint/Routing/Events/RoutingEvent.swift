public import Foundation

/// One thing that happened in navigation: the one event stream an app subscribes to once.
///
/// ``RoutingHub/events`` and ``RoutingHub/onEvent(_:)`` deliver, in order: every routing
/// request, its decisions and its session's states; and every change of a registered
/// navigator's screens — the screens shown and removed, whether a command, a target state or the
/// user's gesture (back, swipe, pull-down, tab tap) made it. Each event has a ``time``; an event
/// of a session also names its ``url``, ``source`` and ``route``, and says how long after the
/// request it happened (``sinceRequest``: on ``RoutingState/started`` the request-to-started
/// latency). A change to the screens of a flow a session started (or of a child flow it
/// started) belongs to that session. The URL of a link from outside the app is the one the hub
/// kept: query keys its route does not declare are dropped and named, never their values. The
/// hub keeps the last events for crash breadcrumbs (``RoutingHub/recentEvents``).
///
/// ```swift
/// let logging = hub.onEvent { event in
///     logger.info("\(event)")   // "#3 nuapp://card/7/block: guard authentication: proceed"
/// }
/// ```
public struct RoutingEvent: Sendable, CustomStringConvertible {
    /// When it happened (wall-clock time).
    public let time: Date
    /// The session the event belongs to; `nil` for a change of screens no session's flow owns.
    public let session: RoutingSession.ID?
    /// The window: the session's (`nil` while it waits for one), or the navigator's that changed.
    public let scene: SceneID?
    /// The session's URL, as the hub kept it (see above); `nil` without a session.
    public let url: String?
    /// The session's source; `nil` without a session.
    public let source: RequestSource?
    /// The name of the route whose flow runs, once the request passed every check.
    public let route: String?
    /// How long after the session's request the event happened, measured on the hub's clock
    /// (the configuration's `clock`); `nil` without a session.
    public let sinceRequest: Duration?
    /// What happened.
    public let kind: Kind
    /// The user's gesture behind a ``Kind/navigated(_:shown:removed:)`` event, as text, for the
    /// description (the gesture's type is for host authors).
    let gesture: String?

    /// What happened.
    public enum Kind: Sendable, CustomStringConvertible {
        /// `start(url:source:)` was called.
        case requested
        /// The request waits in a queue (for tools; an app reads it in the event's description).
        @_spi(Inspection) case queued(RoutingEvent.Queue)
        /// A resolution step (redirect, match, guard decision…), for tools; an app reads it in
        /// the event's description.
        @_spi(Inspection) case decided(RoutingDecision)
        /// The request waits for a condition.
        case parked(RoutingGuard.Condition)
        /// The condition was signalled; the request resolves again.
        case resumed(RoutingGuard.Condition)
        /// Modal levels were dismissed to make room for the request.
        case dismissedModals
        /// The session changed state.
        case state(RoutingState)
        /// A navigator's screens changed, for `cause` (a command, a target state, or the
        /// user's gesture): the screens that arrived and the screens that left, each with the
        /// flow that owns it (``Screen/owner``).
        case navigated(NavigationChange.Cause, shown: [Screen], removed: [Screen])

        public var description: String { text(gesture: nil) }

        /// The description, naming the user's gesture behind a `navigated` event when it is known.
        func text(gesture: String?) -> String {
            switch self {
            case .requested: "requested"
            case .queued(let queue): "queued (\(queue))"
            case .decided(let step): "\(step)"
            case .parked(let condition): "parked until \(condition)"
            case .resumed(let condition): "resumed: \(condition)"
            case .dismissedModals: "dismissed modals"
            case .state(let state): "state \(state)"
            case .navigated(let cause, let shown, let removed):
                "\(gesture.map { "user \($0)" } ?? "\(cause)"): shown \(Self.list(shown)) removed \(Self.list(removed))"
            }
        }

        /// `[destination (owner), …]`.
        private static func list(_ screens: [Screen]) -> String {
            "[" + screens.map { "\($0.destination) (\($0.owner))" }.joined(separator: ", ") + "]"
        }
    }

    /// `#id url: what happened`; the URL is cut to 200 characters. A session placed in a window
    /// other than `SceneID.main` shows it: `#id [window] url: what happened`. An event of no
    /// session shows its window only: `[main] user pop: shown [] removed [card (app)]`.
    public var description: String {
        let window = scene.map { $0 == .main ? "" : "[\($0)] " } ?? ""
        let what = kind.text(gesture: gesture)
        guard let session, let url else { return "[\(scene.map(\.description) ?? "?")] \(what)" }
        return "\(session) \(window)\(LogText.bounded(url, limit: LogText.urlLimit)): \(what)"
    }
}

extension RoutingEvent {
    /// The queue a request waits in.
    @_spi(Inspection) public enum Queue: Hashable, Sendable, CustomStringConvertible {
        /// No navigator is registered yet (cold start).
        case untilNavigator
        /// Another session is preparing and the route's policy is to queue.
        case behindPreparing
        /// The request needs a window of a kind the hub asked its `SceneOpener` for.
        case untilScene(SceneID.Kind)

        public var description: String {
            switch self {
            case .untilNavigator: "until a navigator is registered"
            case .behindPreparing: "behind a preparing session"
            case .untilScene(let kind): "until a \(kind) window opens"
            }
        }
    }
}

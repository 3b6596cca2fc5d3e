/// One thing that happened in the hub: a request, a decision, or a state change.
///
/// ``RoutingHub/events`` and ``RoutingHub/onEvent(_:)`` deliver every event of every session,
/// in order, for analytics and logging.
///
/// ```swift
/// for await event in hub.events {
///     logger.info("\(event)")   // "#3 nuapp://card/7/block: guard authentication: proceed"
/// }
/// ```
public struct RoutingEvent: Sendable, CustomStringConvertible {
    /// The session the event belongs to.
    public let session: RoutingSessionID
    /// The window the session was placed in; `nil` while it waits for one.
    public let scene: SceneID?
    /// The session's URL, as the caller passed it.
    public let url: String
    /// The session's source.
    public let source: RequestSource
    /// What happened.
    public let kind: Kind

    /// What happened to a session.
    public enum Kind: Sendable, CustomStringConvertible {
        /// `start(url:source:)` was called.
        case requested
        /// The request waits in a queue.
        case queued(RoutingQueue)
        /// A resolution step (redirect, match, guard decision…).
        case decided(RoutingDecision)
        /// The request waits for a condition.
        case parked(RoutingCondition)
        /// The condition was signalled; the request resolves again.
        case resumed(RoutingCondition)
        /// Modal levels were dismissed to make room for the request.
        case dismissedModals
        /// The session changed state.
        case state(RoutingState)

        public var description: String {
            switch self {
            case .requested: "requested"
            case .queued(let queue): "queued (\(queue))"
            case .decided(let step): "\(step)"
            case .parked(let condition): "parked until \(condition)"
            case .resumed(let condition): "resumed: \(condition)"
            case .dismissedModals: "dismissed modals"
            case .state(let state): "state \(state)"
            }
        }
    }

    /// `#id url: what happened`; the URL is cut to 200 characters. A session placed in a window
    /// other than `SceneID.main` shows it: `#id [window] url: what happened`.
    public var description: String {
        let window = scene.map { $0 == .main ? "" : "[\($0)] " } ?? ""
        return "\(session) \(window)\(LogText.bounded(url, limit: LogText.urlLimit)): \(kind)"
    }
}

/// The queue a request waits in.
public enum RoutingQueue: Hashable, Sendable, CustomStringConvertible {
    /// No navigator is registered yet (cold start).
    case untilNavigator
    /// Another session is preparing and the route's policy is to queue.
    case behindPreparing
    /// The request needs a window of a kind the hub asked its `SceneOpener` for.
    case untilScene(SceneKind)

    public var description: String {
        switch self {
        case .untilNavigator: "until a navigator is registered"
        case .behindPreparing: "behind a preparing session"
        case .untilScene(let kind): "until a \(kind) window opens"
        }
    }
}

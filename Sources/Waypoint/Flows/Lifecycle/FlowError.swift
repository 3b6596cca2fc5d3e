/// Why a flow did not return a result.
///
/// A struct wrapping a kind, so kinds can be added without breaking callers. The most common
/// one is ``Kind/cancelled``: the user closed the flow (back button, swipe-down) or someone
/// cancelled it — awaiting a flow never hangs.
///
/// ```swift
/// do {
///     let receipt = try await coordinator.run(PayCoordinator(navigator: navigator))
/// } catch where error.kind == .cancelled {
///     // the user closed the payment
/// }
/// ```
public struct FlowError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure a ``FlowError`` is.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// A stable name, e.g. `"cancelled"`: the kind's description.
        package let name: String

        /// The flow was closed by the user or cancelled before it finished.
        public static let cancelled = Kind(name: "cancelled")
        /// The flow failed with its own error (see ``FlowError/underlying``).
        public static let failed = Kind(name: "failed")
        /// A navigation command of the flow was refused (``FlowError/underlying`` is the `NavigationError`).
        package static let navigation = Kind(name: "navigation")
        /// The flow was asked to do something after it had ended; when it had failed (say, its
        /// `start()` could not show its screens), `underlying` says why.
        package static let ended = Kind(name: "ended")
        /// The flow's start showed no screen and started no child flow.
        package static let showedNothing = Kind(name: "showedNothing")
        /// The flow was launched a second time.
        package static let alreadyLaunched = Kind(name: "alreadyLaunched")
        /// The flow was started while another live flow on the same navigator has its id.
        package static let duplicateID = Kind(name: "duplicateID")

        public var description: String { name }
    }

    /// What kind of failure this is.
    public let kind: Kind
    /// The flow concerned.
    public let flow: FlowID
    /// Why: the flow's own error for ``Kind/failed``, the refused command's `NavigationError`
    /// when a command of the flow was refused.
    public let underlying: (any Error)?
    /// The refused navigation command's error, when a command of the flow was refused (or,
    /// for a flow that had ended, the one that failed it).
    package var navigationError: NavigationError? {
        underlying as? NavigationError ?? (underlying as? FlowError)?.navigationError
    }

    init(_ kind: Kind, flow: FlowID, underlying: (any Error)? = nil, navigationError: NavigationError? = nil) {
        self.kind = kind
        self.flow = flow
        self.underlying = navigationError ?? underlying
    }

    /// The error a flow fails with for `error`: `error` itself when it is a ``FlowError``, a
    /// `navigation` error for a `NavigationError`, else ``Kind/failed`` with `error` as
    /// ``underlying``. A ``RunningFlow`` of an app's own tells its failure with it.
    ///
    /// ```swift
    /// send(.failed(.wrapping(ServiceDown(), flow: id)))   // kind failed, underlying ServiceDown
    /// ```
    ///
    /// - Parameters:
    ///   - error: Why the flow failed.
    ///   - flow: The flow that failed.
    /// - Returns: The flow's error.
    public static func wrapping(_ error: any Error, flow: FlowID) -> FlowError {
        if let error = error as? FlowError { return error }
        if let error = error as? NavigationError { return FlowError(.navigation, flow: flow, navigationError: error) }
        return FlowError(.failed, flow: flow, underlying: error)
    }

    /// Whether the flow was closed by the user or cancelled.
    package var isCancelled: Bool { kind == .cancelled }

    public var description: String {
        switch kind {
        case .cancelled: "flow `\(flow)` was cancelled before it finished"
        case .failed: "flow `\(flow)` failed: \(underlying.map { "\($0)" } ?? "unknown error")"
        case .navigation: "flow `\(flow)` could not navigate: \(navigationError.map { "\($0)" } ?? "refused")"
        case .ended:
            if let underlying { "flow `\(flow)` has already ended because it failed: \(underlying); expected a running flow" }
            else { "flow `\(flow)` has already ended; expected a running flow" }
        case .showedNothing: "flow `\(flow)` started without showing a screen or starting a child flow; expected its start() to show something"
        case .alreadyLaunched: "flow `\(flow)` was launched twice; expected a flow that was never launched"
        case .duplicateID:
            "flow `\(flow)` was started while another flow with the id `\(flow)` is live on the same navigator; expected an id unique among live flows"
        default: "flow `\(flow)`: \(kind)"
        }
    }
}


extension RoutingGuard {
    /// What one guard decides about a request.
    ///
    /// Guards run in order; the first decision other than ``proceed`` settles the request.
    ///
    /// ```swift
    /// let maintenance = RoutingGuard("maintenance") { request in
    ///     request.route.owner == "Rewards" ? .deny(reason: "Rewards is under maintenance") : .proceed
    /// }
    /// ```
    public enum Decision: Hashable, Sendable {
        /// Let the request go on to the next guard.
        case proceed
        /// Resolve this URL instead (same source); counts toward the hub's redirect limit.
        case redirect(to: String)
        /// Park the request until the condition holds; optionally start `starting` (e.g. the login
        /// flow) meanwhile. A route that does not allow deferral fails instead.
        case deferUntil(Condition, starting: String? = nil)
        /// Refuse the request; the session fails with `denied`.
        case deny(reason: String)

        /// The decision as events and plans word it: "defer until authenticated".
        var text: String {
            switch self {
            case .proceed: "proceed"
            case .redirect(let url): "redirect to \(url)"
            case .deferUntil(let condition, let starting?): "defer until \(condition), starting \(starting)"
            case .deferUntil(let condition, nil): "defer until \(condition)"
            case .deny(let reason): "deny: \(reason)"
            }
        }
    }
}

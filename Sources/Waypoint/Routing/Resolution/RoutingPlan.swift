/// What the hub would do with a URL, computed without touching navigation.
///
/// Inspection, behind `@_spi(Inspection)`: the `waypoint` tool, the inspector and tests read
/// plans (`@_spi(Inspection) import WaypointTesting` in a test); an app's own code has no use for one.
///
/// `RoutingHub.plan(for:source:sourceApplication:)` runs the same resolution as
/// ``RoutingHub/start(url:source:sourceApplication:in:)-(String,_,_,_)`` — overrides, route match, source and host checks, the
/// guard chain, the busy-screen policy — and records every step.
///
/// ```swift
/// let plan = hub.plan(for: "nuapp://card/7/block", source: .pushNotification)
/// print(plan)
/// // nuapp://card/7/block from push notification
/// //   matched card.block (nuapp://card/7/block)
/// //   guard authentication: defer until authenticated, starting nuapp://login
/// //   → park until authenticated, starting nuapp://login
/// ```
@_spi(Inspection) public struct RoutingPlan: Sendable, CustomStringConvertible {
    /// The URL planned for.
    public let url: String
    /// The source planned for.
    public let source: RequestSource
    /// Every decision, in order.
    public let steps: [Step]
    /// What would happen in the end.
    public let outcome: Outcome

    /// One decision on the way.
    public typealias Step = RoutingDecision

    /// Where a request ends up.
    public enum Outcome: Sendable, CustomStringConvertible {
        /// The route's flow starts (after dismissing modal levels when `dismissingModals`).
        case start(route: String, dismissingModals: Bool)
        /// The request waits for a condition, starting a URL (e.g. login) meanwhile.
        case park(RoutingGuard.Condition, starting: String?)
        /// The request fails.
        case fail(RoutingError)
        /// No navigator is registered: the request waits for one, then resolves again.
        case waitForNavigator
        /// The route shows in a window of this kind and none is open (``RoutePolicy/scene``): the
        /// hub asks its ``RoutingHub/sceneOpener`` for one, and the request resolves again there.
        case waitForScene(SceneID.Kind)

        public var description: String {
            switch self {
            case .start(let route, false): "start \(route)"
            case .start(let route, true): "dismiss modals, start \(route)"
            case .park(let condition, let starting?): "park until \(condition), starting \(starting)"
            case .park(let condition, nil): "park until \(condition)"
            case .fail(let error): "fail: \(error)"
            case .waitForNavigator: "wait for a navigator, then resolve again"
            case .waitForScene(let kind): "wait for a \(kind) window, then resolve again"
            }
        }
    }

    /// The last route the URL matched, if any.
    public var route: String? {
        steps.reversed().lazy.compactMap { step -> String? in
            if case .matched(let route, _) = step { return route }
            return nil
        }.first
    }

    public var description: String {
        var lines = ["\(url) from \(source)"]
        lines += steps.map { "  \($0)" }
        lines.append("  → \(outcome)")
        return lines.joined(separator: "\n")
    }
}

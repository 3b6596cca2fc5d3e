/// What the hub would do with a URL, computed without touching navigation.
///
/// ``RoutingHub/plan(for:source:sourceApplication:)`` runs the same resolution as
/// ``RoutingHub/start(url:source:sourceApplication:)-(String,_,_)`` — overrides, route match, source and host checks, the
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
public struct RoutingPlan: Sendable, CustomStringConvertible {
    /// The URL planned for.
    public let url: String
    /// The source planned for.
    public let source: RequestSource
    /// Every decision, in order.
    public let steps: [Step]
    /// What would happen in the end.
    public let outcome: Outcome

    /// One decision on the way.
    public enum Step: Hashable, Sendable, CustomStringConvertible {
        /// The URL was replaced; `by` names the guard, or `overrides`.
        case redirected(from: String, to: String, by: String)
        /// The URL matched a route.
        case matched(route: String, url: String)
        /// The backend's overrides narrowed the route's sources to these.
        case restrictedSources([RequestSource])
        /// Undeclared query keys were dropped because the source is external: their names only
        /// (at most 16, each cut to 40 characters), never their values.
        case droppedQueryKeys([String])
        /// The fragment (`#…`) was dropped because the source is external.
        case droppedFragment
        /// The route's parameter constraints (``RoutePolicy/constraints``) were checked and hold.
        case checkedConstraints(Int)
        /// A guard decided.
        case guarded(String, GuardDecision)
        /// A modal or a locked flow is on screen; the route's policy applies.
        case busyScreen(BusyScreenPolicy)

        public var description: String {
            switch self {
            case .redirected(let from, let to, let by): "redirected \(from) → \(to) by \(by)"
            case .matched(let route, let url): "matched \(route) (\(url))"
            case .restrictedSources(let sources): "overrides restrict sources to \(sources.map(\.description).joined(separator: ", "))"
            case .droppedQueryKeys(let keys): "dropped undeclared query keys \(keys.joined(separator: ", "))"
            case .droppedFragment: "dropped the fragment"
            case .checkedConstraints(let count): "constraints hold (\(count) checked)"
            case .guarded(let name, let decision): "guard \(name): \(decision)"
            case .busyScreen(let policy): "screen busy: \(policy)"
            }
        }
    }

    /// Where a request ends up.
    public enum Outcome: Sendable, CustomStringConvertible {
        /// The route's flow starts (after dismissing modal levels when `dismissingModals`).
        case start(route: String, dismissingModals: Bool)
        /// The request waits for a condition, starting a URL (e.g. login) meanwhile.
        case park(RoutingCondition, starting: String?)
        /// The request fails.
        case fail(RoutingError)
        /// No navigator is registered: the request waits for one, then resolves again.
        case waitForNavigator
        /// The route shows in a window of this kind and none is open (``RoutePolicy/scene``): the
        /// hub asks its ``RoutingHub/sceneOpener`` for one, and the request resolves again there.
        case waitForScene(SceneKind)

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

extension BusyScreenPolicy: CustomStringConvertible {
    public var description: String {
        switch self {
        case .dismissAndContinue: "dismiss and continue"
        case .deferUntilUnlocked: "defer until unlocked"
        case .reject: "reject"
        }
    }
}

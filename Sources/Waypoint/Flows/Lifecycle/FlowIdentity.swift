/// Hands out default flow identities (the type's name and a counter) and keeps the live flows
/// of each navigator, so a custom id already in use is refused and a screen's owner can be found
/// (`Navigator.flow(for:)`).
///
/// It is also what keeps a launched flow alive: a claim holds its flow from launch until the
/// flow ends (its last screen left, it finished, failed or was cancelled), so a root flow
/// launched in a task that nobody keeps still hears its screens' buttons.
@MainActor enum FlowIdentity {
    private static var counter: UInt64 = 0

    /// A live flow that claimed an id on a navigator, held until it ends (``release(_:for:)``).
    private struct Claim {
        let flow: any RunningFlow
        let navigator: Navigator
    }

    private static var claims: [FlowID: [Claim]] = [:]

    static func make(for type: Any.Type) -> FlowID {
        counter += 1
        return FlowID("\(type)#\(counter)")
    }

    /// Claims `id` for `flow` on `navigator`; `false` when another live flow there holds it.
    ///
    /// - Complexity: O(k) in the number of live flows with this id (on any navigator).
    static func claim(_ id: FlowID, for flow: any RunningFlow, on navigator: Navigator) -> Bool {
        let live = claims[id] ?? []
        if live.contains(where: { $0.navigator === navigator && $0.flow !== flow }) { return false }
        if !live.contains(where: { $0.flow === flow }) { claims[id, default: []].append(Claim(flow: flow, navigator: navigator)) }
        return true
    }

    /// The live flow that holds `id` on `navigator`, if any.
    ///
    /// - Complexity: O(k) in the number of live flows with this id (on any navigator).
    static func flow(_ id: FlowID, on navigator: Navigator) -> (any RunningFlow)? {
        (claims[id] ?? []).first { $0.navigator === navigator }?.flow
    }

    /// Whether a live flow other than `flow` holds `id` on `navigator`.
    static func isClaimed(_ id: FlowID, byOtherThan flow: AnyObject, on navigator: Navigator) -> Bool {
        (claims[id] ?? []).contains { $0.flow !== flow && $0.navigator === navigator }
    }

    /// Ends every flow still running on `navigator` as cancelled, without changing its navigation
    /// (its window is going away). A parent ends its children itself.
    static func endFlows(on navigator: Navigator) {
        let running = claims.values.flatMap { $0 }.filter { $0.navigator === navigator }.map(\.flow)
        for flow in running {
            if let node = flow as? any FlowNode {
                node.endAsCancelled()
            } else {
                flow.cancel()
            }
        }
    }

    /// Frees `id` once `flow` has ended.
    static func release(_ id: FlowID, for flow: AnyObject) {
        guard var live = claims[id] else { return }
        live.removeAll { $0.flow === flow }
        claims[id] = live.isEmpty ? nil : live
    }
}

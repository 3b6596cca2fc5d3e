import Waypoint

/// A problem ``FlowGraph/check()`` found in a flow's declarations.
///
/// ```swift
/// for finding in FlowGraph(flow).check() {
///     print(finding)   // "step `confirm` has no exit: the flow would be stuck there"
/// }
/// ```
@_spi(FlowTooling) public struct FlowFinding: Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem a finding is.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// A stable name, e.g. `"unreachableState"`.
        public let name: String

        /// A declared state that no path from the initial state reaches.
        public static let unreachableState = Kind(name: "unreachableState")
        /// A step whose declared exits are empty: the flow would be stuck there.
        public static let stepWithoutExit = Kind(name: "stepWithoutExit")
        /// A reachable state from which no path leads to a finish.
        public static let cannotFinish = Kind(name: "cannotFinish")
        /// A step exit that is not among the declared states.
        public static let undeclaredState = Kind(name: "undeclaredState")

        public var description: String { name }
    }

    /// What kind of problem this is.
    public let kind: Kind
    /// The state or step concerned, as text.
    public let subject: String
    /// A sentence explaining the problem.
    public let description: String
}

extension FlowGraph {
    /// The problems in the flow's declarations, in drawing order.
    ///
    /// Reports declared states that cannot be reached from the initial state, steps with no
    /// exit, reachable states from which the flow can never finish, and exits that lead to a
    /// state the flow did not declare. A sound flow returns an empty array.
    ///
    /// ```swift
    /// #expect(FlowGraph(TransferFlow()).check().isEmpty)
    /// ```
    ///
    /// - Returns: The findings: unreachable states, then steps without exit, then states that
    ///   cannot finish, then undeclared states.
    /// - Complexity: O(*s* + *e*) for *s* states and *e* exits.
    @_spi(FlowTooling) public func check() -> [FlowFinding] {
        let declared = Set(flow.states)
        var findings: [FlowFinding] = []
        for state in states where !reachable.contains(state) {
            findings.append(FlowFinding(
                kind: .unreachableState, subject: "\(state)",
                description: "state `\(state)` is unreachable from the initial state `\(flow.initialState)`"))
        }
        for step in steps where exits[step]?.isEmpty ?? true {
            findings.append(FlowFinding(
                kind: .stepWithoutExit, subject: "\(step)",
                description: "step `\(step)` has no exit: the flow would be stuck there"))
        }
        let finishing = canFinish()
        for state in states where reachable.contains(state) && !finishing.contains(state) {
            findings.append(FlowFinding(
                kind: .cannotFinish, subject: "\(state)",
                description: "state `\(state)` can never reach a finish"))
        }
        for step in steps {
            for target in exits[step] ?? [] where !declared.contains(target) && target != flow.initialState {
                findings.append(FlowFinding(
                    kind: .undeclaredState, subject: "\(target)",
                    description: "step `\(step)` leads to `\(target)`, which is not among the declared states"))
            }
        }
        return findings
    }

    /// The states from which some path ends in a finish (a backward fixpoint).
    private func canFinish() -> Set<F.State> {
        var finishing = Set(states.filter { next[$0]?.step == nil })
        var changed = true
        while changed {
            changed = false
            for state in states where !finishing.contains(state) {
                guard let step = next[state]?.step else { continue }
                if (exits[step] ?? []).contains(where: finishing.contains) {
                    finishing.insert(state)
                    changed = true
                }
            }
        }
        return finishing
    }
}

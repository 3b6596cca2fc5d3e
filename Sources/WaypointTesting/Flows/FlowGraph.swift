public import Waypoint

/// The states and steps of a ``CheckableFlow`` as a graph: checked for dead ends and drawn as text.
///
/// Nodes are the flow's states (declared ones first, in declaration order, then any exit that
/// was not declared) and its steps (in the order they are first reached). Edges go from a
/// state to its next step (or to *finish*) and from a step to each of its exits. Everything
/// is ordered deterministically, so drawings are stable and can be compared as golden text.
///
/// ```swift
/// let graph = FlowGraph(TransferFlow())
/// graph.check()     // [FlowFinding]
/// print(graph.mermaid)
/// print(graph.graphviz)
/// ```
@_spi(FlowTooling) public struct FlowGraph<F: CheckableFlow>: Sendable {
    /// The flow the graph describes.
    public let flow: F
    /// Every state: declared ones first, then exits that were not declared.
    public let states: [F.State]
    /// Every step some state leads to, in the order first reached.
    public let steps: [F.Step]
    /// What follows each state.
    public let next: [F.State: FlowNext<F.Step, F.Success>]
    /// Where each step can lead.
    public let exits: [F.Step: [F.State]]
    /// The states reachable from the flow's initial state.
    public let reachable: Set<F.State>

    /// Builds the graph of `flow`.
    ///
    /// - Parameter flow: The flow to describe.
    /// - Complexity: O(*s* + *e*) for *s* states and *e* declared exits.
    public init(_ flow: F) {
        self.flow = flow
        var states: [F.State] = []
        var known: Set<F.State> = []
        var steps: [F.Step] = []
        var next: [F.State: FlowNext<F.Step, F.Success>] = [:]
        var exits: [F.Step: [F.State]] = [:]
        func add(_ state: F.State) {
            guard known.insert(state).inserted else { return }
            states.append(state)
        }
        add(flow.initialState)
        flow.states.forEach(add)
        var index = 0
        while index < states.count {
            let state = states[index]
            index += 1
            let following = flow.nextStep(state)
            next[state] = following
            guard let step = following.step, exits[step] == nil else { continue }
            steps.append(step)
            let targets = flow.exits(of: step)
            exits[step] = targets
            targets.forEach(add)
        }
        let declared = Set(flow.states)
        let initialFirst = declared.contains(flow.initialState) ? [] : [flow.initialState]
        let undeclared = states.filter { !declared.contains($0) && $0 != flow.initialState }
        var seenDeclared: Set<F.State> = []
        states = initialFirst + flow.states.filter { seenDeclared.insert($0).inserted } + undeclared
        self.states = states
        self.steps = steps
        self.next = next
        self.exits = exits
        self.reachable = Self.reach(from: flow.initialState, next: next, exits: exits)
    }

    private static func reach(
        from initial: F.State, next: [F.State: FlowNext<F.Step, F.Success>], exits: [F.Step: [F.State]]
    ) -> Set<F.State> {
        var seen: Set<F.State> = [initial]
        var pending = [initial]
        while let state = pending.popLast() {
            guard let step = next[state]?.step else { continue }
            for target in exits[step] ?? [] where seen.insert(target).inserted {
                pending.append(target)
            }
        }
        return seen
    }
}

import Waypoint

extension FlowGraph {
    /// The flow drawn as a Mermaid flowchart.
    ///
    /// States are rounded nodes `s0, s1, …`, steps are boxes `t0, t1, …`, in ``states`` and
    /// ``steps`` order; unreachable states are dashed. A state that finishes points to the
    /// `finish` node, labelled with the result. The text is deterministic.
    ///
    /// ```swift
    /// print(FlowGraph(TransferFlow()).mermaid)
    /// // flowchart TD
    /// //     start((start)) --> s0
    /// //     ...
    /// ```
    ///
    /// - Complexity: O(*s* + *e*).
    @_spi(FlowTooling) public var mermaid: String {
        var lines = ["flowchart TD", "    start((start))"]
        let names = nodeNames
        for (index, state) in states.enumerated() {
            lines.append("    s\(index)([\"\(Self.mermaidEscape("\(state)"))\"])")
        }
        for (index, step) in steps.enumerated() {
            lines.append("    t\(index)[\"\(Self.mermaidEscape("\(step)"))\"]")
        }
        lines.append("    finish(((finish)))")
        lines.append("    start --> \(names.state[flow.initialState]!)")
        for state in states {
            switch next[state]! {
            case .step(let step): lines.append("    \(names.state[state]!) --> \(names.step[step]!)")
            case .finish(let result): lines.append("    \(names.state[state]!) -->|\"\(Self.mermaidEscape("\(result)"))\"| finish")
            }
        }
        for step in steps {
            for target in exits[step]! { lines.append("    \(names.step[step]!) --> \(names.state[target]!)") }
        }
        let unreachable = states.filter { !reachable.contains($0) }.map { names.state[$0]! }
        if !unreachable.isEmpty {
            lines.append("    classDef unreachable stroke-dasharray: 5 5")
            lines.append("    class \(unreachable.joined(separator: ",")) unreachable")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The flow drawn as a Graphviz `digraph`.
    ///
    /// The same nodes and edges as ``mermaid``: states are ellipses, steps boxes, unreachable
    /// states dashed. The text is deterministic.
    ///
    /// ```swift
    /// try FlowGraph(TransferFlow()).graphviz.write(toFile: "transfer.dot", atomically: true, encoding: .utf8)
    /// ```
    ///
    /// - Complexity: O(*s* + *e*).
    @_spi(FlowTooling) public var graphviz: String {
        var lines = ["digraph Flow {", "    rankdir=TB;", "    start [shape=point];"]
        let names = nodeNames
        for (index, state) in states.enumerated() {
            let dashed = reachable.contains(state) ? "" : ", style=dashed"
            lines.append("    s\(index) [shape=ellipse, label=\"\(Self.dotEscape("\(state)"))\"\(dashed)];")
        }
        for (index, step) in steps.enumerated() {
            lines.append("    t\(index) [shape=box, label=\"\(Self.dotEscape("\(step)"))\"];")
        }
        lines.append("    finish [shape=doublecircle, label=\"finish\"];")
        lines.append("    start -> \(names.state[flow.initialState]!);")
        for state in states {
            switch next[state]! {
            case .step(let step): lines.append("    \(names.state[state]!) -> \(names.step[step]!);")
            case .finish(let result):
                lines.append("    \(names.state[state]!) -> finish [label=\"\(Self.dotEscape("\(result)"))\"];")
            }
        }
        for step in steps {
            for target in exits[step]! { lines.append("    \(names.step[step]!) -> \(names.state[target]!);") }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private var nodeNames: (state: [F.State: String], step: [F.Step: String]) {
        var stateNames: [F.State: String] = [:]
        for (index, state) in states.enumerated() { stateNames[state] = "s\(index)" }
        var stepNames: [F.Step: String] = [:]
        for (index, step) in steps.enumerated() { stepNames[step] = "t\(index)" }
        return (stateNames, stepNames)
    }

    private static func mermaidEscape(_ text: String) -> String {
        text.replacing("\"", with: "#quot;")
    }

    private static func dotEscape(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    }
}

import Waypoint
@_spi(FlowTooling) public import WaypointTesting

/// A flow graph as plain nodes and edges, ready to lay out and draw: the flow engine's states and
/// steps, a start and a finish node, and the checks' findings.
///
/// ```swift
/// let diagram = FlowDiagram(name: "product details", graph: FlowGraph(ProductDetailsFlow(productID: 1)))
/// diagram.nodes.first?.kind   // .start
/// diagram.svg                 // <svg …> drawn from the layout
/// ```
public struct FlowDiagram: Codable, Hashable, Sendable {
    /// What a node stands for.
    public enum Kind: String, Codable, Hashable, Sendable {
        /// Where the flow begins.
        case start
        /// A state of the flow.
        case state
        /// A step: what the flow shows in a state.
        case step
        /// Where the flow ends with a result.
        case finish
    }

    /// A node: its identity (`s0`, `t1`, `start`, `finish`), label and kind.
    public struct Node: Codable, Hashable, Sendable {
        public let id: String
        public let label: String
        public let kind: Kind
        /// A state no path from the start reaches.
        public let unreachable: Bool

        public init(id: String, label: String, kind: Kind, unreachable: Bool = false) {
            self.id = id
            self.label = label
            self.kind = kind
            self.unreachable = unreachable
        }
    }

    /// An arrow from one node to another, with an optional label (a finish's result).
    public struct Edge: Codable, Hashable, Sendable {
        public let from: String
        public let to: String
        public let label: String?

        public init(from: String, to: String, label: String? = nil) {
            self.from = from
            self.to = to
            self.label = label
        }
    }

    /// The diagram's name, as the app registered it.
    public let name: String
    /// The nodes: start, states, steps, finish.
    public let nodes: [Node]
    /// The arrows, in the graph's order.
    public let edges: [Edge]
    /// The flow checks' findings, described; empty for a sound flow.
    public let findings: [String]

    /// A diagram from its parts (nodes named in edges must exist; others are dropped).
    public init(name: String, nodes: [Node], edges: [Edge], findings: [String] = []) {
        self.name = name
        self.nodes = nodes
        let ids = Set(nodes.map(\.id))
        self.edges = edges.filter { ids.contains($0.from) && ids.contains($0.to) }
        self.findings = findings
    }

    /// The diagram of a checkable flow, named as the app likes (flow tooling: an app opts in with
    /// `@_spi(FlowTooling) import WaypointTesting` and `@_spi(FlowTooling) import WaypointInspector`).
    @_spi(FlowTooling) public init<F: CheckableFlow>(name: String, graph: FlowGraph<F>) {
        var stateIDs: [F.State: String] = [:]
        var stepIDs: [F.Step: String] = [:]
        var nodes = [Node(id: "start", label: "start", kind: .start)]
        for (index, state) in graph.states.enumerated() {
            stateIDs[state] = "s\(index)"
            nodes.append(Node(id: "s\(index)", label: "\(state)", kind: .state, unreachable: !graph.reachable.contains(state)))
        }
        for (index, step) in graph.steps.enumerated() {
            stepIDs[step] = "t\(index)"
            nodes.append(Node(id: "t\(index)", label: "\(step)", kind: .step))
        }
        nodes.append(Node(id: "finish", label: "finish", kind: .finish))
        var edges: [Edge] = []
        if let initial = stateIDs[graph.flow.initialState] { edges.append(Edge(from: "start", to: initial)) }
        for state in graph.states {
            guard let from = stateIDs[state], let next = graph.next[state] else { continue }
            switch next {
            case .step(let step): if let to = stepIDs[step] { edges.append(Edge(from: from, to: to)) }
            case .finish(let result): edges.append(Edge(from: from, to: "finish", label: "\(result)"))
            }
        }
        for step in graph.steps {
            guard let from = stepIDs[step] else { continue }
            for target in graph.exits[step] ?? [] {
                if let to = stateIDs[target] { edges.append(Edge(from: from, to: to)) }
            }
        }
        self.init(name: name, nodes: nodes, edges: edges, findings: graph.check().map(\.description))
    }

    /// The diagram drawn as SVG from its ``DiagramLayout``.
    public var svg: String { DiagramLayout(self).svg(for: self) }
}

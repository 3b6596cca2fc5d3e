import Testing
import Waypoint
@_spi(FlowTooling) import WaypointTesting
@_spi(FlowTooling) import WaypointInspector
import Foundation

struct SignUpFlow: CheckableFlow {
    enum State: Hashable, Sendable { case start, named, done, abandoned, orphan }
    enum Step: Hashable, Sendable { case askName, askEmail }
    var initialState: State { .start }
    func nextStep(_ state: State) -> FlowNext<Step, Bool> {
        switch state {
        case .start: .step(.askName)
        case .named: .step(.askEmail)
        case .done: .finish(true)
        case .abandoned, .orphan: .finish(false)
        }
    }
    var states: [State] { [.start, .named, .done, .abandoned, .orphan] }
    func exits(of step: Step) -> [State] {
        switch step {
        case .askName: [.named, .abandoned]
        case .askEmail: [.done, .start]
        }
    }
}

@Suite struct FlowDiagramTests {
    let diagram = FlowDiagram(name: "sign up", graph: FlowGraph(SignUpFlow()))

    @Test func theDiagramHasTheGraphsStatesStepsAStartAndAFinish() {
        #expect(diagram.nodes.map(\.kind).filter { $0 == .state }.count == 5)
        #expect(diagram.nodes.map(\.kind).filter { $0 == .step }.count == 2)
        #expect(diagram.nodes.first?.kind == .start)
        #expect(diagram.nodes.last?.kind == .finish)
        #expect(diagram.edges.contains(FlowDiagram.Edge(from: "start", to: "s0")))
        #expect(diagram.edges.contains { $0.to == "finish" && $0.label == "true" })
        // start→s0, 5 state edges, 4 step exits
        #expect(diagram.edges.count == 10)
    }

    @Test func anUnreachableStateIsMarkedAndReportedByTheChecks() {
        #expect(diagram.nodes.first { $0.label == "orphan" }?.unreachable == true)
        #expect(diagram.findings.contains { $0.contains("orphan") })
    }
}

@Suite struct DiagramLayoutTests {
    let diagram = FlowDiagram(name: "sign up", graph: FlowGraph(SignUpFlow()))

    @Test func everyNodeGetsABoxInsideTheDrawingAndNoTwoBoxesOverlap() {
        let layout = DiagramLayout(diagram)
        #expect(layout.boxes.count == diagram.nodes.count)
        let boxes = Array(layout.boxes.values)
        for box in boxes {
            #expect(box.x >= 0 && box.y >= 0 && box.maxX <= layout.width && box.maxY <= layout.height)
        }
        for (index, a) in boxes.enumerated() {
            for b in boxes[(index + 1)...] {
                let apart = a.maxX <= b.x || b.maxX <= a.x || a.maxY <= b.y || b.maxY <= a.y
                #expect(apart, "\(a) overlaps \(b)")
            }
        }
    }

    @Test func theStartIsOnTopTheFinishAtTheBottomAndStepsBelowTheirStates() {
        let layout = DiagramLayout(diagram)
        let start = layout.boxes["start"]!
        let finish = layout.boxes["finish"]!
        #expect(layout.boxes.values.allSatisfy { $0.rank >= start.rank && $0.rank <= finish.rank })
        #expect(layout.boxes.values.filter { $0.rank == finish.rank }.count == 1)
        #expect(layout.boxes["t0"]!.rank == layout.boxes["s0"]!.rank + 1)
    }

    @Test func everyEdgeIsRoutedAndTheLoopBackToTheStartIsALoop() {
        let layout = DiagramLayout(diagram)
        #expect(layout.routes.count == diagram.edges.count)
        #expect(layout.routes.allSatisfy { $0.path.hasPrefix("M ") && $0.path.contains(" C ") })
        // askEmail → start goes back up.
        #expect(layout.routes.first { $0.from == "t1" && $0.to == "s0" }?.isLoop == true)
        #expect(layout.routes.first { $0.from == "start" }?.isLoop == false)
    }

    @Test func theLayoutIsTheSameEveryTime() {
        #expect(DiagramLayout(diagram) == DiagramLayout(diagram))
        #expect(diagram.svg == FlowDiagram(name: "sign up", graph: FlowGraph(SignUpFlow())).svg)
    }

    @Test func theSVGDrawsEveryNodeAndEdgeAndEscapesLabels() {
        let svg = diagram.svg
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>"))
        for node in diagram.nodes { #expect(svg.contains("data-node=\"\(node.id)\"")) }
        #expect(svg.components(separatedBy: "class=\"edge").count - 1 == diagram.edges.count)
        let hostile = FlowDiagram(
            name: "<x>", nodes: [FlowDiagram.Node(id: "a", label: "<script>&\"", kind: .state)], edges: [FlowDiagram.Edge(from: "a", to: "zz")])
        #expect(hostile.edges.isEmpty)
        #expect(hostile.svg.contains("&lt;script&gt;&amp;&quot;"))
        #expect(!hostile.svg.contains("<script>"))
    }
}

import Testing
@_spi(FlowTooling) import WaypointTesting

@Suite struct FlowGraphTests {
    @Test func aSoundFlowHasNoFindings() {
        #expect(FlowGraph(TransferFlow()).check().isEmpty)
    }

    @Test func theCheckerFindsUnreachableStatesStuckStepsEndlessLoopsAndUndeclaredStates() {
        let findings = FlowGraph(BrokenFlow()).check()
        #expect(findings.map(\.kind) == [.unreachableState, .stepWithoutExit, .cannotFinish, .cannotFinish, .undeclaredState])
        #expect(findings.map(\.subject) == ["orphan", "wait", "looping", "stuck", "stray"])
        #expect(findings[0].description == "state `orphan` is unreachable from the initial state `start`")
        #expect(findings[1].description == "step `wait` has no exit: the flow would be stuck there")
        #expect(findings[4].description == "step `ask` leads to `stray`, which is not among the declared states")
        #expect(findings.map(\.kind.name) == ["unreachableState", "stepWithoutExit", "cannotFinish", "cannotFinish", "undeclaredState"])
    }

    @Test func aFlowDrawsAsMermaidText() {
        #expect(FlowGraph(TransferFlow()).mermaid == """
            flowchart TD
                start((start))
                s0(["start"])
                s1(["amountChosen"])
                s2(["recipientChosen"])
                s3(["confirmed"])
                s4(["cancelled"])
                t0["amount"]
                t1["recipient"]
                t2["confirm"]
                finish(((finish)))
                start --> s0
                s0 --> t0
                s1 --> t1
                s2 --> t2
                s3 -->|"true"| finish
                s4 -->|"false"| finish
                t0 --> s1
                t0 --> s4
                t1 --> s2
                t1 --> s0
                t2 --> s3
                t2 --> s4

            """)
    }

    @Test func aFlowDrawsAsGraphvizText() {
        #expect(FlowGraph(TransferFlow()).graphviz == """
            digraph Flow {
                rankdir=TB;
                start [shape=point];
                s0 [shape=ellipse, label="start"];
                s1 [shape=ellipse, label="amountChosen"];
                s2 [shape=ellipse, label="recipientChosen"];
                s3 [shape=ellipse, label="confirmed"];
                s4 [shape=ellipse, label="cancelled"];
                t0 [shape=box, label="amount"];
                t1 [shape=box, label="recipient"];
                t2 [shape=box, label="confirm"];
                finish [shape=doublecircle, label="finish"];
                start -> s0;
                s0 -> t0;
                s1 -> t1;
                s2 -> t2;
                s3 -> finish [label="true"];
                s4 -> finish [label="false"];
                t0 -> s1;
                t0 -> s4;
                t1 -> s2;
                t1 -> s0;
                t2 -> s3;
                t2 -> s4;
            }

            """)
    }

    @Test func unreachableStatesAreDashedAndQuotesAreEscapedInDrawings() {
        let graph = FlowGraph(BrokenFlow())
        #expect(graph.states.map { "\($0)" } == ["start", "looping", "stuck", "orphan", "done", "stray"])
        #expect(graph.mermaid.contains("    s4 -->|\"done #quot;quoted#quot;\"| finish\n"))
        #expect(graph.mermaid.hasSuffix("    classDef unreachable stroke-dasharray: 5 5\n    class s3 unreachable\n"))
        #expect(graph.graphviz.contains("    s3 [shape=ellipse, label=\"orphan\", style=dashed];\n"))
        #expect(graph.graphviz.contains("    s4 -> finish [label=\"done \\\"quoted\\\"\"];\n"))
    }

    @Test func drawingsAreDeterministic() {
        #expect(FlowGraph(BrokenFlow()).mermaid == FlowGraph(BrokenFlow()).mermaid)
        #expect(FlowGraph(BrokenFlow()).graphviz == FlowGraph(BrokenFlow()).graphviz)
    }
}

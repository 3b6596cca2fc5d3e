import Testing
@_spi(FlowTooling) @_spi(Inspection) import WaypointTesting

// An app's test file imports WaypointTesting alone: Waypoint comes with it, and so do the flow
// checks and the hub's dry runs once the file opts into their SPI groups.

/// A flow whose `wait` step leads nowhere: the check must say so.
private struct StuckFlow: CheckableFlow {
    enum State: Hashable, Sendable { case start, waiting, done }
    enum Step: Hashable, Sendable { case ask, wait }

    var initialState: State { .start }

    func nextStep(_ state: State) -> FlowNext<Step, Bool> {
        switch state {
        case .start: .step(.ask)
        case .waiting: .step(.wait)
        case .done: .finish(true)
        }
    }

    var states: [State] { [.start, .waiting, .done] }

    func exits(of step: Step) -> [State] {
        switch step {
        case .ask: [.waiting]
        case .wait: []
        }
    }
}

@Suite struct ToolingImportTests {
    @Test func aTestThatImportsOnlyWaypointTestingChecksAFlowAndFindsItsDeadEnd() {
        let findings = FlowGraph(StuckFlow()).check()
        #expect(findings.map(\.kind) == [.unreachableState, .stepWithoutExit, .cannotFinish, .cannotFinish])
        #expect(findings.map(\.subject) == ["done", "wait", "start", "waiting"])
    }

    @Test func aTestThatImportsOnlyWaypointTestingWalksAFlowWithoutUI() {
        let trace = StuckFlow().simulate(maxSteps: 3) { step, _ in step == .ask ? .waiting : .waiting }
        #expect(trace.steps == [.ask, .wait, .wait])
        #expect(!trace.isFinished)
    }

    @Test @MainActor func aTestThatImportsOnlyWaypointTestingDryRunsTheHub() throws {
        let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["app"])))
        let plan = hub.plan(for: "app://nowhere", source: .inApp)
        #expect(plan.route == nil)
        guard case .fail = plan.outcome else {
            Issue.record("expected a failing plan, got \(plan.outcome)")
            return
        }
    }
}

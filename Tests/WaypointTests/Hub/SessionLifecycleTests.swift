import Testing
@_spi(Inspection) import Waypoint

@Suite @MainActor struct SessionLifecycleTests {
    @Test func aFlowGoesFromPreparingToStartedToProducedToCompleted() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID", parameters: ["cardID": .int])
        let session = fixture.hub.start(url: "nuapp://card/7", source: .inApp)
        #expect(session.state.name == "preparing")
        await session.reach("started")
        let flow = try #require(fixture.flow("card"))
        #expect(flow.request?.parameters.value("cardID", as: Int.self) == 7)
        flow.produce("blocked")
        flow.finish(42)
        await session.reach("completed")
        #expect(session.stateNames == ["preparing", "started", "produced", "completed"])
        guard case .completed(.finished(let result)) = session.state else { Issue.record("not finished"); return }
        #expect(result as? Int == 42)
        #expect(fixture.navigator.state.screens(ownedBy: flow.id).isEmpty)
    }

    @Test func theStatesAreAnAsyncSequenceThatReplaysAndEnds() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID")
        let session = fixture.hub.start(url: "nuapp://card/1")
        await session.reach("started")
        let flow = try #require(fixture.flow("card"))
        let consumer = Task { @MainActor in
            var names: [String] = []
            for await state in session.states { names.append(state.name) }
            return names
        }
        flow.produce(1)
        flow.finish("done")
        #expect(await consumer.value == ["preparing", "started", "produced", "completed"])
    }

    @Test func callbacksReplayTheHistoryAndReportCompletion() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID")
        let session = fixture.hub.start(url: "nuapp://card/1")
        await session.reach("started")
        var states: [String] = []
        var completions: [String] = []
        var errors: [RoutingError] = []
        let subscription = session.subscribe(
            onState: { states.append($0.name) }, onError: { errors.append($0) },
            onCompletion: { completions.append("\($0)") })
        #expect(states == ["preparing", "started"])
        try #require(fixture.flow("card")).finish("ok")
        await session.reach("completed")
        #expect(states == ["preparing", "started", "completed"])
        #expect(completions == ["finished(ok)"])
        #expect(errors.isEmpty)
        subscription.cancel()
        #expect(session.state.name == "completed")
    }

    @Test func theFlowIsCreatedOnlyWhenItsRouteStarts() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID")
        #expect(fixture.flows.isEmpty)
        _ = fixture.hub.plan(for: "nuapp://card/1")
        #expect(fixture.flows.isEmpty)
        let session = fixture.hub.start(url: "nuapp://card/1")
        #expect(fixture.flows.count == 1)
        await session.reach("started")
    }

    @Test func valuesProducedWhilePreparingAreReportedRightAfterStarted() async throws {
        let fixture = HubFixture()
        try fixture.route("statement", "statement", holdsPreparation: true)
        let session = fixture.hub.start(url: "nuapp://statement")
        let flow = try #require(fixture.flow("statement"))
        await waitUntil { flow.isPreparing }
        flow.produce("loaded")
        #expect(session.stateNames == ["preparing"])
        flow.finishPreparation()
        await session.reach("produced")
        #expect(session.history.map(\.description) == ["preparing", "started", "produced(loaded)"])
    }

    @Test func aFlowThatEndsWhilePreparingStillReportsWhatItProduced() async throws {
        let fixture = HubFixture()
        try fixture.route("statement", "statement", holdsPreparation: true)
        let session = fixture.hub.start(url: "nuapp://statement")
        let flow = try #require(fixture.flow("statement"))
        await waitUntil { flow.isPreparing }
        flow.produce("nothing to show")
        flow.finish("empty")
        await session.reach("completed")
        #expect(session.history.map(\.description) == ["preparing", "produced(nothing to show)", "completed(finished(empty))"])
    }

    @Test func aFlowFailureFailsTheSessionWithTheFlowsError() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID")
        let session = fixture.hub.start(url: "nuapp://card/1")
        await session.reach("started")
        try #require(fixture.flow("card")).fail(ProbeFailure(text: "card service down"))
        await session.reach("failed")
        let error = try #require(session.error)
        #expect(error.kind == .flowFailed)
        #expect((error.underlying as? FlowError)?.underlying as? ProbeFailure == ProbeFailure(text: "card service down"))
        #expect(error.route == "card")
        #expect(error.description.contains("card service down"))
    }

    @Test func cancellingWhilePreparingStopsThePreparation() async throws {
        let fixture = HubFixture()
        try fixture.route("statement", "statement", holdsPreparation: true)
        let session = fixture.hub.start(url: "nuapp://statement")
        let flow = try #require(fixture.flow("statement"))
        await waitUntil { flow.isPreparing }
        session.cancel()
        #expect(session.error?.kind == .cancelled)
        #expect(flow.cancelCalls == 1)
        #expect(!flow.isStarted)
        #expect(fixture.navigator.state.screens(ownedBy: flow.id).isEmpty)
    }

    @Test func cancellingAStartedSessionDismissesTheFlowsScreens() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID", presentation: .sheet)
        let session = fixture.hub.start(url: "nuapp://card/1")
        await session.reach("started")
        let flow = try #require(fixture.flow("card"))
        #expect(fixture.navigator.state.modals.count == 1)
        session.cancel()
        #expect(session.error?.kind == .cancelled)
        #expect(fixture.navigator.state.modals.isEmpty)
        #expect(flow.isEnded)
        session.cancel()
        #expect(flow.cancelCalls == 1)
    }

    @Test func droppingTheSubscriptionTokenCancelsTheSession() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID", presentation: .sheet)
        let session = fixture.hub.start(url: "nuapp://card/1")
        await session.reach("started")
        var token: NavigationSubscription? = session.subscribe()
        #expect(token != nil)
        token = nil
        await session.reach("failed")
        #expect(session.error?.kind == .cancelled)
        #expect(fixture.navigator.state.modals.isEmpty)
    }

    @Test func cancellingTheConsumingTaskCancelsTheSession() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID", presentation: .sheet)
        let session = fixture.hub.start(url: "nuapp://card/1")
        let consumer = Task { @MainActor in
            for await _ in session.states {}
        }
        await session.reach("started")
        consumer.cancel()
        await consumer.value
        await session.reach("failed")
        #expect(session.error?.kind == .cancelled)
        #expect(fixture.navigator.state.modals.isEmpty)
    }

    @Test func closingTheFlowsScreensWithAGestureCompletesTheSession() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID", presentation: .sheet)
        let session = fixture.hub.start(url: "nuapp://card/1")
        await session.reach("started")
        try fixture.host.swipeDown()
        await session.reach("completed")
        guard case .completed(.closedByUser) = session.state else {
            Issue.record("expected closedByUser, got \(session.state)")
            return
        }
    }

    @Test func theBackButtonCompletesAPushedFlow() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID")
        let session = fixture.hub.start(url: "nuapp://card/1")
        await session.reach("started")
        try fixture.host.popInteractively()
        await session.reach("completed")
        #expect(session.state.description == "completed(closedByUser)")
    }

    @Test func completionReturnsTheResultOrThrowsTheError() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID")
        let session = fixture.hub.start(url: "nuapp://card/1")
        await session.reach("started")
        try #require(fixture.flow("card")).finish("result")
        let completion = try await session.completion()
        #expect("\(completion)" == "finished(result)")
        await #expect(throws: RoutingError.self) {
            try await fixture.hub.start(url: "nuapp://nowhere").completion()
        }
    }

    @Test func anEndedSessionIsReleasedWithItsFlow() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID")
        weak var weakSession: RoutingSession?
        weak var weakFlow: ProbeFlow?
        do {
            let session = fixture.hub.start(url: "nuapp://card/1")
            weakSession = session
            await session.reach("started")
            weakFlow = fixture.flow("card")
            session.cancel()
        }
        fixture.releaseFlows()
        await waitUntil { weakSession == nil && weakFlow == nil }
        #expect(fixture.hub.activeSessions().isEmpty)
    }
}

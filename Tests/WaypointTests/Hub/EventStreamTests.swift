import Testing
import Waypoint

@Suite @MainActor struct EventStreamTests {
    @Test func everyRequestDecisionStateChangeAndScreenChangeOfTheFlowIsOneEventOfItsSession() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID")
        fixture.hub.guards = [RoutingGuard("audit") { _ in .proceed }]
        var log: [String] = []
        let subscription = fixture.hub.onEvent { log.append("\($0)") }
        let session = fixture.hub.start(url: "nuapp://card/1")
        await session.reach("started")
        try #require(fixture.flow("card")).finish("ok")
        await session.reach("completed")
        _ = fixture.hub.start(url: "nuapp://nowhere")
        #expect(
            log == [
                "#1 nuapp://card/1: requested",
                "#1 nuapp://card/1: state preparing",
                "#1 nuapp://card/1: matched card (nuapp://card/1)",
                "#1 nuapp://card/1: guard audit: proceed",
                "#1 nuapp://card/1: command push(#2): shown [page(\"card#1\") (card#1)] removed []",
                "#1 nuapp://card/1: state started",
                "#1 nuapp://card/1: setState: shown [] removed [page(\"card#1\") (card#1)]",
                "#1 nuapp://card/1: state completed(finished(ok))",
                "#2 nuapp://nowhere: requested",
                "#2 nuapp://nowhere: state preparing",
                "#2 nuapp://nowhere: state failed(unknownRoute)",
            ])
        subscription.cancel()
        _ = fixture.hub.start(url: "nuapp://card/2")
        #expect(log.count == 11)
    }

    @Test func theEventStreamDeliversTheSameEventsAsyncronously() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID")
        let events = fixture.hub.events
        let reader = Task { @MainActor in
            var kinds: [String] = []
            for await event in events {
                kinds.append("\(event.kind)")
                if case .state(let state) = event.kind, state.isTerminal { break }
            }
            return kinds
        }
        let session = fixture.hub.start(url: "nuapp://card/1", source: .externalApp)
        #expect(session.error?.kind == .forbiddenSource)
        let kinds = await reader.value
        #expect(kinds.first == "requested")
        #expect(kinds.last == "state failed(forbiddenSource)")
    }
}

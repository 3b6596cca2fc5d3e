import Foundation
import Testing
import Waypoint

private struct Opaque: Sendable {}

@Suite @MainActor struct RoutingStateEqualityTests {
    @Test func statesCompareByCaseAndEquatablePayload() {
        #expect(RoutingState.preparing == .preparing)
        #expect(RoutingState.started != .preparing)
        #expect(RoutingState.produced("a") == .produced("a"))
        #expect(RoutingState.produced("a") != .produced("b"))
        #expect(RoutingState.produced(1) != .produced("1"))
        #expect(RoutingState.completed(.finished(true)) == .completed(.finished(true)))
        #expect(RoutingState.completed(.closedByUser) != .completed(.finished(true)))
    }

    @Test func producedValuesOfATypeThatIsNotEquatableNeverCompareEqual() {
        #expect(RoutingState.produced(Opaque()) != .produced(Opaque()))
    }

    @Test func failuresCompareByKindURLAndReason() async throws {
        let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["nuapp"])))
        hub.register(navigator: Navigator(host: InMemoryHost()))
        let first = hub.start(url: "nuapp://nowhere")
        let second = hub.start(url: "nuapp://nowhere")
        let other = hub.start(url: "nuapp://elsewhere")
        #expect(first.state.isTerminal)
        #expect(first.state == second.state)
        #expect(first.state != other.state)
    }

    @Test func startAcceptsAFoundationURL() async throws {
        let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["nuapp"])))
        let session = hub.start(url: URL(string: "nuapp://nowhere?x=1")!, source: .inApp)
        #expect(session.url == "nuapp://nowhere?x=1")
        #expect(session.source == .inApp)
        #expect(session.history == hub.start(url: "nuapp://nowhere?x=1").history)
    }
}

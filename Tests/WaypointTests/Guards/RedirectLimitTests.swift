import Testing
import Waypoint

/// A request follows at most `maximumRedirects` redirects: exactly that many still open the
/// flow, one more is a redirect loop.
@Suite @MainActor struct RedirectLimitTests {
    /// A hub where `step/N` redirects to `step/N+1` until `step/last`.
    private func makeFixture(maximumRedirects: Int, last: Int) throws -> HubFixture {
        let fixture = HubFixture(maximumRedirects: maximumRedirects)
        try fixture.route("step", "step/:n", parameters: ["n": .int])
        fixture.hub.guards = [
            RoutingGuard("next step") { request in
                let n = request.parameters.value("n", as: Int.self) ?? last
                return n < last ? .redirect(to: "nuapp://step/\(n + 1)") : .proceed
            }
        ]
        return fixture
    }

    @Test func exactlyTheMaximumNumberOfRedirectsIsFollowed() async throws {
        let fixture = try makeFixture(maximumRedirects: 3, last: 3)
        let session = fixture.hub.start(url: "nuapp://step/0")
        await session.reach("started")
        #expect(fixture.flow("step")?.request?.url == "nuapp://step/3")
    }

    @Test func oneRedirectMoreThanTheMaximumIsARedirectLoop() throws {
        let fixture = try makeFixture(maximumRedirects: 3, last: 4)
        let error = try #require(fixture.hub.start(url: "nuapp://step/0").error)
        #expect(error.kind == .redirectLoop)
        #expect(error.reason == "more than 3 redirects; last target `nuapp://step/4`")
        #expect(fixture.flows.isEmpty)
    }
}

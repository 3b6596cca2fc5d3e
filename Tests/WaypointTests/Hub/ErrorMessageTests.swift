import Testing
import Waypoint
import Foundation

@MainActor
@Suite struct ErrorMessageTests {
    @Test func anUnknownRouteMessageSuggestsEachPatternOnce() throws {
        let fixture = HubFixture()
        try fixture.route("card.block", "card/:cardID/block")
        let error = try #require(fixture.hub.start(url: "nuapp://crad/1/block").error)
        let message = error.description
        #expect(message.components(separatedBy: "did you mean").count == 2, "\(message)")
        #expect(message.contains("`card/:cardID/block`"))
    }
}

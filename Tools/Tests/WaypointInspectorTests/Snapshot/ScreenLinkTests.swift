import Foundation
import Testing
import Waypoint
@testable import WaypointInspector

/// A destination with a URL: the fixture's `detail/:id` route opens `detail`; `plain` has none.
enum LinkedScreens: LinkableDestination {
    case detail(Int), plain

    func url(in table: RouteTable) -> String? {
        guard case .detail(let id) = self else { return nil }
        return try? table.url(for: "detail", parameters: ["id": "\(id)"])
    }
}

/// Issue 25 item 4 in the inspector: each window's snapshot carries the URL of what it shows, and
/// the page offers to copy it.
@Suite @MainActor struct ScreenLinkTests {
    /// The first navigator of `GET /api/state`, as the page's script reads it.
    func firstNavigator(of fixture: InspectorFixture) async throws -> [String: Any] {
        let response = await fixture.api().respond(to: InspectorFixture.get("/api/state"))
        let state = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
        return try #require((state["navigators"] as? [[String: Any]])?.first)
    }

    @Test func theStateCarriesTheLinkOfTheTopLinkableScreen() async throws {
        let fixture = try InspectorFixture()
        try fixture.navigator.execute(.push(fixture.navigator.makeScreen(LinkedScreens.detail(7))))
        try fixture.navigator.execute(.push(fixture.navigator.makeScreen(LinkedScreens.plain)))
        let navigator = try await firstNavigator(of: fixture)
        // `plain` on top has no URL: the detail below it is what the link rebuilds.
        #expect(navigator["link"] as? String == "app://detail/7")
    }

    @Test func theLinkIsNullWhenNothingOnScreenIsLinkable() async throws {
        let fixture = try InspectorFixture()
        try fixture.navigator.execute(.push(fixture.navigator.makeScreen(LinkedScreens.plain)))
        let navigator = try await firstNavigator(of: fixture)
        #expect(navigator.keys.contains("link"), "the key is written even without a link")
        #expect(navigator["link"] is NSNull)
    }

    @Test func aSnapshotDecodesBackWithItsLink() throws {
        let fixture = try InspectorFixture()
        let snapshot = NavigatorSnapshot(
            name: "main", state: fixture.navigator.state, lastChange: nil, isSettled: true, link: "app://detail/7")
        let decoded = try JSONDecoder().decode(NavigatorSnapshot.self, from: JSONEncoder().encode(snapshot))
        #expect(decoded == snapshot)
    }

    @Test func thePageOffersToCopyEachWindowsLinkAndInsertsItAsText() throws {
        let page = InspectorPage.html
        #expect(page.contains("'Copy link'") && page.contains("'no link'"))
        #expect(page.contains("navigator.clipboard.writeText(link)"))
        #expect(page.contains("renderLink(nav)"), "the tree of each window has its link row")
        // The link is the app's text: the function that shows it never writes HTML.
        let script = InspectorPage.script
        let start = try #require(script.range(of: "function renderLink("))
        let end = try #require(script.range(of: "function renderTree("))
        let linkCode = script[start.lowerBound..<end.lowerBound]
        #expect(linkCode.contains("text: nav.link"))
        #expect(!linkCode.contains("innerHTML") && !linkCode.contains("outerHTML") && !linkCode.contains("insertAdjacentHTML"))
    }
}

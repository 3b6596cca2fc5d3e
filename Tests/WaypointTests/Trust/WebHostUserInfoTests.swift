import Foundation
import Testing
import Waypoint

/// User information in a web address is refused on its own, not only because of the host after
/// it: `https://user@help.bank.example/` names an allowed host, and is still no page to open.
@Suite @MainActor struct WebHostUserInfoTests {
    let list: RoutingHub.Configuration.WebHostAllowList = ["help.bank.example", "*.cdn.bank.example"]

    @Test(arguments: [
        "https://user@help.bank.example/",
        "https://user:secret@help.bank.example/cards",
        "https://help.bank.example@help.bank.example/",
        "https://user@img.cdn.bank.example/a.png",
    ])
    func userInfoOnAnAllowedHostIsRefused(address: String) {
        #expect(!list.permits(address))
        // The same address without its user information is admitted.
        let host = address.split(separator: "@", maxSplits: 1)[1]
        #expect(list.permits("https://" + host))
    }

    @Test func aWebPageRouteRefusesUserInfoOnAnAllowedHost() async throws {
        let fixture = HubFixture(webHosts: list)
        try fixture.route(
            "web", "web", query: [.required("url", .string)],
            policy: RoutePolicy(allowedSources: [.inApp, .externalApp], webPageParameter: "url"))
        let refused = fixture.hub.start(url: "nuapp://web?url=https%3A%2F%2Fuser%40help.bank.example%2F", source: .externalApp)
        #expect(refused.error?.kind == .untrustedWebHost)
        let admitted = fixture.hub.start(url: "nuapp://web?url=https%3A%2F%2Fhelp.bank.example%2F", source: .externalApp)
        await admitted.reach("started")
    }
}

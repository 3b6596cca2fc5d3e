import Foundation
import Testing
@_spi(Inspection) @_spi(Tooling) import Waypoint

@Suite @MainActor struct SourceTrustTests {
    @Test func aRouteAdmitsOnlyInAppRequestsByDefault() async throws {
        let fixture = HubFixture()
        try fixture.route("settings.debug", "settings/debug")
        for source in RequestSource.builtIn where source != .inApp {
            let session = fixture.hub.start(url: "nuapp://settings/debug", source: source)
            let error = try #require(session.error)
            #expect(error.kind == .forbiddenSource)
            #expect(error.source == source)
            #expect(error.description.contains("allowed: in-app"))
        }
        #expect(fixture.flows.isEmpty)
        let allowed = fixture.hub.start(url: "nuapp://settings/debug", source: .inApp)
        await allowed.reach("started")
    }

    @Test func aRouteOpensFromTheSourcesItDeclares() async throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID", policy: RoutePolicy(allowedSources: [.inApp, .pushNotification]))
        let push = fixture.hub.start(url: "nuapp://card/1", source: .pushNotification)
        await push.reach("started")
        #expect(fixture.hub.start(url: "nuapp://card/1", source: .externalApp).error?.kind == .forbiddenSource)
    }

    @Test func externalSourcesAreExactlyPushUniversalLinkExternalAppAndInspector() {
        #expect(RequestSource.builtIn.filter(\.isExternal) == [.pushNotification, .universalLink, .externalApp, .inspector])
        #expect(RoutePolicy().preparingOverlap(for: .universalLink) == .cancelOlder)
        #expect(RoutePolicy().preparingOverlap(for: .backend) == .queue)
    }

    @Test func unknownQueryKeysFromExternalSourcesAreDropped() async throws {
        let fixture = HubFixture()
        try fixture.route(
            "pix", "pix/pay", query: [.optional("amount", .int, default: "0")],
            policy: RoutePolicy(allowedSources: [.inApp, .universalLink]))
        let external = fixture.hub.start(url: "https://bank.example/pix/pay?amount=5&redirect=evil", source: .universalLink)
        await external.reach("started")
        let externalRequest = try #require(fixture.flows.last?.request)
        #expect(externalRequest.extraQuery.isEmpty)
        #expect(externalRequest.query.value("amount", as: Int.self) == 5)
        #expect(fixture.hub.plan(for: "nuapp://pix/pay?x=1&y=2", source: .universalLink).steps.contains(.droppedQueryKeys(["x", "y"])))

        let inApp = fixture.hub.start(url: "nuapp://pix/pay?amount=5&campaign=summer", source: .inApp)
        await inApp.reach("started")
        #expect(fixture.flows.last?.request?.extraQuery == ["campaign": "summer"])
    }

    @Test func aWebPageRouteOpensOnlyAllowListedHosts() async throws {
        let fixture = HubFixture(webHosts: ["help.bank.example", "*.cdn.bank.example"])
        try fixture.route(
            "web", "web", query: [.required("url", .string)],
            policy: RoutePolicy(allowedSources: [.inApp, .externalApp], webPageParameter: "url"))
        let good = fixture.hub.start(url: "nuapp://web?url=https%3A%2F%2Fhelp.bank.example%2Fcards", source: .externalApp)
        await good.reach("started")
        for target in [
            "https://evil.example/", "http://help.bank.example/", "https://help.bank.example.evil.example/",
            "https://user@evil.example/", "javascript:alert(1)", "//evil.example/", "https://cdn.bank.example/",
        ] {
            let encoded = target.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            let session = fixture.hub.start(url: "nuapp://web?url=\(encoded)", source: .externalApp)
            #expect(session.error?.kind == .untrustedWebHost, "\(target)")
        }
        let subdomain = fixture.hub.start(url: "nuapp://web?url=https%3A%2F%2Fimg.cdn.bank.example%2Fa.png", source: .externalApp)
        #expect(subdomain.error == nil)
    }

    @Test func theAllowListComparesHostsExactlyOrBySubdomainWildcard() {
        let list: RoutingHub.Configuration.WebHostAllowList = ["Help.Bank.Example", "*.cdn.bank.example"]
        #expect(list.permits("https://help.bank.example/page"))
        #expect(list.permits("https://HELP.bank.example"))
        #expect(list.permits("https://a.b.cdn.bank.example/x"))
        #expect(!list.permits("https://cdn.bank.example/x"))
        #expect(!list.permits("https://help.bank.example@evil.example/"))
        #expect(!list.permits("http://help.bank.example/"))
        #expect(RoutingHub.Configuration.WebHostAllowList(["help.bank.example"], allowsPlainHTTP: true).permits("http://help.bank.example/"))
        #expect(!list.permits("not a url"))
        #expect(!RoutingHub.Configuration.WebHostAllowList([]).permits("https://help.bank.example/"))
    }
}

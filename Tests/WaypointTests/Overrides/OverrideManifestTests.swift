import Foundation
import Testing
@_spi(Inspection) @_spi(Tooling) import Waypoint

@Suite @MainActor struct OverrideManifestTests {
    private func makeFixture() throws -> HubFixture {
        let fixture = HubFixture()
        let everyone = RoutePolicy(allowedSources: Set(RequestSource.builtIn))
        try fixture.route("card.block", "card/:cardID/block", parameters: ["cardID": .int], policy: everyone)
        try fixture.route("help", "help/:topic", policy: everyone)
        try fixture.route("rewards", "rewards", policy: everyone)
        return fixture
    }

    private func load(_ json: String, into fixture: HubFixture) throws(OverrideManifestError) {
        try fixture.hub.loadOverrides(Data(json.utf8))
    }

    @Test func aDisabledRouteWithAFallbackOpensTheFallback() async throws {
        let fixture = try makeFixture()
        try load(#"{"version": 1, "routes": {"card.block": {"disabled": {"fallback": "nuapp://help/cards"}}}}"#, into: fixture)
        let session = fixture.hub.start(url: "nuapp://card/7/block", source: .pushNotification)
        await session.reach("started")
        #expect(fixture.flow("help")?.request?.parameters["topic"] == "cards")
        #expect(fixture.flow("card.block") == nil)
    }

    @Test func aDisabledRouteWithoutFallbackFailsWithTheBackendsMessage() throws {
        let fixture = try makeFixture()
        try load(#"{"version": 1, "routes": {"rewards": {"disabled": {"message": "Rewards is being updated"}}}}"#, into: fixture)
        let error = try #require(fixture.hub.start(url: "nuapp://rewards").error)
        #expect(error.kind == .disabled)
        #expect(error.reason == "Rewards is being updated")
    }

    @Test func aRedirectAliasesAnOldURLCarryingParametersAndQuery() async throws {
        let fixture = try makeFixture()
        try load(
            #"{"version": 1, "redirects": [{"from": "cards/:id/lock", "to": "nuapp://card/:id/block"}]}"#, into: fixture)
        #expect(fixture.hub.overrides.redirectTarget(for: "nuapp://cards/12/lock?via=sms") == "nuapp://card/12/block?via=sms")
        let session = fixture.hub.start(url: "nuapp://cards/12/lock", source: .backend)
        await session.reach("started")
        #expect(fixture.flow("card.block")?.request?.parameters.value("cardID", as: Int.self) == 12)
        let plan = fixture.hub.plan(for: "nuapp://cards/12/lock")
        #expect(plan.steps.first == .redirected(from: "nuapp://cards/12/lock", to: "nuapp://card/12/block", by: "overrides"))
    }

    @Test func restrictingSourcesNarrowsButNeverWidensARoute() throws {
        let fixture = try makeFixture()
        try fixture.route("debug", "debug")
        try load(
            #"{"version": 1, "routes": {"card.block": {"sources": ["inApp"]}, "debug": {"sources": ["inApp", "universalLink"]}}}"#,
            into: fixture)
        #expect(fixture.hub.start(url: "nuapp://card/1/block", source: .pushNotification).error?.kind == .forbiddenSource)
        #expect(fixture.hub.start(url: "nuapp://card/1/block", source: .inApp).error == nil)
        #expect(fixture.hub.start(url: "nuapp://debug", source: .universalLink).error?.kind == .forbiddenSource)
    }

    @Test func aBadManifestIsRejectedAsAWholeAndThePreviousOverridesStay() throws {
        let fixture = try makeFixture()
        try load(#"{"version": 1, "routes": {"rewards": {"disabled": {}}}}"#, into: fixture)
        let bad = #"""
            {"version": 1,
             "routes": {"rewards": {"sources": ["inApp"]}, "card.blok": {"disabled": {}}, "help": {"disable": {}, "sources": ["push"]}},
             "redirects": [{"from": "old/:a", "to": "nuapp://card/:b/block"}, {"from": "x/:", "to": "nuapp://nowhere"}]}
            """#
        let error = try #require(throws: OverrideManifestError.self) { try load(bad, into: fixture) }
        let kinds = error.problems.map(\.kind)
        #expect(kinds.contains(.unknownRoute))
        #expect(kinds.contains(.unknownKey))
        #expect(kinds.contains(.unknownSource))
        #expect(kinds.contains(.unknownPlaceholder))
        #expect(kinds.contains(.invalidPattern))
        #expect(error.problems.contains { $0.path == "routes.card.blok" && $0.message.contains("card.block") })
        #expect(error.problems.contains { $0.path == "routes.help.disable" && $0.message.contains("disabled") })
        #expect(error.description.contains("rejected"))
        #expect(fixture.hub.overrides.routes["rewards"]?.disabled != nil)
        #expect(fixture.hub.overrides.routes["rewards"]?.sources == nil)
        #expect(fixture.hub.start(url: "nuapp://rewards").error?.kind == .disabled)
    }

    @Test func targetsThatLeadNowhereAreRejected() throws {
        let fixture = try makeFixture()
        let error = try #require(throws: OverrideManifestError.self) {
            try load(
                #"{"version": 1, "routes": {"rewards": {"disabled": {"fallback": "nuapp://nowhere"}}}, "redirects": [{"from": "a", "to": "https://evil.example/x"}]}"#,
                into: fixture)
        }
        #expect(error.problems.map(\.kind) == [.unresolvableTarget, .unresolvableTarget])
        #expect(error.problems.map(\.path) == ["routes.rewards.disabled.fallback", "redirects[0].to"])
    }

    @Test func theVersionAndTheShapeAreChecked() throws {
        let fixture = try makeFixture()
        for json in [#"[]"#, #"not json"#] {
            let error = try #require(throws: OverrideManifestError.self) { try load(json, into: fixture) }
            #expect(error.problems.map(\.kind) == [.invalidJSON])
        }
        let version = try #require(throws: OverrideManifestError.self) { try load(#"{"version": 2}"#, into: fixture) }
        #expect(version.problems.map(\.kind) == [.unsupportedVersion])
        let types = try #require(throws: OverrideManifestError.self) {
            try load(#"{"version": 1, "routes": [], "redirects": {}}"#, into: fixture)
        }
        #expect(types.problems.map(\.kind) == [.wrongType, .wrongType])
        let empty = try #require(throws: OverrideManifestError.self) {
            try load(#"{"version": 1, "routes": {"help": {"sources": []}}}"#, into: fixture)
        }
        #expect(empty.problems.map(\.kind) == [.emptySources])
    }

    @Test func clearingOverridesRestoresTheDescriptorsBehaviour() throws {
        let fixture = try makeFixture()
        try load(#"{"version": 1, "routes": {"rewards": {"disabled": {"message": "off"}}}}"#, into: fixture)
        #expect(fixture.hub.start(url: "nuapp://rewards").error?.kind == .disabled)
        fixture.hub.clearOverrides()
        #expect(fixture.hub.start(url: "nuapp://rewards").error == nil)
    }
}

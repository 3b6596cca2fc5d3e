import Foundation
import Testing
@_spi(Tooling) import Waypoint

/// The manifest is read strictly: nothing the backend wrote is dropped or picked silently, and
/// one error lists every problem with its place.
@Suite @MainActor struct OverrideManifestStrictnessTests {
    private func makeFixture() throws -> HubFixture {
        let fixture = HubFixture()
        let everyone = RoutePolicy(allowedSources: Set(RequestSource.builtIn))
        try fixture.route("home", "home", policy: everyone)
        try fixture.route("settings", "settings", policy: everyone)
        try fixture.route("rewards", "rewards", policy: everyone)
        return fixture
    }

    private func rejection(_ json: String, in fixture: HubFixture) throws -> OverrideManifestError {
        try #require(throws: OverrideManifestError.self) { try fixture.hub.loadOverrides(Data(json.utf8)) }
    }

    @Test func aKeyWrittenTwiceIsRejectedInsteadOfTheLastOneWinning() throws {
        let fixture = try makeFixture()
        try fixture.hub.loadOverrides(Data(#"{"version": 1, "routes": {"rewards": {"disabled": {}}}}"#.utf8))
        let error = try rejection(
            #"{"version": 1, "redirects": [{"from": "old", "to": "nuapp://home", "to": "nuapp://settings"}]}"#, in: fixture)
        #expect(error.problems.map(\.kind) == [.duplicateKey])
        #expect(error.problems.map(\.path) == ["redirects[0].to"])
        #expect(error.problems[0].message.contains("nuapp://home") && error.problems[0].message.contains("nuapp://settings"))
        #expect(fixture.hub.overrides.redirectTarget(for: "nuapp://old") == nil)
        #expect(fixture.hub.overrides.routes["rewards"]?.disabled != nil)
    }

    @Test func aKeySpelledWithAnEscapeIsTheSameKey() throws {
        let fixture = try makeFixture()
        let error = try rejection(#"{"version": 1, "routes": {"rewards": {}, "rew\u0061rds": {"disabled": {}}}}"#, in: fixture)
        #expect(error.problems.map(\.kind) == [.duplicateKey])
        #expect(error.problems.map(\.path) == ["routes.rewards"])
    }

    @Test func everyProblemIsReportedOnceWithItsPathInManifestOrder() throws {
        let fixture = try makeFixture()
        let error = try rejection(
            #"""
            {"version": 1, "version": 1,
             "routes": {"settings": {"disabled": true}, "rewards": {"sources": ["inApp", 7]}, "home": {"mode": "off"}},
             "redirects": [{"from": "a", "to": "nuapp://home"}, {"from": "b", "to": "nuapp://home"},
                           {"from": "c", "to": "nuapp://home"}, {"from": "d", "to": 42, "from": "e"}]}
            """#, in: fixture)
        let found = error.problems.map { "\($0.kind) \($0.path)" }
        #expect(
            found == [
                "duplicateKey version",
                "duplicateKey redirects[3].from",
                "wrongType redirects[3].to",
                "wrongType routes.settings.disabled",
                "unknownSource routes.rewards.sources[1]",
                "unknownKey routes.home.mode",
            ])
        #expect(error.problems.first { $0.path == "routes.settings.disabled" }?.message.contains("found a boolean") == true)
    }

    @Test func textThatIsNotJSONIsRejectedWithTheByteWhereItBreaks() throws {
        let fixture = try makeFixture()
        let error = try rejection(#"{"version": 1, "routes": {"rewards" {}}}"#, in: fixture)
        #expect(error.problems.map(\.kind) == [.invalidJSON])
        #expect(error.problems[0].message.contains("byte 36"))
    }

    @Test func aVersionThatIsNotTheNumberOneIsRejected() throws {
        let fixture = try makeFixture()
        for version in [#""1""#, "true", "1.5"] {
            let error = try rejection(#"{"version": \#(version)}"#, in: fixture)
            #expect(error.problems.map(\.kind) == [.unsupportedVersion], "version \(version)")
        }
    }

    @Test func deeplyNestedInputIsRejectedWithoutExhaustingTheStack() throws {
        let fixture = try makeFixture()
        let deep = #"{"version": 1, "routes": "# + String(repeating: "[", count: 100_000) + "}"
        let error = try rejection(deep, in: fixture)
        #expect(error.problems.map(\.kind) == [.invalidJSON])
    }
}

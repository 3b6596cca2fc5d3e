import Foundation
import Testing
@_spi(Tooling) import Waypoint

extension RequestSource {
    /// A source the app defines: its home-screen widget, outside the running app.
    fileprivate static let widget = RequestSource("widget", isExternal: true, description: "home-screen widget")
    /// A source the app defines inside the running app: its Siri intents handler.
    fileprivate static let intent = RequestSource("intent", isExternal: false)
}

@Suite @MainActor struct AppDefinedSourceTests {
    private func makeFixture() throws -> HubFixture {
        let fixture = HubFixture()
        try fixture.route(
            "card", "cards/:cardID", parameters: ["cardID": .int], query: [.optional("tab")],
            policy: RoutePolicy(allowedSources: [.inApp, .widget, .intent]))
        try fixture.route("settings", "settings", policy: RoutePolicy(allowedSources: [.inApp, .pushNotification]))
        return fixture
    }

    @Test func aRouteThatNamesAnAppDefinedSourceOpensFromIt() async throws {
        let fixture = try makeFixture()
        let session = fixture.hub.start(url: "nuapp://cards/7?tab=limits&utm=mail", source: .widget)
        await session.reach("started")
        let request = try #require(fixture.flow("card")?.request)
        #expect(request.source == .widget)
        #expect(request.query["tab"] == "limits")
        #expect(request.extraQuery.isEmpty)
    }

    @Test func anInternalAppDefinedSourceKeepsItsUndeclaredQueryKeys() async throws {
        let fixture = try makeFixture()
        await fixture.hub.start(url: "nuapp://cards/7?utm=siri", source: .intent).reach("started")
        #expect(fixture.flow("card")?.request?.extraQuery == ["utm": "siri"])
    }

    @Test func aRouteThatDoesNotNameItRefusesItAndSaysWhichSourcesItAdmits() async throws {
        let fixture = try makeFixture()
        let session = fixture.hub.start(url: "nuapp://settings", source: .widget)
        await session.reach("failed")
        #expect(session.error?.kind == .forbiddenSource)
        #expect("\(session.error!)".contains("a request from home-screen widget may not open it; allowed: in-app, push notification"))
    }

    @Test func sourcesSortBuiltInFirstThenTheAppsByName() {
        #expect([RequestSource.widget, .backend, .intent, .inApp].sorted(by: <) == [.inApp, .backend, .intent, .widget])
    }

    @Test func namesParseToBuiltInSourcesOnly() {
        #expect(RequestSource(rawValue: "pushNotification") == .pushNotification)
        #expect(RequestSource(rawValue: "widget") == nil)
    }
}

/// Sources compare and hash by name: sets of them (every route's allowed sources) find a source
/// whatever instance the request carries, and two declarations of one name are one member.
@Suite struct RequestSourceHashingTests {
    @Test func equalSourcesHashAlikeAndASetFindsEveryBuiltInSourceByItsName() {
        let all = Set(RequestSource.builtIn)
        #expect(all.count == RequestSource.builtIn.count)
        for source in RequestSource.builtIn {
            #expect(all.contains(source))
            #expect(source.hashValue == RequestSource(rawValue: source.rawValue)?.hashValue)
        }
        #expect(!all.contains(.widget))
        #expect(Set([RequestSource.widget, RequestSource("widget", isExternal: true, description: "home-screen widget")]).count == 1)
    }

    @Test func aSourceIsItsNameInComparisonsAndInSets() {
        // The name identifies a source (`RawRepresentable`): equality and the hash read it alone.
        let redeclared = RequestSource("widget", isExternal: false)
        #expect(redeclared == .widget)
        #expect(redeclared.hashValue == RequestSource.widget.hashValue)
        #expect(Set([redeclared, .widget]).count == 1)
    }
}

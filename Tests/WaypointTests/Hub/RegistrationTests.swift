import Foundation
import Testing
@_spi(Inspection) @_spi(Tooling) import Waypoint
import WaypointTestSupport

@Suite @MainActor struct RegistrationTests {
    @Test func aConflictingDescriptorIsReportedAndNothingOfItIsRegistered() throws {
        let fixture = HubFixture()
        try fixture.route("card.detail", "card/:cardID")
        let conflicting = FlowRoute(
            try Route("loans.home", "loans", owner: "Loans"), try Route("card.other", "card/:id", owner: "Loans")
        ) { request, context in
            ProbeFlow(id: "never", navigator: context.navigator)
        }
        #expect(throws: RouteError.self) { try fixture.hub.register(conflicting) }
        #expect(fixture.hub.table.route(named: "loans.home") == nil)
        #expect(fixture.hub.table.routes.map(\.name) == ["card.detail"])
        #expect(fixture.hub.start(url: "nuapp://loans").error?.kind == .unknownRoute)
    }

    @Test func modulesRegisterAtAnyTimeEvenWhileSessionsRun() async throws {
        let fixture = HubFixture()
        try fixture.route("home", "home")
        let session = fixture.hub.start(url: "nuapp://home")
        try fixture.route("rewards", "rewards")
        await session.reach("started")
        let rewards = fixture.hub.start(url: "nuapp://rewards")
        await rewards.reach("started")
    }

    @Test func aRouteRegisteredLaterStillRunsUnderItsOwnDescriptorAndPolicy() throws {
        // Every registration re-sorts the table by name: each route must keep its own descriptor.
        for seed in UInt64(1)...8 {
            var random = SeededGenerator(seed: seed)
            let fixture = HubFixture()
            let names = (0..<12).map { String(format: "r%02d", $0) }.shuffled(using: &random)
            var pushable: Set<String> = []
            for name in names {
                let allowsPush = Bool.random(using: &random)
                if allowsPush { pushable.insert(name) }
                let sources: Set<RequestSource> = allowsPush ? [.inApp, .pushNotification] : [.inApp]
                try fixture.route(name, "p" + name, policy: RoutePolicy(allowedSources: sources))
            }
            for name in names {
                let session = fixture.hub.start(url: "nuapp://p\(name)", source: .pushNotification)
                if pushable.contains(name) {
                    #expect(session.route == name, "seed \(seed)")
                    #expect(fixture.flow(name) != nil, "seed \(seed)")
                } else {
                    #expect(session.error?.kind == .forbiddenSource, "seed \(seed)")
                    #expect(session.error?.route == name, "seed \(seed)")
                }
                #expect(fixture.hub.plan(for: "nuapp://p\(name)").route == name, "seed \(seed)")
                session.cancel()
            }
        }
    }

    @Test func anUnknownRouteCarriesTheRouteEnginesSuggestions() throws {
        let fixture = HubFixture()
        try fixture.route("card.block", "card/:cardID/block")
        let error = try #require(fixture.hub.start(url: "nuapp://crad/1/block").error)
        #expect(error.kind == .unknownRoute)
        #expect(!error.suggestions.isEmpty)
        #expect(error.suggestions.contains("card/:cardID/block"))
        #expect(error.description.contains("did you mean"))
    }

    @Test func anInvalidParameterIsATypedError() throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID", parameters: ["cardID": .int])
        try fixture.route("pix", "pix", query: [.required("key", .string)])
        #expect(fixture.hub.start(url: "nuapp://card/seven").error?.kind == .invalidParameter)
        #expect(fixture.hub.start(url: "nuapp://pix").error?.kind == .invalidParameter)
        #expect(fixture.hub.start(url: "ftp://card/1").error?.kind == .invalidURL)
        #expect(fixture.flows.isEmpty)
    }

    @Test func withoutQueueingARequestBeforeANavigatorFailsWithNoNavigator() throws {
        let fixture = HubFixture(registersNavigator: false, queuesBeforeNavigator: false)
        try fixture.route("card", "card/:cardID")
        let error = try #require(fixture.hub.start(url: "nuapp://card/1").error)
        #expect(error.kind == .noNavigator)
        #expect(error.description.contains("nuapp://card/1"))
    }
}

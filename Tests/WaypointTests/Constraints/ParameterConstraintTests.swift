import Testing
@_spi(Inspection) import Waypoint

@Suite @MainActor struct ParameterConstraintTests {
    private func makeFixture(authentication: Bool = false) throws -> HubFixture {
        let fixture = HubFixture()
        if authentication {
            fixture.useAuthentication()
            try fixture.route("login", "login", presentation: .sheet)
        }
        try fixture.route(
            "promo", "promo/:code", query: [.optional("campaign"), .optional("amount", .int), .optional("rate", .of(Double.self))],
            policy: RoutePolicy(
                allowedSources: [.inApp, .universalLink], requiresAuthentication: authentication,
                constraints: [
                    "code": [.maximumLength(12), try .pattern("[A-Z0-9]+")],
                    "campaign": [.oneOf(["tv", "radio"])],
                    "amount": [.range(1...10_000)],
                    "rate": [.range(0.5...2.5)],
                ]))
        return fixture
    }

    private func violation(_ session: RoutingSession) -> ParameterConstraintError? {
        session.error?.underlying as? ParameterConstraintError
    }

    @Test func valuesWithinEveryConstraintStartTheFlow() async throws {
        let fixture = try makeFixture()
        let session = fixture.hub.start(
            url: "https://bank.example/promo/SUMMER26?campaign=tv&amount=10000&rate=0.5", source: .universalLink)
        await session.reach("started")
        #expect(fixture.flow("promo") != nil)
        let plan = fixture.hub.plan(for: "nuapp://promo/A1", source: .inApp)
        #expect(plan.steps.contains(.checkedConstraints(5)))
    }

    @Test func eachBrokenConstraintFailsWithATypedErrorNamingTheParameter() throws {
        let fixture = try makeFixture()
        let cases: [(String, String, ParameterConstraintError.Kind)] = [
            ("nuapp://promo/ABCDEFGHIJKLM", "code", .tooLong),
            ("nuapp://promo/abc", "code", .mismatch),
            ("nuapp://promo/A?campaign=sms", "campaign", .notAllowed),
            ("nuapp://promo/A?amount=0", "amount", .outOfRange),
            ("nuapp://promo/A?amount=10001", "amount", .outOfRange),
            ("nuapp://promo/A?rate=2.6", "rate", .outOfRange),
            ("nuapp://promo/A?rate=nan", "rate", .notANumber),
            ("nuapp://promo/A?rate=inf", "rate", .notANumber),
        ]
        for (url, parameter, kind) in cases {
            let session = fixture.hub.start(url: url, source: .inApp)
            let error = try #require(session.error, "\(url)")
            #expect(error.kind == .invalidParameter, "\(url)")
            #expect(error.route == "promo")
            let problem = try #require(violation(session), "\(url)")
            #expect(problem.parameter == parameter, "\(url)")
            #expect(problem.kind == kind, "\(url)")
            #expect(error.description.contains("`\(parameter)`"), "\(url)")
            #expect(error.description.contains(problem.constraint.description), "\(url)")
        }
        #expect(fixture.flows.isEmpty)
    }

    @Test func anOverLongValueIsNeverEchoedInFull() throws {
        let fixture = try makeFixture()
        let long = String(repeating: "A", count: 5_000)
        let session = fixture.hub.start(url: "nuapp://promo/\(long)", source: .inApp)
        let error = try #require(session.error)
        #expect(!error.reason.contains(String(repeating: "A", count: 41)))
        #expect(!error.description.contains(String(repeating: "A", count: 300)))
        #expect(error.description.contains("(5000 characters)"))
        #expect(error.description.contains("at most 12 characters"))
        #expect(violation(session)?.found.count == 41)
    }

    @Test func aBadValueFailsBeforeTheGuardsSoItNeverParksOrStartsALogin() throws {
        let fixture = try makeFixture(authentication: true)
        let session = fixture.hub.start(url: "https://bank.example/promo/lower", source: .universalLink)
        #expect(violation(session)?.kind == .mismatch)
        #expect(fixture.flows.isEmpty)
        let plan = fixture.hub.plan(for: "https://bank.example/promo/lower", source: .universalLink)
        #expect(!plan.steps.contains { if case .guarded = $0 { true } else { false } })
        #expect(plan.description.contains("fail: "))
        #expect(plan.description.contains("does not match; expected matching `[A-Z0-9]+`"))
    }

    @Test func aConstraintOnAParameterTheRouteLacksFailsClosed() throws {
        let fixture = HubFixture()
        try fixture.route("card", "card/:cardID", policy: RoutePolicy(constraints: ["cardId": [.range(1...9)]]))
        let session = fixture.hub.start(url: "nuapp://card/1", source: .inApp)
        #expect(violation(session)?.kind == .undeclared)
        #expect(session.error?.description.contains("`cardId`") == true)
    }

    @Test func anAbsentOptionalValueIsNotChecked() async throws {
        let fixture = try makeFixture()
        let session = fixture.hub.start(url: "nuapp://promo/A", source: .inApp)
        await session.reach("started")
    }
}

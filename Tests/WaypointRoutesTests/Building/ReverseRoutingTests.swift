import Testing
import WaypointRoutes

@Suite struct ReverseRoutingTests {
    @Test func aURLIsBuiltWithTheConfiguredSchemeAndEncodedValues() throws {
        let table = try Fixtures.table()
        #expect(try table.url(for: "card.block", parameters: ["cardID": Fixtures.cardID], query: ["reason": "lost card"])
            == "nuapp://card/\(Fixtures.cardID)/block?reason=lost%20card")
        #expect(try table.url(for: "user", parameters: ["handle": "a/b c?"]) == "nuapp://user/a%2Fb%20c%3F")
        #expect(try table.url(for: "help", parameters: ["**": "cards/limits"]) == "nuapp://help/cards/limits")
        #expect(try table.url(for: "root") == "nuapp://")
        #expect(try table.url(for: "search", query: ["utm": "x", "page": "2"]) == "nuapp://search?page=2&utm=x")
    }

    @Test func webOnlyAndPathOnlyConfigurationsBuildMatchingURLs() throws {
        let web = try RouteTable([Route("home", "home")], configuration: .init(schemes: [], hosts: ["bank.example"]))
        #expect(try web.url(for: "home") == "https://bank.example/home")
        let bare = try RouteTable([Route("home", "home")], configuration: .init(schemes: []))
        #expect(try bare.url(for: "home") == "/home")
        #expect(try bare.match("/home").route.name == "home")
    }

    @Test(arguments: [
        ("user", ["handle": ".."]),
        ("user", ["handle": "."]),
        ("user", ["handle": "../admin"]),
        ("user", ["handle": "a/.."]),
        ("files.any", ["*": ".."]),
        ("help", ["**": "cards/../secret"]),
        ("help", ["**": "."]),
    ])
    func valuesWithADotSegmentAreRefusedAsMatchingWouldRefuseTheirURL(route: String, parameters: [String: String]) throws {
        do {
            let url = try Fixtures.table().url(for: route, parameters: parameters)
            Issue.record("expected an error, built \(url)")
        } catch let error as RouteError {
            #expect(error.kind == .invalidParameter)
            #expect(error.description.contains("`..`"))
        }
    }

    @Test func valuesWithDotsThatAreNotDotSegmentsRoundTrip() throws {
        let table = try Fixtures.table()
        let url = try table.url(for: "user", parameters: ["handle": "v1.2/...x"])
        #expect(url == "nuapp://user/v1.2%2F...x")
        #expect(try table.match(url).parameters["handle"] == "v1.2/...x")
    }

    @Test(arguments: [
        ("nope", [String: String](), [String: String](), "unknownRoute"),
        ("card.detail", [:], [:], "missingParameter"),
        ("card.detail", ["cardID": "42"], [:], "invalidParameter"),
        ("card.detail", ["cardID": Fixtures.cardID, "id": "1"], [:], "unexpectedParameter"),
        ("user", ["handle": ""], [:], "invalidParameter"),
        ("help", ["**": "a//b"], [:], "invalidParameter"),
        ("card.block", ["cardID": Fixtures.cardID], [:], "missingQueryParameter"),
        ("card.block", ["cardID": Fixtures.cardID], ["reason": "x", "amount": "many"], "invalidQueryParameter"),
    ])
    func badValuesAreTypedBuildErrors(route: String, parameters: [String: String], query: [String: String], kind: String) throws {
        do {
            let url = try Fixtures.table().url(for: route, parameters: parameters, query: query)
            Issue.record("expected an error, built \(url)")
        } catch let error as RouteError {
            #expect(error.kind.name == kind)
            #expect(error.description.contains(route))
        }
    }

    @Test func anUnknownRouteNameSuggestsNearNames() throws {
        let table = try Fixtures.table()
        do {
            _ = try table.url(for: "card.blok")
            Issue.record("expected an error")
        } catch {
            #expect(error.suggestions.first == "card.block")
        }
    }
}

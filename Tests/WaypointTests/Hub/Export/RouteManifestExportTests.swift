import Foundation
import Testing
@_spi(Tooling) import Waypoint
@_spi(Inspection) import WaypointTesting

@Suite @MainActor struct RouteManifestExportTests {
    private struct Routes: RouteDescriptor {
        let routes: [Route]
        let policy: RoutePolicy

        func policy(for route: Route) -> RoutePolicy { policy }

        func makeFlow(for request: RouteRequest, in context: RoutingHub.Context) -> any RunningFlow {
            Coordinator<Never, Never>(navigator: context.navigator)
        }
    }

    private func routes(_ json: Data) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        return try #require(object["routes"] as? [[String: Any]])
    }

    @Test func everyConstraintKindIsWrittenAsTheManifestsFields() throws {
        let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["app"], hosts: ["x.example"])))
        try hub.register(
            Routes(
                routes: [try Route("pay", "pay/:amount/:code", parameters: ["amount": .of(Double.self)], query: [.optional("via", .int, default: "1")])],
                policy: RoutePolicy(
                    allowedSources: [.universalLink, .inApp],
                    constraints: [
                        "amount": [.range(0.5...9.5)], "code": [.maximumLength(4), try .pattern("[A-Z]+")],
                        "via": [.oneOf(["2", "1"])],
                    ])))
        let route = try #require(try routes(hub.routeManifest()).first)
        #expect(route["params"] as? [String: String] == ["amount": "double"])
        #expect(route["sources"] as? [String] == ["inApp", "universalLink"])
        let constraints = try #require(route["constraints"] as? [String: [String: Any]])
        #expect(constraints["amount"]?["min"] as? Double == 0.5)
        #expect(constraints["code"]?["maxLength"] as? Int == 4)
        #expect(constraints["code"]?["pattern"] as? String == "[A-Z]+")
        #expect(constraints["via"]?["oneOf"] as? [String] == ["1", "2"])
        let query = try #require(route["query"] as? [[String: Any]])
        #expect(query.first?["default"] as? String == "1")
        #expect(query.first?["type"] as? String == "int")
    }

    @Test func aRouteNameWithControlCharactersStaysOneLineOfValidJSON() throws {
        let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["app"])))
        try hub.register(Routes(routes: [try Route("a\"\n\u{1B}\u{85}b", "a")], policy: RoutePolicy()))
        let json = hub.routeManifest()
        // `{`, the configuration, `"routes": [`, the route, `]`, `}`.
        #expect(String(decoding: json, as: UTF8.self).split(separator: "\n").count == 6)
        #expect(try routes(json).first?["name"] as? String == "a\"\n\u{1B}\u{85}b")
    }

    @Test func aHubWithoutRoutesExportsAnEmptyTable() throws {
        let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["app"])))
        #expect(try routes(hub.routeManifest()).isEmpty)
    }
}

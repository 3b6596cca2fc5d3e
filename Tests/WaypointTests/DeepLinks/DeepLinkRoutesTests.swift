import Testing
import Waypoint

@Suite struct DeepLinkRoutesTests {
    private func makeLinks() throws -> DeepLinkRoutes {
        let table = try RouteTable(
            [
                try Route("account", "accounts/:id", parameters: ["id": .int]),
                try Route("pay", "pay"),
                try Route("help", "help/:slug"),
            ],
            configuration: URLConfiguration(schemes: ["bank"], hosts: ["bank.example"]))
        var links = DeepLinkRoutes(table: table)
        try links.map("account") { match in
            match.parameters.value("id", as: Int.self).map { DeepLink(Bank.account($0)) }
        }
        try links.map("pay") { _ in DeepLink(Bank.pay) }
        return links
    }

    @Test func aURLResolvesToTheLinkItsRouteMapsTo() throws {
        let links = try makeLinks()
        #expect(try links.link(for: "bank://accounts/42") == DeepLink(Bank.account(42)))
        #expect(try links.link(for: "https://bank.example/pay").chain == bankLevel(.home, .payments, .pay))
        #expect(links.mappedRoutes == ["account", "pay"])
    }

    @Test func aURLThatMatchesNoRouteCarriesTheRouteEnginesError() throws {
        do {
            _ = try makeLinks().link(for: "bank://acounts/42")
            Issue.record("expected an error")
        } catch let error as DeepLinkRouteError {
            #expect(error.matchError != nil)
            #expect(error.description.hasPrefix("no deep link for `bank://acounts/42`"))
        }
    }

    @Test func aRouteWithoutMappingIsATypedError() throws {
        do {
            _ = try makeLinks().link(for: "bank://help/fees")
            Issue.record("expected an error")
        } catch let error as DeepLinkRouteError {
            #expect(error.routeName == "help")
            #expect(error.description.contains("has no link mapping"))
        }
    }

    @Test func mappingAnUnknownRouteIsRefused() throws {
        var links = try makeLinks()
        #expect(throws: DeepLinkRouteError.self) { try links.map("acount") { _ in nil } }
        #expect(links.mappedRoutes == ["account", "pay"])
    }

    @Test func aMappingThatCannotBuildALinkIsATypedError() throws {
        var links = try makeLinks()
        try links.map("help") { _ in nil }
        #expect(throws: DeepLinkRouteError.self) { try links.link(for: "bank://help/fees") }
    }
}

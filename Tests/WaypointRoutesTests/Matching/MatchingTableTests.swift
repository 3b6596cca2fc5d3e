import Foundation
import Testing
@_spi(Tooling) import WaypointRoutes

struct MatchingCase: CustomTestStringConvertible, Sendable {
    let url: String
    let route: String
    let parameters: [String: String]
    var testDescription: String { url }
}

@Suite struct MatchingTableTests {
    static let cases: [MatchingCase] = [
        .init(url: "nuapp://home", route: "home", parameters: [:]),
        .init(url: "NUAPP://home", route: "home", parameters: [:]),
        .init(url: "https://bank.example/home", route: "home", parameters: [:]),
        .init(url: "HTTPS://Bank.Example/home", route: "home", parameters: [:]),
        .init(url: "http://bank.example:8080/home", route: "home", parameters: [:]),
        .init(url: "/home", route: "home", parameters: [:]),
        .init(url: "home", route: "home", parameters: [:]),
        .init(url: "nuapp://home/", route: "home", parameters: [:]),
        .init(url: "nuapp://home#section", route: "home", parameters: [:]),
        .init(url: "nuapp://", route: "root", parameters: [:]),
        .init(url: "https://bank.example/", route: "root", parameters: [:]),
        .init(url: "nuapp://cards/new", route: "cards.new", parameters: [:]),
        .init(url: "nuapp://cards/2024", route: "cards.byYear", parameters: ["year": "2024"]),
        .init(url: "nuapp://cards/gold", route: "cards.byName", parameters: ["name": "gold"]),
        .init(url: "nuapp://cards/new%20one", route: "cards.byName", parameters: ["name": "new one"]),
        .init(url: "nuapp://card/\(Fixtures.cardID)", route: "card.detail", parameters: ["cardID": Fixtures.cardID]),
        .init(url: "nuapp://tab/cards", route: "tab", parameters: ["tab": "cards"]),
        .init(url: "nuapp://flags/true", route: "flag", parameters: ["on": "true"]),
        .init(url: "nuapp://files/report.pdf/raw", route: "files.any", parameters: ["*": "report.pdf"]),
        .init(url: "nuapp://help/topics/limits", route: "help.topic", parameters: ["topic": "limits"]),
        .init(url: "nuapp://help/cards", route: "help", parameters: ["**": "cards"]),
        .init(url: "nuapp://help/topics/limits/more", route: "help", parameters: ["**": "topics/limits/more"]),
        .init(url: "nuapp://help/a%2Fb/c", route: "help", parameters: ["**": "a/b/c"]),
        .init(url: "nuapp://user/%F0%9F%98%80", route: "user", parameters: ["handle": "😀"]),
        .init(url: "nuapp://user/😀", route: "user", parameters: ["handle": "😀"]),
        .init(url: "nuapp://user/%2541", route: "user", parameters: ["handle": "%41"]),
        .init(url: "nuapp://user/a+b", route: "user", parameters: ["handle": "a+b"]),
    ]

    @Test(arguments: cases)
    func eachURLReachesTheExpectedRouteWithDecodedParameters(_ example: MatchingCase) throws {
        let match = try Fixtures.table().match(example.url)
        #expect(match.route.name == example.route)
        #expect(match.parameters.texts == example.parameters)
        #expect(match.url == example.url)
    }

    @Test func typedParametersCarryTheirConvertedValues() throws {
        let table = try Fixtures.table()
        #expect(try table.match("nuapp://cards/2024").parameters.value("year", as: Int.self) == 2024)
        #expect(try table.match("nuapp://card/\(Fixtures.cardID)").parameters.value("cardID", as: UUID.self)
            == UUID(uuidString: Fixtures.cardID))
        #expect(try table.match("nuapp://tab/help").parameters.value("tab", as: Tab.self) == .help)
        #expect(try table.match("nuapp://flags/false").parameters.value("on", as: Bool.self) == false)
        #expect(try table.match("nuapp://cards/gold").parameters.value("name", as: String.self) == "gold")
    }

    @Test func aFailedConversionFallsThroughToTheUntypedParameter() throws {
        let table = try Fixtures.table()
        let match = try table.match("nuapp://cards/twenty")
        #expect(match.route.name == "cards.byName")
        #expect(match.parameters.value("year", as: Int.self) == nil)
    }

    @Test func pathsAreCaseSensitiveUnlessConfiguredOtherwise() throws {
        #expect(throws: RouteError.self) { try Fixtures.table().match("nuapp://HOME") }
        #expect(try Fixtures.table(caseInsensitive: true).match("nuapp://HOME").route.name == "home")
        let captured = try Fixtures.table(caseInsensitive: true).match("nuapp://Cards/Gold")
        #expect(captured.parameters["name"] == "Gold")
    }
}

@Suite struct LongConstantTests {
    @Test func segmentsLongerOrShorterThanEveryConstantBesideAParameterReachTheParameter() throws {
        let table = try RouteTable([
            Route("files.new", "files/new"),
            Route("files.recent", "files/recent"),
            Route("files.named", "files/:name"),
            Route("files.numbered", "files/:number", parameters: ["number": .int]),
        ], configuration: .init(schemes: ["x"], caseInsensitivePaths: true))
        #expect(try table.match("x://files/new").route.name == "files.new")
        #expect(try table.match("x://files/RECENT").route.name == "files.recent")
        for name in ["n", "ne", "recentl", "recently", String(repeating: "n", count: 64)] {
            #expect(try table.match("x://files/" + name).route.name == "files.named")
        }
        #expect(try table.match("x://files/1234567").parameters.value("number", as: Int.self) == 1_234_567)
    }

    @Test func constantsOfEveryLengthAreToldApartByTheirLastByte() throws {
        var routes: [Route] = []
        for length in 1...20 {
            for last in ["a", "b"] {
                let text = String(repeating: "x", count: length - 1) + last
                routes.append(try Route("r\(length)\(last)", "p/" + text))
            }
        }
        for caseInsensitive in [false, true] {
            let table = try RouteTable(routes, configuration: .init(schemes: ["x"], caseInsensitivePaths: caseInsensitive))
            for length in 1...20 {
                for last in ["a", "b"] {
                    let text = String(repeating: "x", count: length - 1) + last
                    #expect(try table.match("x://p/" + text).route.name == "r\(length)\(last)")
                    #expect(throws: RouteError.self) { try table.match("x://p/" + text + "c") }
                }
            }
        }
    }
}

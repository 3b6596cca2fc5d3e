import Testing
import WaypointRoutes

/// Tables of thousands of routes, where the trie's nodes number in the thousands: its constant
/// edges then keep fewer bits of each hash beside the child, and the nodes with parameter
/// children are numbered apart from the others. Every route must still be reached with its
/// values, and a URL one letter away from a route must still miss.
@Suite struct LargeTableTests {
    /// 3,000 routes under 300 modules, 10 per module: constants, a typed and an untyped
    /// parameter, a wildcard and a catch-all, so that nodes with and without parameter children
    /// alternate throughout the trie.
    private static func routes() throws -> [Route] {
        try (0..<3_000).map { index in
            let module = "module\(index / 10)"
            return switch index % 10 {
            case 0: try Route("\(index)", module)
            case 1: try Route("\(index)", "\(module)/:id", parameters: ["id": .int])
            case 2: try Route("\(index)", "\(module)/by-name/:name")
            case 3: try Route("\(index)", "\(module)/files/*")
            case 4: try Route("\(index)", "\(module)/help/**")
            default: try Route("\(index)", "\(module)/section\(index % 10)/leaf")
            }
        }
    }

    private static func url(_ index: Int, module: String? = nil, leaf: String = "leaf") -> String {
        let module = module ?? "module\(index / 10)"
        return switch index % 10 {
        case 0: "x://\(module)"
        case 1: "x://\(module)/\(index)"
        case 2: "x://\(module)/by-name/n\(index)"
        case 3: "x://\(module)/files/f\(index)"
        case 4: "x://\(module)/help/a/b"
        default: "x://\(module)/section\(index % 10)/\(leaf)"
        }
    }

    @Test(arguments: [false, true])
    func everyRouteOfAThreeThousandRouteTableIsReachedWithItsValues(caseInsensitive: Bool) throws {
        let table = try RouteTable(Self.routes(), configuration: .init(schemes: ["x"], caseInsensitivePaths: caseInsensitive))
        for index in 0..<3_000 {
            let url = Self.url(index)
            // Folded: the path in capitals (the scheme as registered).
            let match = try table.match(caseInsensitive ? "x://" + url.dropFirst(4).uppercased() : url)
            #expect(match.route.name == "\(index)")
            switch index % 10 {
            case 1: #expect(match.parameters.value("id", as: Int.self) == index)
            case 2: #expect(match.parameters["name"]?.lowercased() == "n\(index)")
            case 3: #expect(match.parameters["*"]?.lowercased() == "f\(index)")
            case 4: #expect(match.parameters["**"] == "a/b" || match.parameters["**"] == "A/B")
            default: break
            }
        }
    }

    @Test func aURLOneLetterAwayFromARouteOfALargeTableMisses() throws {
        let table = try RouteTable(Self.routes(), configuration: .init(schemes: ["x"]))
        for index in stride(from: 0, to: 3_000, by: 7) {
            let url = Self.url(index, module: "modulf\(index / 10)")
            #expect((try? table.match(url)) == nil)
            if index % 10 >= 5 {
                #expect((try? table.match(Self.url(index, leaf: "leaves"))) == nil)
            }
        }
    }
}

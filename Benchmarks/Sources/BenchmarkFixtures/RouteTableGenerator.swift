/// Generates a realistic route table of any size: modules own resources, every resource has
/// the same ten routes (shared prefixes), three of which take a typed parameter (30%: a UUID, an
/// int and a string, so every size has the same mix), one a `*` or `**` tail.
///
/// The first `n` routes of the same sequence are taken for every size, so the table of 10 is a
/// prefix of the table of 10,000.
package enum RouteTableGenerator {
    static let modules = [
        "cards", "accounts", "payments", "transfers", "investments", "loans",
        "insurance", "rewards", "profile", "support", "onboarding", "settings",
    ]
    static let resources = [
        "statements", "limits", "documents", "contacts", "goals", "orders", "policies", "claims",
        "devices", "tickets", "offers", "bills", "mandates", "quotes", "schedules", "alerts",
        "receipts", "beneficiaries", "subscriptions", "vouchers",
    ]
    static let routesPerResource = 10

    package static func routes(count: Int) -> [RouteSpec] {
        (0..<count).map { index in
            route(resource: index / routesPerResource, template: index % routesPerResource)
        }
    }

    /// The module and resource prefix of resource number `resource`: `["cards", "statements"]`.
    static func prefix(resource: Int) -> [String] {
        let module = modules[resource % modules.count]
        let word = resources[(resource / modules.count) % resources.count]
        let generation = resource / (modules.count * resources.count)
        return [module, generation == 0 ? word : "\(word)-\(generation + 1)"]
    }

    private static func route(resource: Int, template: Int) -> RouteSpec {
        let prefix = prefix(resource: resource)
        let base = prefix.map(RouteSpec.Segment.constant)
        let id = RouteSpec.Segment.parameter("id", .uuid)
        let number = RouteSpec.Segment.parameter("number", .int)
        let name = RouteSpec.Segment.parameter("name", .string)
        let source = RouteSpec.Query(name: "source", kind: .string, defaultValue: "app")
        let (suffix, action, query): ([RouteSpec.Segment], String, [RouteSpec.Query]) =
            switch template {
            case 0: ([], "list", [])
            case 1: ([id], "detail", [source])
            case 2: ([.constant("new")], "new", [source])
            case 3: ([.constant("by-number"), number], "by-number", [source])
            case 4: ([.constant("search")], "search", [.init(name: "q", kind: .string, defaultValue: "")])
            case 5: ([.constant("settings"), .constant("alerts")], "alerts", [])
            case 6: ([.constant("by-name"), name, .constant("history")], "history", [.init(name: "page", kind: .int, defaultValue: "1")])
            case 7: ([.constant("archive")], "archive", [])
            case 8: resource.isMultiple(of: 2)
                ? ([.constant("help"), .catchAll], "help", [])
                : ([.constant("export"), .wildcard], "export", [])
            default: ([.constant("settings"), .constant("limits")], "limits", [])
            }
        return RouteSpec(
            name: prefix.joined(separator: ".") + "." + action,
            owner: prefix[0].capitalized,
            segments: base + suffix,
            query: query
        )
    }
}

extension String {
    fileprivate var capitalized: String {
        prefix(1).uppercased() + dropFirst()
    }
}

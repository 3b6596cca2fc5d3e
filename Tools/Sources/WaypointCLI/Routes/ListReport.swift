import WaypointManifest
@_spi(Tooling) import WaypointRoutes

/// What `routes list` prints: a summary line, then one row per route.
///
/// Parameters read `cardID:uuid` for a path parameter, `?reason:string!` for a required query
/// parameter and `?page:int=1` for an optional one with its default.
struct ListReport {
    var lines: [String]

    init(_ manifest: LoadedManifest, byOwner: Bool) {
        let routes = manifest.routes.sorted { left, right in
            byOwner
                ? (left.owner, left.pattern.description, left.name) < (right.owner, right.pattern.description, right.name)
                : (left.pattern.description, left.name) < (right.pattern.description, right.name)
        }
        let owners = Set(routes.map(\.owner)).count
        let configuration = manifest.configuration
        var summary = "\(LintReport.count(routes.count, "route")) from \(LintReport.count(owners, "owner"))"
        summary += " · schemes: " + Self.list(configuration.schemes)
        summary += " · hosts: " + Self.list(configuration.hosts)
        if configuration.caseInsensitivePaths { summary += " · case-insensitive paths" }
        var rows = [["PATTERN", "ROUTE", "OWNER", "PARAMETERS"]]
        for route in routes {
            rows.append([route.pattern.description, route.name, route.owner, Self.parameters(route, manifest.types[route.name])])
        }
        lines = [summary, ""] + TextTable.render(rows)
        if !manifest.invalidRoutes.isEmpty {
            lines.append("")
            lines.append("(\(LintReport.count(manifest.invalidRoutes.count, "route")) left out: invalid pattern; run `waypoint routes lint`)")
        }
    }

    private static func parameters(_ route: Route, _ types: DeclaredTypes?) -> String {
        var items: [String] = []
        for name in route.pattern.parameterNames {
            items.append("\(name):\(types?.path[name]?.rawValue ?? "string")")
        }
        for item in route.query {
            var text = "?\(item.name):\(types?.query[item.name]?.rawValue ?? "string")"
            if item.isRequired { text += "!" }
            if let value = item.defaultValue { text += "=\(value)" }
            items.append(text)
        }
        return items.joined(separator: " ")
    }

    private static func list(_ values: Set<String>) -> String {
        values.isEmpty ? "none" : values.sorted().joined(separator: ", ")
    }
}

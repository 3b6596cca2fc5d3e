public import Foundation
@_spi(Tooling) import WaypointRoutes
@_spi(Inspection) public import Waypoint

extension RoutingHub {
    /// The routes registered in this hub as the JSON route manifest the `waypoint` tool reads.
    ///
    /// The manifest holds the hub's URL configuration (schemes, hosts, case-insensitive paths)
    /// and, for every route (by name), its name, pattern, owner, path parameter
    /// types, query parameters, the sources its policy admits, whether it needs a logged-in
    /// user, and its parameter constraints. Run the tool on it to lint, list, match, explain or
    /// diff the table the app really has, instead of a hand-kept copy:
    ///
    /// ```swift
    /// // In a test of the app target, after the modules registered:
    /// try hub.routeManifest().write(to: URL(filePath: "routes.json"))
    /// ```
    /// ```sh
    /// swift run --package-path Tools waypoint routes lint routes.json   # from a Waypoint checkout
    /// ```
    ///
    /// The text is stable: one route per line, keys in a fixed order, so a changed route is a
    /// one-line change under version control. Backend overrides are not part of it (the tool
    /// takes them with `--overrides`). A parameter type other than `String`, `Int`, `UUID`,
    /// `Bool` or `Double` is written as `string`, the text a URL carries.
    ///
    /// - Returns: UTF-8 JSON text ending in a line break.
    /// - Complexity: O(*n*) in the number of routes and their parameters.
    @_spi(Inspection) public func routeManifest() -> Data {
        let urls = configuration.urls
        let configurationLine = ManifestJSON.object([
            ("schemes", .array(urls.schemes.sorted().map(ManifestJSON.string))),
            ("hosts", .array(urls.hosts.sorted().map(ManifestJSON.string))),
            ("caseInsensitivePaths", .bool(urls.caseInsensitivePaths)),
        ])
        let routeLines = table.routes.map { route in
            manifestEntry(route, policy: policy(forRoute: route.name) ?? RoutePolicy()).text
        }
        var text = "{\n  \"configuration\": \(configurationLine.text),\n  \"routes\": ["
        text += routeLines.isEmpty ? "]\n}\n" : "\n    " + routeLines.joined(separator: ",\n    ") + "\n  ]\n}\n"
        return Data(text.utf8)
    }

    /// One route's manifest entry; empty fields are left out.
    private func manifestEntry(_ route: Route, policy: RoutePolicy) -> ManifestJSON {
        var members: [(String, ManifestJSON)] = [
            ("name", .string(route.name)), ("pattern", .string(route.pattern.description)), ("owner", .string(route.owner)),
        ]
        let names = Set(route.pattern.parameterNames)
        let parameters = route.parameters.filter { names.contains($0.key) }
        if !parameters.isEmpty {
            members.append(("params", .object(parameters.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value.manifestName)) })))
        }
        if !route.query.isEmpty {
            members.append(("query", .array(route.query.map(Self.queryEntry))))
        }
        members.append(("sources", .array(policy.allowedSources.sorted(by: <).map { .string($0.rawValue) })))
        if policy.requiresAuthentication { members.append(("requiresAuthentication", .bool(true))) }
        if !policy.constraints.isEmpty {
            let constraints = policy.constraints.sorted { $0.key < $1.key }.map { name, rules in
                (name, ManifestJSON.object(rules.flatMap(\.manifestFields)))
            }
            members.append(("constraints", .object(constraints)))
        }
        return .object(members)
    }

    private static func queryEntry(_ parameter: Route.QueryParameter) -> ManifestJSON {
        var members: [(String, ManifestJSON)] = [
            ("name", .string(parameter.name)), ("type", .string(parameter.type.manifestName)),
            ("required", .bool(parameter.isRequired)),
        ]
        if let value = parameter.defaultValue { members.append(("default", .string(value))) }
        return .object(members)
    }
}

import Foundation
import WaypointManifest
@_spi(Tooling) import WaypointRoutes

/// One fuzz input: the bytes as a route manifest (JSON), read the way `waypoint routes` reads a
/// file (the strict scanner, then the decoder). A manifest may be refused with a typed error,
/// which must give its line and column; one that loads must lint, build its table (or refuse
/// with a typed error), and every route of a built table must build a URL from sample values
/// that matches again without trapping.
///
/// A crash, a trap, an error without a position, or a URL built from a route that matches the
/// same route with other values is a finding.
func fuzzOneInput(_ bytes: UnsafeRawBufferPointer) {
    let loaded: LoadedManifest
    do {
        loaded = try LoadedManifest(data: Data(bytes), file: "fuzz.json")
    } catch {
        if error.position == nil { fatalError("a manifest error without a position: \(error)") }
        return
    }
    _ = RouteTable.lint(loaded.routes, configuration: loaded.configuration)
    guard let table = try? loaded.table() else { return }
    for route in table.routes {
        checkRoundTrip(route, types: loaded.types[route.name] ?? DeclaredTypes(), in: table)
    }
}

/// Builds a URL for `route` from one sample value per capture and declared query parameter, and
/// matches it again: when it reaches the same route, it must carry the same values.
private func checkRoundTrip(_ route: Route, types: DeclaredTypes, in table: RouteTable) {
    var parameters: [String: String] = [:]
    for key in route.pattern.captureKeys {
        parameters[key] = key.hasPrefix("*") ? (key == "**" ? "x/y" : "x") : sample(types.path[key])
    }
    var query: [String: String] = [:]
    for (name, type) in types.query { query[name] = sample(type) }
    guard let url = try? table.url(for: route.name, parameters: parameters, query: query),
        let match = try? table.match(url), match.route.name == route.name
    else { return }
    for name in route.pattern.parameterNames where match.parameters[name] != parameters[name] {
        fatalError("round trip broken: route \(route.name) built \(url), which matches it with \(name) = \(match.parameters[name] ?? "nothing") instead of \(parameters[name] ?? "")")
    }
}

private func sample(_ type: ManifestValueType?) -> String {
    switch type {
    case .int: "42"
    case .uuid: "123E4567-E89B-12D3-A456-426614174000"
    case .bool: "true"
    case .double: "1.5"
    case .string, nil: "a b/é?"
    }
}

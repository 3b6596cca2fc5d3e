/// Finds duplicate names, same-shape conflicts, shadowed routes and overlapping typed parameters.
enum RouteValidator {
    static func findings(_ routes: [Route], caseInsensitive: Bool) -> [RouteLintFinding] {
        var findings: [RouteLintFinding] = []
        let ordered = routes.sorted { lhs, rhs in
            if lhs.name != rhs.name { return lhs.name < rhs.name }
            return (lhs.pattern.description, lhs.owner) < (rhs.pattern.description, rhs.owner)
        }
        let shapes = ordered.map { $0.shape(caseInsensitive: caseInsensitive) }
        var byName: [String: [Route]] = [:]
        for route in ordered { byName[route.name, default: []].append(route) }
        for (name, group) in byName where group.count > 1 {
            let list = group.map { "`\($0.pattern)` (\($0.owner))" }.joined(separator: " and ")
            findings.append(.init(severity: .error, kind: .duplicateName, routes: group,
                                  message: "route name `\(name)` is registered \(group.count) times: \(list)"))
        }
        var byShape: [[ShapePart]: [Route]] = [:]
        for (route, shape) in zip(ordered, shapes) { byShape[shape, default: []].append(route) }
        for (_, group) in byShape where group.count > 1 {
            let list = group.map { "`\($0.name)` `\($0.pattern)` (\($0.owner))" }.joined(separator: " and ")
            findings.append(.init(severity: .error, kind: .conflict, routes: group,
                                  message: "routes \(list) have the same shape: they match the same URLs"))
        }
        let shadows = ShadowFinder(ordered, shapes: shapes)
        for (index, route) in ordered.enumerated() where byShape[shapes[index]]?.count == 1 {
            if let winner = shadows.shadow(of: index) {
                findings.append(.init(
                    severity: .error, kind: .shadowed, routes: [route, winner],
                    message: "route `\(route.name)` `\(route.pattern)` (\(route.owner)) can never match: "
                        + "`\(winner.name)` `\(winner.pattern)` (\(winner.owner)) wins for every URL it matches"))
            }
        }
        findings += overlappingTypes(ordered, shapes: shapes)
        return findings.sorted { ($0.severity, $0.kind.name, $0.message) < ($1.severity, $1.kind.name, $1.message) }
    }

    /// Typed parameters of different types at the same place, unless the types are known to
    /// accept disjoint texts (`Int`, `UUID`, `Bool`).
    private static func overlappingTypes(_ routes: [Route], shapes: [[ShapePart]]) -> [RouteLintFinding] {
        let disjoint: Set<String> = [ParameterType.int.key, ParameterType.uuid.key, ParameterType.bool.key]
        var byPrefix: [[ShapePart]: [String: Route]] = [:]
        for (route, shape) in zip(routes, shapes) {
            for (index, part) in shape.enumerated() {
                if case .typed(let key) = part, byPrefix[Array(shape[..<index])]?[key] == nil {
                    byPrefix[Array(shape[..<index]), default: [:]][key] = route
                }
            }
        }
        var findings: [RouteLintFinding] = []
        for (prefix, types) in byPrefix where types.count > 1 {
            let keys = types.keys.sorted()
            guard keys.contains(where: { !disjoint.contains($0) }) else { continue }
            let involved = keys.compactMap { types[$0] }
            let place = prefix.isEmpty ? "the first segment" : "after `\(prefix.map(\.text).joined(separator: "/"))`"
            findings.append(.init(
                severity: .warning, kind: .overlappingTypes, routes: involved,
                message: "parameters of types \(keys.joined(separator: ", ")) share \(place) "
                    + "(routes \(involved.map { "`\($0.name)` (\($0.owner))" }.joined(separator: ", "))); "
                    + "a text both accept goes to the first type in this order"))
        }
        return findings
    }
}

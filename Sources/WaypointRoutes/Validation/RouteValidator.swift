/// Finds duplicate names, same-shape conflicts, shadowed routes and overlapping typed parameters.
enum RouteValidator {
    static func findings(_ routes: [Route], caseInsensitive: Bool) -> [RouteLintFinding] {
        findings(ordered(routes), caseInsensitive: caseInsensitive).findings
    }

    /// Routes in the order of findings and of a table: by name, then pattern text, then owner.
    struct Ordered {
        var routes: [Route]
        /// By route: its index in the routes given.
        var positions: [Int]
        /// The ranges of `routes` that share a name (two routes or more each; usually none).
        var sameNames: [Range<Int>]
    }

    /// The routes by name, then pattern text, then owner.
    ///
    /// - Complexity: O(n log n) comparisons of the names' bytes (see ``NameOrder``); patterns
    ///   are only formatted for equal names.
    static func ordered(_ routes: [Route]) -> Ordered {
        let names = NameOrder(routes)
        let order = names.order()
        var ordered = Ordered(routes: order.map { routes[$0] }, positions: order, sameNames: [])
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count, names.sameName(order[end], order[start]) { end += 1 }
            if end - start > 1 {
                let sorted = (start..<end).sortedByPosition { left, right in
                    let (a, b) = (ordered.routes[left], ordered.routes[right])
                    return (a.pattern.description, a.owner, left) < (b.pattern.description, b.owner, right)
                }
                ordered.routes[start..<end] = ArraySlice(sorted.map { ordered.routes[$0] })
                ordered.positions[start..<end] = ArraySlice(sorted.map { ordered.positions[$0] })
                ordered.sameNames.append(start..<end)
            }
            start = end
        }
        return ordered
    }

    /// Findings for routes in ``ordered(_:)`` order, and the trie of the routes they were found
    /// on (a table without errors is frozen from it).
    static func findings(_ ordered: Ordered, caseInsensitive: Bool) -> (findings: [RouteLintFinding], trie: TrieBuilder) {
        var findings: [RouteLintFinding] = []
        let sameNames = ordered.sameNames
        let ordered = ordered.routes
        // One pass over the routes for their shapes and their places in the trie.
        var shapes: [[ShapePart]] = []
        shapes.reserveCapacity(ordered.count)
        // Routes of the same shape end at the same node of the trie.
        var trie = TrieBuilder(caseInsensitive: caseInsensitive, expectedRoutes: ordered.count)
        ordered.withUnsafeBufferPointer { routes in
            for index in routes.indices {
                shapes.append(routes[index].shape(caseInsensitive: caseInsensitive))
                trie.insert(routes[index], index: index)
            }
        }
        for range in sameNames {
            let group = Array(ordered[range])
            let list = group.map { "`\($0.pattern)` (\($0.owner))" }.joined(separator: " and ")
            findings.append(.init(severity: .error, kind: .duplicateName, routes: group,
                                  message: "route name `\(group[0].name)` is registered \(group.count) times: \(list)"))
        }
        var shadows = ShadowFinder(ordered, trie: trie)
        var conflicted = [Bool](repeating: false, count: ordered.count)
        for members in shadows.sameShapeGroups {
            let group = members.map { ordered[$0] }
            for member in members { conflicted[member] = true }
            let list = group.map { "`\($0.name)` `\($0.pattern)` (\($0.owner))" }.joined(separator: " and ")
            findings.append(.init(severity: .error, kind: .conflict, routes: group,
                                  message: "routes \(list) have the same shape: they match the same URLs"))
        }
        for index in ordered.indices where !conflicted[index] {
            if let winner = shadows.shadow(of: index, shape: shapes[index]) {
                let route = ordered[index]
                findings.append(.init(
                    severity: .error, kind: .shadowed, routes: [route, winner],
                    message: "route `\(route.name)` `\(route.pattern)` (\(route.owner)) can never match: "
                        + "`\(winner.name)` `\(winner.pattern)` (\(winner.owner)) wins for every URL it matches"))
            }
        }
        findings += overlappingTypes(ordered, shapes: shapes, trie: trie)
        let findingKeys = findings.map { ($0.severity, $0.kind.name, $0.message) }
        return (findings.indices.sortedByPosition { findingKeys[$0] < findingKeys[$1] }.map { findings[$0] }, trie)
    }

    /// Typed parameters of different types at the same place, unless the types are known to
    /// accept disjoint texts (`Int`, `UUID`, `Bool`).
    private static func overlappingTypes(_ routes: [Route], shapes: [[ShapePart]], trie: TrieBuilder) -> [RouteLintFinding] {
        let disjoint: Set<String> = [Route.ParameterType.int.key, Route.ParameterType.uuid.key, Route.ParameterType.bool.key]
        var findings: [RouteLintFinding] = []
        // Nodes read in place: a copy of each would copy its typed edges.
        for node in trie.drafts.indices where trie.drafts[node].typed.count > 1 {
            let types = trie.drafts[node].typed
            let keys = types.keys.sortedByPosition()
            guard keys.contains(where: { !disjoint.contains($0) }), let first = types.values.first else { continue }
            let prefix = shapes[first.firstRoute][..<first.position]
            let involved = keys.compactMap { types[$0].map { routes[$0.firstRoute] } }
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

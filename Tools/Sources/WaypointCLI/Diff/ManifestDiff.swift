import WaypointManifest

/// Every change from one route manifest to the next, judged by what it does to existing links.
///
/// Routes are paired by name; a name missing from NEW whose path shape (its pattern with the
/// parameter names left out) is still in NEW was only renamed, which no URL sees. A pure
/// function of the two manifests: ``RoutesDiff`` adds the override manifest's redirects.
///
/// ```swift
/// ManifestDiff.changes(from: old, to: new).map(\.text)
/// // ["breaking   pathChanged          cards.block: cards/:cardID/block → card/:cardID/block", …]
/// ```
enum ManifestDiff {
    /// The changes, configuration first, then routes in OLD's order, then added routes.
    ///
    /// - Complexity: O(*n* + *m*) routes, times each route's parameters.
    static func changes(from old: RouteManifest, to new: RouteManifest) -> [RouteChange] {
        var changes = configurationChanges(from: old.configuration, to: new.configuration)
        let newByName = Dictionary(new.routes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let oldNames = Set(old.routes.map(\.name))
        let newShapes = Dictionary(new.routes.map { (shape(of: $0.pattern), $0) }, uniquingKeysWith: { first, _ in first })
        var seen = Set<String>()
        for entry in old.routes where seen.insert(entry.name).inserted {
            if let next = newByName[entry.name] {
                changes += routeChanges(from: entry, to: next)
            } else if let next = newShapes[shape(of: entry.pattern)], !oldNames.contains(next.name) {
                changes.append(RouteChange(kind: .routeRenamed, route: entry.name, detail: "now `\(next.name)`, same path"))
                changes += routeChanges(from: entry, to: next)
            } else {
                changes.append(RouteChange(kind: .routeRemoved, route: entry.name, detail: "`\(entry.pattern)` reaches no route"))
            }
        }
        let renamedTo = Set(
            old.routes.filter { newByName[$0.name] == nil }.compactMap { newShapes[shape(of: $0.pattern)]?.name })
        for entry in new.routes where !oldNames.contains(entry.name) && !renamedTo.contains(entry.name) {
            changes.append(RouteChange(kind: .routeAdded, route: entry.name, detail: "`\(entry.pattern)`"))
        }
        return changes
    }

    /// The pattern's segments with every parameter name dropped: `card/:id` and `card/:cardID`
    /// match the same URLs.
    static func shape(of pattern: String) -> String {
        pattern.split(separator: "/").map { $0.hasPrefix(":") ? ":" : String($0) }.joined(separator: "/")
    }

    private static func configurationChanges(
        from old: RouteManifest.Configuration, to new: RouteManifest.Configuration
    ) -> [RouteChange] {
        func compare(_ before: [String], _ after: [String], dropped: RouteChange.Kind, added: RouteChange.Kind, _ noun: String)
            -> [RouteChange]
        {
            Set(before).subtracting(after).sorted().map { RouteChange(kind: dropped, route: nil, detail: "\(noun) `\($0)`") }
                + Set(after).subtracting(before).sorted().map { RouteChange(kind: added, route: nil, detail: "\(noun) `\($0)`") }
        }
        return compare(old.schemes, new.schemes, dropped: .schemeDropped, added: .schemeAdded, "scheme")
            + compare(old.hosts, new.hosts, dropped: .hostDropped, added: .hostAdded, "host")
    }

    private static func routeChanges(from old: RouteManifest.Entry, to new: RouteManifest.Entry) -> [RouteChange] {
        let name = old.name
        guard shape(of: old.pattern) == shape(of: new.pattern) else {
            return [RouteChange(kind: .pathChanged, route: name, detail: "`\(old.pattern)` → `\(new.pattern)`")]
        }
        var changes: [RouteChange] = []
        // Same shape: parameters pair up by position, whatever their names.
        let pairs = zip(parameterNames(old.pattern), parameterNames(new.pattern))
        for (before, after) in pairs {
            if let change = typeChange(
                ManifestValueType.declared(old.params[before]), ManifestValueType.declared(new.params[after]),
                route: name, what: "parameter `\(before)`")
            {
                changes.append(change)
            }
            changes += constraintChanges(old.constraints[before], new.constraints[after], route: name, what: "`\(before)`")
        }
        changes += queryChanges(from: old, to: new)
        let sourcesBefore = Set(old.sources ?? ["inApp"])
        let sourcesAfter = Set(new.sources ?? ["inApp"])
        for source in sourcesBefore.subtracting(sourcesAfter).sorted() {
            changes.append(RouteChange(kind: .sourceRemoved, route: name, detail: "source `\(source)`"))
        }
        for source in sourcesAfter.subtracting(sourcesBefore).sorted() {
            changes.append(RouteChange(kind: .sourceAdded, route: name, detail: "source `\(source)`"))
        }
        return changes
    }

    private static func queryChanges(from old: RouteManifest.Entry, to new: RouteManifest.Entry) -> [RouteChange] {
        let name = old.name
        var changes: [RouteChange] = []
        let before = Dictionary(old.query.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new.query.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for item in new.query {
            let previous = before[item.name]
            if item.required, previous?.required != true {
                changes.append(RouteChange(kind: .requiredQueryAdded, route: name, detail: "query key `\(item.name)` now required"))
            } else if previous == nil {
                changes.append(RouteChange(kind: .optionalQueryAdded, route: name, detail: "query key `\(item.name)`"))
            }
            if let previous,
                let change = typeChange(
                    ManifestValueType.declared(previous.type), ManifestValueType.declared(item.type), route: name,
                    what: "query key `\(item.name)`")
            {
                changes.append(change)
            }
            changes += constraintChanges(
                old.constraints[item.name], new.constraints[item.name], route: name, what: "query key `\(item.name)`")
        }
        for item in old.query where after[item.name] == nil {
            changes.append(RouteChange(kind: .queryKeyRemoved, route: name, detail: "query key `\(item.name)` (ignored from now on)"))
        }
        return changes
    }

    private static func typeChange(_ before: ManifestValueType, _ after: ManifestValueType, route: String, what: String)
        -> RouteChange?
    {
        guard before != after else { return nil }
        let kind: RouteChange.Kind = after.accepts(everyValueOf: before) ? .parameterWidened : .parameterNarrowed
        return RouteChange(kind: kind, route: route, detail: "\(what): \(before.rawValue) → \(after.rawValue)")
    }

    private static func constraintChanges(
        _ before: RouteManifest.ConstraintEntry?, _ after: RouteManifest.ConstraintEntry?, route: String, what: String
    ) -> [RouteChange] {
        switch RouteManifest.ConstraintEntry.change(from: before, to: after) {
        case .same: []
        case .tightened(let detail): [RouteChange(kind: .constraintTightened, route: route, detail: "\(what): \(detail)")]
        case .loosened(let detail): [RouteChange(kind: .constraintLoosened, route: route, detail: "\(what): \(detail)")]
        }
    }

    private static func parameterNames(_ pattern: String) -> [String] {
        pattern.split(separator: "/").filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) }
    }
}

import WaypointManifest
@_spi(Tooling) import WaypointRoutes

/// A route table with the manifest's type names, to print typed values.
struct RouteTableHandle {
    var table: RouteTable
    var types: [String: DeclaredTypes]
}

/// The result of matching one URL, as text and as JSON.
///
/// JSON keys are stable: `url`, `route`, `owner`, `pattern`, `params`, `query`, `extraQuery` for
/// a match; `url`, `error.kind`, `error.message`, `error.suggestions` otherwise.
struct MatchOutcome {
    var matched: Bool
    var json: JSONValue
    var text: [String]

    init(url: String, in handle: RouteTableHandle) {
        do {
            let match = try handle.table.match(url)
            self.init(match, types: handle.types[match.route.name] ?? DeclaredTypes())
        } catch {
            self.init(url: url, error: error)
        }
    }

    private init(_ match: RouteMatch, types: DeclaredTypes) {
        let route = match.route
        let params = Self.typed(match.parameters, types.path)
        let query = Self.typed(match.query, types.query)
        matched = true
        json = .object([
            "url": .string(match.url),
            "route": .string(route.name),
            "owner": .string(route.owner),
            "pattern": .string(route.pattern.description),
            "params": .object(params),
            "query": .object(query),
            "extraQuery": .object(match.extraQuery.mapValues(JSONValue.string)),
        ])
        var rows = [["  route", "\(route.name) (\(route.owner))"], ["  pattern", route.pattern.description]]
        rows += Self.rows("params", match.parameters, types.path)
        rows += Self.rows("query", match.query, types.query)
        for key in match.extraQuery.keys.sorted() {
            rows.append(["  extra", "\(key) = \(match.extraQuery[key] ?? "")"])
        }
        text = [match.url] + TextTable.render(rows)
    }

    private init(url: String, error: RouteError) {
        matched = false
        json = .object([
            "url": .string(url),
            "error": .object([
                "kind": .string(error.kind.name),
                "message": .string(error.description),
                "suggestions": .array(error.suggestions.map(JSONValue.string)),
            ]),
        ])
        // One line: the message holds no line break of its own, and one from the URL is escaped.
        text = [url, "  error    \(error.kind.name): \(error.description)"]
        if !error.suggestions.isEmpty && !error.description.contains("did you mean") {
            text.append("  did you mean: " + error.suggestions.joined(separator: ", "))
        }
    }

    private static func typed(_ values: RouteMatch.Values, _ types: [String: ManifestValueType]) -> [String: JSONValue] {
        var result: [String: JSONValue] = [:]
        for name in values.names {
            result[name] = (types[name] ?? .string).json(name, in: values)
        }
        return result
    }

    private static func rows(_ label: String, _ values: RouteMatch.Values, _ types: [String: ManifestValueType]) -> [[String]] {
        values.names.enumerated().map { position, name in
            let type = types[name] ?? .string
            return ["  " + (position == 0 ? label : ""), "\(name): \(type.rawValue) = \(values[name] ?? "")"]
        }
    }
}

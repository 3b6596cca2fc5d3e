import Foundation
@_spi(Tooling) import WaypointRoutes

/// Reads and validates an override manifest as a whole; collects every problem.
struct OverrideManifestParser {
    typealias Problem = OverrideManifestError.Problem
    typealias Kind = OverrideManifestError.Kind

    let table: RouteTable
    let registered: Set<String>
    let urls: URLConfiguration
    private var problems: [Problem] = []

    init(table: RouteTable, registered: Set<String>, urls: URLConfiguration) {
        self.table = table
        self.registered = registered
        self.urls = urls
    }

    func parse(_ data: Data) throws(OverrideManifestError) -> RouteOverrides {
        var parser = self
        let overrides = parser.read(data)
        guard parser.problems.isEmpty, let overrides else {
            throw OverrideManifestError(problems: parser.problems)
        }
        return overrides
    }

    private mutating func report(_ kind: Kind, _ path: String, _ message: String) {
        problems.append(Problem(kind: kind, path: path, message: message))
    }

    private mutating func read(_ data: Data) -> RouteOverrides? {
        let json: OverrideJSON
        do {
            json = try OverrideJSONReader.read(data)
        } catch {
            report(.invalidJSON, "(manifest)", "not JSON at byte \(error.offset): \(error.message)")
            return nil
        }
        guard let root = members(of: json, allowed: ["version", "routes", "redirects"], at: "") else {
            report(.invalidJSON, "(manifest)", "expected a JSON object with `version`, `routes` and `redirects`, found \(json.typeName)")
            return nil
        }
        let isVersion1 = if case .number("1")? = root["version"] { true } else { false }
        if !isVersion1 {
            report(.unsupportedVersion, "version", "found \(root["version"].map { "\($0)" } ?? "nothing"), expected 1")
        }
        let redirects = readRedirects(root["redirects"])
        let redirectTable = compile(redirects)
        let routes = readRoutes(root["routes"], redirectTable: redirectTable)
        for (index, redirect) in redirects.enumerated() {
            let sample = RouteRedirect.fill(redirect.to) { _ in "0" }
            checkTarget(sample, shownAs: redirect.to, at: "redirects[\(index)].to", redirectTable: nil)
        }
        return RouteOverrides(routes: routes, redirects: redirects, redirectTable: redirectTable)
    }

    private mutating func readRoutes(_ value: OverrideJSON?, redirectTable: RouteTable?) -> [String: RouteOverride] {
        guard let value else { return [:] }
        guard let object = members(of: value, allowed: nil, at: "routes.") else {
            report(.wrongType, "routes", "found \(value.typeName), expected an object keyed by route name")
            return [:]
        }
        var routes: [String: RouteOverride] = [:]
        for (name, entryValue) in object.ordered {
            let path = "routes.\(name)"
            guard registered.contains(name) else {
                let near = EditDistance.nearest(to: name, in: registered)
                report(.unknownRoute, path, "no route is named `\(name)`" + (near.map { "; did you mean `\($0)`?" } ?? ""))
                continue
            }
            guard let entry = members(of: entryValue, allowed: ["disabled", "sources"], at: path + ".") else {
                report(.wrongType, path, "found \(entryValue.typeName), expected an object with `disabled` and/or `sources`")
                continue
            }
            routes[name] = RouteOverride(
                disabled: readDisabled(entry["disabled"], at: path + ".disabled", redirectTable: redirectTable),
                sources: readSources(entry["sources"], at: path + ".sources"))
        }
        return routes
    }

    private mutating func readDisabled(_ value: OverrideJSON?, at path: String, redirectTable: RouteTable?) -> RouteOverride.Disabled? {
        guard let value else { return nil }
        guard let object = members(of: value, allowed: ["fallback", "message"], at: path + ".") else {
            report(.wrongType, path, "found \(value.typeName), expected an object with an optional `fallback` URL and an optional `message`")
            return nil
        }
        let fallback = string(object["fallback"], at: path + ".fallback")
        let message = string(object["message"], at: path + ".message")
        if let fallback { checkTarget(fallback, shownAs: fallback, at: path + ".fallback", redirectTable: redirectTable) }
        return RouteOverride.Disabled(fallback: fallback, message: message)
    }

    private mutating func readSources(_ value: OverrideJSON?, at path: String) -> Set<RequestSource>? {
        guard let value else { return nil }
        guard case .array(let names) = value else {
            report(.wrongType, path, "found \(value.typeName), expected a list of source names")
            return nil
        }
        var sources: Set<RequestSource> = []
        for (index, element) in names.enumerated() {
            guard case .string(let name) = element, let source = RequestSource(rawValue: name) else {
                let all = RequestSource.builtIn.map(\.rawValue)
                let near = element.stringValue.flatMap { EditDistance.nearest(to: $0, in: Set(all)) }
                report(
                    .unknownSource, "\(path)[\(index)]",
                    "found `\(element)`, expected one of \(all.joined(separator: ", "))" + (near.map { "; did you mean `\($0)`?" } ?? ""))
                continue
            }
            sources.insert(source)
        }
        if names.isEmpty { report(.emptySources, path, "an empty list admits no source; disable the route instead") }
        return sources
    }

    private mutating func readRedirects(_ value: OverrideJSON?) -> [RouteRedirect] {
        guard let value else { return [] }
        guard case .array(let list) = value else {
            report(.wrongType, "redirects", "found \(value.typeName), expected a list of {\"from\", \"to\"} objects")
            return []
        }
        var redirects: [RouteRedirect] = []
        for (index, element) in list.enumerated() {
            let path = "redirects[\(index)]"
            guard let object = members(of: element, allowed: ["from", "to"], at: path + ".") else {
                report(.wrongType, path, "found \(element.typeName), expected an object with `from` (a route pattern) and `to` (a URL)")
                continue
            }
            guard let from = string(object["from"], at: path + ".from", required: true),
                let to = string(object["to"], at: path + ".to", required: true)
            else { continue }
            let pattern: RoutePattern
            do {
                pattern = try RoutePattern(from)
            } catch {
                report(.invalidPattern, path + ".from", error.description)
                continue
            }
            let captured = Set(pattern.parameterNames)
            for name in RouteRedirect.placeholders(in: to) where !captured.contains(name) {
                report(
                    .unknownPlaceholder, path + ".to",
                    "`:\(name)` is not captured by `\(from)`; captured: \(captured.isEmpty ? "nothing" : captured.sortedByPosition().joined(separator: ", "))")
            }
            redirects.append(RouteRedirect(from: pattern, to: to))
        }
        return redirects
    }

    private mutating func compile(_ redirects: [RouteRedirect]) -> RouteTable? {
        guard !redirects.isEmpty else { return nil }
        do {
            var routes: [Route] = []
            for (index, redirect) in redirects.enumerated() {
                routes.append(try Route(RouteRedirect.routePrefix + "\(index)", redirect.from.description, owner: "overrides"))
            }
            return try RouteTable(routes, configuration: urls)
        } catch {
            report(.invalidPattern, "redirects", "\(error)")
            return nil
        }
    }

    /// A target is fine when it matches a registered route (even if a sample value does not
    /// convert) or another redirect's pattern.
    private mutating func checkTarget(_ url: String, shownAs shown: String, at path: String, redirectTable: RouteTable?) {
        if let redirectTable, (try? redirectTable.match(url)) != nil { return }
        do {
            _ = try table.match(url)
        } catch {
            switch error.kind {
            case .invalidParameter, .missingQueryParameter, .invalidQueryParameter:
                return
            default:
                report(.unresolvableTarget, path, "`\(shown)` leads to no registered route: \(error)")
            }
        }
    }

    /// An object's members by key, after reporting each key written more than once and each key
    /// not in `allowed` (`nil` allows any); `nil` when `value` is not an object.
    ///
    /// A key written twice is a problem whatever its values: a parser that keeps the last one
    /// would redirect `{"to": "nuapp://home", "to": "nuapp://settings"}` to settings silently.
    private mutating func members(of value: OverrideJSON, allowed: Set<String>?, at prefix: String) -> Members? {
        guard case .object(let list) = value else { return nil }
        var members = Members()
        var duplicates: Set<String> = []
        for member in list {
            if members.values[member.key] != nil {
                if duplicates.insert(member.key).inserted {
                    let written = list.filter { $0.key == member.key }
                    report(
                        .duplicateKey, prefix + member.key,
                        "written \(written.count) times (\(written.map { "`\($0.value)`" }.joined(separator: ", "))); a key may appear once")
                }
                continue
            }
            members.values[member.key] = member.value
            members.ordered.append((member.key, member.value))
            if let allowed, !allowed.contains(member.key) {
                let near = EditDistance.nearest(to: member.key, in: allowed)
                report(
                    .unknownKey, prefix + member.key,
                    "expected one of \(allowed.sortedByPosition().joined(separator: ", "))" + (near.map { "; did you mean `\($0)`?" } ?? ""))
            }
        }
        return members
    }

    private mutating func string(_ value: OverrideJSON?, at path: String, required: Bool = false) -> String? {
        guard let value else {
            if required { report(.wrongType, path, "missing; expected a string") }
            return nil
        }
        guard case .string(let text) = value else {
            report(.wrongType, path, "found `\(value)`, expected a string")
            return nil
        }
        return text
    }
}

/// An object's members, first occurrence of each key, in manifest order.
private struct Members {
    var values: [String: OverrideJSON] = [:]
    var ordered: [(key: String, value: OverrideJSON)] = []

    subscript(key: String) -> OverrideJSON? { values[key] }
}

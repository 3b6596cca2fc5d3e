import Foundation

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
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            report(.invalidJSON, "(manifest)", "expected a JSON object with `version`, `routes` and `redirects`")
            return nil
        }
        checkKeys(root, allowed: ["version", "routes", "redirects"], at: "")
        if (root["version"] as? Int) != 1 {
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

    private mutating func readRoutes(_ value: Any?, redirectTable: RouteTable?) -> [String: RouteOverride] {
        guard let value else { return [:] }
        guard let object = value as? [String: Any] else {
            report(.wrongType, "routes", "expected an object keyed by route name")
            return [:]
        }
        var routes: [String: RouteOverride] = [:]
        for name in object.keys.sorted() {
            let path = "routes.\(name)"
            guard registered.contains(name) else {
                let near = Suggestions.nearest(to: name, in: registered)
                report(.unknownRoute, path, "no route is named `\(name)`" + (near.map { "; did you mean `\($0)`?" } ?? ""))
                continue
            }
            guard let entry = object[name] as? [String: Any] else {
                report(.wrongType, path, "expected an object with `disabled` and/or `sources`")
                continue
            }
            checkKeys(entry, allowed: ["disabled", "sources"], at: path + ".")
            routes[name] = RouteOverride(
                disabled: readDisabled(entry["disabled"], at: path + ".disabled", redirectTable: redirectTable),
                sources: readSources(entry["sources"], at: path + ".sources"))
        }
        return routes
    }

    private mutating func readDisabled(_ value: Any?, at path: String, redirectTable: RouteTable?) -> RouteOverride.Disabled? {
        guard let value else { return nil }
        guard let object = value as? [String: Any] else {
            report(.wrongType, path, "expected an object with an optional `fallback` URL and an optional `message`")
            return nil
        }
        checkKeys(object, allowed: ["fallback", "message"], at: path + ".")
        let fallback = string(object["fallback"], at: path + ".fallback")
        let message = string(object["message"], at: path + ".message")
        if let fallback { checkTarget(fallback, shownAs: fallback, at: path + ".fallback", redirectTable: redirectTable) }
        return RouteOverride.Disabled(fallback: fallback, message: message)
    }

    private mutating func readSources(_ value: Any?, at path: String) -> Set<RequestSource>? {
        guard let value else { return nil }
        guard let names = value as? [Any] else {
            report(.wrongType, path, "expected a list of source names")
            return nil
        }
        var sources: Set<RequestSource> = []
        for (index, element) in names.enumerated() {
            guard let name = element as? String, let source = RequestSource(rawValue: name) else {
                let all = RequestSource.builtIn.map(\.rawValue)
                let near = (element as? String).flatMap { Suggestions.nearest(to: $0, in: Set(all)) }
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

    private mutating func readRedirects(_ value: Any?) -> [RouteRedirect] {
        guard let value else { return [] }
        guard let list = value as? [Any] else {
            report(.wrongType, "redirects", "expected a list of {\"from\", \"to\"} objects")
            return []
        }
        var redirects: [RouteRedirect] = []
        for (index, element) in list.enumerated() {
            let path = "redirects[\(index)]"
            guard let object = element as? [String: Any] else {
                report(.wrongType, path, "expected an object with `from` (a route pattern) and `to` (a URL)")
                continue
            }
            checkKeys(object, allowed: ["from", "to"], at: path + ".")
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
                    "`:\(name)` is not captured by `\(from)`; captured: \(captured.isEmpty ? "nothing" : captured.sorted().joined(separator: ", "))")
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

    private mutating func checkKeys(_ object: [String: Any], allowed: Set<String>, at prefix: String) {
        for key in object.keys.sorted() where !allowed.contains(key) {
            let near = Suggestions.nearest(to: key, in: allowed)
            report(
                .unknownKey, prefix + key,
                "expected one of \(allowed.sorted().joined(separator: ", "))" + (near.map { "; did you mean `\($0)`?" } ?? ""))
        }
    }

    private mutating func string(_ value: Any?, at path: String, required: Bool = false) -> String? {
        guard let value else {
            if required { report(.wrongType, path, "missing; expected a string") }
            return nil
        }
        guard let text = value as? String else {
            report(.wrongType, path, "found `\(value)`, expected a string")
            return nil
        }
        return text
    }
}

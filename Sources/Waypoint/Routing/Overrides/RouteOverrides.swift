import Foundation
@_spi(Tooling) import WaypointRoutes

/// Route behaviour changed by the backend, on demand, as data.
///
/// An override manifest (JSON, see *Backend overrides* in <doc:TheRoutingHub>) can disable a
/// route — sending its requests to a fallback URL or failing them with a message — redirect
/// (alias) old URLs to new ones, and restrict the sources a route admits. Load one with
/// ``RoutingHub/loadOverrides(_:)``: the manifest is validated as a whole against the hub's
/// routes, and a bad one is rejected while the previous overrides stay in force.
///
/// ```swift
/// try hub.loadOverrides(Data("""
/// {
///   "version": 1,
///   "routes": { "rewards.home": { "disabled": { "message": "Rewards is being updated" } } },
///   "redirects": [ { "from": "cards/:cardID/lock", "to": "nuapp://card/:cardID/block" } ]
/// }
/// """.utf8))
/// ```
@_spi(Tooling) public struct RouteOverrides: Sendable {
    /// Per-route overrides, by route name.
    public let routes: [String: RouteOverride]
    /// Old URLs and where they go now, in manifest order.
    public let redirects: [RouteRedirect]
    private let redirectTable: RouteTable?

    /// No overrides at all.
    public static let none = RouteOverrides(routes: [:], redirects: [], redirectTable: nil)

    init(routes: [String: RouteOverride], redirects: [RouteRedirect], redirectTable: RouteTable?) {
        self.routes = routes
        self.redirects = redirects
        self.redirectTable = redirectTable
    }

    /// Where a redirect sends `url`, or `nil` when no redirect's pattern matches it.
    ///
    /// Path parameters captured by the redirect's `from` pattern fill the `:name` placeholders
    /// of its target; when the target has no query, the URL's query is carried over.
    ///
    /// - Parameter url: the requested URL.
    /// - Returns: the target URL, or `nil`.
    /// - Complexity: one route match.
    public func redirectTarget(for url: String) -> String? {
        redirectTarget(for: url, ignoringUndeclaredQuery: false)
    }

    /// Where a redirect sends `url`; with `ignoringUndeclaredQuery`, a query pair that does not
    /// decode does not stop the look-up (the hub drops such pairs from external links).
    ///
    /// The redirect table is built from ``redirects`` in order, so a match's declaration index
    /// is its redirect's.
    func redirectTarget(for url: String, ignoringUndeclaredQuery: Bool) -> String? {
        guard let redirectTable else { return nil }
        let found = ignoringUndeclaredQuery ? try? redirectTable.matchIgnoringUndeclaredQuery(url) : try? redirectTable.match(url)
        guard let match = found else { return nil }
        var target = RouteRedirect.fill(redirects[match.declarationIndex].to) { match.parameters[$0] }
        if !target.contains("?"), let query = url.split(separator: "?", maxSplits: 1).dropFirst().first {
            target += "?" + query.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        }
        return target
    }
}

/// What the backend changed for one route.
///
/// ```swift
/// if let disabled = hub.overrides.routes["card.block"]?.disabled { print(disabled.fallback ?? "no fallback") }
/// ```
@_spi(Tooling) public struct RouteOverride: Hashable, Sendable {
    /// Set when the route is disabled.
    public let disabled: Disabled?
    /// When set, the route admits only these sources (and never more than its own policy does).
    public let sources: Set<RequestSource>?

    /// How a disabled route answers.
    public struct Disabled: Hashable, Sendable {
        /// Requests go here instead; resolved like any other URL.
        public let fallback: String?
        /// Without a fallback, requests fail with `disabled` and this reason.
        public let message: String?
    }
}

/// An old URL pattern and the URL it now leads to.
///
/// ```swift
/// // "from": "cards/:cardID/lock", "to": "nuapp://card/:cardID/block"
/// hub.overrides.redirectTarget(for: "nuapp://cards/7/lock")   // "nuapp://card/7/block"
/// ```
@_spi(Tooling) public struct RouteRedirect: Hashable, Sendable {
    /// The old URLs, as a route pattern.
    public let from: RoutePattern
    /// The target URL; `:name` placeholders take the values `from` captured.
    public let to: String

    static let routePrefix = "override.redirect."

    /// The `:name` placeholders in a target.
    static func placeholders(in target: String) -> [String] {
        var names: [String] = []
        _ = fill(target) { name in
            names.append(name)
            return ""
        }
        return names
    }

    /// Replaces each `:name` (a letter or `_`, then letters, digits, `_`) with `value(name)`,
    /// percent-encoded for a path segment.
    static func fill(_ target: String, value: (String) -> String?) -> String {
        var result = ""
        var index = target.startIndex
        while index < target.endIndex {
            let character = target[index]
            let next = target.index(after: index)
            guard character == ":", next < target.endIndex, target[next] == "_" || target[next].isLetter else {
                result.append(character)
                index = next
                continue
            }
            var end = next
            while end < target.endIndex, target[end] == "_" || target[end].isLetter || target[end].isNumber {
                end = target.index(after: end)
            }
            let name = String(target[next..<end])
            result += value(name).map { $0.addingPercentEncoding(withAllowedCharacters: segmentAllowed) ?? $0 } ?? ""
            index = end
        }
        return result
    }

    private static let segmentAllowed: CharacterSet = {
        var set = CharacterSet.urlPathAllowed
        set.remove("/")
        return set
    }()
}

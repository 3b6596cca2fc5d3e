import WaypointManifest

/// The `applinks` section of an `apple-app-site-association` file: the defaults and, per group
/// of apps, the ordered components (the first that matches a URL decides).
struct AssociationFile: Equatable {
    struct Details: Equatable {
        var appIDs: [String]
        var components: [AssociationComponent]
    }

    /// `defaults.caseSensitive` (Apple's default: `true`).
    var caseSensitive = true
    /// `defaults.percentEncoded` (Apple's default: `true`).
    var percentEncoded = true
    var details: [Details] = []

    /// The file for `appID` from the routes of `manifest` that admit universal links.
    ///
    /// Each such route is one component: its path with every parameter and wildcard as `?*`
    /// (one character or more) and its required query keys as a `?` dictionary. A route that
    /// refuses universal links is listed as `exclude` only when one of those components would
    /// otherwise send its URLs to the app, so the public file names no other internal path.
    /// First comes Apple's conventional opt-out: a URL whose fragment is `no_universal_links`
    /// stays in the browser.
    ///
    /// ```swift
    /// AssociationFile(manifest, appID: "ABCDE12345.com.bank.app").json.rendered
    /// // {"applinks":{"defaults":{…},"details":[{"appIDs":["ABCDE12345.com.bank.app"],"components":[…]}]}}
    /// ```
    init(_ manifest: RouteManifest, appID: String) {
        caseSensitive = !manifest.configuration.caseInsensitivePaths
        let opening = manifest.routes.filter(Self.opensFromUniversalLinks)
        let included = opening.map { entry in
            AssociationComponent(
                path: Self.pathPattern(entry.pattern),
                query: entry.query.contains(where: \.required)
                    ? .keys(Dictionary(entry.query.filter(\.required).map { ($0.name, "?*") }, uniquingKeysWith: { first, _ in first }))
                    : nil,
                comment: "route \(entry.name)")
        }
        let excluded = manifest.routes.filter { !Self.opensFromUniversalLinks($0) }.filter { entry in
            included.contains {
                $0.matches(
                    path: SampleURL.path(of: entry), query: SampleURL.queryItems(of: entry), fragment: nil, caseSensitive: caseSensitive)
            }
        }.map { entry in
            AssociationComponent(
                path: Self.pathPattern(entry.pattern), exclude: true, comment: "route \(entry.name) refuses universal links")
        }
        let optOut = AssociationComponent(
            fragment: "no_universal_links", exclude: true, comment: "a page can link to itself without opening the app")
        details = [Details(appIDs: [appID], components: [optOut] + excluded + included)]
    }

    init(caseSensitive: Bool, percentEncoded: Bool, details: [Details]) {
        self.caseSensitive = caseSensitive
        self.percentEncoded = percentEncoded
        self.details = details
    }

    /// Whether a manifest entry's policy admits universal links.
    static func opensFromUniversalLinks(_ entry: RouteManifest.Entry) -> Bool {
        entry.sources?.contains("universalLink") == true
    }

    /// A route pattern as an association path pattern: `cards/:cardID/block` → `/cards/?*/block`.
    static func pathPattern(_ pattern: String) -> String {
        "/" + pattern.split(separator: "/").map { $0.hasPrefix(":") || $0 == "*" || $0 == "**" ? "?*" : String($0) }
            .joined(separator: "/")
    }

    var json: JSONValue {
        .object([
            "applinks": .object([
                "defaults": .object(["caseSensitive": .bool(caseSensitive), "percentEncoded": .bool(percentEncoded)]),
                "details": .array(
                    details.map { .object(["appIDs": .array($0.appIDs.map(JSONValue.string)), "components": .array($0.components.map(\.json))]) }),
            ])
        ])
    }
}

import WaypointManifest

/// What an association file gets wrong about a manifest's routes: routes that admit universal
/// links but whose URLs the file keeps in the browser, and components that open the app for no
/// route (or for a route that refuses universal links).
///
/// Each route is tried with a URL made from its pattern (``SampleURL``); the file's components
/// are tried in order and the first that matches decides, as on a device.
///
/// ```swift
/// AssociationCheck(file, manifest: manifest, appID: nil).findings
/// // ["route `invest.product` (/invest/products/1) is not covered: its links open the browser", …]
/// ```
struct AssociationCheck {
    private(set) var findings: [String] = []

    init(_ file: AssociationFile, manifest: RouteManifest, appID: String?) {
        let details = file.details.filter { appID == nil || $0.appIDs.contains(appID!) }
        guard !details.isEmpty else {
            findings.append("no `details` entry names app `\(appID ?? "")`: no link opens it")
            return
        }
        let components = details.flatMap(\.components)
        /// The place of the first component matching the route's sample URL.
        func decision(for entry: RouteManifest.Entry) -> Int? {
            let path = SampleURL.path(of: entry)
            let query = SampleURL.queryItems(of: entry)
            return components.firstIndex { $0.matches(path: path, query: query, fragment: nil, caseSensitive: file.caseSensitive) }
        }
        var reached = Set<Int>()
        for entry in manifest.routes {
            let path = SampleURL.path(of: entry)
            let index = decision(for: entry)
            if let index { reached.insert(index) }
            let opensApp = index.map { !components[$0].exclude } ?? false
            switch (AssociationFile.opensFromUniversalLinks(entry), opensApp) {
            case (true, false):
                let why = index.map { " (excluded by component \($0))" } ?? ""
                findings.append("route `\(entry.name)` (\(path)) is not covered\(why): its links open the browser")
            case (false, true):
                findings.append(
                    "component \(index!) (\(components[index!].summary)) opens the app for route `\(entry.name)`, which refuses universal links")
            default: break
            }
        }
        for (index, component) in components.enumerated() where !component.exclude && !reached.contains(index) {
            findings.append("component \(index) (\(component.summary)) reaches no route")
        }
    }
}

extension AssociationComponent {
    /// The component's rules in short: `/ /cards/?*/block, ? reason`.
    var summary: String {
        var parts: [String] = []
        if let path { parts.append("/ \(path)") }
        switch query {
        case .whole(let pattern): parts.append("? \(pattern)")
        case .keys(let rules): parts.append("? " + rules.keys.sorted().joined(separator: "&"))
        case nil: break
        }
        if let fragment { parts.append("# \(fragment)") }
        return parts.isEmpty ? "every URL" : parts.joined(separator: ", ")
    }
}

import WaypointManifest

/// A URL that a manifest entry's route matches, with a made-up value of each parameter's type:
/// what ``RoutesDiff`` sends through NEW's redirects for a route that left.
///
/// ```swift
/// SampleURL.for(entry, in: configuration)   // "nuapp://cards/1/block?reason=x"
/// ```
enum SampleURL {
    static func `for`(_ entry: RouteManifest.Entry, in configuration: RouteManifest.Configuration) -> String {
        let path = path(of: entry).dropFirst()
        let query = queryItems(of: entry).map { "\($0.0)=\($0.1)" }
        let start =
            configuration.schemes.sorted().first.map { "\($0)://" }
            ?? configuration.hosts.sorted().first.map { "https://\($0)/" } ?? "app://"
        return start + path + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }

    /// The sample URL's path, with its leading `/`: `/cards/1/block`.
    static func path(of entry: RouteManifest.Entry) -> String {
        "/" + entry.pattern.split(separator: "/").map { segment -> String in
            if segment.hasPrefix(":") { return value(of: entry.params[String(segment.dropFirst())]) }
            return segment == "*" || segment == "**" ? "x" : String(segment)
        }.joined(separator: "/")
    }

    /// The sample URL's query: each required key with a value of its type.
    static func queryItems(of entry: RouteManifest.Entry) -> [(String, String)] {
        entry.query.filter(\.required).map { ($0.name, value(of: $0.type)) }
    }

    private static func value(of type: String?) -> String {
        switch ManifestValueType.declared(type) {
        case .int: "1"
        case .double: "1.5"
        case .bool: "true"
        case .uuid: "00000000-0000-4000-8000-000000000001"
        case .string: "x"
        }
    }
}

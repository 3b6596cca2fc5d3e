import WaypointManifest

/// One entry of an association file's `components`: the URLs it matches and whether it opens
/// the app (`exclude` false) or keeps the URL in the browser.
struct AssociationComponent: Equatable {
    /// The query rule: one pattern for the whole query, or a pattern per key (each key present).
    enum Query: Equatable {
        case whole(String)
        case keys([String: String])
    }

    var path: String?
    var query: Query?
    var fragment: String?
    var exclude = false
    var comment: String?
    var caseSensitive: Bool?
    var percentEncoded: Bool?

    /// Whether the component matches a URL's path, query items and fragment; a missing rule
    /// matches anything, as Apple documents.
    func matches(path urlPath: String, query items: [(String, String)], fragment urlFragment: String?, caseSensitive fallback: Bool)
        -> Bool
    {
        let sensitive = caseSensitive ?? fallback
        if let path, !AssociationPattern(path, caseSensitive: sensitive).matches(urlPath) { return false }
        if let fragment, !AssociationPattern(fragment, caseSensitive: sensitive).matches(urlFragment ?? "") { return false }
        switch query {
        case nil: return true
        case .whole(let pattern):
            return AssociationPattern(pattern, caseSensitive: sensitive).matches(items.map { "\($0.0)=\($0.1)" }.joined(separator: "&"))
        case .keys(let rules):
            return rules.allSatisfy { key, pattern in
                items.contains { $0.0 == key && AssociationPattern(pattern, caseSensitive: sensitive).matches($0.1) }
            }
        }
    }

    /// The component as JSON, keys in Apple's order of documentation when rendered.
    var json: JSONValue {
        var members: [String: JSONValue] = [:]
        if let path { members["/"] = .string(path) }
        switch query {
        case .whole(let pattern): members["?"] = .string(pattern)
        case .keys(let rules): members["?"] = .object(rules.mapValues(JSONValue.string))
        case nil: break
        }
        if let fragment { members["#"] = .string(fragment) }
        if exclude { members["exclude"] = .bool(true) }
        if let comment { members["comment"] = .string(comment) }
        if let caseSensitive { members["caseSensitive"] = .bool(caseSensitive) }
        if let percentEncoded { members["percentEncoded"] = .bool(percentEncoded) }
        return .object(members)
    }
}

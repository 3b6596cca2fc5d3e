/// The JSON manifest of a route table, as written on disk (see "Route manifest" in the article *The waypoint tool*).
///
/// Every object rejects unknown fields, so that a typo (`"parmas"`) is an error instead of a
/// silently ignored declaration.
package struct RouteManifest: Decodable {
    package struct Configuration: Decodable {
        package var schemes: [String]
        package var hosts: [String]
        package var caseInsensitivePaths: Bool

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case schemes, hosts, caseInsensitivePaths
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
            schemes = try container.decodeIfPresent([String].self, forKey: .schemes) ?? []
            hosts = try container.decodeIfPresent([String].self, forKey: .hosts) ?? []
            caseInsensitivePaths = try container.decodeIfPresent(Bool.self, forKey: .caseInsensitivePaths) ?? false
        }
    }

    package struct Entry: Decodable {
        package var name: String
        package var pattern: String
        package var owner: String
        package var params: [String: String]
        package var query: [QueryEntry]
        package var constraints: [String: ConstraintEntry]
        /// The sources the route's policy admits (`"inApp"`, `"universalLink"`, …); `nil` when
        /// the manifest does not say (hand-written manifests; the tool then asks `--allow`).
        package var sources: [String]?
        /// Whether the route needs a logged-in user.
        package var requiresAuthentication: Bool

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case name, pattern, owner, params, query, constraints, sources, requiresAuthentication
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            pattern = try container.decode(String.self, forKey: .pattern)
            owner = try container.decodeIfPresent(String.self, forKey: .owner) ?? "app"
            params = try container.decodeIfPresent([String: String].self, forKey: .params) ?? [:]
            query = try container.decodeIfPresent([QueryEntry].self, forKey: .query) ?? []
            constraints = try container.decodeIfPresent([String: ConstraintEntry].self, forKey: .constraints) ?? [:]
            sources = try container.decodeIfPresent([String].self, forKey: .sources)
            requiresAuthentication = try container.decodeIfPresent(Bool.self, forKey: .requiresAuthentication) ?? false
        }
    }

    package struct QueryEntry: Decodable {
        package var name: String
        package var type: String
        package var required: Bool
        package var defaultValue: String?

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case name, type, required
            case defaultValue = "default"
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            type = try container.decodeIfPresent(String.self, forKey: .type) ?? "string"
            required = try container.decodeIfPresent(Bool.self, forKey: .required) ?? false
            defaultValue = try container.decodeIfPresent(String.self, forKey: .defaultValue)
        }
    }

    package var configuration: Configuration
    package var routes: [Entry]

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case configuration, routes
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        configuration = try container.decode(Configuration.self, forKey: .configuration)
        routes = try container.decode([Entry].self, forKey: .routes)
    }
}

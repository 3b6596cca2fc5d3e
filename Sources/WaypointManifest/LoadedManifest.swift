import Foundation
package import WaypointRoutes

/// A manifest read from disk and turned into the library's values: the routes that are valid,
/// the entries whose pattern is not, and the URL configuration.
package struct LoadedManifest {
    /// A manifest entry the library rejected (invalid pattern, unknown parameter, bad default).
    package struct InvalidRoute {
        package var index: Int
        package var name: String
        package var error: RoutePatternError

        /// Where the entry is: `routes[3]`.
        package var location: String { "routes[\(index)]" }
    }

    package var file: String
    package var routes: [Route]
    package var invalidRoutes: [InvalidRoute]
    package var configuration: URLConfiguration
    /// The declared types of every route's path and query parameters, by route name.
    package var types: [String: DeclaredTypes]
    /// The position of every valid route in the manifest, by name (the first, for duplicates).
    package var indices: [String: Int]
    /// The parameter constraints each valid route declares, by route name, then parameter.
    package var constraints: [String: [String: RouteManifest.ConstraintEntry]]

    /// Reads and decodes `path`.
    ///
    /// - Throws: `ManifestError` when the file cannot be read, is not JSON, misses or misspells a
    ///   field, or names an unknown type. An invalid pattern is not thrown: it is kept in
    ///   `invalidRoutes`, so that `lint` can report all of them.
    package init(contentsOf path: String) throws(ManifestError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ManifestError(file: path, location: "", message: "cannot read the file (\(error.localizedDescription))")
        }
        let manifest: RouteManifest
        do {
            manifest = try JSONDecoder().decode(RouteManifest.self, from: data)
        } catch let error as DecodingError {
            var failure = ManifestError(file: path, decoding: error)
            failure.routeName = Self.routeName(at: failure.location, in: data)
            throw failure
        } catch {
            throw ManifestError(file: path, location: "", message: "\(error)")
        }
        try self.init(manifest, file: path)
    }

    package init(_ manifest: RouteManifest, file: String) throws(ManifestError) {
        self.file = file
        configuration = URLConfiguration(
            schemes: Set(manifest.configuration.schemes),
            hosts: Set(manifest.configuration.hosts),
            caseInsensitivePaths: manifest.configuration.caseInsensitivePaths
        )
        routes = []
        invalidRoutes = []
        types = [:]
        indices = [:]
        constraints = [:]
        for (index, entry) in manifest.routes.enumerated() {
            let declared = try ManifestEntryTypes(entry, index: index, file: file)
            do {
                routes.append(
                    try Route(
                        entry.name, entry.pattern, parameters: declared.parameters, query: declared.query,
                        owner: entry.owner)
                )
                types[entry.name] = declared.types
                if !entry.constraints.isEmpty, constraints[entry.name] == nil { constraints[entry.name] = entry.constraints }
                indices[entry.name] = indices[entry.name] ?? index
            } catch {
                invalidRoutes.append(InvalidRoute(index: index, name: entry.name, error: error))
            }
        }
    }

    /// The table of the manifest's routes, for `match`.
    ///
    /// - Throws: `ManifestError` for the first invalid pattern, or for conflicts between routes.
    package func table() throws(ManifestError) -> RouteTable {
        if let invalid = invalidRoutes.first {
            throw ManifestError(file: file, location: invalid.location, routeName: invalid.name, message: "\(invalid.error)")
        }
        do {
            return try RouteTable(routes, configuration: configuration)
        } catch {
            throw ManifestError(file: file, location: "", message: "\(error) (run `waypoint routes lint \(file)`)")
        }
    }

    /// The `name` of the route at a location such as `routes[12].params.x`, read leniently.
    private static func routeName(at location: String, in data: Data) -> String? {
        guard location.hasPrefix("routes["), let close = location.firstIndex(of: "]"),
            let index = Int(location[location.index(location.startIndex, offsetBy: 7)..<close]),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let routes = object["routes"] as? [Any], routes.indices.contains(index),
            let route = routes[index] as? [String: Any]
        else { return nil }
        return route["name"] as? String
    }
}

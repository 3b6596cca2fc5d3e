package import Foundation
package import WaypointRoutes

/// A manifest read from disk and turned into the library's values: the routes that are valid,
/// the entries whose pattern is not, and the URL configuration.
package struct LoadedManifest {
    /// A manifest entry the library rejected (invalid pattern, unknown parameter, bad default).
    package struct InvalidRoute {
        package var index: Int
        package var name: String
        package var error: RouteError
        /// Where the entry's pattern starts in the file.
        package var position: JSONPosition?

        /// Where the entry is: `routes[3]`.
        package var location: String { "routes[\(index)]" }
    }

    package var file: String
    /// The manifest as written, for checks on fields the library's values do not keep (the
    /// configuration's lists in their order, each entry's constraints).
    package var declared: RouteManifest
    package var routes: [Route]
    /// The position in the manifest's `routes` of each of ``routes``: two entries of one name
    /// are two routes with two places.
    package var routeIndices: [Int]
    package var invalidRoutes: [InvalidRoute]
    package var configuration: URLConfiguration
    /// The declared types of every route's path and query parameters, by route name.
    package var types: [String: DeclaredTypes]
    /// Where each value of the file starts, by location (`routes[3].constraints.code`).
    package var positions: JSONPositions

    /// Reads and decodes `path`.
    ///
    /// - Throws: `ManifestError` when the file cannot be read, is not strict JSON (see
    ///   ``init(data:file:)``), misses or misspells a field, or names an unknown type. An invalid
    ///   pattern is not thrown: it is kept in `invalidRoutes`, so that `lint` can report all of them.
    package init(contentsOf path: String) throws(ManifestError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ManifestError(file: path, location: "", message: "cannot read the file (\(error.localizedDescription))")
        }
        try self.init(data: data, file: path)
    }

    /// Decodes a manifest's bytes; every error carries the line and column it concerns.
    ///
    /// The text is read by ``StrictJSONScanner`` first: a syntax error, a key written twice in
    /// one object, or text that is not UTF-8 is an error at its position; then decoded.
    ///
    /// ```swift
    /// let manifest = try LoadedManifest(data: Data(json.utf8), file: "routes.json")
    /// ```
    ///
    /// - Parameters:
    ///   - data: the manifest's JSON text.
    ///   - file: the name errors give it.
    /// - Throws: `ManifestError`, as ``init(contentsOf:)``.
    package init(data: Data, file: String) throws(ManifestError) {
        let positions: JSONPositions
        do {
            positions = try StrictJSONScanner.scan(data)
        } catch {
            throw ManifestError(file: file, syntax: error)
        }
        let manifest: RouteManifest
        do {
            manifest = try JSONDecoder().decode(RouteManifest.self, from: data)
        } catch let error as DecodingError {
            var failure = ManifestError(file: file, decoding: error)
            failure.position = positions[failure.location]
            failure.routeName = Self.routeName(at: failure.location, in: data)
            throw failure
        } catch {
            throw ManifestError(file: file, location: "", message: "\(error)")
        }
        try self.init(manifest, file: file, positions: positions)
    }

    /// The library's values of a decoded manifest.
    ///
    /// - Throws: `ManifestError` for an unknown type or a required query parameter with a default.
    package init(_ manifest: RouteManifest, file: String, positions: JSONPositions = JSONPositions()) throws(ManifestError) {
        self.file = file
        self.declared = manifest
        self.positions = positions
        configuration = URLConfiguration(
            schemes: Set(manifest.configuration.schemes),
            hosts: Set(manifest.configuration.hosts),
            caseInsensitivePaths: manifest.configuration.caseInsensitivePaths
        )
        routes = []
        routeIndices = []
        invalidRoutes = []
        types = [:]
        for (index, entry) in manifest.routes.enumerated() {
            let declared: ManifestEntryTypes
            do {
                declared = try ManifestEntryTypes(entry, index: index, file: file)
            } catch {
                var failure = error
                failure.position = positions[failure.location]
                throw failure
            }
            do {
                routes.append(
                    try Route(
                        entry.name, entry.pattern, parameters: declared.parameters, query: declared.query,
                        owner: entry.owner)
                )
                routeIndices.append(index)
                types[entry.name] = declared.types
            } catch {
                invalidRoutes.append(
                    InvalidRoute(index: index, name: entry.name, error: error, position: positions["routes[\(index)].pattern"]))
            }
        }
    }

    /// A problem at `location` (`routes[3].constraints.code`), with its line and column.
    package func problem(at location: String, route: String?, _ message: String) -> ManifestError {
        .problem(in: file, at: location, position: positions[location], route: route, message)
    }

    /// The table of the manifest's routes, for `match`.
    ///
    /// - Throws: `ManifestError` for the first invalid pattern, or for conflicts between routes.
    package func table() throws(ManifestError) -> RouteTable {
        if let invalid = invalidRoutes.first {
            throw ManifestError(
                file: file, location: invalid.location, position: invalid.position, routeName: invalid.name,
                message: "\(invalid.error)")
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

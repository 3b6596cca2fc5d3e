package import WaypointRoutes

/// The typed declarations of one manifest entry: its path parameter types and query parameters.
package struct ManifestEntryTypes {
    package var parameters: [String: Route.ParameterType] = [:]
    package var query: [Route.QueryParameter] = []
    package var types = DeclaredTypes()

    /// - Throws: `ManifestError` naming the entry and the field when a type is unknown, or a
    ///   required query parameter has a default.
    package init(_ entry: RouteManifest.Entry, index: Int, file: String) throws(ManifestError) {
        func failure(_ field: String, _ message: String) -> ManifestError {
            ManifestError(file: file, location: "routes[\(index)].\(field)", routeName: entry.name, message: message)
        }
        for (name, typeName) in entry.params.sorted(by: { $0.key < $1.key }) {
            guard let type = ManifestValueType(rawValue: typeName) else {
                throw failure("params.\(name)", Self.unknownType(typeName))
            }
            parameters[name] = type.parameterType
            types.path[name] = type
        }
        for (position, item) in entry.query.enumerated() {
            guard let type = ManifestValueType(rawValue: item.type) else {
                throw failure("query[\(position)].type", Self.unknownType(item.type))
            }
            if item.required {
                if item.defaultValue != nil {
                    throw failure("query[\(position)].default", "a required query parameter takes no default")
                }
                query.append(.required(item.name, type.parameterType))
            } else {
                query.append(.optional(item.name, type.parameterType, default: item.defaultValue))
            }
            types.query[item.name] = type
        }
    }

    private static func unknownType(_ name: String) -> String {
        "unknown type `\(name)`; expected one of " + ManifestValueType.allNames.joined(separator: ", ")
    }
}

/// The manifest's type names of one route's parameters, to print typed values.
package struct DeclaredTypes {
    package var path: [String: ManifestValueType] = [:]
    package var query: [String: ManifestValueType] = [:]

    package init() {}
}

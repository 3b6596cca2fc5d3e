package import WaypointRoutes

/// A value type a manifest can name for a path or query parameter: `"string"`, `"int"`,
/// `"uuid"`, `"bool"`, `"double"`.
package enum ManifestValueType: String, CaseIterable, Sendable {
    case string, int, uuid, bool, double

    /// The names a manifest may use, sorted, for error messages.
    package static let allNames = allCases.map(\.rawValue).sorted()

    /// The library's parameter type for this name.
    package var parameterType: Route.ParameterType {
        switch self {
        case .string: .string
        case .int: .int
        case .uuid: .uuid
        case .bool: .bool
        case .double: .of(Double.self)
        }
    }

    /// The typed value of `name` in `values`, as JSON: a number for `int`/`double`, a boolean for
    /// `bool`, the decoded text otherwise.
    package func json(_ name: String, in values: RouteMatch.Values) -> JSONValue {
        switch self {
        case .int: values.value(name, as: Int.self).map(JSONValue.int) ?? text(name, in: values)
        case .double: values.value(name, as: Double.self).map(JSONValue.double) ?? text(name, in: values)
        case .bool: values.value(name, as: Bool.self).map(JSONValue.bool) ?? text(name, in: values)
        case .string, .uuid: text(name, in: values)
        }
    }

    private func text(_ name: String, in values: RouteMatch.Values) -> JSONValue {
        values[name].map(JSONValue.string) ?? .null
    }
}

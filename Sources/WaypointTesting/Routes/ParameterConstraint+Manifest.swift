@_spi(Tooling) import WaypointRoutes
import Waypoint

extension RoutePolicy.ParameterConstraint {
    /// This rule's fields in a route manifest's constraint object: `min`/`max`, `oneOf`,
    /// `maxLength` or `pattern`.
    var manifestFields: [(String, ManifestJSON)] {
        switch rule {
        case .integers(let range): [("min", .int(range.lowerBound)), ("max", .int(range.upperBound))]
        case .numbers(let range): [("min", .double(range.lowerBound)), ("max", .double(range.upperBound))]
        case .oneOf(let values): [("oneOf", .array(values.map(ManifestJSON.string)))]
        case .maximumLength(let count): [("maxLength", .int(count))]
        case .pattern(let pattern): [("pattern", .string(pattern.source))]
        }
    }
}

extension Route.ParameterType {
    /// The manifest's name of this type: `string`, `int`, `uuid`, `bool` or `double`. Another
    /// type (an enum, a custom conversion) is written as `string`, the text a URL carries.
    var manifestName: String {
        switch name {
        case "Int": "int"
        case "UUID": "uuid"
        case "Bool": "bool"
        case "Double": "double"
        default: "string"
        }
    }
}

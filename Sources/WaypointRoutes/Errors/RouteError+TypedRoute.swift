extension RouteError {
    /// A typed route that cannot be declared, decoded from a match, or turned into a URL;
    /// `key` is the coding key or parameter concerned.
    init(_ kind: Kind, type: Any.Type, key: String? = nil, detail: String = "", underlying: RouteError? = nil) {
        self.init(kind, origin: .typedRoute, input: String(describing: type))
        details.parameter = key
        details.detail = detail
        details.underlying = underlying
    }

    /// "typed route `BlockCard`: pattern parameter `cardID` has no property; expected a stored
    /// property named `cardID`".
    var typedRouteMessage: String {
        let name = parameter ?? ""
        let text: String = switch kind {
        case .missingProperty: "pattern parameter `\(name)` has no property; expected a stored property named `\(name)`"
        case .optionalPathParameter:
            "property `\(name)` is optional but `\(name)` is a path parameter; expected a non-optional property"
        case .extraKey: "an explicit type is declared for `\(name)`, which is no property of the type"
        case .unsupportedProperty: "property `\(name)` cannot be a URL value: \(detail)"
        case .invalidDeclaration: "invalid declaration: \(underlying.map { "\($0)" } ?? detail)"
        case .wrongRoute: "expected a match of route \(detail)"
        case .invalidValue: "value of `\(name)` does not decode: \(detail)"
        case .unbuildable: underlying.map { "\($0)" } ?? detail
        default: kind.name
        }
        return "typed route `\(input)`: " + text
    }
}

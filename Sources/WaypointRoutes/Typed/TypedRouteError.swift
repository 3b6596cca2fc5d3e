/// Why a ``TypedRoute`` could not be declared, decoded from a match, or turned into a URL.
///
/// Declaring checks that the type's coding keys and the pattern's parameters agree; the error
/// names the type and the key that is missing, extra or unusable.
///
/// ```swift
/// do { _ = try BlockCard.route() } catch {
///     print(error)   // "typed route `BlockCard`: pattern parameter `cardID` has no property; expected a stored property named `cardID`"
/// }
/// ```
public struct TypedRouteError: Error, CustomStringConvertible {
    /// The kind of failure; compare with the static members.
    ///
    /// ```swift
    /// if error.kind == .missingProperty { print(error.key ?? "") }
    /// ```
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The stable identifier, e.g. `"missingProperty"`.
        public let name: String
        /// A pattern parameter has no stored property of that name.
        public static let missingProperty = Kind(name: "missingProperty")
        /// A path parameter's property is optional; path parameters are always present.
        public static let optionalPathParameter = Kind(name: "optionalPathParameter")
        /// An explicit type names a key the type does not have.
        public static let extraKey = Kind(name: "extraKey")
        /// A property cannot be a URL value (a collection, a nested type, no probe value).
        public static let unsupportedProperty = Kind(name: "unsupportedProperty")
        /// The declaration's pattern or name is invalid (`underlying` is the ``RoutePatternError``).
        public static let invalidDeclaration = Kind(name: "invalidDeclaration")
        /// A match of another route was decoded as this type.
        public static let wrongRoute = Kind(name: "wrongRoute")
        /// A matched value could not be decoded into its property.
        public static let invalidValue = Kind(name: "invalidValue")
        /// The URL could not be built (`underlying` is the ``RouteBuildError``).
        public static let unbuildable = Kind(name: "unbuildable")
        /// The stable ``name``.
        public var description: String { name }
    }

    /// What went wrong.
    public let kind: Kind
    /// The Swift type of the typed route, e.g. `"BlockCard"`.
    public let typeName: String
    /// The coding key or parameter concerned, if any.
    public let key: String?
    /// More about the failure (the route name, the value, the expected form).
    public let detail: String
    /// The route engine's error, for ``Kind/invalidDeclaration`` and ``Kind/unbuildable``.
    public let underlying: (any Error)?

    init(_ kind: Kind, type: Any.Type, key: String? = nil, detail: String = "", underlying: (any Error)? = nil) {
        self.kind = kind
        self.typeName = String(describing: type)
        self.key = key
        self.detail = detail
        self.underlying = underlying
    }

    /// A message naming the type, the key and what was expected.
    ///
    /// ```swift
    /// print(error)   // "typed route `BlockCard`: property `reason` is optional but `reason` is a path parameter; …"
    /// ```
    public var description: String {
        let name = key ?? ""
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
        return "typed route `\(typeName)`: " + text
    }
}

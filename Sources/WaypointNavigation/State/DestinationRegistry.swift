/// The destination types a decoder may meet when it restores a saved ``NavigationState``.
///
/// Encoded destinations carry their ``Destination/destinationTypeName``. Decoding looks the name
/// up here; an unregistered name throws ``DestinationRegistry/UnknownTypeError`` instead of crashing.
/// Pass the registry to a decoder through ``DestinationRegistry/userInfoKey``:
///
/// ```swift
/// var registry = DestinationRegistry()
/// registry.register(CardDestination.self)
/// let decoder = JSONDecoder()
/// decoder.userInfo[DestinationRegistry.userInfoKey] = registry
/// let state = try decoder.decode(NavigationState.self, from: data)
/// ```
public struct DestinationRegistry: Sendable {
    private var decoders: [String: @Sendable (any Decoder) throws -> AnyDestination] = [:]

    /// Creates an empty registry.
    package init() {}

    /// Creates a registry that knows the given types.
    public init(_ types: any (Destination & Codable).Type...) {
        for type in types { register(type) }
    }

    /// Makes `type` decodable under its ``Destination/destinationTypeName``.
    public mutating func register<T: Destination & Codable>(_ type: T.Type) {
        decoders[T.destinationTypeName] = { decoder in AnyDestination(try T(from: decoder)) }
    }

    /// The names of every registered type, sorted.
    package var typeNames: [String] { decoders.keys.sorted() }

    /// The `userInfo` key under which decoders find the registry.
    public static let userInfoKey = CodingUserInfoKey(rawValue: "waypoint.destinationRegistry")!

    private enum Keys: String, CodingKey {
        case type, value
    }

    static func decode(from decoder: any Decoder) throws -> AnyDestination {
        let container = try decoder.container(keyedBy: Keys.self)
        let name = try container.decode(String.self, forKey: .type)
        let registry = decoder.userInfo[userInfoKey] as? DestinationRegistry ?? DestinationRegistry()
        if name == AlertContent.destinationTypeName, registry.decoders[name] == nil {
            // Known without registration, so that a saved state with an alert decodes (and drops it).
            return AnyDestination(try AlertContent(from: try container.superDecoder(forKey: .value)))
        }
        guard let decode = registry.decoders[name] else {
            throw UnknownTypeError(typeName: name, known: registry.typeNames, codingPath: decoder.codingPath)
        }
        return try decode(try container.superDecoder(forKey: .value))
    }

    static func encode(_ destination: AnyDestination, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(destination.typeName, forKey: .type)
        guard let value = destination.base as? any Encodable else {
            throw EncodingError.invalidValue(destination.base, EncodingError.Context(
                codingPath: encoder.codingPath,
                debugDescription: "destination type `\(destination.typeName)` is not Codable; expected Codable for a destination that is saved and restored"))
        }
        try value.encode(to: container.superEncoder(forKey: .value))
    }
}

extension DestinationRegistry {
    /// Thrown when a saved state names a destination type that the ``DestinationRegistry`` does not know.
    public struct UnknownTypeError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The type name found in the saved state.
        package let typeName: String
        /// The names the registry knows (the description lists them).
        package let known: [String]
        /// Where in the saved state the destination was found, as coding-key names (the
        /// description gives it).
        package let path: [String]

        init(typeName: String, known: [String], codingPath: [any CodingKey]) {
            self.typeName = typeName
            self.known = known
            self.path = codingPath.map(\.stringValue)
        }

        public var description: String {
            let where_ = path.isEmpty ? "" : " at \(path.joined(separator: "."))"
            let expected = known.isEmpty ? "no destination types are registered" : "registered: \(known.joined(separator: ", "))"
            return "unknown destination type `\(typeName)`\(where_); \(expected)"
        }
    }
}

// The former name of `DestinationRegistry.UnknownTypeError`, for this package's own code.

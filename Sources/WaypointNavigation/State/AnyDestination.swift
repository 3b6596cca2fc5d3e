/// A type-erased ``Destination`` that compares and hashes by value.
///
/// Like SwiftUI's `NavigationPath` elements, two erased destinations are equal when they hold
/// the same type and equal values.
///
/// ```swift
/// let a = AnyDestination(CardDestination.detail(id: 1))
/// a == AnyDestination(CardDestination.detail(id: 1))   // true
/// a.as(CardDestination.self)                            // .detail(id: 1)
/// ```
public struct AnyDestination: Hashable, Sendable, CustomStringConvertible {
    private let box: any DestinationBox

    /// Wraps a destination; wrapping an ``AnyDestination`` returns it unchanged.
    public init(_ base: some Destination) {
        if let erased = base as? AnyDestination {
            self = erased
        } else {
            box = TypedDestinationBox(base)
        }
    }

    /// The wrapped destination.
    public var base: any Destination { box.base }

    /// The name the wrapped type is encoded under (``Destination/destinationTypeName``).
    @_spi(HostAuthoring) public var typeName: String { box.typeName }

    /// The wrapped value as `T`, or `nil` when it is another type.
    public func `as`<T: Destination>(_ type: T.Type) -> T? { box.base as? T }

    /// Whether both hold the same type and equal values.
    ///
    /// - Complexity: O(1) beyond the wrapped type's own `==`; no dynamic cast.
    public static func == (lhs: AnyDestination, rhs: AnyDestination) -> Bool {
        lhs.box === rhs.box || lhs.box.isEqual(to: rhs.box)
    }

    /// Whether both wrap the very same stored value (a copy of one erased destination), which
    /// implies equality; compares references only.
    func isIdentical(to other: AnyDestination) -> Bool {
        ObjectIdentifier(box) == ObjectIdentifier(other.box)
    }

    public func hash(into hasher: inout Hasher) {
        box.hash(into: &hasher)
    }

    public var description: String { String(describing: box.base) }
}

/// Holds one destination of a known type, so that equality needs no existential cast.
private protocol DestinationBox: AnyObject, Sendable {
    var base: any Destination { get }
    var typeName: String { get }
    func isEqual(to other: any DestinationBox) -> Bool
    func hash(into hasher: inout Hasher)
}

private final class TypedDestinationBox<Value: Destination>: DestinationBox {
    let value: Value

    init(_ value: Value) { self.value = value }

    var base: any Destination { value }

    var typeName: String { Value.destinationTypeName }

    func isEqual(to other: any DestinationBox) -> Bool {
        guard ObjectIdentifier(type(of: other)) == ObjectIdentifier(Self.self) else { return false }
        return value == unsafeDowncast(other, to: Self.self).value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(Value.self))
        hasher.combine(value)
    }
}

extension AnyDestination: Destination {
    /// `"AnyDestination"`: a saved state records the wrapped destination's own name, not this one.
    public static var destinationTypeName: String { "AnyDestination" }
}

extension AnyDestination: Codable {
    public init(from decoder: any Decoder) throws {
        self = try DestinationRegistry.decode(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try DestinationRegistry.encode(self, to: encoder)
    }
}

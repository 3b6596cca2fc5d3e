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
    /// The wrapped destination.
    public let base: any Destination

    /// Wraps a destination; wrapping an ``AnyDestination`` returns it unchanged.
    public init(_ base: some Destination) {
        if let erased = base as? AnyDestination {
            self = erased
        } else {
            self.base = base
        }
    }

    /// The name the wrapped type is encoded under (``Destination/destinationTypeName``).
    public var typeName: String { type(of: base).destinationTypeName }

    /// The wrapped value as `T`, or `nil` when it is another type.
    public func `as`<T: Destination>(_ type: T.Type) -> T? { base as? T }

    public static func == (lhs: AnyDestination, rhs: AnyDestination) -> Bool {
        lhs.base.isEqual(to: rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        hasher.combine(base)
    }

    public var description: String { String(describing: base) }
}

extension AnyDestination: Destination {
    public static var destinationTypeName: String { "AnyDestination" }

    public init(from decoder: any Decoder) throws {
        self = try DestinationRegistry.decode(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try DestinationRegistry.encode(self, to: encoder)
    }
}

extension Destination {
    fileprivate func isEqual(to other: any Destination) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

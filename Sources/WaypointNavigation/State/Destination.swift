/// A place in the app that a screen shows, declared by the module that owns it.
///
/// Destinations are open: each product module declares its own types, and the navigation state
/// stores them type-erased as ``AnyDestination``. Nobody has to share one giant enum.
///
/// ```swift
/// enum CardDestination: Destination {
///     case detail(id: Int)
///     case block(id: Int)
/// }
/// ```
public protocol Destination: Hashable, Codable, Sendable {
    /// The name this type is stored under when a state is encoded.
    ///
    /// Defaults to the fully qualified type name. Override it to keep saved states decodable
    /// after renaming a type.
    static var destinationTypeName: String { get }
}

extension Destination {
    public static var destinationTypeName: String { String(reflecting: Self.self) }
}

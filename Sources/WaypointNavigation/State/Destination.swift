/// A place in the app that a screen shows, declared by the module that owns it.
///
/// Destinations are open: each product module declares its own types, and the navigation state
/// stores them type-erased as ``AnyDestination``. Nobody has to share one giant enum.
///
/// Only destinations that are restored (a saved ``NavigationState`` or `DeepLink`) need
/// `Codable`: register them with a ``DestinationRegistry``, which takes `Destination & Codable`
/// types. Encoding a state that shows a destination without `Codable` throws an `EncodingError`
/// naming its type.
///
/// ```swift
/// enum CardDestination: Destination, Codable {   // restored after relaunch
///     case detail(id: Int)
///     case block(id: Int)
/// }
/// struct PhotoPreview: Destination {              // never restored: no Codable needed
///     let photo: ObjectIdentifier
/// }
/// ```
public protocol Destination: Hashable, Sendable {
    /// The name this type is stored under when a state is encoded.
    ///
    /// Defaults to the fully qualified type name. Override it to keep saved states decodable
    /// after renaming a type.
    static var destinationTypeName: String { get }
}

extension Destination {
    /// The fully qualified type name, such as `"BankCore.Card"`: a renamed type no longer reads
    /// states saved under its old name unless it returns that name.
    public static var destinationTypeName: String { String(reflecting: Self.self) }
}

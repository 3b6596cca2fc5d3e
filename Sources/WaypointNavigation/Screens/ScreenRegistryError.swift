/// Why a module's screens could not be registered: thrown at registration, before anything is
/// shown, naming the destination type and the modules involved.
///
/// ```swift
/// do {
///     try screens.register(CardDestination.self, module: "Wallet") { _ in "wallet" }
/// } catch {
///     print(error)   // destination type `Cards.CardDestination` registered by Wallet is already shown by Cards
/// }
/// ```
public struct ScreenRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The family of the failure.
    public enum Kind: String, Hashable, Sendable {
        /// Two modules register the view of one destination type.
        case duplicate
        /// A module declares that its routes or flows show a destination type that no module
        /// registers a view for.
        case unshown
    }

    /// The family of the failure.
    public let kind: Kind
    /// The destination type (its ``Destination/destinationTypeName``).
    public let typeName: String
    /// The module that registered or declared the type.
    public let module: String
    /// For ``Kind/duplicate``, the module that registered the type first.
    public let otherModule: String?

    /// Creates an error; `ModuleRegistry` throws ``Kind/unshown`` with it.
    ///
    /// ```swift
    /// ScreenRegistryError(.unshown, typeName: "Cards.CardDestination", module: "Cards")
    /// ```
    public init(_ kind: Kind, typeName: String, module: String, otherModule: String? = nil) {
        self.kind = kind
        self.typeName = typeName
        self.module = module
        self.otherModule = otherModule
    }

    public var description: String {
        switch kind {
        case .duplicate:
            "destination type `\(typeName)` registered by \(module) is already shown by \(otherModule ?? "another module")"
        case .unshown:
            "destination type `\(typeName)` declared by \(module) has no screen: no module registers its view"
        }
    }
}

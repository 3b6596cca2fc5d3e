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
    /// The family of the failure; new kinds may be added without breaking callers.
    package struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// A stable name, such as `"duplicate"`.
        package let name: String

        private init(_ name: String) { self.name = name }

        /// Two modules register the view of one destination type.
        package static let duplicate = Kind("duplicate")
        /// A module declares that its routes or flows show a destination type that no module
        /// registers a view for.
        package static let unshown = Kind("unshown")
        /// A link route opens a destination type whose view is built with another flow
        /// (`screen(_:ownedBy:)`): the link's own flow owns the screens it builds, so that view
        /// could never be built.
        package static let ownedByAnotherFlow = Kind("ownedByAnotherFlow")

        package var description: String { name }
    }

    /// The family of the failure.
    package let kind: Kind
    /// The destination type (its ``Destination/destinationTypeName``).
    package let typeName: String
    /// The module that registered or declared the type.
    package let module: String
    /// For a duplicate, the module that registered the type first; for a view owned by
    /// another flow, the module that registered its view.
    package let otherModule: String?
    /// For a view owned by another flow, the flow type the view is built with.
    package let ownerFlow: String?

    /// Creates an error; `ModuleRegistry` throws the unshown ones.
    package init(_ kind: Kind, typeName: String, module: String, otherModule: String? = nil, ownerFlow: String? = nil) {
        self.kind = kind
        self.typeName = typeName
        self.module = module
        self.otherModule = otherModule
        self.ownerFlow = ownerFlow
    }

    public var description: String {
        switch kind {
        case .duplicate:
            "destination type `\(typeName)` registered by \(module) is already shown by \(otherModule ?? "another module")"
        case .unshown:
            "destination type `\(typeName)` declared by \(module) has no screen: no module registers its view"
        case .ownedByAnotherFlow:
            "destination type `\(typeName)` is opened by a link route of \(module), whose link flow owns the screens it builds, "
                + "but \(otherModule ?? "a module") builds its view with a `\(ownerFlow ?? "flow")` (screen(_:ownedBy:)); "
                + "expected a view that does not need its owner (screen(_:view:)), or a route that starts that flow"
        default: "destination type `\(typeName)` of \(module): \(kind)"
        }
    }
}

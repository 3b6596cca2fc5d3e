
extension Route {
    /// The name, pattern and owner of a ``TypedRoute``: what a ``Route`` needs besides its types.
    ///
    /// Parameter and query types come from the type's stored properties; `types` overrides them
    /// for a property whose type is not inferred (or to add a rule such as ``Route/ParameterType/custom(name:convert:)``).
    ///
    /// ```swift
    /// struct BlockCard: TypedRoute {
    ///     static let declaration = Declaration("card.block", "card/:cardID/block", owner: "Cards")
    ///     var cardID: Int
    ///     var reason: String?
    /// }
    /// ```
    public struct Declaration: Sendable {
        /// The unique route name, e.g. `"card.block"`.
        package let name: String
        /// The pattern text, e.g. `"card/:cardID/block"`.
        package let pattern: String
        /// Explicit parameter types by key, overriding the inferred ones.
        package let types: [String: ParameterType]
        /// The module that registers the route.
        package let owner: String

        /// Declares a typed route's name, pattern and owner.
        ///
        /// ```swift
        /// static let declaration = Declaration("statement", "accounts/:accountID/statements/:year")
        /// ```
        /// - Parameters:
        ///   - name: The unique route name.
        ///   - pattern: The pattern text; its parameters are the type's non-optional path properties.
        ///   - types: Explicit types by key (default: inferred from the properties).
        ///   - owner: The module registering the route.
        public init(_ name: String, _ pattern: String, types: [String: ParameterType] = [:], owner: String = "app") {
            self.name = name
            self.pattern = pattern
            self.types = types
            self.owner = owner
        }
    }
}

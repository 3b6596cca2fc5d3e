
extension Route {
    /// A query parameter a route declares: required, or optional with an optional default.
    ///
    /// Query values are typed like path parameters. A required parameter that is missing, or a
    /// value its type cannot convert, makes the match fail with a typed ``RouteError``.
    ///
    /// ```swift
    /// let route = try Route("card.block", "card/:cardID/block", parameters: ["cardID": .uuid],
    ///                       query: [.required("reason", .string), .optional("amount", .int, default: "0")])
    /// ```
    public struct QueryParameter: Sendable {
        /// The query key.
        ///
        /// ```swift
        /// QueryParameter.required("reason").name   // "reason"
        /// ```
        @_spi(Tooling) public let name: String
        /// The value's type.
        ///
        /// ```swift
        /// QueryParameter.optional("page", .int).type.name   // "Int"
        /// ```
        @_spi(Tooling) public let type: ParameterType
        /// Whether a URL must carry the key.
        ///
        /// ```swift
        /// QueryParameter.required("reason").isRequired   // true
        /// ```
        @_spi(Tooling) public let isRequired: Bool
        /// The text used when an optional key is absent (`nil`: absent stays absent).
        ///
        /// ```swift
        /// QueryParameter.optional("page", .int, default: "1").defaultValue   // "1"
        /// ```
        @_spi(Tooling) public let defaultValue: String?

        /// A key every matching URL must carry.
        ///
        /// ```swift
        /// let reason = QueryParameter.required("reason", .string)
        /// ```
        /// - Parameters:
        ///   - name: The query key.
        ///   - type: The value's type.
        /// - Returns: A required query parameter.
        public static func required(_ name: String, _ type: ParameterType = .string) -> QueryParameter {
            QueryParameter(name: name, type: type, isRequired: true, defaultValue: nil)
        }

        /// A key a URL may omit; `defaultValue` (converted like a real value) is used when it does.
        ///
        /// ```swift
        /// let page = QueryParameter.optional("page", .int, default: "1")
        /// ```
        /// - Parameters:
        ///   - name: The query key.
        ///   - type: The value's type.
        ///   - defaultValue: The text used when the key is absent; `nil` leaves it absent.
        /// - Returns: An optional query parameter.
        public static func optional(
            _ name: String, _ type: ParameterType = .string, default defaultValue: String? = nil
        ) -> QueryParameter {
            QueryParameter(name: name, type: type, isRequired: false, defaultValue: defaultValue)
        }
    }
}

import Foundation


extension Route {
    /// How a captured path or query value is checked and converted into a typed value.
    ///
    /// A typed parameter takes part in matching: at one segment, a typed parameter whose conversion
    /// succeeds wins over an untyped one, and a failed conversion falls through to the next
    /// candidate. ``string`` is the untyped parameter (every value converts).
    ///
    /// ```swift
    /// let route = try Route("card.statement", "card/:cardID/statements/:year",
    ///                       parameters: ["cardID": .uuid, "year": .int])
    /// ```
    public struct ParameterType: Sendable, CustomStringConvertible {
        /// The type's display name, e.g. `"Int"`, shown in errors.
        ///
        /// ```swift
        /// ParameterType.int.name   // "Int"
        /// ```
        @_spi(Tooling) public let name: String
        /// The identity of the type: two parameters at the same place with the same key are the
        /// same shape (a conflict); different keys are tried in key order.
        let key: String
        /// `nil` for the untyped ``string``.
        let convert: (@Sendable (String) -> (any Sendable)?)?
        /// How matching converts a value: straight from its bytes for the built-in types, through
        /// `convert` otherwise. Both give the same result.
        let kind: ValueKind

        init(name: String, key: String, kind: ValueKind = .boxed, convert: (@Sendable (String) -> (any Sendable)?)?) {
            self.name = name
            self.key = key
            self.kind = convert == nil ? .text : kind
            self.convert = convert
        }

        var isUntyped: Bool { convert == nil }

        /// Converts decoded text; `nil` when the text is not a value of this type.
        func value(from text: String) -> (any Sendable)? {
            guard let convert else { return text }
            return convert(text)
        }

        /// The type's display name.
        ///
        /// ```swift
        /// print(ParameterType.uuid)   // "UUID"
        /// ```
        public var description: String { name }
    }
}

extension Route.ParameterType {
    /// Any text (the untyped parameter); the typed value is a `String`.
    ///
    /// ```swift
    /// let route = try Route("user", "user/:handle", parameters: ["handle": .string])
    /// ```
    public static let string = Route.ParameterType(name: "String", key: "Swift.String", convert: nil)

    /// A decimal `Int` such as `42` or `-7`.
    ///
    /// ```swift
    /// let route = try Route("year", "year/:year", parameters: ["year": .int])
    /// ```
    public static let int = Route.ParameterType.of(Int.self)

    /// A `UUID` in its standard textual form (either case).
    ///
    /// ```swift
    /// let route = try Route("card", "card/:cardID", parameters: ["cardID": .uuid])
    /// ```
    public static let uuid = Route.ParameterType(name: "UUID", key: "Foundation.UUID", kind: .uuid) { UUIDText.parse($0) }

    /// `true` or `false`.
    ///
    /// ```swift
    /// let flag = QueryParameter.optional("express", .bool, default: "false")
    /// ```
    public static let bool = Route.ParameterType(name: "Bool", key: "Swift.Bool", kind: .bool) { text -> (any Sendable)? in
        switch text {
        case "true": true
        case "false": false
        default: nil
        }
    }

    /// Any `LosslessStringConvertible` type, converted with its `init?(_ description:)`.
    ///
    /// ```swift
    /// let route = try Route("amount", "pay/:amount", parameters: ["amount": .of(Double.self)])
    /// ```
    /// - Parameter type: The type to convert into.
    /// - Returns: A parameter type whose typed value is a `T`.
    public static func of<T: LosslessStringConvertible & Sendable>(_ type: T.Type) -> Route.ParameterType {
        Route.ParameterType(name: String(describing: type), key: String(reflecting: type),
                      kind: T.self == Int.self ? .int : .boxed) { T($0) }
    }

    /// A `RawRepresentable` type (typically an enum) whose raw value converts from text.
    ///
    /// ```swift
    /// enum Tab: String, Sendable { case home, cards }
    /// let route = try Route("tab", "tab/:tab", parameters: ["tab": .rawRepresentable(Tab.self)])
    /// ```
    /// - Parameter type: The type to convert into.
    /// - Returns: A parameter type whose typed value is a `T`.
    public static func rawRepresentable<T: RawRepresentable & Sendable>(_ type: T.Type) -> Route.ParameterType
    where T.RawValue: LosslessStringConvertible {
        Route.ParameterType(name: String(describing: type), key: String(reflecting: type)) { text in
            T.RawValue(text).flatMap(T.init(rawValue:))
        }
    }

    /// A custom conversion; `name` identifies the type (same name means same type).
    ///
    /// ```swift
    /// let even = ParameterType.custom(name: "EvenInt") { Int($0).flatMap { $0 % 2 == 0 ? $0 : nil } }
    /// ```
    /// - Parameters:
    ///   - name: The type's name, shown in errors and used as its identity.
    ///   - convert: Returns the typed value, or `nil` when the text is not one.
    /// - Returns: A parameter type whose typed value is a `T`.
    public static func custom<T: Sendable>(
        name: String, convert: @escaping @Sendable (String) -> T?
    ) -> Route.ParameterType {
        Route.ParameterType(name: name, key: "custom:" + name) { convert($0) }
    }
}

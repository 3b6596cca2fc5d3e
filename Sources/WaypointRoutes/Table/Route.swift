/// A named URL pattern, the types of its parameters, the query it declares and the module
/// that registered it.
///
/// Routes are compared and hashed by ``name``, which is unique within a ``RouteTable``.
///
/// ```swift
/// let block = try Route("card.block", "card/:cardID/block",
///                       parameters: ["cardID": .uuid],
///                       query: [.required("reason")],
///                       owner: "Cards")
/// ```
public struct Route: Sendable, Hashable, CustomStringConvertible {
    /// One shared box, so that copying a route (into every match) costs one reference count.
    private final class Storage: Sendable {
        let name: String
        let pattern: RoutePattern
        let owner: String
        /// The declared types of the first 15 named parameters (in pattern order), four bits
        /// each: see ``ParameterCodes``. A table of many routes keeps no dictionary per route.
        let typeCodes: UInt64
        /// Declared types that have no code (custom types, or parameters past the 15th).
        let otherTypes: [String: ParameterType]
        let query: [QueryParameter]
        /// `name.hashValue`, computed once: hashing a route (a dictionary of handlers keyed by
        /// route, say) costs one integer, not the name's bytes.
        let nameHash: Int

        init(name: String, pattern: RoutePattern, owner: String, parameters: [String: ParameterType],
             query: [QueryParameter]) {
            self.name = name
            self.nameHash = name.hashValue
            self.pattern = pattern
            self.owner = owner
            (typeCodes, otherTypes) = ParameterCodes.encode(parameters, names: pattern.segments)
            self.query = query
        }
    }

    private let storage: Storage

    /// The unique route name, e.g. `"card.block"`.
    ///
    /// ```swift
    /// try Route("card.detail", "card/:cardID").name   // "card.detail"
    /// ```
    public var name: String { storage.name }
    /// The path pattern.
    ///
    /// ```swift
    /// try Route("card.detail", "card/:cardID").pattern.description   // "card/:cardID"
    /// ```
    public var pattern: RoutePattern { storage.pattern }
    /// The module that registered the route, e.g. `"Cards"`; named in conflict reports.
    ///
    /// ```swift
    /// try Route("card.detail", "card/:cardID", owner: "Cards").owner   // "Cards"
    /// ```
    public var owner: String { storage.owner }
    /// The declared types of named parameters; undeclared parameters are ``ParameterType/string``.
    ///
    /// ```swift
    /// try Route("y", "year/:year", parameters: ["year": .int]).parameters["year"]?.name   // "Int"
    /// ```
    public var parameters: [String: ParameterType] {
        ParameterCodes.decode(storage.typeCodes, others: storage.otherTypes, names: storage.pattern.segments)
    }
    /// The declared query parameters, in declaration order.
    ///
    /// ```swift
    /// try Route("s", "search", query: [.optional("q")]).query.map(\.name)   // ["q"]
    /// ```
    public var query: [QueryParameter] { storage.query }

    /// Declares a route.
    ///
    /// ```swift
    /// let statement = try Route("card.statement", "card/:cardID/statements/:year",
    ///                           parameters: ["cardID": .uuid, "year": .int], owner: "Cards")
    /// ```
    /// - Parameters:
    ///   - name: The unique route name.
    ///   - pattern: The pattern text (see ``RoutePattern``).
    ///   - parameters: Types for named parameters; others are untyped strings.
    ///   - query: The query parameters the route declares.
    ///   - owner: The module registering the route.
    /// - Throws: ``RoutePatternError`` for invalid pattern text, an empty name, a type declared
    ///   for a parameter the pattern lacks, a query key declared twice, or a default value its
    ///   type cannot convert.
    public init(
        _ name: String, _ pattern: String, parameters: [String: ParameterType] = [:],
        query: [QueryParameter] = [], owner: String = "app"
    ) throws(RoutePatternError) {
        guard !name.isEmpty else {
            throw RoutePatternError(.emptyRouteName, pattern: pattern, offset: nil, detail: "")
        }
        let parsed = try RoutePattern(pattern)
        if !parameters.isEmpty {
            let names = parsed.parameterNames
            if parameters.keys.contains(where: { !names.contains($0) }),
                let unknown = parameters.keys.sorted().first(where: { !names.contains($0) })
            {
                throw RoutePatternError(.unknownParameter, pattern: pattern, offset: nil, detail: unknown)
            }
        }
        var seen: Set<String> = []
        for (index, item) in query.enumerated() {
            // Usually a handful of keys: a linear search beats hashing them.
            let repeated = query.count <= 16
                ? query[..<index].contains { $0.name == item.name } : !seen.insert(item.name).inserted
            guard !repeated else {
                throw RoutePatternError(.duplicateQueryParameter, pattern: pattern, offset: nil, detail: item.name)
            }
            if let text = item.defaultValue, item.type.value(from: text) == nil {
                throw RoutePatternError(
                    .invalidDefault, pattern: pattern, offset: nil,
                    detail: "`\(text)` for `\(item.name)` is not a \(item.type.name)")
            }
        }
        storage = Storage(name: name, pattern: parsed, owner: owner, parameters: parameters, query: query)
    }

    /// Calls `body` with every declared parameter type (without building ``parameters``).
    func forEachDeclaredType(_ body: (ParameterType) -> Void) {
        var codes = storage.typeCodes
        var position = 0
        while codes != 0 {
            if let type = ParameterCodes.type(at: position, codes: storage.typeCodes) { body(type) }
            codes >>= 4
            position += 1
        }
        storage.otherTypes.values.forEach(body)
    }

    /// The declared type of a pattern segment's parameter (``ParameterType/string`` if undeclared).
    func type(ofParameter name: String) -> ParameterType {
        var position = 0
        for segment in storage.pattern.segments {
            guard case .parameter(let candidate) = segment else { continue }
            if candidate == name {
                return ParameterCodes.type(at: position, codes: storage.typeCodes) ?? storage.otherTypes[name] ?? .string
            }
            position += 1
        }
        return .string
    }

    /// `name pattern (owner)`, e.g. `card.block card/:cardID/block (Cards)`.
    ///
    /// ```swift
    /// print(block)   // "card.block card/:cardID/block (Cards)"
    /// ```
    public var description: String { "\(name) \(pattern) (\(owner))" }

    /// Routes are equal when their names are.
    ///
    /// ```swift
    /// try Route("a", "x") == Route("a", "y")   // true
    /// ```
    public static func == (lhs: Route, rhs: Route) -> Bool {
        lhs.storage === rhs.storage || lhs.name == rhs.name
    }

    /// Hashes the name (its hash value is computed once, when the route is made).
    ///
    /// ```swift
    /// let byRoute: Set<Route> = [block]
    /// ```
    /// - Complexity: O(1).
    public func hash(into hasher: inout Hasher) { hasher.combine(storage.nameHash) }
}

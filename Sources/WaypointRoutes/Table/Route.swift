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
    /// Never written after `init` (ManagedBuffer cannot be declared Sendable).
    private nonisolated(unsafe) let storage: RouteStorage

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
    @_spi(Tooling) public var pattern: RoutePattern { storage.pattern }
    /// The module that registered the route, e.g. `"Cards"`; named in conflict reports.
    ///
    /// ```swift
    /// try Route("card.detail", "card/:cardID", owner: "Cards").owner   // "Cards"
    /// ```
    public var owner: String { storage.owner }
    /// The declared types of named parameters; undeclared parameters are ``Route/ParameterType/string``.
    ///
    /// ```swift
    /// try Route("y", "year/:year", parameters: ["year": .int]).parameters["year"]?.name   // "Int"
    /// ```
    @_spi(Tooling) public var parameters: [String: ParameterType] { storage.parameters }
    /// The declared query parameters, in declaration order.
    ///
    /// ```swift
    /// try Route("s", "search", query: [.optional("q")]).query.map(\.name)   // ["q"]
    /// ```
    @_spi(Tooling) public var query: [QueryParameter] { storage.query }

    /// Declares a route.
    ///
    /// ```swift
    /// let statement = try Route("card.statement", "card/:cardID/statements/:year",
    ///                           parameters: ["cardID": .uuid, "year": .int], owner: "Cards")
    /// ```
    /// - Parameters:
    ///   - name: The unique route name.
    ///   - pattern: The pattern text (see `RoutePattern`).
    ///   - parameters: Types for named parameters; others are untyped strings.
    ///   - query: The query parameters the route declares.
    ///   - owner: The module registering the route.
    /// - Throws: ``RouteError`` for invalid pattern text, an empty name, a type declared
    ///   for a parameter the pattern lacks, a query key declared twice, or a default value its
    ///   type cannot convert.
    public init(
        _ name: String, _ pattern: String, parameters: [String: ParameterType] = [:],
        query: [QueryParameter] = [], owner: String = "app"
    ) throws(RouteError) {
        guard !name.isEmpty else {
            throw RouteError(.emptyRouteName, pattern: pattern, offset: nil, detail: "")
        }
        let parsed = try RoutePattern(pattern)
        if !parameters.isEmpty {
            let names = parsed.parameterNames
            if parameters.keys.contains(where: { !names.contains($0) }),
                let unknown = parameters.keys.sortedByPosition().first(where: { !names.contains($0) })
            {
                throw RouteError(.unknownParameter, pattern: pattern, offset: nil, detail: unknown)
            }
        }
        var seen: Set<String> = []
        for (index, item) in query.enumerated() {
            // Usually a handful of keys: a linear search beats hashing them.
            let repeated = query.count <= 16
                ? query[..<index].contains { $0.name == item.name } : !seen.insert(item.name).inserted
            guard !repeated else {
                throw RouteError(.duplicateQueryParameter, pattern: pattern, offset: nil, detail: item.name)
            }
            if let text = item.defaultValue, item.type.value(from: text) == nil {
                throw RouteError(
                    .invalidDefault, pattern: pattern, offset: nil,
                    detail: "`\(text)` for `\(item.name)` is not a \(item.type.name)")
            }
        }
        storage = RouteStorage.make(name: name, pattern: parsed, owner: owner, parameters: parameters, query: query)
    }

    /// Calls `body` with each segment's kind and bytes and, for a named parameter, its declared
    /// type (``Route/ParameterType/string`` if undeclared): one pass, no array, no string.
    func forEachSegmentBytes(_ body: (RoutePattern.SegmentKind, UnsafeBufferPointer<UInt8>, ParameterType) -> Void) {
        var position = 0
        storage.forEachPatternSegment { kind, bytes in
            guard kind == .parameter else { return body(kind, bytes, .string) }
            body(kind, bytes, storage.declaredType(at: position) { String(decoding: bytes, as: UTF8.self) } ?? .string)
            position += 1
        }
    }

    /// See ``RouteStorage/appendCompiledFormKey(to:)``.
    func appendCompiledFormKey(to key: inout [UInt8]) -> Bool {
        storage.appendCompiledFormKey(to: &key)
    }

    /// Calls `body` with each segment of the pattern and, for a named parameter, its declared
    /// type (``Route/ParameterType/string`` if undeclared): one pass, no array.
    func forEachSegment(_ body: (RoutePattern.Segment, ParameterType) -> Void) {
        var position = 0
        pattern.forEachSegment { segment in
            guard case .parameter(let name) = segment else { return body(segment, .string) }
            body(segment, storage.declaredType(at: position) { name } ?? .string)
            position += 1
        }
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

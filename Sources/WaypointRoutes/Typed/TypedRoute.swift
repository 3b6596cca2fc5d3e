/// A route that is a Swift type: its stored properties are the path and query parameters.
///
/// Path parameters are the properties the pattern names; every other property is a query
/// parameter (required when non-optional, optional when optional). The parameter types are
/// inferred from the property types — `Int`, `UUID`, `Bool`, `String`, other numbers, and any
/// `Codable` value stored as one text such as a `String`- or `Int`-backed enum. Matching gives
/// back a value and a value builds its URL, so the compiler checks both directions and no
/// string name appears at the call site.
///
/// ```swift
/// struct BlockCard: TypedRoute {
///     static let declaration = Route.Declaration("card.block", "card/:cardID/block", owner: "Cards")
///     var cardID: Int
///     var reason: String?
/// }
///
/// let table = try RouteTable([BlockCard.route()], configuration: URLConfiguration(schemes: ["nuapp"]))
/// let card = try BlockCard(try table.match("nuapp://card/7/block?reason=lost"))   // cardID 7, reason "lost"
/// try BlockCard(cardID: 7).url(in: table)                                         // "nuapp://card/7/block"
/// ```
public protocol TypedRoute: Codable, Sendable {
    /// The route's name, pattern and owner.
    static var declaration: Route.Declaration { get }
}

extension TypedRoute {
    /// The untyped ``Route`` for this type, checked against the type's properties.
    ///
    /// Decodes a probe value with a recording decoder to learn each property's key, type and
    /// optionality, then checks them against the pattern: every pattern parameter needs a
    /// non-optional property of that name; the other properties become query parameters.
    ///
    /// ```swift
    /// let route = try BlockCard.route()   // card.block: card/:cardID/block, cardID an int, reason an optional query
    /// ```
    /// - Returns: The route, with inferred parameter and query types.
    /// - Throws: ``RouteError`` naming the missing, extra or unusable key.
    /// - Complexity: O(*p*) in the number of properties.
    public static func route() throws(RouteError) -> Route {
        let declaration = Self.declaration
        let pattern: RoutePattern
        do { pattern = try RoutePattern(declaration.pattern) } catch {
            throw RouteError(.invalidDeclaration, type: Self.self, underlying: error)
        }
        let properties = try ShapeProbe.properties(of: Self.self)
        let byKey = Dictionary(properties.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let pathKeys = pattern.captureKeys
        for key in pathKeys {
            guard let property = byKey[key] else { throw RouteError(.missingProperty, type: Self.self, key: key) }
            if property.isOptional { throw RouteError(.optionalPathParameter, type: Self.self, key: key) }
        }
        if let extra = declaration.types.keys.sortedByPosition().first(where: { byKey[$0] == nil }) {
            throw RouteError(.extraKey, type: Self.self, key: extra)
        }
        let named = Set(pattern.parameterNames)
        var parameters: [String: Route.ParameterType] = [:]
        var query: [Route.QueryParameter] = []
        for property in properties {
            let type = declaration.types[property.key] ?? property.type
            if named.contains(property.key) {
                if type.key != Route.ParameterType.string.key { parameters[property.key] = type }
            } else if !pathKeys.contains(property.key) {
                query.append(property.isOptional ? .optional(property.key, type) : .required(property.key, type))
            }
        }
        do {
            return try Route(declaration.name, declaration.pattern, parameters: parameters, query: query,
                             owner: declaration.owner)
        } catch {
            throw RouteError(.invalidDeclaration, type: Self.self, underlying: error)
        }
    }

    /// Decodes a match of this type's route into a value.
    ///
    /// ```swift
    /// let card = try BlockCard(try table.match("nuapp://card/7/block"))   // BlockCard(cardID: 7, reason: nil)
    /// ```
    /// - Parameter match: A match of the route named by ``declaration``.
    /// - Throws: ``RouteError``: kind `wrongRoute` for another route's
    ///   match, `invalidValue` when a value does not fit its property.
    /// - Complexity: O(*p*) in the number of properties.
    public init(_ match: RouteMatch) throws(RouteError) {
        guard match.route.name == Self.declaration.name else {
            throw RouteError(.wrongRoute, type: Self.self,
                                  detail: "`\(Self.declaration.name)`, found `\(match.route.name)`")
        }
        self = try MatchDecoder.decode(Self.self, from: match)
    }

    /// The value's path and query texts, in the form ``RouteTable/url(for:parameters:query:)`` takes.
    ///
    /// ```swift
    /// try BlockCard(cardID: 7, reason: "lost").routeTexts()   // (["cardID": "7"], ["reason": "lost"])
    /// ```
    /// - Returns: Path parameter texts and query texts; absent optionals are left out.
    /// - Throws: ``RouteError`` when a property cannot be written as text.
    package func routeTexts() throws(RouteError) -> (parameters: [String: String], query: [String: String]) {
        let texts = try ValueEncoder.texts(of: self)
        let pathKeys: Set<String>
        do { pathKeys = Set(try RoutePattern(Self.declaration.pattern).captureKeys) } catch {
            throw RouteError(.invalidDeclaration, type: Self.self, underlying: error)
        }
        return (texts.filter { pathKeys.contains($0.key) }, texts.filter { !pathKeys.contains($0.key) })
    }

    /// Builds the value's URL with the table's reverse routing; matching it gives the value back.
    ///
    /// ```swift
    /// try BlockCard(cardID: 7, reason: "lost card").url(in: table)   // "nuapp://card/7/block?reason=lost%20card"
    /// ```
    /// - Parameter table: A table holding ``route()``.
    /// - Returns: The URL text.
    /// - Throws: ``RouteError`` of kind `unbuildable`, naming why the URL could not be built.
    public func url(in table: RouteTable) throws(RouteError) -> String {
        let texts = try ValueEncoder.texts(of: self)
        // The registered route's pattern names the path keys (no pattern parsing per URL).
        let pathKeys = table.route(named: Self.declaration.name)?.pattern.captureKeys ?? []
        let parameters = texts.filter { pathKeys.contains($0.key) }
        let query = texts.filter { !pathKeys.contains($0.key) }
        do {
            return try table.url(for: Self.declaration.name, parameters: parameters, query: query)
        } catch {
            throw RouteError(.unbuildable, type: Self.self, underlying: error)
        }
    }
}

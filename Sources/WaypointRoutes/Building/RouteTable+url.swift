extension RouteTable {
    /// Builds a URL for a route from its values: the reverse of ``match(_:)``.
    ///
    /// Values are checked against their declared types and percent-encoded as needed; matching
    /// the result gives back the same route and values. The URL uses the first configured custom
    /// scheme (alphabetically), else `https` and the first host, else it is a path (`/…`).
    /// Declared query parameters come first in declaration order, other keys follow sorted.
    ///
    /// ```swift
    /// let url = try table.url(for: "card.block", parameters: ["cardID": "42"], query: ["reason": "lost card"])
    /// // "nuapp://card/42/block?reason=lost%20card"
    /// ```
    /// - Parameters:
    ///   - routeName: The route's name.
    ///   - parameters: Path values by name; `"*"`, `"*2"`… for wildcards, `"**"` for the catch-all
    ///     (segments separated by `/`).
    ///   - query: Query values by key; undeclared keys are passed through.
    /// - Returns: The URL text.
    /// - Throws: ``RouteError`` for an unknown route, a missing, unexpected or invalid
    ///   parameter (including one with a `.` or `..` segment, which matching would refuse), or a
    ///   missing or invalid query value.
    /// - Complexity: O(*m*) in the length of the result.
    public func url(
        for routeName: String, parameters: [String: String] = [:], query: [String: String] = [:]
    ) throws(RouteError) -> String {
        guard let route = route(named: routeName) else {
            throw RouteError(.unknownRoute, building: routeName, suggestions: nearestNames(to: routeName))
        }
        let keys = route.pattern.captureKeys
        if let unexpected = parameters.keys.sortedByPosition().first(where: { !keys.contains($0) }) {
            throw RouteError(.unexpectedParameter, building: routeName, parameter: unexpected, suggestions: keys)
        }
        var segments: [String] = []
        var captures = keys.makeIterator()
        var typedSegments: [(RoutePattern.Segment, Route.ParameterType)] = []
        route.forEachSegment { typedSegments.append(($0, $1)) }
        for (segment, type) in typedSegments {
            switch segment {
            case .constant(let text):
                segments.append(text)
            case .parameter, .wildcard:
                let key = captures.next() ?? ""
                guard let value = parameters[key] else {
                    throw RouteError(.missingParameter, building: routeName, parameter: key, expected: type.name)
                }
                guard !value.isEmpty, type.value(from: value) != nil else {
                    throw RouteError(.invalidParameter, building: routeName, parameter: key,
                                          expected: value.isEmpty ? "a non-empty \(type.name)" : type.name, found: value)
                }
                guard !Self.hasDotSegment(value) else {
                    throw RouteError(.invalidParameter, building: routeName, parameter: key,
                                          expected: "a value without `.` or `..` segments", found: value)
                }
                segments.append(PercentEncoding.encodeSegment(value))
            case .catchAll:
                guard let value = parameters["**"] else {
                    throw RouteError(.missingParameter, building: routeName, parameter: "**", expected: "one or more segments")
                }
                let parts = value.split(separator: "/", omittingEmptySubsequences: false)
                guard parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
                    throw RouteError(.invalidParameter, building: routeName, parameter: "**",
                                          expected: "non-empty segments separated by `/`, none `.` or `..`", found: value)
                }
                segments += parts.map { PercentEncoding.encodeSegment(String($0)) }
            }
        }
        let queryText = try queryString(for: route, query)
        return configuration.preferredPrefix + segments.joined(separator: "/") + queryText
    }

    /// Whether a value, split at `/`, has a `.` or `..` piece: matching refuses a segment that
    /// decodes to one (see `invalidURL`), so no URL is built with it.
    private static func hasDotSegment(_ value: String) -> Bool {
        value.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == "." || $0 == ".." }
    }

    private func queryString(for route: Route, _ query: [String: String]) throws(RouteError) -> String {
        var pairs: [String] = []
        for parameter in route.query {
            guard let value = query[parameter.name] else {
                if parameter.isRequired {
                    throw RouteError(.missingQueryParameter, building: route.name, parameter: parameter.name,
                                          expected: parameter.type.name)
                }
                continue
            }
            guard parameter.type.value(from: value) != nil else {
                throw RouteError(.invalidQueryParameter, building: route.name, parameter: parameter.name,
                                      expected: parameter.type.name, found: value)
            }
            pairs.append(PercentEncoding.encodeQueryComponent(parameter.name) + "=" + PercentEncoding.encodeQueryComponent(value))
        }
        let declared = Set(route.query.map(\.name))
        for key in query.keys.sortedByPosition() where !declared.contains(key) {
            pairs.append(PercentEncoding.encodeQueryComponent(key) + "=" + PercentEncoding.encodeQueryComponent(query[key]!))
        }
        return pairs.isEmpty ? "" : "?" + pairs.joined(separator: "&")
    }

    private func nearestNames(to name: String) -> [String] {
        let scored = routes.map { route -> (Int, String) in
            let common = zip(route.name, name).prefix { $0 == $1 }.count
            return (abs(route.name.count - name.count) + max(route.name.count, name.count) - common * 2, route.name)
        }
        return scored.filter { $0.0 <= max(3, name.count / 2) }.sortedByPosition { $0 < $1 }.prefix(3).map(\.1)
    }
}

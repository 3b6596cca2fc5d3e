package import WaypointRoutes

/// A test-side description of a route, from which both a `Route` and the reference matcher work.
///
/// ```swift
/// let spec = RouteSpec(name: "card", parts: [.constant("card"), .parameter("id", .int)])
/// spec.patternText        // "card/:id"
/// try spec.route()        // Route("card", "card/:id", parameters: ["id": .int], owner: …)
/// ```
package struct RouteSpec: Sendable, Equatable, CustomStringConvertible {
    /// The built-in parameter types the generators use; no text is a valid value of two of them.
    package enum Kind: Sendable, CaseIterable { case int, uuid, bool, tab }

    /// One segment of the pattern.
    package enum Part: Sendable, Equatable {
        case constant(String)
        case parameter(String, Kind?)
        case wildcard
        case catchAll
    }

    /// The raw values of the `.tab` kind's type.
    package enum Tab: String, Sendable { case home, cards, help }

    package let name: String
    package let parts: [Part]

    package init(name: String, parts: [Part]) {
        self.name = name
        self.parts = parts
    }

    package var patternText: String {
        parts.map { part in
            switch part {
            case .constant(let text): text
            case .parameter(let name, _): ":" + name
            case .wildcard: "*"
            case .catchAll: "**"
            }
        }.joined(separator: "/")
    }

    /// `name "pattern"` with each typed parameter's type, as a shrunk counterexample shows it.
    package var description: String {
        let types = parts.compactMap { part -> String? in
            guard case .parameter(let name, let kind?) = part else { return nil }
            return "\(name): \(kind)"
        }
        return "\(name) \"\(patternText)\"" + (types.isEmpty ? "" : " (\(types.joined(separator: ", ")))")
    }

    package func route() throws -> Route {
        var types: [String: Route.ParameterType] = [:]
        for case .parameter(let name, let kind?) in parts {
            types[name] = switch kind {
            case .int: .int
            case .uuid: .uuid
            case .bool: .bool
            case .tab: .rawRepresentable(Tab.self)
            }
        }
        return try Route(name, patternText, parameters: types, owner: "Owner\(name.count % 3)")
    }

    /// The constant segments patterns and URLs are made of.
    package static let constants = ["a", "b", "card", "home", "x"]
}

import Foundation
import WaypointRoutes

/// A test-side description of a route, from which both a `Route` and the reference matcher work.
struct RouteSpec: Sendable {
    enum Kind: Sendable, CaseIterable { case int, uuid, bool, tab }

    enum Part: Sendable, Equatable {
        case constant(String)
        case parameter(String, Kind?)
        case wildcard
        case catchAll
    }

    let name: String
    let parts: [Part]

    var patternText: String {
        parts.map { part in
            switch part {
            case .constant(let text): text
            case .parameter(let name, _): ":" + name
            case .wildcard: "*"
            case .catchAll: "**"
            }
        }.joined(separator: "/")
    }

    func route() throws -> Route {
        var types: [String: ParameterType] = [:]
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

    static let constants = ["a", "b", "card", "home", "x"]

    /// A random spec of 0–4 segments; only built-in, mutually disjoint parameter types.
    static func random(named name: String, using random: inout SeededGenerator) -> RouteSpec {
        let count = Int.random(in: 0...4, using: &random)
        var parts: [Part] = []
        for index in 0..<count {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5: parts.append(.constant(constants.randomElement(using: &random)!))
            case 5..<7: parts.append(.parameter("p\(index)", Kind.allCases.randomElement(using: &random)!))
            case 7..<9: parts.append(.parameter("p\(index)", nil))
            default: parts.append(index == count - 1 && Bool.random(using: &random) ? .catchAll : .wildcard)
            }
        }
        return RouteSpec(name: name, parts: parts)
    }
}

extension RouteSpec.Kind {
    func accepts(_ text: String) -> Bool {
        switch self {
        case .int: Int(text) != nil
        case .uuid: UUID(uuidString: text) != nil
        case .bool: text == "true" || text == "false"
        case .tab: Tab(rawValue: text) != nil
        }
    }

    /// A random valid value; `avoidingConstants` keeps it apart from ``RouteSpec/constants``.
    func randomValue(avoidingConstants: Bool = false, using random: inout SeededGenerator) -> String {
        switch self {
        case .int: String(Int.random(in: -99_999...99_999, using: &random))
        case .uuid: UUID(uuid: (UInt8.random(in: 0...255, using: &random), 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
                                UInt8.random(in: 0...255, using: &random))).uuidString
        case .bool: Bool.random(using: &random) ? "true" : "false"
        case .tab: (avoidingConstants ? ["cards", "help"] : ["home", "cards", "help"]).randomElement(using: &random)!
        }
    }
}

/// Random tables, URLs and values for the property tests.
enum RandomRoutes {
    /// Adds random specs one by one, keeping only those that leave the set free of lint errors.
    static func specs(count: Int, using random: inout SeededGenerator) throws -> [RouteSpec] {
        var specs: [RouteSpec] = []
        var routes: [Route] = []
        let configuration = URLConfiguration(schemes: ["nuapp"])
        for index in 0..<count {
            let spec = RouteSpec.random(named: "r\(index)", using: &random)
            let route = try spec.route()
            let errors = RouteTable.lint(routes + [route], configuration: configuration).filter { $0.severity == .error }
            if errors.isEmpty {
                specs.append(spec)
                routes.append(route)
            }
        }
        return specs
    }

    /// Text that is never a constant (it has a space or a non-ASCII character) and never a typed value.
    static func freeText(using random: inout SeededGenerator) -> String {
        let pieces = ["a", "Z", " ", "/", "?", "#", "%", "&", "=", "+", "é", "😀", "..", "x y", "\u{0}", "~"]
        var text = ["é", " ", "😀"].randomElement(using: &random)!
        for _ in 0..<Int.random(in: 0...5, using: &random) { text += pieces.randomElement(using: &random)! }
        return text
    }

    /// A random URL segment (raw, as it would appear in a URL).
    static func segment(using random: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<3: RouteSpec.constants.randomElement(using: &random)!
        case 3..<6: RouteSpec.Kind.allCases.randomElement(using: &random)!.randomValue(using: &random)
        case 6: ["%zz", "%C3", "%", "a%2Fb", "%F0%9F%98%80", "%41"].randomElement(using: &random)!
        default:
            freeText(using: &random).addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "q"
        }
    }

    static func url(using random: inout SeededGenerator) -> String {
        let count = Int.random(in: 0...5, using: &random)
        return "nuapp://" + (0..<count).map { _ in segment(using: &random) }.joined(separator: "/")
    }
}

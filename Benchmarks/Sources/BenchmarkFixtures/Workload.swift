/// The URLs to match: 90% hits (a route of the table with realistic values, schemes and query
/// strings) and 10% misses (an unknown module, an unknown action, or a value of the wrong type).
package struct Workload: Sendable {
    package var urls: [String]
    /// The route each URL must reach (`nil` for a miss), for the correctness check.
    package var expected: [String?]

    package init(routes: [RouteSpec], count: Int, seed: UInt64 = 42) {
        var random = SeededGenerator(seed: seed)
        var urls: [String] = []
        var expected: [String?] = []
        for _ in 0..<count {
            let route = routes.randomElement(using: &random)!
            if Int.random(in: 0..<10, using: &random) == 0 {
                urls.append(Self.miss(near: route, using: &random))
                expected.append(nil)
            } else {
                urls.append(Self.hit(route, using: &random))
                expected.append(route.name)
            }
        }
        self.urls = urls
        self.expected = expected
    }

    private static func hit(_ route: RouteSpec, using random: inout SeededGenerator) -> String {
        var segments: [String] = []
        for segment in route.segments {
            switch segment {
            case .constant(let text): segments.append(text)
            case .parameter(_, let kind): segments.append(value(kind, using: &random))
            case .wildcard: segments.append("report-\(Int.random(in: 1...99, using: &random))")
            case .catchAll:
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    segments.append(["guides", "getting-started", "faq", "limits"].randomElement(using: &random)!)
                }
            }
        }
        return url(segments, query: query(for: route, using: &random), using: &random)
    }

    private static func miss(near route: RouteSpec, using random: inout SeededGenerator) -> String {
        var segments = route.segments.compactMap { segment -> String? in
            if case .constant(let text) = segment { text } else { nil }
        }
        // A route ending in `*` or `**` accepts any extra segment: miss it by its module instead.
        let openEnded = route.segments.contains { segment in
            switch segment {
            case .wildcard, .catchAll: true
            case .constant, .parameter: false
            }
        }
        switch Int.random(in: 0..<3, using: &random) {
        case 0: segments[0] = "unknown-module"
        case 1 where openEnded: segments[0] = "unknown-module"
        case 1: segments += ["unknown-action", "more"]
        default:
            // A value of the wrong type where the table expects a UUID or an int.
            segments = Array(segments.prefix(2)) + (Bool.random(using: &random) ? ["not-a-uuid"] : ["by-number", "12b"])
        }
        return url(segments, query: "?source=push", using: &random)
    }

    private static func url(_ segments: [String], query: String, using random: inout SeededGenerator) -> String {
        let path = segments.joined(separator: "/")
        return Int.random(in: 0..<10, using: &random) < 7
            ? "nuapp://" + path + query
            : "https://bank.example/" + path + query
    }

    private static func query(for route: RouteSpec, using random: inout SeededGenerator) -> String {
        var items: [String] = []
        for declared in route.query where Bool.random(using: &random) {
            items.append(declared.name + "=" + value(declared.kind, using: &random))
        }
        if Int.random(in: 0..<4, using: &random) == 0 { items.append("utm_campaign=spring%20offer") }
        return items.isEmpty ? "" : "?" + items.joined(separator: "&")
    }

    package static func value(_ kind: RouteSpec.ValueKind, using random: inout SeededGenerator) -> String {
        switch kind {
        case .int: return String(Int.random(in: 1...999_999, using: &random))
        case .uuid: return uuid(using: &random)
        case .string:
            let names = ["main", "joint%20account", "savings-2024", "fam%C3%ADlia", "travel"]
            return names.randomElement(using: &random)! + "-" + String(Int.random(in: 1...999, using: &random))
        }
    }

    private static func uuid(using random: inout SeededGenerator) -> String {
        let hex = Array("0123456789ABCDEF")
        var text = ""
        for index in 0..<32 {
            if [8, 12, 16, 20].contains(index) { text.append("-") }
            text.append(hex[Int(random.next() & 0xF)])
        }
        return text
    }
}

import Foundation

/// The naive design: one `match` closure per route, tried in turn until one accepts the URL.
/// The URL is split once per match (generously) and the closures are ordered most specific
/// first (no catch-all, then fewest parameters), which registration order alone would not do.
struct LinearScanSubject: RouteSubject {
    static let name = "linear-scan"

    private typealias Matcher = (ManualURL) -> Int?

    private let matchers: [(name: String, match: Matcher)]

    init(routes: [RouteSpec]) {
        let ordered = routes.enumerated().sorted { left, right in
            let l = (left.element.endsWithCatchAll ? 1 : 0, left.element.parameterCount, left.offset)
            let r = (right.element.endsWithCatchAll ? 1 : 0, right.element.parameterCount, right.offset)
            return l < r
        }
        matchers = ordered.map { (name: $0.element.name, match: Self.matcher(for: $0.element)) }
    }

    func routeName(for url: String) -> String? {
        guard let url = ManualURL(url) else { return nil }
        return matchers.first { $0.match(url) != nil }?.name
    }

    func checksum(_ text: String) -> Int {
        guard let url = ManualURL(text) else { return 1 }
        for matcher in matchers {
            if let values = matcher.match(url) { return values }
        }
        return 1
    }

    private static func matcher(for route: RouteSpec) -> Matcher {
        let segments = route.segments
        let catchAll = route.endsWithCatchAll
        let fixed = catchAll ? segments.count - 1 : segments.count
        return { url in
            guard catchAll ? url.segments.count > fixed : url.segments.count == fixed else { return nil }
            var values = 0
            for index in 0..<fixed {
                let text = url.segments[index]
                switch segments[index] {
                case .constant(let constant):
                    guard text == constant else { return nil }
                case .parameter(_, let kind):
                    guard let decoded = ManualURL.decoded(text), let value = kind.convert(decoded) else {
                        return nil
                    }
                    values &+= value
                case .wildcard, .catchAll:
                    values &+= 1
                }
            }
            guard let query = route.convertQuery(of: url) else { return nil }
            return values &+ query
        }
    }
}

import BenchmarkFixtures
import Foundation

/// The naive design: one `match` closure per route, tried in turn until one accepts the URL and
/// reads its values (typed parameters, `*` and `**` as decoded text, declared query items).
/// The URL is split once per match (generously) and the closures are ordered most specific
/// first (no catch-all, then fewest parameters), which registration order alone would not do.
struct LinearScanSubject: RouteSubject {
    static let name = "linear-scan"

    private typealias Matcher = (ManualURL) -> Int?

    private let matchers: [(name: String, match: Matcher)]

    static func declare(_ routes: [RouteSpec]) -> [RouteSpec] { routes }

    init(_ routes: [RouteSpec]) {
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
        guard let url = ManualURL(text) else { return ValueFold.miss }
        for matcher in matchers {
            if let values = matcher.match(url) { return values }
        }
        return ValueFold.miss
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
                case .wildcard:
                    guard let decoded = ManualURL.decoded(text) else { return nil }
                    values &+= ValueFold.text(decoded)
                case .catchAll:
                    break
                }
            }
            if catchAll {
                var tail: [String] = []
                for text in url.segments[fixed...] {
                    guard let decoded = ManualURL.decoded(text) else { return nil }
                    tail.append(decoded)
                }
                values &+= ValueFold.segments(tail)
            }
            guard let query = route.convertQuery(of: url) else { return nil }
            return values &+ query
        }
    }
}

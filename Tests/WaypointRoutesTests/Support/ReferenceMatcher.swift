import Foundation
import WaypointTestSupport

/// A deliberately naive matcher: tries every route, keeps the best by per-segment precedence.
/// The trie must agree with it on every URL.
struct ReferenceMatcher {
    let specs: [RouteSpec]

    struct Result: Equatable {
        let route: String
        let values: [String: String]
    }

    /// Segments of a `nuapp://` URL without query or fragment, or `nil` if malformed.
    static func segments(of url: String) -> [String]? {
        guard url.hasPrefix("nuapp://") else { return nil }
        let path = url.dropFirst("nuapp://".count)
        if path.isEmpty { return [] }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) { return nil }
        // Escapes that decode to a dot segment (`%2E%2E`, `..%2F..`) are refused like raw ones.
        if segments.contains(where: { hasDotSegment($0.removingPercentEncoding ?? "") }) { return nil }
        return segments
    }

    /// Whether decoded text, split at `/`, has a `.` or `..` piece.
    static func hasDotSegment(_ text: String) -> Bool {
        text.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == "." || $0 == ".." }
    }

    func match(_ url: String) -> Result? {
        guard let segments = Self.segments(of: url) else { return nil }
        var best: (rank: [Int], result: Result)?
        for spec in specs {
            guard let (rank, values) = Self.match(spec, segments) else { continue }
            if best == nil || rank.lexicographicallyPrecedes(best!.rank) {
                best = (rank, Result(route: spec.name, values: values))
            }
        }
        return best?.result
    }

    private static func match(_ spec: RouteSpec, _ segments: [String]) -> ([Int], [String: String])? {
        var rank: [Int] = []
        var values: [String: String] = [:]
        var wildcards = 0
        for (index, part) in spec.parts.enumerated() {
            if case .catchAll = part {
                guard index < segments.count else { return nil }
                let decoded = segments[index...].map { $0.removingPercentEncoding }
                guard decoded.allSatisfy({ $0 != nil }) else { return nil }
                values["**"] = decoded.map { $0! }.joined(separator: "/")
                rank.append(4)
                return (rank, values)
            }
            guard index < segments.count else { return nil }
            let raw = segments[index]
            switch part {
            case .constant(let text):
                guard raw == text else { return nil }
                rank.append(0)
            case .parameter(let name, let kind):
                guard let text = raw.removingPercentEncoding else { return nil }
                if let kind {
                    guard kind.accepts(text) else { return nil }
                    rank.append(1)
                } else {
                    rank.append(2)
                }
                values[name] = text
            case .wildcard:
                guard let text = raw.removingPercentEncoding else { return nil }
                wildcards += 1
                values[wildcards == 1 ? "*" : "*\(wildcards)"] = text
                rank.append(3)
            case .catchAll:
                return nil
            }
        }
        return segments.count == spec.parts.count ? (rank, values) : nil
    }
}

/// A route prepared for matching: where each captured value sits and how it converts. One per
/// distinct shape of values, shared by the routes of that shape (a table keeps four bytes per
/// route to find it), so that a table keeps no object per route beyond the `Route`.
struct CompiledRoute: Sendable {
    /// Plain data, so that walking the captures of a match retains nothing.
    struct Capture: Sendable, Hashable {
        let segment: Int
        /// ``ValueKind/text`` for untyped parameters and wildcards (the value is the text).
        let kind: ValueKind
        let isCatchAll: Bool
    }

    let captures: [Capture]
    /// Names of the captures (in this order), then of the declared query parameters.
    let layout: ValueLayout

    init(_ route: Route, interning interner: inout LayoutInterner) {
        var captures: [Capture] = []
        var names: [String] = []
        var index = 0
        var wildcards = 0
        route.forEachSegmentBytes { part, bytes, type in
            defer { index += 1 }
            switch part {
            case .constant: return
            case .parameter:
                captures.append(.init(segment: index, kind: type.kind, isCatchAll: false))
                names.append(String(decoding: bytes, as: UTF8.self))
            case .wildcard:
                wildcards += 1
                captures.append(.init(segment: index, kind: .text, isCatchAll: false))
                names.append(wildcards == 1 ? "*" : "*\(wildcards)")
            case .catchAll:
                captures.append(.init(segment: index, kind: .text, isCatchAll: true))
                names.append("**")
            }
        }
        self.captures = interner.captures(captures)
        layout = interner.layout(captureNames: names, query: route.query)
    }

    /// The name of the value captured at path segment `segment`, if any.
    func captureName(atSegment segment: Int) -> String? {
        captures.firstIndex { $0.segment == segment }.map { layout.names[$0] }
    }
}

/// A route prepared for matching: where each captured value sits and how it converts.
struct CompiledRoute: Sendable {
    struct Capture: Sendable {
        let name: String
        let segment: Int
        /// `false` for untyped parameters and wildcards (the value is the text).
        let isTyped: Bool
        let isCatchAll: Bool
    }

    let route: Route
    let captures: [Capture]

    init(_ route: Route) {
        self.route = route
        var captures: [Capture] = []
        var keys = route.pattern.captureKeys.makeIterator()
        for (index, part) in route.pattern.segments.enumerated() {
            switch part {
            case .constant: continue
            case .parameter(let name):
                let type = route.type(ofParameter: name)
                captures.append(.init(name: keys.next() ?? name, segment: index,
                                      isTyped: !type.isUntyped, isCatchAll: false))
            case .wildcard:
                captures.append(.init(name: keys.next() ?? "*", segment: index, isTyped: false, isCatchAll: false))
            case .catchAll:
                captures.append(.init(name: keys.next() ?? "**", segment: index, isTyped: false, isCatchAll: true))
            }
        }
        self.captures = captures
    }

    func capture(atSegment segment: Int) -> Capture? {
        captures.first { $0.segment == segment }
    }
}

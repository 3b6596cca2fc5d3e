/// The part of a pattern that decides which URLs it matches: constants (folded when paths
/// are case-insensitive), parameter types (names do not matter), wildcards, catch-all.
enum ShapePart: Hashable {
    case constant(String)
    case untyped
    case typed(String)
    case wildcard
    case catchAll

    var text: String {
        switch self {
        case .constant(let text): text
        case .untyped: ":"
        case .typed(let key): ":" + key
        case .wildcard: "*"
        case .catchAll: "**"
        }
    }
}

extension Route {
    func shape(caseInsensitive: Bool) -> [ShapePart] {
        var shape: [ShapePart] = []
        shape.reserveCapacity(pattern.segmentCount)
        forEachSegmentBytes { kind, bytes, type in
            let part: ShapePart =
                switch kind {
                case .constant where caseInsensitive:
                    .constant(String(decoding: bytes.map { SegmentHash.fold($0, true) }, as: UTF8.self))
                case .constant: .constant(String(decoding: bytes, as: UTF8.self))
                case .parameter: type.isUntyped ? .untyped : .typed(type.key)
                case .wildcard: .wildcard
                case .catchAll: .catchAll
                }
            shape.append(part)
        }
        return shape
    }
}

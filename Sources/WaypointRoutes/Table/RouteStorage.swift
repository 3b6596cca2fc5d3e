/// A ``Route``'s fields, in one allocation: the name, owner and pattern texts (often the
/// caller's own strings, shared), the declared types packed in one integer
/// (``ParameterCodes``), and the declared query parameters' names and defaults after the
/// header. Declarations the codes cannot express are kept as given, beside.
/// Written once in `make`, only read afterwards: safe to share (``Route`` does).
final class RouteStorage: ManagedBuffer<RouteStorage.Header, RouteStorage.QueryItem> {
    /// Laid out in 64 bytes: three strings, the declarations (eight bytes and a tag), then the
    /// two small integers in the tag's padding (one byte for the count, which the codes bound).
    struct Header {
        let name: String
        let owner: String
        let pattern: RoutePattern
        let declarations: Declarations
        /// How many query items follow the header: at most ``ParameterCodes/capacity`` (they
        /// follow only when the declarations are coded).
        let queryCount: UInt8
        /// `name.hashValue`, computed once: hashing a route (a dictionary of handlers keyed by
        /// route, say) costs one integer, not the name's bytes.
        let nameHash: Int32
    }

    /// A route's declared types: packed in one integer (see ``ParameterCodes``), or kept as given
    /// when the codes cannot express them (then no query items follow the header). One word
    /// for either, where two fields side by side took two.
    enum Declarations {
        case coded(UInt64)
        case given(Given)
    }

    /// A declared query parameter (its type is in the codes).
    struct QueryItem {
        enum Presence {
            case required
            case optional
            case defaulted(String)
        }

        let name: String
        let presence: Presence
    }

    /// Declarations kept as given: a type without a code, or more than sixteen positions.
    final class Given: Sendable {
        let parameters: [String: Route.ParameterType]
        let query: [Route.QueryParameter]

        init(parameters: [String: Route.ParameterType], query: [Route.QueryParameter]) {
            self.parameters = parameters
            self.query = query
        }
    }

    static func make(
        name: String, pattern: RoutePattern, owner: String, parameters: [String: Route.ParameterType],
        query: [Route.QueryParameter]
    ) -> RouteStorage {
        // A required parameter has no default (the only form `Route.QueryParameter` makes).
        let codes = ParameterCodes.encode(parameters, query: query, pattern: pattern)
            .flatMap { query.contains { $0.isRequired && $0.defaultValue != nil } ? nil : $0 }
        // The codes hold at most `ParameterCodes.capacity` positions, query items included.
        let items = codes == nil ? 0 : query.count
        precondition(items <= ParameterCodes.capacity, "coded declarations hold at most \(ParameterCodes.capacity) positions")
        let made = create(minimumCapacity: items) { _ in
            Header(
                name: name, owner: owner, pattern: pattern,
                declarations: codes.map { .coded($0) } ?? .given(Given(parameters: parameters, query: query)),
                queryCount: UInt8(items), nameHash: Int32(truncatingIfNeeded: name.hashValue))
        }
        made.withUnsafeMutablePointerToElements { elements in
            for index in 0..<items {
                let parameter = query[index]
                let presence: QueryItem.Presence =
                    parameter.isRequired ? .required : parameter.defaultValue.map { .defaulted($0) } ?? .optional
                (elements + index).initialize(to: QueryItem(name: parameter.name, presence: presence))
            }
        }
        return unsafeDowncast(made, to: RouteStorage.self)
    }

    deinit {
        _ = withUnsafeMutablePointers { header, elements in
            elements.deinitialize(count: Int(header.pointee.queryCount))
        }
    }

    // Read through the header's address: `header` would copy (retain) all of its fields.
    var name: String { withUnsafeMutablePointerToHeader { $0.pointee.name } }
    var owner: String { withUnsafeMutablePointerToHeader { $0.pointee.owner } }
    var pattern: RoutePattern { withUnsafeMutablePointerToHeader { $0.pointee.pattern } }
    var nameHash: Int32 { withUnsafeMutablePointerToHeader { $0.pointee.nameHash } }

    /// Calls `body` with each segment of the pattern, read in place (see
    /// `RoutePattern.forEachSegmentBytes(_:)`).
    func forEachPatternSegment(_ body: (RoutePattern.SegmentKind, UnsafeBufferPointer<UInt8>) -> Void) {
        withUnsafeMutablePointerToHeader { $0.pointee.pattern.forEachSegmentBytes(body) }
    }
    private var codes: UInt64 {
        withUnsafeMutablePointerToHeader { header in
            if case .coded(let codes) = header.pointee.declarations { codes } else { 0 }
        }
    }
    private var given: Given? {
        withUnsafeMutablePointerToHeader { header in
            if case .given(let given) = header.pointee.declarations { given } else { nil }
        }
    }

    /// The declared type of the named parameter at `position` (among named parameters), or
    /// `nil` when undeclared; `name` is only read for declarations kept as given.
    func declaredType(at position: Int, named name: () -> String) -> Route.ParameterType? {
        if let given { return given.parameters[name()] }
        return ParameterCodes.type(at: position, codes: codes)
    }

    var parameters: [String: Route.ParameterType] {
        if let given = given { return given.parameters }
        var parameters: [String: Route.ParameterType] = [:]
        var position = 0
        pattern.forEachSegment { segment in
            guard case .parameter(let name) = segment else { return }
            if let type = ParameterCodes.type(at: position, codes: codes) { parameters[name] = type }
            position += 1
        }
        return parameters
    }

    var query: [Route.QueryParameter] {
        if let given = given { return given.query }
        let count = withUnsafeMutablePointerToHeader { Int($0.pointee.queryCount) }
        if count == 0 { return [] }
        let parameterCount = pattern.parameterCount
        let codes = codes
        return withUnsafeMutablePointerToElements { elements in
            (0..<count).map { index in
                let item = elements[index]
                let type = ParameterCodes.type(at: parameterCount + index, codes: codes) ?? .string
                switch item.presence {
                case .required: return .required(item.name, type)
                case .optional: return .optional(item.name, type)
                case .defaulted(let text): return .optional(item.name, type, default: text)
                }
            }
        }
    }
}

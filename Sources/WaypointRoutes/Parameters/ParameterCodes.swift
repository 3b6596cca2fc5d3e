/// A route's declared types, packed: four bits per named parameter (in pattern order), then
/// four bits per declared query parameter, sixteen at most, so that declaring a route keeps
/// no dictionary and no array.
///
/// Codes: 0 undeclared (path parameters only), 1 ``Route/ParameterType/string``, 2
/// ``Route/ParameterType/int``, 3 ``Route/ParameterType/uuid``, 4 ``Route/ParameterType/bool``. A route whose
/// declarations do not fit (another type, more than sixteen positions) keeps them as given.
enum ParameterCodes {
    static let capacity = 16

    /// The codes of the named parameters' types then of the query's, or `nil` when one has no
    /// code or there are too many.
    static func encode(
        _ parameters: [String: Route.ParameterType], query: [Route.QueryParameter], pattern: RoutePattern
    ) -> UInt64? {
        if parameters.isEmpty && query.isEmpty { return 0 }
        var codes: UInt64 = 0
        var position = 0
        var fits = true
        if parameters.isEmpty {
            position = pattern.parameterCount
        } else {
            pattern.forEachSegment { segment in
                guard case .parameter(let name) = segment else { return }
                defer { position += 1 }
                guard let type = parameters[name] else { return }
                guard position < capacity, let code = code(of: type) else { return fits = false }
                codes |= code << UInt64(4 * position)
            }
        }
        guard fits, position + query.count <= capacity else { return nil }
        for parameter in query {
            guard let code = code(of: parameter.type) else { return nil }
            codes |= code << UInt64(4 * position)
            position += 1
        }
        return codes
    }

    /// The type coded at `position`; `nil` when undeclared.
    static func type(at position: Int, codes: UInt64) -> Route.ParameterType? {
        guard position < capacity else { return nil }
        switch codes >> UInt64(4 * position) & 0xF {
        case 1: return .string
        case 2: return .int
        case 3: return .uuid
        case 4: return .bool
        default: return nil
        }
    }

    /// Only the built-in types have these kinds (`of(Int.self)` is ``Route/ParameterType/int``).
    private static func code(of type: Route.ParameterType) -> UInt64? {
        if type.isUntyped { return 1 }
        switch type.kind {
        case .int: return 2
        case .uuid: return 3
        case .bool: return 4
        case .text, .boxed: return nil
        }
    }
}

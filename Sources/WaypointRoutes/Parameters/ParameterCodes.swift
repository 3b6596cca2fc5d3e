/// A route's declared parameter types, packed: four bits per named parameter (in pattern
/// order, the first 15) naming a built-in type, so that declaring a route keeps no dictionary.
///
/// Codes: 0 undeclared, 1 ``ParameterType/string``, 2 ``ParameterType/int``, 3
/// ``ParameterType/uuid``, 4 ``ParameterType/bool``, 15 a type kept in a dictionary beside
/// (custom types, `of(_:)` other than `Int`, raw-representable types).
enum ParameterCodes {
    private static let capacity = 15
    private static let other: UInt64 = 15

    /// The codes of `parameters`, and the types that have none.
    static func encode(
        _ parameters: [String: ParameterType], names segments: [RoutePattern.Segment]
    ) -> (codes: UInt64, others: [String: ParameterType]) {
        if parameters.isEmpty { return (0, [:]) }
        var codes: UInt64 = 0
        var others: [String: ParameterType] = [:]
        var position = 0
        for segment in segments {
            guard case .parameter(let name) = segment else { continue }
            defer { position += 1 }
            guard let type = parameters[name] else { continue }
            let code = position < capacity ? Self.code(of: type) : other
            codes |= code << UInt64(4 * min(position, capacity))
            if code == other { others[name] = type }
        }
        // A position past the 15th shares the last four bits: clear them, the dictionary has it.
        if position > capacity { codes &= ~(UInt64(0xF) << UInt64(4 * capacity)) }
        return (codes, others)
    }

    /// The declared type of the parameter at `position`, if it has a code; `nil` when it is
    /// undeclared or kept in the dictionary.
    static func type(at position: Int, codes: UInt64) -> ParameterType? {
        guard position < capacity else { return nil }
        switch codes >> UInt64(4 * position) & 0xF {
        case 1: return .string
        case 2: return .int
        case 3: return .uuid
        case 4: return .bool
        default: return nil
        }
    }

    /// The declared types by parameter name.
    static func decode(
        _ codes: UInt64, others: [String: ParameterType], names segments: [RoutePattern.Segment]
    ) -> [String: ParameterType] {
        if codes == 0 { return others }
        var parameters = others
        var position = 0
        for segment in segments {
            guard case .parameter(let name) = segment else { continue }
            if let type = type(at: position, codes: codes) { parameters[name] = type }
            position += 1
        }
        return parameters
    }

    private static func code(of type: ParameterType) -> UInt64 {
        if type.isUntyped { return 1 }
        switch type.kind {
        case .int where type.key == ParameterType.int.key: return 2
        case .uuid: return 3
        case .bool: return 4
        case .int, .text, .boxed: return other
        }
    }
}

/// Decodes a value stored as one text (a `String`- or number-backed enum, a wrapper around
/// one scalar) from a URL value's decoded text.
struct TextDecoder: Decoder, SingleValueDecodingContainer {
    let text: String
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> { throw mismatch(type) }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw mismatch([String].self) }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { false }
    func decode(_ type: String.Type) throws -> String { text }
    func decode(_ type: Bool.Type) throws -> Bool {
        switch text {
        case "true": return true
        case "false": return false
        default: throw mismatch(type)
        }
    }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == String.self { return text as! T }
        if let lossless = T.self as? any LosslessStringConvertible.Type {
            guard let value = Self.value(of: lossless, from: text) as? T else { throw mismatch(type) }
            return value
        }
        return try T(from: self)
    }

    /// `type.init(text)`, kept out of line: inlined into `decode(_:)`, which the compiler copies
    /// for each of the ten integer types a decoder serves, it copied the standard library's
    /// integer parser ten times too (about 15 KB of machine code).
    @inline(never)
    private static func value(of type: any LosslessStringConvertible.Type, from text: String) -> Any? {
        type.init(text)
    }

    private func mismatch(_ type: Any.Type) -> DecodingError {
        .typeMismatch(type, DecodingError.Context(codingPath: [], debugDescription: "`\(text)` is not a \(type)"))
    }
}

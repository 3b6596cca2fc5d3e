import Foundation

/// Writes a typed route's stored properties as texts by coding key (absent optionals are left
/// out), the form reverse routing takes.
final class ValueEncoder: Encoder {
    var texts: [String: String] = [:]
    var failure: (key: String?, detail: String)?
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    static func texts<T: Encodable>(of value: T) throws(RouteError) -> [String: String] {
        let encoder = ValueEncoder()
        do { try value.encode(to: encoder) } catch {
            throw RouteError(.unsupportedProperty, type: T.self, detail: "\(error)")
        }
        if let failure = encoder.failure {
            throw RouteError(.unsupportedProperty, type: T.self, key: failure.key, detail: failure.detail)
        }
        return encoder.texts
    }

    /// The URL text of one scalar value, or `nil` when it is not one text.
    static func text<T: Encodable>(_ value: T) -> String? {
        switch value {
        case let value as String: return value
        case let value as UUID: return value.uuidString
        case let value as any LosslessStringConvertible: return value.description
        default:
            let single = SingleText()
            do { try value.encode(to: single) } catch { return nil }
            return single.failed ? nil : single.text
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Keyed<Key>(encoder: self))
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        failure = (nil, "a typed route must be a struct of stored properties")
        return SingleText()
    }
    func singleValueContainer() -> any SingleValueEncodingContainer {
        failure = (nil, "a typed route must be a struct of stored properties")
        return SingleText()
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: ValueEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws {}
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            guard let text = ValueEncoder.text(value) else {
                encoder.failure = (key.stringValue, "`\(T.self)` is not one text value")
                return
            }
            encoder.texts[key.stringValue] = text
        }
        mutating func nestedContainer<N: CodingKey>(keyedBy keyType: N.Type, forKey key: Key) -> KeyedEncodingContainer<N> {
            encoder.failure = (key.stringValue, "nested containers have no URL form")
            return KeyedEncodingContainer(Keyed<N>(encoder: ValueEncoder()))
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            encoder.failure = (key.stringValue, "lists have no URL form")
            return SingleText()
        }
        mutating func superEncoder() -> any Encoder { encoder }
        mutating func superEncoder(forKey key: Key) -> any Encoder { encoder }
    }

    /// Captures a value encoded through one single-value container; anything else fails.
    final class SingleText: Encoder, SingleValueEncodingContainer, UnkeyedEncodingContainer {
        var text: String?
        var failed = false
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }
        var count: Int { 0 }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            failed = true
            return KeyedEncodingContainer(Keyed<Key>(encoder: ValueEncoder()))
        }
        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            failed = true
            return self
        }
        func singleValueContainer() -> any SingleValueEncodingContainer { self }

        func encodeNil() throws { throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "nil")) }
        func encode<T: Encodable>(_ value: T) throws {
            guard let text = ValueEncoder.text(value) else {
                throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "not one text"))
            }
            self.text = text
        }
        func nestedContainer<N: CodingKey>(keyedBy keyType: N.Type) -> KeyedEncodingContainer<N> { container(keyedBy: keyType) }
        func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
        func superEncoder() -> any Encoder { self }
    }
}

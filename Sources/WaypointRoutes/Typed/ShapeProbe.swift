import Foundation

/// Learns a typed route's properties by decoding a probe value: each `decode` call the
/// synthesized `init(from:)` makes names a key and a type, and `decodeIfPresent` (seen as
/// `decodeNil` first) marks it optional.
enum ShapeProbe {
    struct Property {
        let key: String
        let type: Route.ParameterType
        let isOptional: Bool
    }

    final class Recorder {
        var properties: [Property] = []
        var optionalKey: String?
        let owner: Any.Type
        init(owner: Any.Type) { self.owner = owner }

        func record(_ key: String, _ type: Route.ParameterType) {
            properties.append(Property(key: key, type: type, isOptional: optionalKey == key))
            optionalKey = nil
        }
    }

    static func properties<T: Decodable>(of type: T.Type) throws(RouteError) -> [Property] {
        let recorder = Recorder(owner: type)
        do {
            _ = try T(from: Probe(recorder: recorder))
        } catch let error as RouteError {
            throw error
        } catch {
            throw RouteError(.unsupportedProperty, type: type, key: nil, detail: "\(error)")
        }
        return recorder.properties
    }

    /// The parameter type and a stand-in value for a property of type `T`.
    static func probe<T: Decodable>(_ type: T.Type, key: String, owner: Any.Type) throws(RouteError) -> (Route.ParameterType, T) {
        switch type {
        case is String.Type: return (.string, "" as! T)
        case is Int.Type: return (.int, 0 as! T)
        case is Bool.Type: return (.bool, false as! T)
        case is UUID.Type: return (.uuid, UUID() as! T)
        case is Double.Type: return (.of(Double.self), 0.0 as! T)
        default: break
        }
        // Metatypes only carry type metadata, which is immutable: sharing one is safe. Since Swift
        // 6.2 a protocol's metatype is not `Sendable` by itself (SE-0470), so the annotation is
        // needed to capture it in the `Sendable` closure below. The older standard library an iOS
        // SDK ships still calls every metatype `Sendable` and warns that the annotation is
        // unnecessary: the one warning the real-SDK check allows (CONTRIBUTING.md).
        nonisolated(unsafe) let decodable: any Decodable.Type = type
        let parameterType = Route.ParameterType.custom(name: String(describing: type)) { text -> String? in
            (try? decodable.init(from: TextDecoder(text: text))) == nil ? nil : text
        }
        if let cases = type as? any CaseIterable.Type, let first = firstCase(cases) as? T {
            return (parameterType, first)
        }
        for text in ["0", "", "false"] {
            if let value = try? T(from: TextDecoder(text: text)) { return (parameterType, value) }
        }
        throw RouteError(.unsupportedProperty, type: owner, key: key,
                              detail: "`\(type)` is not one text value; make it CaseIterable, or a `String`/number-backed type")
    }

    private static func firstCase<C: CaseIterable>(_ type: C.Type) -> Any? { type.allCases.first }

    struct Probe: Decoder {
        let recorder: Recorder
        var codingPath: [any CodingKey] = []
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            KeyedDecodingContainer(Keyed<Key>(recorder: recorder))
        }
        func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw notAStruct() }
        func singleValueContainer() throws -> any SingleValueDecodingContainer { throw notAStruct() }

        private func notAStruct() -> RouteError {
            RouteError(.unsupportedProperty, type: recorder.owner, detail: "a typed route must be a struct of stored properties")
        }
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let recorder: Recorder
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { [] }

        func contains(_ key: Key) -> Bool { true }
        func decodeNil(forKey key: Key) throws -> Bool {
            recorder.optionalKey = key.stringValue
            return false
        }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            let (parameterType, value) = try ShapeProbe.probe(type, key: key.stringValue, owner: recorder.owner)
            recorder.record(key.stringValue, parameterType)
            return value
        }
        func nestedContainer<N: CodingKey>(keyedBy type: N.Type, forKey key: Key) throws -> KeyedDecodingContainer<N> {
            throw unsupported(key)
        }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { throw unsupported(key) }
        func superDecoder() throws -> any Decoder { throw unsupported(nil) }
        func superDecoder(forKey key: Key) throws -> any Decoder { throw unsupported(key) }

        private func unsupported(_ key: Key?) -> RouteError {
            RouteError(.unsupportedProperty, type: recorder.owner, key: key?.stringValue, detail: "nested containers have no URL form")
        }
    }
}

/// Decodes a typed route from a match: each coding key reads the path parameter of that name,
/// else the declared query parameter; the typed value the match already converted is used as is.
/// A class, so that the containers share one reference instead of copying the match.
final class MatchDecoder: Decoder {
    let match: RouteMatch
    init(match: RouteMatch) { self.match = match }
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    static func decode<T: Decodable>(_ type: T.Type, from match: RouteMatch) throws(RouteError) -> T {
        do {
            return try T(from: MatchDecoder(match: match))
        } catch let error as RouteError {
            throw error
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.dataCorrupted(context) {
            throw RouteError(.invalidValue, type: type, key: context.codingPath.last?.stringValue,
                                  detail: context.debugDescription)
        } catch DecodingError.keyNotFound(let key, _) {
            throw RouteError(.invalidValue, type: type, key: key.stringValue, detail: "the match has no value `\(key.stringValue)`")
        } catch {
            throw RouteError(.invalidValue, type: type, detail: "\(error)")
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Keyed<Key>(decoder: self))
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw notAStruct() }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw notAStruct() }

    private func notAStruct() -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "a typed route must be a struct of stored properties"))
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: MatchDecoder
        var match: RouteMatch { decoder.match }
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { (match.parameters.names + match.query.names).compactMap(Key.init(stringValue:)) }

        private func values(for key: Key) -> RouteMatch.Values? {
            let match = decoder.match
            if match.parameters[key.stringValue] != nil { return match.parameters }
            if match.query[key.stringValue] != nil { return match.query }
            return nil
        }

        func contains(_ key: Key) -> Bool { values(for: key) != nil }
        func decodeNil(forKey key: Key) throws -> Bool { values(for: key) == nil }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            guard let values = values(for: key) else {
                throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: [key], debugDescription: "no value"))
            }
            if let typed = values.value(key.stringValue, as: T.self) { return typed }
            let text = values[key.stringValue] ?? ""
            do {
                return try TextDecoder(text: text).decode(T.self)
            } catch {
                throw DecodingError.typeMismatch(type, DecodingError.Context(
                    codingPath: [key], debugDescription: "`\(text)` is not a \(T.self)"))
            }
        }

        func nestedContainer<N: CodingKey>(keyedBy type: N.Type, forKey key: Key) throws -> KeyedDecodingContainer<N> {
            throw DecodingError.typeMismatch(type, DecodingError.Context(codingPath: [key], debugDescription: "nested containers have no URL form"))
        }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw DecodingError.typeMismatch([String].self, DecodingError.Context(codingPath: [key], debugDescription: "lists have no URL form"))
        }
        func superDecoder() throws -> any Decoder { decoder }
        func superDecoder(forKey key: Key) throws -> any Decoder { decoder }
    }
}

/// A key read from the JSON as it is, to find fields the manifest does not define.
private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}

extension Decoder {
    /// A keyed container that throws `DecodingError.dataCorrupted` naming the first field that
    /// `Key` does not list, and the fields it does.
    func strictContainer<Key: CodingKey & CaseIterable>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let known = Set(Key.allCases.map(\.stringValue))
        let raw = try container(keyedBy: AnyKey.self)
        if let unknown = raw.allKeys.map(\.stringValue).sorted().first(where: { !known.contains($0) }) {
            let expected = Key.allCases.map { "`\($0.stringValue)`" }.joined(separator: ", ")
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath + [AnyKey(stringValue: unknown)],
                    debugDescription: "unknown field `\(unknown)`; expected \(expected)"
                )
            )
        }
        return try container(keyedBy: type)
    }
}

/// Reads the query of a matched URL against the route's declared query parameters.
enum QueryParser {
    typealias Failure = (RouteMatchError.Kind, QueryParameter?, String, String) -> RouteMatchError

    /// The declared values (typed, defaults applied); undeclared pairs are only checked.
    static func read(
        _ query: UnsafeBufferPointer<UInt8>, route: Route, failure: inout RouteMatchError?, fail: Failure
    ) -> RouteValues? {
        let declared = route.query
        if query.isEmpty && declared.isEmpty { return .empty }
        var found = [String?](repeating: nil, count: declared.count)
        for pair in query.split(separator: UInt8(ascii: "&")) {
            let equals = pair.firstIndex(of: UInt8(ascii: "=")) ?? pair.endIndex
            let rawKey = UnsafeBufferPointer(rebasing: pair[pair.startIndex..<equals])
            let rawValue = UnsafeBufferPointer(rebasing: pair[(equals == pair.endIndex ? equals : equals + 1)..<pair.endIndex])
            guard let index = declaredIndex(rawKey, in: declared) else {
                let raw = String(decoding: rawKey, as: UTF8.self)
                failure = fail(.invalidQueryParameter, nil, raw, raw)
                return nil
            }
            guard index >= 0 else {
                if !isDecodable(rawValue) {
                    let key = PercentEncoding.decode(rawKey, plusIsSpace: true) ?? ""
                    failure = fail(.invalidQueryParameter, nil, String(decoding: rawValue, as: UTF8.self), key)
                    return nil
                }
                continue
            }
            if found[index] != nil { continue }
            guard let value = PercentEncoding.decode(rawValue, plusIsSpace: true) else {
                failure = fail(.invalidQueryParameter, declared[index],
                                     String(decoding: rawValue, as: UTF8.self), declared[index].name)
                return nil
            }
            found[index] = value
        }
        if declared.isEmpty { return .empty }
        var entries: [RouteValues.Entry] = []
        entries.reserveCapacity(declared.count)
        for (parameter, text) in zip(declared, found) {
            guard let text = text ?? parameter.defaultValue else {
                if parameter.isRequired {
                    failure = fail(.missingQueryParameter, parameter, "", parameter.name)
                    return nil
                }
                continue
            }
            guard let value = parameter.type.value(from: text) else {
                failure = fail(.invalidQueryParameter, parameter, text, parameter.name)
                return nil
            }
            entries.append(.init(name: parameter.name, text: text, value: value))
        }
        return RouteValues(entries)
    }

    /// Undeclared pairs, decoded; the first occurrence of a key wins. Only called on queries
    /// that ``read(_:route:fail:)`` accepted.
    static func extras(_ query: UnsafeBufferPointer<UInt8>, declared: [QueryParameter]) -> [String: String] {
        var extras: [String: String] = [:]
        for pair in query.split(separator: UInt8(ascii: "&")) {
            let equals = pair.firstIndex(of: UInt8(ascii: "=")) ?? pair.endIndex
            let rawKey = UnsafeBufferPointer(rebasing: pair[pair.startIndex..<equals])
            let rawValue = UnsafeBufferPointer(rebasing: pair[(equals == pair.endIndex ? equals : equals + 1)..<pair.endIndex])
            guard declaredIndex(rawKey, in: declared) == -1,
                let key = PercentEncoding.decode(rawKey, plusIsSpace: true), extras[key] == nil
            else { continue }
            extras[key] = PercentEncoding.decode(rawValue, plusIsSpace: true) ?? ""
        }
        return extras
    }

    /// The index of the declared parameter the raw key names, -1 if undeclared, `nil` if the key
    /// does not decode. Plain keys are compared as bytes, without allocating.
    private static func declaredIndex(_ rawKey: UnsafeBufferPointer<UInt8>, in declared: [QueryParameter]) -> Int? {
        if !rawKey.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) {
            return declared.firstIndex { $0.name.utf8.elementsEqual(rawKey) } ?? -1
        }
        guard let key = PercentEncoding.decode(rawKey, plusIsSpace: true) else { return nil }
        return declared.firstIndex { $0.name == key } ?? -1
    }

    private static func isDecodable(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        !raw.contains(UInt8(ascii: "%")) || PercentEncoding.decode(raw) != nil
    }
}

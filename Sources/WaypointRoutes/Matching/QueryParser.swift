/// Reads the query of a matched URL against the route's declared query parameters.
enum QueryParser {
    static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, layout: URLScanner.Layout, route: Route,
        fail: (RouteMatchError.Kind, QueryParameter?, String, String) -> RouteMatchError
    ) -> Result<(RouteValues, [String: String]), RouteMatchError> {
        let declared = route.query
        if layout.queryStart < 0 && declared.isEmpty { return .success((.empty, [:])) }
        var found = [String?](repeating: nil, count: declared.count)
        var extra: [String: String] = [:]
        if layout.queryStart >= 0 {
            let query = UnsafeBufferPointer(rebasing: bytes[layout.queryStart..<layout.queryEnd])
            for pair in query.split(separator: UInt8(ascii: "&")) {
                let equals = pair.firstIndex(of: UInt8(ascii: "=")) ?? pair.endIndex
                let rawKey = UnsafeBufferPointer(rebasing: pair[pair.startIndex..<equals])
                let rawValue = UnsafeBufferPointer(
                    rebasing: pair[(equals == pair.endIndex ? equals : equals + 1)..<pair.endIndex])
                guard let key = PercentEncoding.decode(rawKey, plusIsSpace: true) else {
                    return .failure(fail(.invalidQueryParameter, nil, String(decoding: rawKey, as: UTF8.self),
                                         "percent-encoded UTF-8"))
                }
                let index = declared.firstIndex { $0.name == key }
                if let index, found[index] != nil { continue }
                if index == nil, extra[key] != nil { continue }
                guard let value = PercentEncoding.decode(rawValue, plusIsSpace: true) else {
                    return .failure(fail(.invalidQueryParameter, index.map { declared[$0] },
                                         String(decoding: rawValue, as: UTF8.self), key))
                }
                if let index { found[index] = value } else { extra[key] = value }
            }
        }
        var entries: [RouteValues.Entry] = []
        entries.reserveCapacity(declared.count)
        for (parameter, text) in zip(declared, found) {
            guard let text = text ?? parameter.defaultValue else {
                if parameter.isRequired {
                    return .failure(fail(.missingQueryParameter, parameter, "", parameter.name))
                }
                continue
            }
            guard let value = parameter.type.value(from: text) else {
                return .failure(fail(.invalidQueryParameter, parameter, text, parameter.name))
            }
            entries.append(.init(name: parameter.name, text: text, value: value))
        }
        return .success((RouteValues(entries), extra))
    }
}

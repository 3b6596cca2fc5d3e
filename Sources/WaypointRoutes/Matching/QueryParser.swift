/// Reads the query of a matched URL against the route's declared query parameters.
enum QueryParser {
    /// Why a query was rejected: the kind, the declared parameter (if any), what was found, the key.
    struct Failure {
        var kind: RouteMatchError.Kind
        var parameter: QueryParameter?
        var found: String
        var key: String

        init(_ kind: RouteMatchError.Kind, _ parameter: QueryParameter?, _ found: String, _ key: String) {
            self.kind = kind
            self.parameter = parameter
            self.found = found
            self.key = key
        }
    }

    /// Appends the declared values (typed, defaults applied) to `entries`; undeclared pairs are
    /// only checked. Returns `false` (and sets `failure`) when the query is rejected.
    static func read(
        _ query: UnsafeBufferPointer<UInt8>, route: Route, into entries: inout [RouteValues.Entry],
        failure: inout Failure?
    ) -> Bool {
        let declared = route.query
        if query.isEmpty && declared.isEmpty { return true }
        // One pass over the pairs: checks every key and undeclared value, and remembers where the
        // first value of each declared key is (offsets in `query`, -1 when absent).
        return withUnsafeTemporaryAllocation(of: Range<Int>?.self, capacity: max(declared.count, 1)) { firsts in
            firsts.initialize(repeating: nil)
            var cursor = 0
            while let (rawKey, rawValue) = nextPair(query, &cursor) {
                guard let index = declaredIndex(rawKey, in: declared) else {
                    let raw = String(decoding: rawKey, as: UTF8.self)
                    failure = Failure(.invalidQueryParameter, nil, raw, raw)
                    return false
                }
                if index >= 0 {
                    if firsts[index] == nil {
                        let start = rawValue.baseAddress.map { $0 - query.baseAddress! } ?? 0
                        firsts[index] = start..<(start + rawValue.count)
                    }
                } else if !isDecodable(rawValue) {
                    let key = PercentEncoding.decode(rawKey, plusIsSpace: true) ?? ""
                    failure = Failure(.invalidQueryParameter, nil, String(decoding: rawValue, as: UTF8.self), key)
                    return false
                }
            }
            for (index, parameter) in declared.enumerated() {
                var text = parameter.defaultValue
                if let range = firsts[index] {
                    let rawValue = UnsafeBufferPointer(rebasing: query[range])
                    guard let value = PercentEncoding.decode(rawValue, plusIsSpace: true) else {
                        failure = Failure(.invalidQueryParameter, parameter, String(decoding: rawValue, as: UTF8.self),
                                          parameter.name)
                        return false
                    }
                    text = value
                }
                guard let text else {
                    if parameter.isRequired {
                        failure = Failure(.missingQueryParameter, parameter, "", parameter.name)
                        return false
                    }
                    continue
                }
                guard let value = parameter.type.value(from: text) else {
                    failure = Failure(.invalidQueryParameter, parameter, text, parameter.name)
                    return false
                }
                entries.append(.init(name: parameter.name, text: text, value: value))
            }
            return true
        }
    }

    /// Undeclared pairs, decoded; the first occurrence of a key wins. Only called on queries
    /// that ``read(_:route:into:failure:)`` accepted.
    static func extras(_ query: UnsafeBufferPointer<UInt8>, declared: [QueryParameter]) -> [String: String] {
        var extras: [String: String] = [:]
        var cursor = 0
        while let (rawKey, rawValue) = nextPair(query, &cursor) {
            guard declaredIndex(rawKey, in: declared) == -1,
                let key = PercentEncoding.decode(rawKey, plusIsSpace: true), extras[key] == nil
            else { continue }
            extras[key] = PercentEncoding.decode(rawValue, plusIsSpace: true) ?? ""
        }
        return extras
    }

    /// The next non-empty `key=value` pair from `cursor` (value empty when there is no `=`).
    private static func nextPair(
        _ query: UnsafeBufferPointer<UInt8>, _ cursor: inout Int
    ) -> (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>)? {
        while cursor < query.count {
            let start = cursor
            var equals = -1
            while cursor < query.count, query[cursor] != UInt8(ascii: "&") {
                if equals < 0, query[cursor] == UInt8(ascii: "=") { equals = cursor }
                cursor += 1
            }
            let end = cursor
            cursor += 1
            if end == start { continue }
            if equals < 0 {
                return (UnsafeBufferPointer(rebasing: query[start..<end]), UnsafeBufferPointer(rebasing: query[end..<end]))
            }
            return (UnsafeBufferPointer(rebasing: query[start..<equals]),
                    UnsafeBufferPointer(rebasing: query[(equals + 1)..<end]))
        }
        return nil
    }

    /// The index of the declared parameter the raw key names, -1 if undeclared, `nil` if the key
    /// does not decode. Plain keys are compared as bytes, without allocating.
    private static func declaredIndex(_ rawKey: UnsafeBufferPointer<UInt8>, in declared: [QueryParameter]) -> Int? {
        if !rawKey.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) {
            for (index, parameter) in declared.enumerated() where parameter.name.utf8.count == rawKey.count {
                var name = parameter.name
                if name.withUTF8({ name in (0..<name.count).allSatisfy { name[$0] == rawKey[$0] } }) { return index }
            }
            return -1
        }
        guard let key = PercentEncoding.decode(rawKey, plusIsSpace: true) else { return nil }
        return declared.firstIndex { $0.name == key } ?? -1
    }

    private static func isDecodable(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        !raw.contains(UInt8(ascii: "%")) || PercentEncoding.decode(raw) != nil
    }
}

/// Reads the query of a matched URL against the route's declared query parameters.
enum QueryParser {
    /// Why a query was rejected: the kind, the declared parameter (if any), what was found, the key.
    /// A class, so that the `Failure?` every match carries costs one pointer to clean up.
    final class Failure {
        let kind: RouteError.Kind
        let parameter: Route.QueryParameter?
        let found: String
        let key: String

        init(_ kind: RouteError.Kind, _ parameter: Route.QueryParameter?, _ found: String, _ key: String) {
            self.kind = kind
            self.parameter = parameter
            self.found = found
            self.key = key
        }
    }

    /// Appends the declared values (typed, defaults applied) to `slots`; undeclared pairs are
    /// only checked. `offset` is where `query` starts in the URL's bytes. Returns `false` (and
    /// sets `failure`) when the query is rejected. Builds no `String` unless it fails.
    ///
    /// When `checksUndeclared` is `false`, undeclared pairs are skipped unread: a caller that
    /// drops them (``RouteMatch/reducedToDeclaredQuery()``) does not care what they hold.
    static func read(
        _ query: UnsafeBufferPointer<UInt8>, offset: Int, layout: ValueLayout, checksUndeclared: Bool,
        into slots: inout ValueSlots, failure: inout Failure?
    ) -> Bool {
        let declaredCount = layout.queryKeys.count
        if query.isEmpty && declaredCount == 0 { return true }
        // One pass over the pairs: checks every key and undeclared value, and remembers where the
        // first value of each declared key is (start and end offsets in `query`, -1 when absent).
        // A fixed capacity for the usual handful of declared keys, in a local value: the closure
        // of `withUnsafeTemporaryAllocation` is called from two places, so it is not inlined and
        // would retain and release the layout it captures.
        if declaredCount <= 8 {
            var firsts = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            return withUnsafeMutableBytes(of: &firsts) { raw in
                read(
                    query, offset: offset, layout: layout, checksUndeclared: checksUndeclared, firsts: raw.bindMemory(to: Int.self),
                    into: &slots, failure: &failure)
            }
        }
        let firsts = UnsafeMutableBufferPointer<Int>.allocate(capacity: 2 * declaredCount)
        defer { firsts.deallocate() }
        return read(
            query, offset: offset, layout: layout, checksUndeclared: checksUndeclared, firsts: firsts, into: &slots,
            failure: &failure)
    }

    @inline(__always)
    private static func read(
        _ query: UnsafeBufferPointer<UInt8>, offset: Int, layout: ValueLayout, checksUndeclared: Bool,
        firsts: UnsafeMutableBufferPointer<Int>, into slots: inout ValueSlots, failure: inout Failure?
    ) -> Bool {
        let declaredCount = layout.queryKeys.count
        do {
            firsts.baseAddress!.initialize(repeating: -1, count: 2 * declaredCount)
            var cursor = 0
            while let (rawKey, rawValue) = nextPair(query, &cursor) {
                guard let index = declaredIndex(rawKey, layout: layout) else {
                    if !checksUndeclared { continue }
                    let raw = String(decoding: rawKey, as: UTF8.self)
                    failure = Failure(.invalidQueryParameter, nil, raw, raw)
                    return false
                }
                if index >= 0 {
                    if firsts[2 * index] < 0 {
                        let start = rawValue.baseAddress.map { $0 - query.baseAddress! } ?? 0
                        firsts[2 * index] = start
                        firsts[2 * index + 1] = start + rawValue.count
                    }
                } else if checksUndeclared, !isDecodable(rawValue) {
                    let key = PercentEncoding.decode(rawKey, plusIsSpace: true) ?? ""
                    failure = Failure(.invalidQueryParameter, nil, String(decoding: rawValue, as: UTF8.self), key)
                    return false
                }
            }
            for index in 0..<declaredCount {
                let start = firsts[2 * index]
                guard start >= 0 else {
                    if let slot = layout.defaultSlots[index] {
                        slots.append(slot)
                    } else if let text = layout.query[index].defaultValue {
                        let parameter = layout.query[index]
                        failure = Failure(.invalidQueryParameter, parameter, text, parameter.name)
                        return false
                    } else if layout.queryRequired[index] {
                        let parameter = layout.query[index]
                        failure = Failure(.missingQueryParameter, parameter, "", parameter.name)
                        return false
                    }
                    continue
                }
                let end = firsts[2 * index + 1]
                let raw = UnsafeBufferPointer(rebasing: query[start..<end])
                var slot = ValueSlot()
                slot.start = offset + start
                slot.end = offset + end
                slot.name = UInt32(truncatingIfNeeded: layout.queryStart + index)
                slot.source = .query
                slot.kind = layout.queryKinds[index]
                slot.needsDecoding = raw.contains { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }
                guard convert(raw, into: &slot, slots: &slots, layout: layout, index: index) else {
                    let parameter = layout.query[index]
                    // The decoded text if it decodes (the conversion failed), else the raw text.
                    let found = PercentEncoding.decode(raw, plusIsSpace: true) ?? String(decoding: raw, as: UTF8.self)
                    failure = Failure(.invalidQueryParameter, parameter, found, parameter.name)
                    return false
                }
                slots.append(slot)
            }
            return true
        }
    }

    /// Checks that a declared value decodes and converts; sets the slot's typed bits.
    private static func convert(
        _ raw: UnsafeBufferPointer<UInt8>, into slot: inout ValueSlot, slots: inout ValueSlots, layout: ValueLayout,
        index: Int
    ) -> Bool {
        switch slot.kind {
        case .text:
            return !slot.needsDecoding || PercentEncoding.isDecodable(raw, plusIsSpace: true)
        case .int, .uuid, .bool:
            guard slot.needsDecoding else {
                guard let bits = TypedBits.parse(slot.kind, raw) else { return false }
                slot.bits = bits
                return true
            }
            let kind = slot.kind
            let bits = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: raw.count) { output -> TypedBits? in
                guard let count = PercentEncoding.decodeBytes(raw, into: output.baseAddress!, plusIsSpace: true) else {
                    return nil
                }
                return TypedBits.parse(kind, UnsafeBufferPointer(rebasing: output[0..<count]))
            }
            guard let bits else { return false }
            slot.bits = bits
            return true
        case .boxed:
            guard let text = PercentEncoding.decode(raw, plusIsSpace: true),
                let value = layout.query[index].type.value(from: text)
            else { return false }
            slot.bits = TypedBits(low: slots.box(value))
            return true
        }
    }

    /// Undeclared pairs, decoded; the first occurrence of a key wins. Only called on queries
    /// that ``read(_:route:into:failure:)`` accepted.
    static func extras(_ query: UnsafeBufferPointer<UInt8>, declared: [Route.QueryParameter]) -> [String: String] {
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
    @inline(__always)
    static func nextPair(
        _ query: UnsafeBufferPointer<UInt8>, _ cursor: inout Int
    ) -> (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>)? {
        guard let pair = nextPairBounds(query, &cursor) else { return nil }
        return (UnsafeBufferPointer(rebasing: query[pair.start..<pair.keyEnd]),
                UnsafeBufferPointer(rebasing: query[pair.valueStart..<pair.end]))
    }

    /// Where the next non-empty pair from `cursor` is, as offsets in `query`: the key is
    /// `start..<keyEnd`, the value `valueStart..<end` (empty, at `end`, when there is no `=`).
    @inline(__always)
    static func nextPairBounds(
        _ query: UnsafeBufferPointer<UInt8>, _ cursor: inout Int
    ) -> (start: Int, keyEnd: Int, valueStart: Int, end: Int)? {
        guard let base = query.baseAddress else { return nil }
        while cursor < query.count {
            let start = cursor
            cursor = ByteSearch.first(UInt8(ascii: "&"), in: base, from: start, to: query.count)
            let equals = ByteSearch.first(UInt8(ascii: "="), in: base, from: start, to: cursor)
            let end = cursor
            cursor += 1
            if end == start { continue }
            if equals == end { return (start, end, end, end) }
            return (start, equals, equals + 1, end)
        }
        return nil
    }

    /// The index of the declared parameter the raw key names, -1 if undeclared, `nil` if the key
    /// does not decode. Plain keys are compared as bytes, without allocating.
    static func declaredIndex(_ rawKey: UnsafeBufferPointer<UInt8>, in declared: [Route.QueryParameter]) -> Int? {
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

    /// The index of the declared parameter the raw key names, -1 if undeclared, `nil` if the key
    /// does not decode. Plain keys are compared as bytes, without allocating.
    private static func declaredIndex(_ rawKey: UnsafeBufferPointer<UInt8>, layout: ValueLayout) -> Int? {
        let keys = layout.queryKeys
        if keys.isEmpty { return isDecodable(rawKey) ? -1 : nil }
        if !rawKey.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) {
            for index in keys.indices where keys[index].count == rawKey.count {
                if keys[index].withUnsafeBufferPointer({ $0.elementsEqual(rawKey) }) { return index }
            }
            return -1
        }
        guard let key = PercentEncoding.decode(rawKey, plusIsSpace: true) else { return nil }
        return layout.query.firstIndex { $0.name == key } ?? -1
    }

    private static func isDecodable(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        !raw.contains(UInt8(ascii: "%")) || PercentEncoding.isDecodable(raw)
    }
}

/// The result of one match, filled in place: the route (-1 until found) and its values.
struct MatchOutcome {
    var route = -1
    var path = ValueSlots()
    var query = ValueSlots()
    var queryRange = 0..<0
    var failure: RouteError?
    /// Whether undeclared query pairs must decode (`false` when the caller drops them).
    var checksUndeclared = true
}

/// The matching itself, on the table's frozen state: methods of the storage object, which the
/// search borrows (nothing it reads is retained and released per match).
extension TableStorage {
    /// Matches `bytes` (the UTF-8 of `url`), writing the route, its values or the failure into
    /// `outcome`.
    func match(bytes: UnsafeBufferPointer<UInt8>, url: String, into outcome: inout MatchOutcome) {
        var scanFailure: URLScanner.Failure?
        guard let pathStart = scanner.pathStart(bytes, failure: &scanFailure) else {
            outcome.failure = Self.error(scanFailure, bytes: bytes, url: url)
            return
        }
        // A closure this small is inlined: the table and the URL stay borrowed (a closure that
        // captured them would retain and release both once per match).
        MatchScratch.with(bytes: bytes, capacity: trie.maxDepth + 1) { scratch in
            search(scratch, bytes: bytes, pathStart: pathStart, url: url, into: &outcome)
        }
    }

    /// Scans the path into `scratch`, searches the trie and reads the winning route's values.
    private func search(
        _ scratch: MatchScratch, bytes: UnsafeBufferPointer<UInt8>, pathStart: Int, url: String,
        into outcome: inout MatchOutcome
    ) {
        var scanFailure: URLScanner.Failure?
        guard let layout = scanner.layout(bytes, pathStart: pathStart, frames: scratch.frames, failure: &scanFailure)
        else {
            outcome.failure = Self.error(scanFailure, bytes: bytes, url: url)
            return
        }
        var search = TrieSearch(trie: trie.view, scratch: scratch, layout: layout, lenient: false)
        guard let found = search.run() else {
            outcome.failure = diagnose(
                scratch: scratch, url: url, layout: layout, deepest: search.deepest,
                refusedAValue: search.refusedAValue)
            return
        }
        let route = Int(found.route)
        let queryRange = layout.queryStart >= 0 ? layout.queryStart..<layout.queryEnd : 0..<0
        var queryFailure: QueryParser.Failure?
        let accepted = matchShapes.shapes[Int(routeSlots[route].shape)].readValues(
            found: found, scratch: scratch, layout: layout, queryRange: queryRange, into: &outcome, failure: &queryFailure)
        if let queryFailure {
            var error = RouteError(queryFailure.kind, url: url, route: routes[route])
            error.parameter = queryFailure.key
            error.expected = queryFailure.parameter?.type.name ?? "percent-encoded UTF-8"
            error.found = queryFailure.found
            outcome.failure = error
            return
        }
        guard accepted else { return }
        outcome.queryRange = queryRange
        outcome.route = Int(found.route)
    }

    private static func error(
        _ scan: URLScanner.Failure?, bytes: UnsafeBufferPointer<UInt8>, url: String
    ) -> RouteError {
        guard let scan else { return RouteError(.invalidURL, url: url) }
        var error = RouteError(scan.kind, url: url)
        error.update { details in
            details.offset = scan.offset
            details.reason = scan.reason
            details.found = scan.found.map { String(decoding: bytes[$0], as: UTF8.self) }
        }
        return error
    }

    /// Explains a failed search: a bad parameter if the URL has a route's shape, else no route.
    private func diagnose(
        scratch: MatchScratch, url: String, layout: URLScanner.Layout, deepest strictDeepest: Int,
        refusedAValue: Bool
    ) -> RouteError {
        let bytes = scratch.bytes
        let frames = scratch.frames
        var lenient = TrieSearch(trie: trie.view, scratch: scratch, layout: layout, lenient: true)
        if refusedAValue, let found = lenient.run() {
            let compiled = compiled(Int(found.route))
            let route = routes[Int(found.route)]
            let depth = found.isCatchAll ? found.depth + 1 : found.depth
            for segment in 0..<min(depth, frames.count) where frames[segment].overlooked != -1 {
                let overlooked = frames[segment].overlooked
                var error = RouteError(.invalidParameter, url: url, route: route)
                error.parameter = compiled.captureName(atSegment: segment)
                error.expected = overlooked >= 0 ? trie.types[Int(overlooked)].name : "percent-encoded UTF-8"
                let end = found.isCatchAll ? layout.pathEnd : frames[segment].end
                let raw = UnsafeBufferPointer(rebasing: bytes[frames[segment].start..<end])
                if frames[segment].decodeState == 1 {
                    error.found = scratch.text(segment)
                } else if overlooked >= 0, let decoded = PercentEncoding.decode(raw) {
                    // A built-in type converts from the bytes: decode the refused value for the message.
                    error.found = decoded
                } else {
                    error.found = String(decoding: raw, as: UTF8.self)
                }
                return error
            }
        }
        var error = RouteError(.unknownRoute, url: url, source: suggestions,
                                    pathRange: layout.pathStart..<layout.pathEnd)
        let prefixEnd = strictDeepest > 0 ? frames[strictDeepest - 1].end : layout.pathStart
        let found = strictDeepest < layout.segmentCount && strictDeepest < frames.count
            ? frames[strictDeepest].start..<frames[strictDeepest].end : nil
        error.setRanges(found: found, matchedPrefix: layout.pathStart..<prefixEnd)
        return error
    }
}

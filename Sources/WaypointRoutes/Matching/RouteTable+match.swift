extension RouteTable {
    /// Matches a URL to a route, with its typed path parameters and query values.
    ///
    /// Accepts configured custom schemes (`nuapp://card/42`, the host being the first segment),
    /// `http`/`https` with a configured host (`https://bank.example/card/42`) and bare paths
    /// (`/card/42`). A trailing slash is tolerated and the fragment ignored. Per segment a
    /// constant beats a typed parameter whose conversion succeeds, which beats an untyped
    /// parameter, then `*`, then `**`; a failed conversion falls through to the next candidate.
    /// Only captured values are percent-decoded, once.
    ///
    /// ```swift
    /// let match = try table.match("nuapp://card/42/block?reason=lost")
    /// print(match.route.name, match.parameters["cardID"] ?? "", match.query["reason"] ?? "")
    /// ```
    /// - Parameter url: The URL text.
    /// - Returns: The match.
    /// - Throws: ``RouteMatchError`` — invalid URL, unsupported scheme or host, unknown route
    ///   (with suggestions), invalid parameter, missing or invalid query parameter.
    /// - Complexity: O(*m*) in the URL's length for a given table, independent of the number of
    ///   routes (backtracking is bounded by the alternatives of the few segments involved).
    public func match(_ url: String) throws(RouteMatchError) -> RouteMatch {
        // Everything is written in place here (no large value travels back through closures).
        var outcome = Outcome()
        if url.utf8.withContiguousStorageIfAvailable({ match(bytes: $0, url: url, into: &outcome) }) == nil {
            var copy = url
            copy.makeContiguousUTF8()
            copy.withUTF8 { match(bytes: $0, url: url, into: &outcome) }
        }
        let route = outcome.route
        guard route >= 0 else { throw outcome.failure ?? RouteMatchError(.invalidURL, url: url) }
        let queryRange = outcome.queryRange
        // Moved out of the outcome, not copied: the slots go into the values as they are.
        let path = outcome.path.take()
        let query = outcome.query.take()
        let storage = storage
        let layout = storage.compiled(route).layout
        let decoded = path.mayNeedDecoding || query.mayNeedDecoding ? DecodedTexts.make(count: layout.names.count) : nil
        return RouteMatch(
            table: storage, routeIndex: route,
            parameters: RouteValues(url: url, layout: layout, slots: path, decoded: decoded),
            // Values without slots never read the URL (the match's URL is its parameters').
            query: RouteValues(url: query.count == 0 ? "" : url, layout: layout, slots: query, decoded: decoded),
            queryRange: queryRange)
    }

    /// The result of one match, filled in place: the route (-1 until found) and its values.
    private struct Outcome {
        var route = -1
        var path = ValueSlots()
        var query = ValueSlots()
        var queryRange = 0..<0
        var failure: RouteMatchError?
    }

    private func match(bytes: UnsafeBufferPointer<UInt8>, url: String, into outcome: inout Outcome) {
        let storage = storage
        var scanFailure: URLScanner.Failure?
        guard let pathStart = storage.scanner.pathStart(bytes, failure: &scanFailure) else {
            outcome.failure = Self.error(scanFailure, bytes: bytes, url: url)
            return
        }
        MatchScratch.with(bytes: bytes, capacity: storage.trie.maxDepth + 1) { scratch in
            guard let layout = storage.scanner.layout(bytes, pathStart: pathStart, frames: scratch.frames, failure: &scanFailure)
            else {
                outcome.failure = Self.error(scanFailure, bytes: bytes, url: url)
                return
            }
            var search = TrieSearch(trie: storage.trie.view, scratch: scratch, layout: layout, lenient: false)
            guard let found = search.run() else {
                outcome.failure = diagnose(
                    scratch: scratch, url: url, layout: layout, deepest: search.deepest,
                    refusedAValue: search.refusedAValue)
                return
            }
            let route = Int(found.route)
            appendValues(of: storage.compiled(route).captures, found: found, scratch: scratch, layout: layout, to: &outcome.path)
            let queryRange = layout.queryStart >= 0 ? layout.queryStart..<layout.queryEnd : 0..<0
            var queryFailure: QueryParser.Failure?
            let accepted = QueryParser.read(
                UnsafeBufferPointer(rebasing: bytes[queryRange]), offset: queryRange.lowerBound,
                layout: storage.compiled(route).layout, into: &outcome.query, failure: &queryFailure)
            if let queryFailure {
                var error = RouteMatchError(queryFailure.kind, url: url, route: storage.routes[route])
                error.parameter = queryFailure.key
                error.expectedType = queryFailure.parameter?.type.name ?? "percent-encoded UTF-8"
                error.found = queryFailure.found
                outcome.failure = error
                return
            }
            guard accepted else { return }
            outcome.queryRange = queryRange
            outcome.route = Int(found.route)
        }
    }

    private static func error(
        _ scan: URLScanner.Failure?, bytes: UnsafeBufferPointer<UInt8>, url: String
    ) -> RouteMatchError {
        guard let scan else { return RouteMatchError(.invalidURL, url: url) }
        var error = RouteMatchError(scan.kind, url: url)
        error.offset = scan.offset
        error.reason = scan.reason
        error.found = scan.found.map { String(decoding: bytes[$0], as: UTF8.self) }
        return error
    }

    /// Appends the captured values of the winning route: where their text is, and the typed
    /// values the search converted.
    private func appendValues(
        of captures: [CompiledRoute.Capture], found: TrieSearch.Found, scratch: MatchScratch, layout: URLScanner.Layout,
        to slots: inout ValueSlots
    ) {
        captures.withUnsafeBufferPointer { captures in
            for index in captures.indices {
                let capture = captures[index]
                var slot = ValueSlot()
                slot.name = UInt32(truncatingIfNeeded: index)
                if capture.isCatchAll {
                    slot.start = scratch.frames[found.depth].start
                    slot.end = layout.pathEnd
                    slot.source = .catchAll
                    slot.needsDecoding = ByteSearch.first(
                        UInt8(ascii: "%"), in: scratch.bytes.baseAddress!, from: slot.start, to: slot.end) < slot.end
                } else {
                    let frame = scratch.frames[capture.segment]
                    slot.start = frame.start
                    slot.end = frame.end
                    slot.needsDecoding = frame.hasPercent
                    if capture.kind != .text {
                        slot.kind = frame.kind
                        if frame.kind == .boxed {
                            slot.bits = TypedBits(low: slots.box(scratch.value(capture.segment) ?? ""))
                        } else {
                            slot.bits = frame.bits
                        }
                    }
                }
                slots.append(slot)
            }
        }
    }

    /// Explains a failed search: a bad parameter if the URL has a route's shape, else no route.
    private func diagnose(
        scratch: MatchScratch, url: String, layout: URLScanner.Layout, deepest strictDeepest: Int,
        refusedAValue: Bool
    ) -> RouteMatchError {
        let storage = storage
        let bytes = scratch.bytes
        let frames = scratch.frames
        var lenient = TrieSearch(trie: storage.trie.view, scratch: scratch, layout: layout, lenient: true)
        if refusedAValue, let found = lenient.run() {
            let compiled = storage.compiled(Int(found.route))
            let route = storage.routes[Int(found.route)]
            let depth = found.isCatchAll ? found.depth + 1 : found.depth
            for segment in 0..<min(depth, frames.count) where frames[segment].overlooked != -1 {
                let overlooked = frames[segment].overlooked
                var error = RouteMatchError(.invalidParameter, url: url, route: route)
                error.parameter = compiled.captureName(atSegment: segment)
                error.expectedType = overlooked >= 0 ? storage.trie.types[Int(overlooked)].name : "percent-encoded UTF-8"
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
        var error = RouteMatchError(.unknownRoute, url: url, source: storage.suggestions,
                                    pathRange: layout.pathStart..<layout.pathEnd)
        let prefixEnd = strictDeepest > 0 ? frames[strictDeepest - 1].end : layout.pathStart
        let found = strictDeepest < layout.segmentCount && strictDeepest < frames.count
            ? frames[strictDeepest].start..<frames[strictDeepest].end : nil
        error.setRanges(found: found, matchedPrefix: layout.pathStart..<prefixEnd)
        return error
    }
}

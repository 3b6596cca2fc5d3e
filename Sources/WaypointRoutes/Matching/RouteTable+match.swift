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
        var failure: RouteMatchError?
        var result: RouteMatch?
        if url.utf8.withContiguousStorageIfAvailable({ result = match(bytes: $0, url: url, failure: &failure) }) == nil {
            var copy = url
            copy.makeContiguousUTF8()
            copy.withUTF8 { result = match(bytes: $0, url: url, failure: &failure) }
        }
        if let result { return result }
        throw failure ?? RouteMatchError(.invalidURL, url: url)
    }

    private func match(
        bytes: UnsafeBufferPointer<UInt8>, url: String, failure: inout RouteMatchError?
    ) -> RouteMatch? {
        let storage = storage
        var scanFailure: URLScanner.Failure?
        guard let pathStart = storage.scanner.pathStart(bytes, failure: &scanFailure) else {
            failure = Self.error(scanFailure, bytes: bytes, url: url)
            return nil
        }
        return MatchScratch.with(bytes: bytes, capacity: storage.trie.maxDepth + 1) { scratch in
            guard let layout = storage.scanner.layout(bytes, pathStart: pathStart, frames: scratch.frames, failure: &scanFailure)
            else {
                failure = Self.error(scanFailure, bytes: bytes, url: url)
                return nil
            }
            var search = TrieSearch(trie: storage.trie, scratch: scratch, layout: layout, lenient: false)
            guard let found = search.run() else {
                failure = diagnose(
                    scratch: scratch, url: url, layout: layout, deepest: search.deepest,
                    refusedAValue: search.refusedAValue)
                return nil
            }
            let compiled = storage.compiled[Int(found.route)]
            let route = compiled.route
            var entries: [RouteValues.Entry] = []
            let declaredCount = route.query.count
            if compiled.captures.count + declaredCount > 0 {
                entries.reserveCapacity(compiled.captures.count + declaredCount)
            }
            appendValues(of: compiled, found: found, scratch: scratch, layout: layout, to: &entries)
            let pathCount = entries.count
            let queryRange = layout.queryStart >= 0 ? layout.queryStart..<layout.queryEnd : 0..<0
            var queryFailure: QueryParser.Failure?
            let accepted = QueryParser.read(
                UnsafeBufferPointer(rebasing: bytes[queryRange]), route: route, into: &entries, failure: &queryFailure)
            if let queryFailure {
                var error = RouteMatchError(queryFailure.kind, url: url, route: route)
                error.parameter = queryFailure.key
                error.expectedType = queryFailure.parameter?.type.name ?? "percent-encoded UTF-8"
                error.found = queryFailure.found
                failure = error
                return nil
            }
            guard accepted else { return nil }
            return RouteMatch(
                url: url, route: route, parameters: RouteValues(entries, range: 0..<pathCount),
                query: RouteValues(entries, range: pathCount..<entries.count), queryRange: queryRange)
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

    /// Appends the captured values of the winning route: decoded once, typed values from the search.
    private func appendValues(
        of compiled: CompiledRoute, found: TrieSearch.Found, scratch: MatchScratch, layout: URLScanner.Layout,
        to entries: inout [RouteValues.Entry]
    ) {
        for capture in compiled.captures {
            if capture.isCatchAll {
                let text = TrieSearch.catchAllText(
                    scratch.bytes, from: scratch.frames[found.depth].start, to: layout.pathEnd) ?? ""
                entries.append(.init(name: capture.name, text: text, value: text))
            } else {
                _ = scratch.decode(capture.segment)
                let text = scratch.text(capture.segment)
                let value = capture.isTyped ? scratch.value(capture.segment) ?? text : text
                entries.append(.init(name: capture.name, text: text, value: value))
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
        var lenient = TrieSearch(trie: storage.trie, scratch: scratch, layout: layout, lenient: true)
        if refusedAValue, let found = lenient.run() {
            let compiled = storage.compiled[Int(found.route)]
            let depth = found.isCatchAll ? found.depth + 1 : found.depth
            for segment in 0..<min(depth, frames.count) where frames[segment].overlooked != -1 {
                let overlooked = frames[segment].overlooked
                var error = RouteMatchError(.invalidParameter, url: url, route: compiled.route)
                error.parameter = compiled.capture(atSegment: segment)?.name
                error.expectedType = overlooked >= 0 ? storage.trie.types[Int(overlooked)].name : "percent-encoded UTF-8"
                let end = found.isCatchAll ? layout.pathEnd : frames[segment].end
                let raw = UnsafeBufferPointer(rebasing: bytes[frames[segment].start..<end])
                error.found = frames[segment].decodeState == 1 ? scratch.text(segment) : String(decoding: raw, as: UTF8.self)
                return error
            }
        }
        var error = RouteMatchError(.unknownRoute, url: url, source: storage.suggestions,
                                    pathRange: layout.pathStart..<layout.pathEnd)
        if strictDeepest > 0 {
            error.matchedPrefix = String(decoding: bytes[layout.pathStart..<frames[strictDeepest - 1].end], as: UTF8.self)
        } else {
            error.matchedPrefix = ""
        }
        if strictDeepest < layout.segmentCount, strictDeepest < frames.count {
            error.found = String(decoding: bytes[frames[strictDeepest].start..<frames[strictDeepest].end], as: UTF8.self)
        }
        return error
    }
}

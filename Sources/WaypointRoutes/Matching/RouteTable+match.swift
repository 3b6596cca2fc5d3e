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
        if let result = url.utf8.withContiguousStorageIfAvailable({ match(bytes: $0, url: url) }) {
            return try result.get()
        }
        var copy = url
        copy.makeContiguousUTF8()
        return try copy.utf8.withContiguousStorageIfAvailable { match(bytes: $0, url: url) }!.get()
    }

    private func match(bytes: UnsafeBufferPointer<UInt8>, url: String) -> Result<RouteMatch, RouteMatchError> {
        let storage = storage
        let pathStart: Int
        switch storage.scanner.pathStart(bytes, url: url) {
        case .success(let start): pathStart = start
        case .failure(let error): return .failure(error)
        }
        let capacity = storage.trie.maxDepth + 1
        return withUnsafeTemporaryAllocation(of: MatchFrame.self, capacity: capacity) { frames in
            frames.initialize(repeating: MatchFrame())
            defer { frames.deinitialize() }
            let layout: URLScanner.Layout
            switch storage.scanner.layout(bytes, pathStart: pathStart, frames: frames, url: url) {
            case .success(let value): layout = value
            case .failure(let error): return .failure(error)
            }
            var search = TrieSearch(trie: storage.trie, bytes: bytes, frames: frames, layout: layout, lenient: false)
            guard let found = search.run() else {
                return .failure(
                    diagnose(bytes: bytes, url: url, frames: frames, layout: layout, deepest: search.deepest))
            }
            let compiled = storage.compiled[Int(found.route)]
            var entries: [RouteValues.Entry] = []
            if !compiled.captures.isEmpty {
                entries.reserveCapacity(compiled.captures.count)
                for capture in compiled.captures {
                    if capture.isCatchAll {
                        entries.append(.init(name: capture.name, text: found.catchAllText, value: found.catchAllText))
                    } else {
                        _ = frames[capture.segment].decode(bytes)
                        let text = frames[capture.segment].text
                        entries.append(.init(name: capture.name, text: text,
                                             value: capture.type == nil ? text : frames[capture.segment].value ?? text))
                    }
                }
            }
            let route = compiled.route
            let query = QueryParser.read(bytes, layout: layout, route: route) { kind, parameter, found, key in
                var error = RouteMatchError(kind, url: url)
                error.routeName = route.name
                error.pattern = route.pattern.description
                error.parameter = key
                error.expectedType = parameter?.type.name ?? "percent-encoded UTF-8"
                error.found = found
                return error
            }
            switch query {
            case .success(let (values, extra)):
                return .success(RouteMatch(url: url, route: route, parameters: RouteValues(entries),
                                           query: values, extraQuery: extra))
            case .failure(let error):
                return .failure(error)
            }
        }
    }

    /// Explains a failed search: a bad parameter if the URL has a route's shape, else no route.
    private func diagnose(
        bytes: UnsafeBufferPointer<UInt8>, url: String, frames: UnsafeMutableBufferPointer<MatchFrame>,
        layout: URLScanner.Layout, deepest strictDeepest: Int
    ) -> RouteMatchError {
        let storage = storage
        var lenient = TrieSearch(trie: storage.trie, bytes: bytes, frames: frames, layout: layout, lenient: true)
        if let found = lenient.run() {
            let compiled = storage.compiled[Int(found.route)]
            let depth = found.isCatchAll ? found.depth + 1 : found.depth
            for segment in 0..<min(depth, frames.count) where frames[segment].overlooked != -1 {
                let overlooked = frames[segment].overlooked
                var error = RouteMatchError(.invalidParameter, url: url)
                error.routeName = compiled.route.name
                error.pattern = compiled.route.pattern.description
                error.parameter = compiled.capture(atSegment: segment)?.name
                error.expectedType = overlooked >= 0 ? storage.trie.types[Int(overlooked)].name : "percent-encoded UTF-8"
                let end = found.isCatchAll ? layout.pathEnd : frames[segment].end
                let raw = UnsafeBufferPointer(rebasing: bytes[frames[segment].start..<end])
                error.found = frames[segment].decodeState == 1 ? frames[segment].text : String(decoding: raw, as: UTF8.self)
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

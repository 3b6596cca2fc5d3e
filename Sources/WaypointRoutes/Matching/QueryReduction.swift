/// A URL reduced to the query its route declares: the first pair of each declared key, in the
/// URL's order; no undeclared pair, no repeated key, no fragment.
///
/// The hub reduces every link from outside the app this way, so that nothing downstream
/// carries data its route did not ask for. Keys compare decoded (`+` is a space), as matching
/// compares them; kept pairs keep their original encoding, so they decode as they did.
///
/// ```swift
/// let match = try table.matchIgnoringUndeclaredQuery("nuapp://card/7?reason=lost&utm=mail#top")
/// let (reduced, reduction) = match.reducedToDeclaredQuery()
/// reduction.url            // "nuapp://card/7?reason=lost"
/// reduction.droppedKeys    // ["utm"]
/// reduced.query["reason"]  // "lost"
/// ```
package struct QueryReduction: Sendable {
    /// The URL without undeclared pairs, repeated declared keys or fragment.
    package let url: String
    /// The keys of the dropped pairs, decoded when they decode, each once, in the URL's order
    /// (never their values). Repeated declared keys are not listed.
    package let droppedKeys: [String]
    /// Whether a fragment (`#…`) was dropped.
    package let droppedFragment: Bool
    /// Where each kept value starts: its UTF-8 offset in the given URL and in ``url``.
    let moves: [(from: Int, to: Int)]

    /// Reduces `url` to the pairs `declared` names.
    ///
    /// - Complexity: O(*n*) in the length of the URL.
    init(_ url: String, declared: [Route.QueryParameter]) {
        var text = url
        var moves: [(from: Int, to: Int)] = []
        var dropped: [String] = []
        var fragment = false
        let reduced = text.withUTF8 { bytes -> String? in
            guard let base = bytes.baseAddress else { return nil }
            let end = ByteSearch.first(UInt8(ascii: "#"), in: base, from: 0, to: bytes.count)
            fragment = end < bytes.count
            let question = ByteSearch.first(UInt8(ascii: "?"), in: base, from: 0, to: end)
            guard question < end else { return fragment ? String(decoding: bytes[..<end], as: UTF8.self) : nil }
            let query = UnsafeBufferPointer(rebasing: bytes[(question + 1)..<end])
            var output = Array(bytes[..<question])
            var seen = [Bool](repeating: false, count: declared.count)
            var cursor = 0
            while let pair = QueryParser.nextPairBounds(query, &cursor) {
                let rawKey = UnsafeBufferPointer(rebasing: query[pair.start..<pair.keyEnd])
                if let index = QueryParser.declaredIndex(rawKey, in: declared), index >= 0 {
                    guard !seen[index] else { continue }
                    seen[index] = true
                    output.append(output.count == question ? UInt8(ascii: "?") : UInt8(ascii: "&"))
                    moves.append((from: question + 1 + pair.valueStart, to: output.count + pair.valueStart - pair.start))
                    output.append(contentsOf: query[pair.start..<pair.end])
                    continue
                }
                let name = PercentEncoding.decode(rawKey, plusIsSpace: true) ?? String(decoding: rawKey, as: UTF8.self)
                if !dropped.contains(name) { dropped.append(name) }
            }
            return String(decoding: output, as: UTF8.self)
        }
        self.url = reduced ?? url
        self.droppedKeys = dropped
        self.droppedFragment = fragment
        self.moves = moves
    }

    /// The kept value that started at `offset` in the given URL: where it starts in ``url``.
    func moved(_ offset: Int) -> Int {
        moves.first { $0.from == offset }?.to ?? offset
    }
}

extension RouteMatch {
    /// This match reduced to its route's declared query (see ``QueryReduction``): the same route
    /// and values, read from the reduced URL, without matching again.
    ///
    /// - Returns: the match of the reduced URL, and what the reduction dropped.
    /// - Complexity: O(*n*) in the length of the URL.
    package func reducedToDeclaredQuery() -> (match: RouteMatch, reduction: QueryReduction) {
        let reduction = QueryReduction(url, declared: table.compiled(routeIndex).layout.query)
        guard reduction.url != url else { return (self, reduction) }
        // The reduced URL keeps everything before the query, so the query starts where it did.
        let match = RouteMatch(
            table: table, routeIndex: routeIndex,
            parameters: parameters.rebased(on: reduction.url) { $0 },
            query: query.rebased(on: reduction.url, movingQueryValues: reduction.moved),
            queryRange: reduction.moves.isEmpty ? 0..<0 : queryRange.lowerBound..<reduction.url.utf8.count)
        return (match, reduction)
    }
}

extension Route {
    /// `url` reduced to the query this route declares (see ``QueryReduction``), without matching it.
    ///
    /// - Complexity: O(*n*) in the length of the URL.
    package func reducedToDeclaredQuery(_ url: String) -> QueryReduction {
        QueryReduction(url, declared: query)
    }
}

extension QueryReduction {
    /// `url` without any query or fragment: what a URL that names no route keeps.
    package static func withoutQuery(_ url: String) -> QueryReduction {
        QueryReduction(url, declared: [])
    }
}

import Foundation

/// A URL reduced to what a route declares: the first value of each declared query key, no
/// undeclared keys, no fragment.
///
/// The hub applies it to every request from an external source before anything else sees the
/// URL, so that flows, guards, events, errors and dry runs never carry data the route did not
/// ask for. Only the names of dropped keys are kept, bounded for logs.
struct TrustedURL: Equatable {
    /// The URL text without undeclared query keys, repeated declared keys or fragment.
    let text: String
    /// The names of the dropped keys, decoded, first occurrence order; bounded by ``LogText``.
    let droppedKeys: [String]
    /// Whether a fragment (`#…`) was dropped.
    let droppedFragment: Bool

    /// The URL unchanged.
    init(unchanged url: String) {
        text = url
        droppedKeys = []
        droppedFragment = false
    }

    /// Keeps, of `url`'s query, the first pair of each key in `declaredKeys`; drops the rest and
    /// the fragment. Keys compare after percent-decoding (`+` is a space), as the route engine
    /// compares them; kept pairs keep their original encoding, so they decode the same.
    ///
    /// - Complexity: O(*n*) in the length of the URL.
    init(_ url: String, declaredKeys: Set<String>) {
        let fragment = url.firstIndex(of: "#")
        let base = url[..<(fragment ?? url.endIndex)]
        droppedFragment = fragment != nil
        guard let question = base.firstIndex(of: "?") else {
            text = String(base)
            droppedKeys = []
            return
        }
        var kept: [Substring] = []
        var seen: Set<String> = []
        var dropped: [String] = []
        var droppedSet: Set<String> = []
        for pair in base[base.index(after: question)...].split(separator: "&") {
            let rawKey = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let key = String(rawKey).replacingOccurrences(of: "+", with: " ").removingPercentEncoding
            if let key, declaredKeys.contains(key) {
                if seen.insert(key).inserted { kept.append(pair) }
                continue
            }
            let name = key ?? String(rawKey)
            if droppedSet.insert(name).inserted { dropped.append(name) }
        }
        let prefix = base[..<question]
        text = kept.isEmpty ? String(prefix) : String(prefix) + "?" + kept.joined(separator: "&")
        droppedKeys = LogText.names(dropped)
    }

    /// Whether `url` has a query or a fragment that a declaration could reduce.
    static func mayReduce(_ url: String) -> Bool {
        url.utf8.contains { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
    }
}

import BenchmarkFixtures
import Foundation

/// What a careful user of a segment-based router (routing-kit, or a list of closures) writes to
/// get from a URL string to path segments and query items: one pass over the UTF-8 bytes to
/// strip scheme and host, cut the query and the fragment and split on `/`; Foundation's
/// percent-decoding only for values that contain a `%`.
struct ManualURL {
    var segments: [Substring]
    var query: Substring

    init?(_ url: String) {
        let bytes = url.utf8
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let scheme = url[..<colon]
        let afterColon = bytes.index(after: colon)
        guard bytes[afterColon...].starts(with: "//".utf8) else { return nil }
        var cursor = bytes.index(afterColon, offsetBy: 2)
        var end = bytes.endIndex
        var query: Substring = url[end...]
        if let mark = bytes[cursor...].firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) {
            if bytes[mark] == UInt8(ascii: "?") {
                let queryEnd = bytes[mark...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
                query = url[bytes.index(after: mark)..<queryEnd]
            }
            end = mark
        }
        if Self.equalsIgnoringCase(scheme, "https") {
            let hostEnd = bytes[cursor..<end].firstIndex(of: UInt8(ascii: "/")) ?? end
            guard BenchmarkURLs.webHosts.contains(where: { Self.equalsIgnoringCase(url[cursor..<hostEnd], $0) }) else {
                return nil
            }
            cursor = hostEnd
        } else if !Self.equalsIgnoringCase(scheme, BenchmarkURLs.scheme) {
            return nil
        }
        var segments: [Substring] = []
        var start = cursor
        var index = cursor
        while index < end {
            if bytes[index] == UInt8(ascii: "/") {
                if start < index { segments.append(url[start..<index]) }
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if start < end { segments.append(url[start..<end]) }
        self.segments = segments
        self.query = query
    }

    /// The decoded value of query item `name`, if present.
    func queryValue(_ name: String) -> String? {
        for item in query.utf8.split(separator: UInt8(ascii: "&")) {
            let equals = item.firstIndex(of: UInt8(ascii: "=")) ?? item.endIndex
            guard item[..<equals].elementsEqual(name.utf8) else { continue }
            guard equals < item.endIndex else { return "" }
            return Self.decoded(query[query.utf8.index(after: equals)..<item.endIndex])
        }
        return nil
    }

    /// Percent-decodes `text` with Foundation when it holds an escape.
    static func decoded(_ text: Substring) -> String? {
        text.utf8.contains(UInt8(ascii: "%")) ? text.removingPercentEncoding : String(text)
    }

    private static func equalsIgnoringCase(_ text: Substring, _ lowercase: String) -> Bool {
        text.utf8.count == lowercase.utf8.count
            && zip(text.utf8, lowercase.utf8).allSatisfy { byte, expected in
                byte == expected || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") && byte + 32 == expected)
            }
    }
}

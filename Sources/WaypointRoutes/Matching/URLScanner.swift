/// Splits a URL's UTF-8 bytes into scheme, host, path segments and query, without allocating.
struct URLScanner {
    /// Byte offsets of the parts of a URL.
    struct Layout {
        var pathStart = 0
        /// Exclusive; a trailing slash is already excluded.
        var pathEnd = 0
        var queryStart = -1
        var queryEnd = -1
        var segmentCount = 0
    }

    let schemes: [[UInt8]]
    let hosts: [[UInt8]]
    let schemeList: String
    let hostList: String

    init(_ configuration: URLConfiguration) {
        schemes = configuration.schemes.sorted().map { Array($0.utf8) }
        hosts = configuration.hosts.sorted().map { Array($0.utf8) }
        schemeList = configuration.schemes.sorted().map { "`\($0)`" }.joined(separator: ", ")
        hostList = configuration.hosts.sorted().map { "`\($0)`" }.joined(separator: ", ")
    }

    /// Finds where the path starts, checking scheme and host.
    func pathStart(_ bytes: UnsafeBufferPointer<UInt8>, url: String) -> Result<Int, RouteMatchError> {
        var index = 0
        while index < bytes.count, Self.isSchemeByte(bytes[index], first: index == 0) { index += 1 }
        guard index > 0, index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return .success(0) }
        guard index + 2 < bytes.count + 0, bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "/")
        else { return .failure(invalid(url, "expected `//` after the scheme", offset: index + 1)) }
        let scheme = UnsafeBufferPointer(rebasing: bytes[0..<index])
        let afterSlashes = index + 3
        if Self.equalFolded(scheme, Self.http) || Self.equalFolded(scheme, Self.https) {
            guard !hosts.isEmpty else { return .failure(unsupportedScheme(url, scheme)) }
            var end = afterSlashes
            var hostEnd = -1
            while end < bytes.count, !Self.endsAuthority(bytes[end]) {
                if bytes[end] == UInt8(ascii: "@") {
                    return .failure(invalid(url, "user information is not accepted", offset: end))
                }
                if bytes[end] == UInt8(ascii: ":") { hostEnd = end }
                end += 1
            }
            if hostEnd >= 0 {
                for byte in bytes[(hostEnd + 1)..<end] where !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                    return .failure(invalid(url, "the port is not a number", offset: hostEnd + 1))
                }
            } else {
                hostEnd = end
            }
            let host = UnsafeBufferPointer(rebasing: bytes[afterSlashes..<hostEnd])
            guard hosts.contains(where: { Self.equalFolded(host, $0) }) else {
                var error = RouteMatchError(.unsupportedHost, url: url)
                error.found = String(decoding: host, as: UTF8.self)
                error.reason = hostList
                return .failure(error)
            }
            return .success(end)
        }
        guard schemes.contains(where: { Self.equalFolded(scheme, $0) }) else {
            return .failure(unsupportedScheme(url, scheme))
        }
        return .success(afterSlashes)
    }

    /// Finds the path end and the query, validates every segment and stores the first
    /// `frames.count` segments' bounds in `frames`.
    func layout(
        _ bytes: UnsafeBufferPointer<UInt8>, pathStart: Int, frames: UnsafeMutableBufferPointer<MatchFrame>,
        url: String
    ) -> Result<Layout, RouteMatchError> {
        var layout = Layout()
        var end = pathStart
        while end < bytes.count, bytes[end] != UInt8(ascii: "?"), bytes[end] != UInt8(ascii: "#") { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "?") {
            layout.queryStart = end + 1
            var queryEnd = end + 1
            while queryEnd < bytes.count, bytes[queryEnd] != UInt8(ascii: "#") { queryEnd += 1 }
            layout.queryEnd = queryEnd
        }
        var start = pathStart
        if start < end, bytes[start] == UInt8(ascii: "/") { start += 1 }
        if start < end, bytes[end - 1] == UInt8(ascii: "/") {
            end -= 1
            if start == end { return .failure(invalid(url, "empty path segment", offset: start)) }
        }
        layout.pathStart = start
        layout.pathEnd = end
        guard start < end else { return .success(layout) }
        var segmentStart = start
        var hasPercent = false
        var count = 0
        var index = start
        while index <= end {
            if index == end || bytes[index] == UInt8(ascii: "/") {
                let length = index - segmentStart
                if length == 0 { return .failure(invalid(url, "empty path segment", offset: segmentStart)) }
                if bytes[segmentStart] == UInt8(ascii: "."),
                    length == 1 || (length == 2 && bytes[segmentStart + 1] == UInt8(ascii: "."))
                {
                    return .failure(invalid(url, "`.` and `..` segments are not accepted", offset: segmentStart))
                }
                if count < frames.count {
                    frames[count].start = segmentStart
                    frames[count].end = index
                    frames[count].hasPercent = hasPercent
                }
                count += 1
                segmentStart = index + 1
                hasPercent = false
            } else {
                let byte = bytes[index]
                if byte == UInt8(ascii: "%") {
                    hasPercent = true
                } else if byte < 0x20 || byte == 0x7F {
                    return .failure(invalid(url, "control character in the path", offset: index))
                }
            }
            index += 1
        }
        layout.segmentCount = count
        return .success(layout)
    }

    private func invalid(_ url: String, _ reason: String, offset: Int) -> RouteMatchError {
        var error = RouteMatchError(.invalidURL, url: url)
        error.reason = reason
        error.offset = offset
        return error
    }

    private func unsupportedScheme(_ url: String, _ scheme: UnsafeBufferPointer<UInt8>) -> RouteMatchError {
        var error = RouteMatchError(.unsupportedScheme, url: url)
        error.found = String(decoding: scheme, as: UTF8.self)
        var accepted = schemeList
        if !hosts.isEmpty { accepted += (accepted.isEmpty ? "" : ", ") + "`http`, `https`" }
        error.reason = accepted.isEmpty ? "none" : accepted
        return error
    }

    private static let http = Array("http".utf8)
    private static let https = Array("https".utf8)

    private static func isSchemeByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."): !first
        default: false
        }
    }

    private static func endsAuthority(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }

    /// Compares bytes to a lowercase ASCII key, ignoring ASCII case.
    static func equalFolded(_ bytes: UnsafeBufferPointer<UInt8>, _ lowercase: [UInt8]) -> Bool {
        guard bytes.count == lowercase.count else { return false }
        for (byte, expected) in zip(bytes, lowercase) where SegmentHash.fold(byte, true) != expected {
            return false
        }
        return true
    }
}

import Foundation

/// Splits a URL's UTF-8 bytes into scheme, host, path segments and query, without allocating.
final class URLScanner: Sendable {
    /// Byte offsets of the parts of a URL.
    struct Layout {
        var pathStart = 0
        /// Exclusive; a trailing slash is already excluded.
        var pathEnd = 0
        var queryStart = -1
        var queryEnd = -1
        var segmentCount = 0
    }

    /// Why a URL was rejected before matching, in offsets; ``RouteTable`` turns it into an error.
    /// A class, so that the `Failure?` every match carries costs one pointer to clean up.
    final class Failure {
        let kind: RouteError.Kind
        let offset: Int?
        let reason: String?
        /// The offending scheme or host.
        let found: Range<Int>?

        init(kind: RouteError.Kind, offset: Int? = nil, reason: String? = nil, found: Range<Int>? = nil) {
            self.kind = kind
            self.offset = offset
            self.reason = reason
            self.found = found
        }
    }

    let schemes: [[UInt8]]
    let hosts: [[UInt8]]
    let schemeList: String
    let hostList: String

    /// Exact lowercase prefixes the full check would accept, tried first with one comparison
    /// each: `scheme://` for custom schemes, and `http://host`, `https://host` (which must be
    /// followed by the end, `/`, `?` or `#`). Anything else takes the full check.
    let schemePrefixes: [[UInt8]]
    let webPrefixes: [[UInt8]]

    init(_ configuration: URLConfiguration) {
        schemes = configuration.schemes.sortedByPosition().map { Array($0.utf8) }
        hosts = configuration.hosts.sortedByPosition().map { Array($0.utf8) }
        schemePrefixes = schemes.filter { scheme in
            guard let first = scheme.first, Self.isLetter(first), scheme.allSatisfy(Self.isSchemeByte) else { return false }
            let isWeb = scheme.withUnsafeBufferPointer { Self.isWebScheme($0) }
            return !isWeb && scheme.allSatisfy { SegmentHash.fold($0, true) == $0 }
        }.map { $0 + Array("://".utf8) }
        webPrefixes = hosts.filter { host in
            host.allSatisfy { SegmentHash.fold($0, true) == $0 && !Array("/?#@:".utf8).contains($0) }
        }.flatMap { host in [Array("https://".utf8) + host, Array("http://".utf8) + host] }
        schemeList = configuration.schemes.sortedByPosition().map { "`\($0)`" }.joined(separator: ", ")
        hostList = configuration.hosts.sortedByPosition().map { "`\($0)`" }.joined(separator: ", ")
    }

    /// Finds where the path starts, checking scheme and host.
    func pathStart(_ bytes: UnsafeBufferPointer<UInt8>, failure: inout Failure?) -> Int? {
        if let start = prefixedPathStart(bytes) { return start }
        let count = bytes.count
        guard count > 0, let base = bytes.baseAddress, Self.isLetter(base[0]) else { return 0 }
        var index = 1
        while index < count, Self.isSchemeByte(base[index]) { index += 1 }
        guard index < count, base[index] == UInt8(ascii: ":") else { return 0 }
        guard index + 2 < count, base[index + 1] == UInt8(ascii: "/"), base[index + 2] == UInt8(ascii: "/") else {
            failure = invalid("expected `//` after the scheme", offset: index + 1)
            return nil
        }
        let scheme = UnsafeBufferPointer(start: base, count: index)
        let afterSlashes = index + 3
        if Self.isWebScheme(scheme) {
            guard !hosts.isEmpty else {
                failure = unsupportedScheme(scheme)
                return nil
            }
            return webPathStart(bytes, afterSlashes, failure: &failure)
        }
        if Self.contains(schemes, folded: scheme) { return afterSlashes }
        failure = unsupportedScheme(scheme)
        return nil
    }

    /// Where the path starts when the URL begins with one of the exact accepted prefixes.
    @inline(__always)
    private func prefixedPathStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let found = schemePrefixes.withUnsafeBufferPointer { prefixes -> Int? in
            for index in prefixes.indices where Self.hasPrefix(base, bytes.count, prefixes[index]) {
                return prefixes[index].count
            }
            return nil
        }
        if let found { return found }
        return webPrefixes.withUnsafeBufferPointer { prefixes -> Int? in
            for index in prefixes.indices where Self.hasPrefix(base, bytes.count, prefixes[index]) {
                let end = prefixes[index].count
                if end == bytes.count { return end }
                let next = base[end]
                if next == UInt8(ascii: "/") || next == UInt8(ascii: "?") || next == UInt8(ascii: "#") { return end }
            }
            return nil
        }
    }

    @inline(__always)
    private static func hasPrefix(_ base: UnsafePointer<UInt8>, _ count: Int, _ prefix: [UInt8]) -> Bool {
        prefix.count <= count && prefix.withUnsafeBufferPointer { memcmp(base, $0.baseAddress!, $0.count) == 0 }
    }

    private func webPathStart(
        _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, failure: inout Failure?
    ) -> Int? {
        var end = start
        var hostEnd = -1
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            if byte == UInt8(ascii: "@") {
                failure = invalid("user information is not accepted", offset: end)
                return nil
            }
            if byte == UInt8(ascii: ":") { hostEnd = end }
            end += 1
        }
        if hostEnd >= 0 {
            for byte in bytes[(hostEnd + 1)..<end] where byte &- UInt8(ascii: "0") > 9 {
                failure = invalid("the port is not a number", offset: hostEnd + 1)
                return nil
            }
        } else {
            hostEnd = end
        }
        let host = UnsafeBufferPointer(rebasing: bytes[start..<hostEnd])
        if Self.contains(hosts, folded: host) { return end }
        failure = Failure(kind: .unsupportedHost, reason: hostList, found: start..<hostEnd)
        return nil
    }

    /// Finds the path's segments and the query in one pass, validates every segment and stores
    /// the first `frames.count` segments' bounds in `frames`. One trailing slash is tolerated.
    func layout(
        _ bytes: UnsafeBufferPointer<UInt8>, pathStart: Int, frames: UnsafeMutableBufferPointer<MatchFrame>,
        failure: inout Failure?
    ) -> Layout? {
        var layout = Layout()
        let count = bytes.count
        guard let base = bytes.baseAddress else { return layout }
        var index = pathStart
        if index < count, base[index] == UInt8(ascii: "/") { index &+= 1 }
        layout.pathStart = index
        var segmentStart = index
        var hasPercent = false
        // Whether any segment has a `%`: only then can escapes spell a dot segment.
        var pathHasPercent = false
        var segments = 0
        let capacity = frames.count
        var pathEnd = count
        let raw = UnsafeRawPointer(base)
        while index < count {
            if index &+ 8 <= count {
                // Eight bytes at a time: skip them if none is special, else go to the first that is.
                let special = Self.specialBytes(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                if special == 0 {
                    index &+= 8
                    continue
                }
                index &+= special.trailingZeroBitCount &>> 3
            }
            let byte = base[index]
            if byte >= 0x40 {
                if byte != 0x7F {
                    index &+= 1
                    continue
                }
            } else if Self.pathSpecials &>> UInt64(byte) & 1 == 0 {
                index &+= 1
                continue
            }
            if byte == UInt8(ascii: "/") {
                guard finishSegment(base, segmentStart, index, hasPercent, &segments, frames, capacity, &failure)
                else { return nil }
                segmentStart = index &+ 1
                hasPercent = false
            } else if byte == UInt8(ascii: "%") {
                hasPercent = true
                pathHasPercent = true
            } else if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
                pathEnd = index
                break
            } else if byte < 0x20 || byte == 0x7F {
                failure = invalid("control character in the path", offset: index)
                return nil
            }
            index &+= 1
        }
        if pathEnd == count { pathEnd = index }
        if segmentStart < pathEnd {
            guard finishSegment(base, segmentStart, pathEnd, hasPercent, &segments, frames, capacity, &failure)
            else { return nil }
            layout.pathEnd = pathEnd
        } else {
            // An empty last segment: the path was empty, or ended with the tolerated trailing slash.
            layout.pathEnd = segments == 0 ? layout.pathStart : pathEnd - 1
        }
        layout.segmentCount = segments
        // Escapes can spell the segments refused above (`%2E%2E`, or `..%2F..` inside one
        // segment). Looked for after the scan, only when the path has a `%`, so that the
        // common path's scan is unchanged.
        if pathHasPercent,
            let offset = Self.escapedDotSegment(bytes, frames, min(segments, capacity), segments, layout.pathStart, pathEnd)
        {
            failure = invalid("escapes that decode to a `.` or `..` segment are not accepted", offset: offset)
            return nil
        }
        // The frame after the last segment, where a search that reads every segment stands.
        if segments < capacity { (frames.baseAddress! + segments).initialize(to: MatchFrame()) }
        if pathEnd < count, base[pathEnd] == UInt8(ascii: "?") {
            layout.queryStart = pathEnd + 1
            layout.queryEnd = ByteSearch.first(UInt8(ascii: "#"), in: base, from: pathEnd + 1, to: count)
        }
        return layout
    }

    @inline(__always)
    private func finishSegment(
        _ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ hasPercent: Bool, _ segments: inout Int,
        _ frames: UnsafeMutableBufferPointer<MatchFrame>, _ capacity: Int, _ failure: inout Failure?
    ) -> Bool {
        let length = end - start
        if length == 0 {
            failure = invalid("empty path segment", offset: start)
            return false
        }
        if base[start] == UInt8(ascii: "."), length == 1 || (length == 2 && base[start + 1] == UInt8(ascii: ".")) {
            failure = invalid("`.` and `..` segments are not accepted", offset: start)
            return false
        }
        if segments < capacity {
            // A whole frame: the scratch's frames start uninitialised.
            var frame = MatchFrame()
            frame.start = start
            frame.end = end
            frame.hasPercent = hasPercent
            (frames.baseAddress! + segments).initialize(to: frame)
        }
        segments &+= 1
        return true
    }

    /// The offset of the first segment whose escapes spell a `.` or `..` segment, if any: the
    /// `stored` segments in `frames` that hold a `%`, then the path's bytes past the last frame
    /// (a URL deeper than the frames, read by a catch-all).
    @inline(never)
    private static func escapedDotSegment(
        _ bytes: UnsafeBufferPointer<UInt8>, _ frames: UnsafeMutableBufferPointer<MatchFrame>, _ stored: Int,
        _ segments: Int, _ pathStart: Int, _ pathEnd: Int
    ) -> Int? {
        for index in 0..<stored where frames[index].hasPercent {
            let frame = frames[index]
            if DotSegments.appear(in: UnsafeBufferPointer(rebasing: bytes[frame.start..<frame.end])) { return frame.start }
        }
        guard segments > stored else { return nil }
        let rest = stored == 0 ? pathStart : frames[stored - 1].end + 1
        return DotSegments.firstEscaped(in: bytes, from: rest, to: pathEnd)
    }

    private func invalid(_ reason: String, offset: Int) -> Failure {
        Failure(kind: .invalidURL, offset: offset, reason: reason)
    }

    private func unsupportedScheme(_ scheme: UnsafeBufferPointer<UInt8>) -> Failure {
        var accepted = schemeList
        if !hosts.isEmpty { accepted += (accepted.isEmpty ? "" : ", ") + "`http`, `https`" }
        return Failure(kind: .unsupportedScheme, reason: accepted.isEmpty ? "none" : accepted, found: 0..<scheme.count)
    }

    /// A mask with the high bit set in (at least) the first byte of `word`, in memory order, that
    /// the path scan stops at (controls, `#`, `%`, `/`, `?`, DEL), and in no byte before it; 0
    /// when there is none. (Zero-byte tests whose lowest flag is exact: borrows only go up.)
    @inline(__always)
    private static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always)
        func zero(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let controls = (word &- ones &* 0x20) & ~word & highs
        return controls | zero(word ^ (ones &* 0x2F)) | zero(word ^ (ones &* 0x25)) | zero(word ^ (ones &* 0x3F))
            | zero(word ^ (ones &* 0x23)) | zero(word ^ (ones &* 0x7F))
    }

    /// The bytes below 0x40 the path scan stops at: controls, `#`, `%`, `/` and `?`.
    /// (`0xFFFF_FFFF | 1 << 0x23 | 1 << 0x25 | 1 << 0x2F | 1 << 0x3F`, written out so that it is
    /// a constant in the loop.)
    private static var pathSpecials: UInt64 { 0x8000_8028_FFFF_FFFF }

    @inline(__always)
    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    @inline(__always)
    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
    }

    /// `http` or `https`, in any case.
    private static func isWebScheme(_ scheme: UnsafeBufferPointer<UInt8>) -> Bool {
        guard scheme.count == 4 || scheme.count == 5 else { return false }
        guard scheme[0] | 0x20 == UInt8(ascii: "h"), scheme[1] | 0x20 == UInt8(ascii: "t"),
            scheme[2] | 0x20 == UInt8(ascii: "t"), scheme[3] | 0x20 == UInt8(ascii: "p")
        else { return false }
        return scheme.count == 4 || scheme[4] | 0x20 == UInt8(ascii: "s")
    }

    /// Whether `bytes` equal one of the lowercase ASCII keys, ignoring ASCII case (no copies
    /// of the keys, so nothing is retained).
    @inline(__always)
    static func contains(_ keys: [[UInt8]], folded bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        keys.withUnsafeBufferPointer { keys in
            for index in keys.indices where keys[index].count == bytes.count {
                let equal = keys[index].withUnsafeBufferPointer { key in
                    for offset in 0..<key.count where SegmentHash.fold(bytes[offset], true) != key[offset] {
                        return false
                    }
                    return true
                }
                if equal { return true }
            }
            return false
        }
    }

    /// Compares bytes to a lowercase ASCII key, ignoring ASCII case.
    static func equalFolded(_ bytes: UnsafeBufferPointer<UInt8>, _ lowercase: [UInt8]) -> Bool {
        guard bytes.count == lowercase.count else { return false }
        return lowercase.withUnsafeBufferPointer { expected in
            for index in 0..<bytes.count where SegmentHash.fold(bytes[index], true) != expected[index] {
                return false
            }
            return true
        }
    }
}

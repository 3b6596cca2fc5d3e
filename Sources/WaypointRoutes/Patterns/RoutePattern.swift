/// The path shape of a route: constant segments, named parameters, wildcards and a catch-all.
///
/// A pattern is written as segments separated by `/` (a leading `/` is allowed and ignored):
/// `card` is a constant, `:cardID` a named parameter that captures one segment, `*` a
/// wildcard that captures one segment under the key `"*"` (then `"*2"`, `"*3"`…), and a
/// trailing `**` a catch-all that captures one or more remaining segments under the key
/// `"**"`. The empty pattern (or `/`) is the root route. Invalid text is rejected with a
/// ``RouteError`` that points at the offending character.
///
/// ```swift
/// let pattern = try RoutePattern("card/:cardID/block")
/// print(pattern.parameterNames)   // ["cardID"]
/// ```
@_spi(Tooling) public struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
    /// The validated text, as written (a leading `/` included): the segments are read from it,
    /// so that a pattern keeps one string (often the caller's own literal) and no array.
    let text: String

    /// The parsed segments, in order (read from the pattern's text on each access).
    ///
    /// ```swift
    /// try RoutePattern("help/*").segments   // [.constant("help"), .wildcard]
    /// ```
    public var segments: [Segment] {
        var segments: [Segment] = []
        forEachSegment { segments.append($0) }
        return segments
    }

    /// Parses pattern text.
    ///
    /// ```swift
    /// let docs = try RoutePattern("docs/**")
    /// ```
    ///
    /// - Parameter text: The pattern, e.g. `"card/:cardID/block"`.
    /// - Throws: ``RouteError`` naming the offending character offset when the text is
    ///   not a valid pattern (empty segment, `**` not last, empty or duplicate parameter name,
    ///   a character not allowed in a constant, a `.` or `..` segment).
    /// - Complexity: O(*n*) in the length of `text`.
    public init(_ text: String) throws(RouteError) {
        try PatternParser.validate(text)
        self.text = text
    }

    /// The text without its leading slash: what two equal patterns have in common.
    private var path: Substring {
        text.utf8.first == UInt8(ascii: "/") ? text.dropFirst() : text[...]
    }

    /// Calls `body` with each segment, in order, without building an array (the text is valid
    /// ASCII: ``init(_:)`` checked it).
    func forEachSegment(_ body: (Segment) -> Void) {
        forEachSegmentBytes { kind, bytes in
            switch kind {
            case .wildcard: body(.wildcard)
            case .catchAll: body(.catchAll)
            case .parameter: body(.parameter(String(decoding: bytes, as: UTF8.self)))
            case .constant: body(.constant(String(decoding: bytes, as: UTF8.self)))
            }
        }
    }

    /// The kind of a segment, without its text.
    enum SegmentKind {
        case constant, parameter, wildcard, catchAll
    }

    /// Calls `body` with each segment's kind and bytes (a constant's text, a parameter's name
    /// without its colon), in order: no string is made.
    func forEachSegmentBytes(_ body: (SegmentKind, UnsafeBufferPointer<UInt8>) -> Void) {
        withBytes { bytes in
            var index = bytes.first == UInt8(ascii: "/") ? 1 : 0
            while index < bytes.count {
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "/") { index &+= 1 }
                let segment = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index &+= 1
                if segment[0] == UInt8(ascii: "*") {
                    body(segment.count == 1 ? .wildcard : .catchAll, segment)
                } else if segment[0] == UInt8(ascii: ":") {
                    body(.parameter, UnsafeBufferPointer(rebasing: segment.dropFirst()))
                } else {
                    body(.constant, segment)
                }
            }
        }
    }

    /// Calls `body` with the text's UTF-8, read in place (a copy of the text would retain and
    /// release its storage on every call; a table's build walks every pattern several times).
    @inline(__always)
    private func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        return copy.withUTF8(body)
    }

    /// How many segments the pattern has (counted on the bytes).
    var segmentCount: Int {
        withBytes { bytes in
            var slashes = 0
            for byte in bytes where byte == UInt8(ascii: "/") { slashes &+= 1 }
            let leading = bytes.first == UInt8(ascii: "/") ? 1 : 0
            return bytes.count == leading ? 0 : slashes - leading + 1
        }
    }

    /// How many named parameters the pattern has (counted on the bytes: no string is made).
    var parameterCount: Int {
        withBytes { bytes in
            var count = 0
            var previous = UInt8(ascii: "/")
            for byte in bytes {
                if byte == UInt8(ascii: ":") && previous == UInt8(ascii: "/") { count &+= 1 }
                previous = byte
            }
            return count
        }
    }

    /// The names of the named parameters, in order of appearance.
    ///
    /// ```swift
    /// try RoutePattern("card/:cardID/statements/:year").parameterNames   // ["cardID", "year"]
    /// ```
    public var parameterNames: [String] {
        var names: [String] = []
        forEachSegment { if case .parameter(let name) = $0 { names.append(name) } }
        return names
    }

    /// The keys under which a match reports this pattern's captured values: parameter names,
    /// `"*"`, `"*2"`… for wildcards and `"**"` for the catch-all, in order of appearance.
    ///
    /// ```swift
    /// try RoutePattern("files/*/:name/**").captureKeys   // ["*", "name", "**"]
    /// ```
    public var captureKeys: [String] {
        var wildcards = 0
        var keys: [String] = []
        forEachSegment { segment in
            switch segment {
            case .constant: break
            case .parameter(let name): keys.append(name)
            case .wildcard:
                wildcards += 1
                keys.append(wildcards == 1 ? "*" : "*\(wildcards)")
            case .catchAll: keys.append("**")
            }
        }
        return keys
    }

    /// The pattern as text, without a leading slash; the root pattern prints as `/`.
    ///
    /// ```swift
    /// try RoutePattern("/card/:id").description   // "card/:id"
    /// ```
    public var description: String {
        let path = path
        return path.isEmpty ? "/" : String(path)
    }

    /// Patterns are equal when their segments are (a leading slash does not count).
    ///
    /// ```swift
    /// try RoutePattern("/card/:id") == RoutePattern("card/:id")   // true
    /// ```
    public static func == (lhs: RoutePattern, rhs: RoutePattern) -> Bool {
        lhs.path == rhs.path
    }

    /// Hashes the segments' text (a leading slash does not count).
    ///
    /// ```swift
    /// let patterns: Set<RoutePattern> = [try RoutePattern("card/:id")]
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
    }
}

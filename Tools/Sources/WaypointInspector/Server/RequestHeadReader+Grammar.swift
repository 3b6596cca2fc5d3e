/// The grammar of the request line and of header lines (RFC 9112 §3 and §5), strictly: anything
/// a lenient reader would have to guess about is a 400.
extension RequestHeadReader {
    /// `method SP request-target SP HTTP-version`, single spaces, printable ASCII only.
    static func requestLine(_ line: ArraySlice<UInt8>) -> Result<(method: String, target: String, version: String), HTTPRefusal> {
        let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(isTokenByte), !parts[1].isEmpty,
            parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F })
        else { return .failure(HTTPRefusal(400, "the request line must be `METHOD target HTTP/1.1`")) }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            guard version.hasPrefix("HTTP/") else { return .failure(HTTPRefusal(400, "the request line must end with HTTP/1.1")) }
            return .failure(HTTPRefusal(505, "only HTTP/1.1 and HTTP/1.0 are spoken here"))
        }
        return .success((String(decoding: parts[0], as: UTF8.self), String(decoding: parts[1], as: UTF8.self), version))
    }

    /// `name: value`: a token for the name with no space before the colon, no line folding, and
    /// no control characters but tab in the value.
    static func field(_ line: ArraySlice<UInt8>) -> Result<RequestHead.Field, HTTPRefusal> {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
            line[line.startIndex..<colon].allSatisfy(isTokenByte)
        else {
            return .failure(HTTPRefusal(400, "a header line must be `Name: value` (no folded lines, no space before the colon)"))
        }
        var value = line[(colon + 1)...]
        while let first = value.first, first == 0x20 || first == 0x09 { value = value.dropFirst() }
        while let last = value.last, last == 0x20 || last == 0x09 { value = value.dropLast() }
        guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else {
            return .failure(HTTPRefusal(400, "a header value holds a control character"))
        }
        let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self).lowercased()
        return .success(RequestHead.Field(name: name, value: String(decoding: value, as: UTF8.self)))
    }

    /// Whether `byte` may appear in a method or a header name (RFC 9110 `tchar`).
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}

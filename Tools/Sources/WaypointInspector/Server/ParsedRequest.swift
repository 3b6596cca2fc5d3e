import Foundation

/// A request head checked and turned into what the API reads, with what the connection needs to
/// know: how long the body is and whether the connection stays open.
///
/// The checks here come before the API's Host and token checks and close gaps a lenient server
/// leaves: a header the access decision reads (`Host`, `Origin`, the token headers) or one that
/// frames the body may appear only once (with two `Host` lines, which one did the check see?);
/// an absolute-form target (`GET http://127.0.0.1:8421/api/state`) must name the bound
/// authority, as the `Host` header must; a body is framed by `Content-Length` only.
///
/// ```swift
/// let parsed = try ParsedRequest(head, authority: "127.0.0.1:8421", limits: ServerLimits())
/// parsed.request.path   // "/api/state"
/// ```
struct ParsedRequest: Sendable {
    /// The request for the API.
    let request: InspectorRequest
    /// The body's length from `Content-Length`, 0 when absent.
    let bodyLength: Int
    /// Whether the connection may carry another request after the answer.
    let keepAlive: Bool
    /// Whether the answer must leave out its body (`HEAD`).
    var isHead: Bool { request.method == "HEAD" }

    /// Headers that decide access or framing: a repeat of any of them is a 400.
    static let singleHeaders = ["host", "origin", "authorization", "x-waypoint-token", "content-length", "transfer-encoding", "connection"]

    /// Checks `head` for a server bound to `authority` (`127.0.0.1:8421`, `[::1]:8421`).
    ///
    /// - Throws: ``HTTPRefusal``: 400 (a repeated header, a bad target or length), 411 (a
    ///   transfer coding), 413 (a body over the limit), 421 (another authority).
    init(_ head: RequestHead, authority: String, limits: ServerLimits) throws(HTTPRefusal) {
        for name in Self.singleHeaders where head.values(name).count > 1 {
            throw HTTPRefusal(400, "the \(name) header appears more than once")
        }
        if !head.values("transfer-encoding").isEmpty {
            throw HTTPRefusal(411, "send a body with Content-Length, not a transfer coding")
        }
        var length = 0
        if let text = head.values("content-length").first {
            guard !text.isEmpty, text.utf8.count <= 18, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let value = Int(text) else {
                throw HTTPRefusal(400, "Content-Length must be a number")
            }
            guard value <= limits.bodyBytes else { throw HTTPRefusal(413, "the body is longer than \(limits.bodyBytes) bytes") }
            length = value
        }
        let originForm = try Self.originForm(of: head.target, authority: authority)
        let (path, query) = try Self.split(originForm)
        var headers: [String: String] = [:]
        for field in head.fields { headers[field.name] = field.value }
        let connection = head.values("connection").first?.lowercased() ?? ""
        let tokens = connection.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        request = InspectorRequest(method: head.method, path: path, query: query, headers: headers)
        bodyLength = length
        keepAlive = head.version == "HTTP/1.1" && !tokens.contains("close")
    }

    /// The target as `/path?query`: itself when it starts with `/`; for the absolute form, what
    /// follows the authority, which must be `authority`.
    static func originForm(of target: String, authority: String) throws(HTTPRefusal) -> Substring {
        if target.hasPrefix("/") { return Substring(target) }
        guard target.lowercased().hasPrefix("http://") else {
            throw HTTPRefusal(400, "the request target must be a path (`/api/state`) or an http:// address")
        }
        let rest = target.dropFirst("http://".count)
        let end = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
        guard rest[..<end].lowercased() == authority else {
            throw HTTPRefusal(421, "the request target must name the inspector's own address, \(authority)")
        }
        let remainder = rest[end...]
        return remainder.hasPrefix("/") ? remainder : "/" + remainder
    }

    /// The path and the decoded query items (the last of repeated names wins).
    static func split(_ target: Substring) throws(HTTPRefusal) -> (path: String, query: [String: String]) {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var query: [String: String] = [:]
        for item in (parts.count > 1 ? parts[1] : "").split(separator: "&") {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = pair[0].removingPercentEncoding, let value = (pair.count > 1 ? pair[1] : "").removingPercentEncoding else {
                throw HTTPRefusal(400, "the query holds a malformed percent escape")
            }
            query[name] = value
        }
        return (String(parts[0]), query)
    }
}

import Foundation

/// An answer as the bytes that go on the wire: the status line and headers, then the body.
///
/// Every answer carries the headers that keep a browser from reinterpreting it
/// (`X-Content-Type-Options`, `Referrer-Policy`, `Cache-Control: no-store`). The head and body of
/// an ordinary answer go out in one write, and accepted sockets have `TCP_NODELAY`, so a
/// keep-alive answer never waits for the client's delayed acknowledgement.
///
/// ```swift
/// let bytes = ResponseBytes.head(status: 200, contentType: "application/json", contentLength: 2, keepAlive: true)
/// // HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n…Content-Length: 2\r\nConnection: keep-alive\r\n\r\n
/// ```
enum ResponseBytes {
    /// The status line and headers; `contentLength` is nil for an event stream, which ends when
    /// the connection does.
    static func head(
        status: Int, contentType: String, contentLength: Int?, keepAlive: Bool, extra: [String: String] = [:]
    ) -> [UInt8] {
        var lines = [
            "HTTP/1.1 \(status) \(HTTPStatus.phrase(status))", "Content-Type: \(contentType)", "Cache-Control: no-store",
            "X-Content-Type-Options: nosniff", "Referrer-Policy: no-referrer",
        ]
        for (name, value) in extra.sorted(by: { $0.key < $1.key }) { lines.append("\(name): \(value)") }
        if let contentLength { lines.append("Content-Length: \(contentLength)") }
        lines.append(keepAlive ? "Connection: keep-alive" : "Connection: close")
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    /// An ordinary answer, the body left out for `HEAD` (its length still given).
    static func response(_ response: InspectorResponse, keepAlive: Bool, isHead: Bool) -> [UInt8] {
        var bytes = head(
            status: response.status, contentType: response.contentType, contentLength: response.body.count, keepAlive: keepAlive,
            extra: response.headers)
        if !isHead { bytes.append(contentsOf: response.body) }
        return bytes
    }

    /// The server's own refusal, as the API words its errors: `{"error": "…"}`; the connection closes.
    static func refusal(_ refusal: HTTPRefusal) -> [UInt8] {
        response(.error(refusal.status, refusal.message), keepAlive: false, isHead: false)
    }
}

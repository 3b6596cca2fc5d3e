public import Foundation

/// An HTTP request as the inspector's API sees it, free of any server library.
///
/// ```swift
/// let request = InspectorRequest(method: "GET", path: "/api/plan", query: ["url": "nuapp://accounts/7", "token": token],
///                                headers: ["host": "127.0.0.1:8421"])
/// ```
public struct InspectorRequest: Sendable, Hashable {
    /// `GET`, `POST`…
    public let method: String
    /// The path, without the query (`/api/state`).
    public let path: String
    /// The query items, decoded; the last of repeated names wins.
    public let query: [String: String]
    /// The headers, names lowercased.
    public let headers: [String: String]

    /// Creates a request; header names are lowercased.
    public init(method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:]) {
        self.method = method.uppercased()
        self.path = path
        self.query = query
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
    }
}

/// The API's answer: a status, a content type and a body, or a stream of server-sent events.
public struct InspectorResponse: Sendable {
    /// The HTTP status code.
    public let status: Int
    /// The `Content-Type`.
    public let contentType: String
    /// The body, for everything but the event stream.
    public let body: Data
    /// The event stream's messages (`event: …\ndata: …\n\n`), for `GET /api/events`.
    public let events: AsyncStream<String>?
    /// Extra headers (`Content-Security-Policy` for the page).
    public let headers: [String: String]

    /// Creates a response.
    public init(
        status: Int, contentType: String, body: Data = Data(), events: AsyncStream<String>? = nil, headers: [String: String] = [:]
    ) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.events = events
        self.headers = headers
    }

    /// A JSON response of an encodable value.
    public static func json(_ value: some Encodable, status: Int = 200) -> InspectorResponse {
        InspectorResponse(status: status, contentType: "application/json; charset=utf-8", body: JSON.encode(value))
    }

    /// A JSON error: `{"error": message}`.
    public static func error(_ status: Int, _ message: String) -> InspectorResponse {
        json(["error": message], status: status)
    }
}

/// The one JSON encoding the inspector uses: compact, keys sorted, slashes as they are.
enum JSON {
    static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)) ?? Data(#"{"error":"encoding failed"}"#.utf8)
    }

    static func string(_ value: some Encodable) -> String {
        String(decoding: encode(value), as: UTF8.self)
    }
}

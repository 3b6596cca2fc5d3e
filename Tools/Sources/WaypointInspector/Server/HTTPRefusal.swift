/// Why the server answered a request itself, without reaching the API: the status and a
/// sentence for the JSON body. The connection closes after a refusal.
///
/// ```swift
/// HTTPRefusal(431, "the header section is longer than 65536 bytes")
/// ```
struct HTTPRefusal: Error, Sendable, Hashable {
    /// The HTTP status (400, 411, 413, 414, 421, 431, 503, 505).
    let status: Int
    /// What was wrong, for the `{"error": …}` body.
    let message: String

    init(_ status: Int, _ message: String) {
        self.status = status
        self.message = message
    }
}

/// The reason phrases of the statuses the inspector sends.
enum HTTPStatus {
    /// The phrase after the code in the status line (`404` → `Not Found`).
    static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 409: "Conflict"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 421: "Misdirected Request"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Error"
        }
    }
}

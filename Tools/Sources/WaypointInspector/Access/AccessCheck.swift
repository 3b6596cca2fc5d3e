import Foundation

/// Decides whether a request may reach the inspector: the `Host` header must name the address the
/// server is bound to (no DNS rebinding), an `Origin` header, if any, must be the inspector's own
/// (no cross-site form or script acting with a token it got hold of), and the request must carry
/// the token.
///
/// The token comes from the `token` query item, an `X-Waypoint-Token` header, or
/// `Authorization: Bearer …`. The browser's `EventSource` cannot set headers, so the page uses the
/// query item.
///
/// ```swift
/// let check = AccessCheck(token: token, host: "127.0.0.1", port: 8421)
/// check.decide(host: "127.0.0.1:8421", query: ["token": token.value], headers: [:])   // .allowed
/// check.decide(host: "evil.example:8421", query: ["token": token.value], headers: [:]) // .refused(.wrongHost)
/// check.decide(host: "127.0.0.1:8421", query: ["token": token.value],
///              headers: ["origin": "https://evil.example"])                          // .refused(.crossOrigin)
/// ```
public struct AccessCheck: Sendable {
    /// Why a request was refused.
    public enum Refusal: String, Sendable, Hashable {
        /// The `Host` header is missing or names another address: a page of another site reached
        /// the server through a rebound DNS name. Answered with 421.
        case wrongHost
        /// An `Origin` header names another site (or `null`): a page elsewhere sent the request.
        /// Answered with 403. Requests without `Origin` (the address bar, tools) pass this check.
        case crossOrigin
        /// No token: answered with 401.
        case missingToken
        /// A token that is not this server's: answered with 403.
        case wrongToken

        /// The HTTP status for the refusal.
        public var status: Int {
            switch self {
            case .wrongHost: 421
            case .crossOrigin: 403
            case .missingToken: 401
            case .wrongToken: 403
            }
        }

        /// What the refusal means, for the response body.
        public var message: String {
            switch self {
            case .wrongHost: "the Host header must be the inspector's own address"
            case .crossOrigin: "requests from another site's page are refused (the Origin header must be the inspector's own)"
            case .missingToken: "a token is required (?token=…, X-Waypoint-Token or Authorization: Bearer)"
            case .wrongToken: "the token is not this inspector's"
            }
        }
    }

    /// The decision for one request.
    public enum Decision: Sendable, Hashable {
        case allowed
        case refused(Refusal)
    }

    /// The secret requests must carry.
    public let token: AccessToken
    /// The exact `Host` header value accepted (`127.0.0.1:8421`, `[::1]:8421`).
    public let expectedHost: String

    /// A check for a server bound to `host` (an IP address) and `port`.
    public init(token: AccessToken, host: String, port: UInt16) {
        self.token = token
        expectedHost = (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
    }

    /// Decides on a request.
    ///
    /// - Parameters:
    ///   - host: The `Host` header, if any.
    ///   - query: The request's query items.
    ///   - headers: The request's headers, names lowercased.
    /// - Returns: `.allowed`, or why not; the Host is checked first, then the Origin, then the token.
    public func decide(host: String?, query: [String: String], headers: [String: String]) -> Decision {
        guard let host, host.lowercased() == expectedHost else { return .refused(.wrongHost) }
        if let origin = headers["origin"], origin.lowercased() != "http://" + expectedHost { return .refused(.crossOrigin) }
        let bearer = headers["authorization"].flatMap { value -> String? in
            value.lowercased().hasPrefix("bearer ") ? String(value.dropFirst(7)).trimmingCharacters(in: .whitespaces) : nil
        }
        guard let candidate = query["token"] ?? headers["x-waypoint-token"] ?? bearer else { return .refused(.missingToken) }
        return token.matches(candidate) ? .allowed : .refused(.wrongToken)
    }
}

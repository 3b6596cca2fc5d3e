/// Where the inspector listens and what its page may do.
///
/// The defaults are safe: loopback only, a random port, a fresh token, and no opening of URLs.
///
/// ```swift
/// var configuration = InspectorConfiguration()
/// configuration.port = 8421
/// configuration.allowsOpeningURLs = true   // the page's "Open" button starts real sessions
/// ```
public struct InspectorConfiguration: Sendable {
    /// The IP address to bind: `127.0.0.1` unless the app names another interface (`::1`,
    /// or a LAN address to inspect a device from a desktop). Name one address, not a wildcard
    /// such as `0.0.0.0`: requests must carry exactly this address and the port as their `Host`.
    public var host: String
    /// The port; 0 picks a free one (read it from ``Inspector/port``).
    public var port: UInt16
    /// Whether `POST /api/open` (the page's "Open" button) starts sessions, with the source
    /// `RequestSource.inspector` so that routes admit them only if their policy says so.
    public var allowsOpeningURLs: Bool
    /// The secret every request must carry; a fresh random one by default.
    public var token: AccessToken
    /// How many log entries the inspector keeps for pages that connect later.
    public var logCapacity: Int
    /// The bounds the server holds every client to (sizes, connections, clocks); tests shorten them.
    var limits = ServerLimits()

    /// Creates a configuration.
    public init(
        host: String = "127.0.0.1", port: UInt16 = 0, allowsOpeningURLs: Bool = false, token: AccessToken = AccessToken(),
        logCapacity: Int = 2_000
    ) {
        self.host = host
        self.port = port
        self.allowsOpeningURLs = allowsOpeningURLs
        self.token = token
        self.logCapacity = logCapacity
    }
}

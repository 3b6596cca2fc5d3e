extension RoutingHub {
    /// The settings a ``RoutingHub`` is created with: each is a parameter of the initialiser.
    ///
    /// ```swift
    /// let hub = RoutingHub(configuration: Configuration(
    ///     urls: URLConfiguration(schemes: ["nuapp"], hosts: ["bank.example"]),
    ///     webHosts: ["help.bank.example"],
    ///     parkingTimeout: .seconds(120)
    /// ))
    /// ```
    public struct Configuration: Sendable {
        /// The schemes and web hosts whose URLs name routes.
        package var urls: URLConfiguration
        /// The hosts that routes leading to a web page may target (``RoutePolicy/webPageParameter``).
        package var webHosts: Configuration.WebHostAllowList
        /// How long a waiting request (for login, for the screen to be free, or for the first
        /// navigator on a cold start) stays valid; then it fails with `expired`.
        package var parkingTimeout: Duration
        /// The clock that measures `parkingTimeout`; inject a test clock to control time.
        package var clock: any Clock<Duration>
        /// Whether requests that arrive before a navigator is registered wait for one (cold start,
        /// the default) instead of failing with `noNavigator`.
        package var queuesRequestsBeforeNavigator: Bool
        /// How many requests may wait for a navigator at once (at least one). When one more
        /// arrives, the oldest fails with `queueFull`: a burst of links before
        /// the app can show anything stays bounded, and the newest are kept.
        ///
        /// ```swift
        /// Configuration(urls: urls, maximumRequestsBeforeNavigator: 4)
        /// ```
        package var maximumRequestsBeforeNavigator: Int
        /// How many redirects (guards and overrides together) one request may follow.
        package var maximumRedirects: Int
        /// How many events `RoutingHub.recentEvents` keeps.
        package var recentEventCapacity: Int

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - urls: the accepted schemes and hosts.
        ///   - webHosts: the hosts that routes leading to a web page may target
        ///     (``RoutePolicy/webPageParameter``): exact hosts (`help.bank.example`) or wildcards
        ///     for their subdomains (`*.bank.example`, which does not admit `bank.example` itself),
        ///     compared case-insensitively (default: none).
        ///   - allowsPlainHTTPWebPages: admit `http` web pages as well as `https` (default: `false`).
        ///   - parkingTimeout: lifetime of a parked request (default: five minutes).
        ///   - clock: the clock for `parkingTimeout` (default: `ContinuousClock`).
        ///   - queuesRequestsBeforeNavigator: queue cold-start requests (default: `true`).
        ///   - maximumRequestsBeforeNavigator: how many may wait for a navigator at once (default: 32).
        ///   - maximumRedirects: redirect limit per request (default: 8).
        ///   - recentEventCapacity: how many events ``RoutingHub/recentEvents`` keeps (default:
        ///     100; 0 keeps none).
        public init(
            urls: URLConfiguration,
            webHosts: Set<String> = [],
            allowsPlainHTTPWebPages: Bool = false,
            parkingTimeout: Duration = .seconds(300),
            clock: any Clock<Duration> = ContinuousClock(),
            queuesRequestsBeforeNavigator: Bool = true,
            maximumRequestsBeforeNavigator: Int = 32,
            maximumRedirects: Int = 8,
            recentEventCapacity: Int = 100
        ) {
            self.urls = urls
            self.webHosts = WebHostAllowList(webHosts, allowsPlainHTTP: allowsPlainHTTPWebPages)
            self.parkingTimeout = parkingTimeout
            self.clock = clock
            self.queuesRequestsBeforeNavigator = queuesRequestsBeforeNavigator
            self.maximumRequestsBeforeNavigator = maximumRequestsBeforeNavigator
            self.maximumRedirects = maximumRedirects
            self.recentEventCapacity = recentEventCapacity
        }
    }
}


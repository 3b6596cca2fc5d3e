extension RoutingHub {
    /// The settings a ``RoutingHub`` is created with.
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
        public var urls: URLConfiguration
        /// The hosts that routes leading to a web page may target (``RoutePolicy/webPageParameter``).
        public var webHosts: Configuration.WebHostAllowList
        /// How long a waiting request (for login, for the screen to be free, or for the first
        /// navigator on a cold start) stays valid; then it fails with `expired`.
        public var parkingTimeout: Duration
        /// The clock that measures ``parkingTimeout``; inject a test clock to control time.
        public var clock: any Clock<Duration>
        /// Whether requests that arrive before a navigator is registered wait for one (cold start,
        /// the default) instead of failing with `noNavigator`.
        public var queuesRequestsBeforeNavigator: Bool
        /// How many requests may wait for a navigator at once (at least one). When one more
        /// arrives, the oldest fails with `queueFull`: a burst of links before
        /// the app can show anything stays bounded, and the newest are kept.
        ///
        /// ```swift
        /// Configuration(urls: urls, maximumRequestsBeforeNavigator: 4)
        /// ```
        public var maximumRequestsBeforeNavigator: Int
        /// How many redirects (guards and overrides together) one request may follow.
        public var maximumRedirects: Int

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - urls: the accepted schemes and hosts.
        ///   - webHosts: allowed web page hosts (default: none).
        ///   - parkingTimeout: lifetime of a parked request (default: five minutes).
        ///   - clock: the clock for ``parkingTimeout`` (default: `ContinuousClock`).
        ///   - queuesRequestsBeforeNavigator: queue cold-start requests (default: `true`).
        ///   - maximumRequestsBeforeNavigator: how many may wait for a navigator at once (default: 32).
        ///   - maximumRedirects: redirect limit per request (default: 8).
        public init(
            urls: URLConfiguration,
            webHosts: Configuration.WebHostAllowList = [],
            parkingTimeout: Duration = .seconds(300),
            clock: any Clock<Duration> = ContinuousClock(),
            queuesRequestsBeforeNavigator: Bool = true,
            maximumRequestsBeforeNavigator: Int = 32,
            maximumRedirects: Int = 8
        ) {
            self.urls = urls
            self.webHosts = webHosts
            self.parkingTimeout = parkingTimeout
            self.clock = clock
            self.queuesRequestsBeforeNavigator = queuesRequestsBeforeNavigator
            self.maximumRequestsBeforeNavigator = maximumRequestsBeforeNavigator
            self.maximumRedirects = maximumRedirects
        }
    }
}


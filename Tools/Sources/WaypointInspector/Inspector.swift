import Foundation
public import Waypoint

/// The live inspector: a small HTTP server, for debug builds and the demo, whose page shows the
/// navigation trees, the hub's events and host steps, the route table with dry runs, flow
/// diagrams, and the live flows — updating as the app runs.
///
/// Safe by default: it listens on `127.0.0.1` only, every request must carry the random token
/// printed in ``url``, requests whose `Host` header is not the bound address are refused (DNS
/// rebinding), as are those whose `Origin` is another site, and the page can open URLs only when
/// ``InspectorConfiguration/allowsOpeningURLs`` is set — those requests come from
/// `RequestSource.inspector`, so routes' trust rules apply, and at most
/// ``InspectorAPI/maxOpenSessions`` of them run at once.
///
/// No local client can stall or swell it: request lines, headers and bodies are bounded (414,
/// 431, 413) and refused after reading at most the limit, connections are capped and time out
/// when idle or slow, a page that stops reading its event stream is dropped once its buffer is
/// full, and running out of file descriptors pauses accepting instead of ending it.
///
/// Keep the returned inspector for as long as you want the page: dropping it stops the server.
///
/// ```swift
/// #if DEBUG
/// let inspector = try await Inspector.start(hub: hub, navigators: [InspectedNavigator(navigator)])
/// print(inspector.url)   // http://127.0.0.1:53127/?token=9f86d081884c7d659a2feaa0c55ad015
/// #endif
/// ```
@MainActor
public final class Inspector {
    /// The page's address, with the token.
    public let url: String
    /// The port the server listens on.
    public let port: UInt16
    /// The token every request must carry.
    public let token: AccessToken
    /// The API behind the page.
    public let api: InspectorAPI
    private let server: InspectorServer
    private var heartbeat: Task<Void, Never>?

    /// Starts the server and returns once it listens.
    ///
    /// - Parameters:
    ///   - hub: The routing hub (route table, events, dry runs), if the app has one.
    ///   - navigators: The navigators to show; wrap a host in ``InspectedHost`` to log its steps.
    ///   - flows: The flows the app tracks (weakly), listed with what they own; flows still in
    ///     memory without screens are flagged.
    ///   - diagrams: Flow diagrams to draw (`FlowDiagram(name:graph:)`).
    ///   - actions: Buttons for the page.
    ///   - configuration: Address, port, token, and whether the page may open URLs.
    /// - Throws: The server's error when the address cannot be bound (port in use, no such interface).
    public static func start(
        hub: RoutingHub?, navigators: [InspectedNavigator], flows: @escaping @MainActor () -> [any RunningFlow] = { [] },
        diagrams: [FlowDiagram] = [], actions: [InspectorAction] = [], configuration: InspectorConfiguration = InspectorConfiguration()
    ) async throws -> Inspector {
        try await start(following: { hub }, flows: flows, diagrams: diagrams, actions: actions, configuration: configuration) {
            navigators
        }
    }

    /// Starts the server for a hub and navigators that change while the app runs — windows that
    /// open and close, an app rebuilt after a relaunch — and returns once it listens. Both are
    /// read again with every request and every state the page gets, so the page follows them.
    ///
    /// ```swift
    /// let inspector = try await Inspector.start(following: { app.hub }) {
    ///     app.hub.scenes.map { InspectedNavigator($0.navigator, name: "\($0.id)") }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - hub: The routing hub now (route table, events, dry runs), if the app has one.
    ///   - navigators: The navigators to show now; wrap a host in ``InspectedHost`` to log its steps.
    ///   - flows: The flows the app tracks (weakly), listed with what they own.
    ///   - diagrams: Flow diagrams to draw (`FlowDiagram(name:graph:)`).
    ///   - actions: Buttons for the page.
    ///   - configuration: Address, port, token, and whether the page may open URLs.
    /// - Throws: The server's error when the address cannot be bound (port in use, no such interface).
    public static func start(
        following hub: @escaping @MainActor () -> RoutingHub?, flows: @escaping @MainActor () -> [any RunningFlow] = { [] },
        diagrams: [FlowDiagram] = [],
        actions: [InspectorAction] = [], configuration: InspectorConfiguration = InspectorConfiguration(),
        navigators: @escaping @MainActor () -> [InspectedNavigator]
    ) async throws -> Inspector {
        let api = InspectorAPI(
            following: hub, navigators: navigators, flows: flows, diagrams: diagrams, actions: actions,
            allowsOpeningURLs: configuration.allowsOpeningURLs, logCapacity: configuration.logCapacity)
        do {
            let server = try await InspectorServer(
                host: configuration.host, port: configuration.port, api: api, limits: configuration.limits,
                report: { [weak api] message in
                    // Standard error, not output: the demo's first line of output must be the URL.
                    FileHandle.standardError.write(Data((message + "\n").utf8))
                    Task { @MainActor in
                        api?.feed.record {
                            LogEntry(sequence: $0, milliseconds: $1, kind: "server", category: "accept", group: "server", text: message)
                        }
                    }
                })
            let port = server.port
            api.access = AccessCheck(token: configuration.token, host: configuration.host, port: port)
            return Inspector(api: api, server: server, host: configuration.host, port: port, token: configuration.token)
        } catch {
            api.stop()
            throw error
        }
    }

    private init(api: InspectorAPI, server: InspectorServer, host: String, port: UInt16, token: AccessToken) {
        self.api = api
        self.server = server
        self.port = port
        self.token = token
        url = "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/?token=\(token.value)"
        heartbeat = Task { [weak api] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(15))
                guard let api else { return }
                api.feed.heartbeat()
            }
        }
    }

    /// Stops the server: the listening socket closes and every page's stream ends.
    public func stop() async {
        heartbeat?.cancel()
        api.stop()
        await server.stop()
    }
}

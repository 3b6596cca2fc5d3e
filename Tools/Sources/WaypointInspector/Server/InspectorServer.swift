import FlyingSocks
import Foundation

/// The inspector's server did not start.
struct InspectorStartError: Error, CustomStringConvertible {
    let description: String
}

/// The inspector's HTTP/1.1 server: a listening socket, an accept loop that survives running
/// out of descriptors, and one task per connection reading requests within ``ServerLimits``.
///
/// ## Why not FlyingFox's `HTTPServer`
///
/// Up to 0.27.1 the inspector used FlyingFox's server, which cannot be made safe from outside:
/// its request reader re-scans the line gathered so far on every chunk (O(n²): a 128 KB header
/// line costs 9 s of CPU, two 1 MB lines froze it for 12 minutes) and runs before any handler,
/// so no check of ours can come first; it has no limit on line, header or body size, no
/// connection cap and no read or idle timeout; and its accept loop ends — closing the listener
/// for good — at the first `accept` error, such as `EMFILE`. Those parts are internal to it.
///
/// So the HTTP layer is our own and small: ``RequestHeadReader`` (one pass, limits checked as
/// bytes arrive), ``ParsedRequest`` (repeated headers, absolute-form targets, body framing),
/// ``ResponseBytes``, ``InspectorConnection`` and ``ConnectionRegistry``. The sockets and the
/// event loop (epoll on Linux, kqueue on Apple platforms) still come from FlyingSocks, the
/// socket layer of the same package, which works on iOS and needs no other dependency.
///
/// ```swift
/// let server = try await InspectorServer(host: "127.0.0.1", port: 0, api: api, limits: ServerLimits(), report: { print($0) })
/// await server.port   // 53127
/// await server.stop()
/// ```
final class InspectorServer: Sendable {
    /// The port the server listens on.
    let port: UInt16
    private let registry: ConnectionRegistry
    private let accepting: Task<Void, Never>
    private let watching: Task<Void, Never>
    private let polling: Task<Void, any Error>

    /// Binds `host:port` (an IP address; port 0 picks a free one) and starts serving `api`.
    ///
    /// - Parameters:
    ///   - limits: The bounds every client is held to.
    ///   - report: Where the server tells of trouble the app should know about (no descriptor
    ///     left to accept with), once per episode.
    /// - Throws: The socket's error when the address cannot be bound (port in use, no such interface).
    init(
        host: String, port: UInt16, api: InspectorAPI, limits: ServerLimits = ServerLimits(),
        report: @escaping @Sendable (String) -> Void = { _ in }
    ) async throws {
        let listener: Socket
        if host.contains(":") {
            let address = try sockaddr_in6.inet6(ip6: host, port: port)
            listener = try Socket(domain: Int32(sockaddr_in6.family))
            try listener.setValue(true, for: .localAddressReuse)
            try listener.bind(to: address)
        } else {
            let address = try sockaddr_in.inet(ip4: host, port: port)
            listener = try Socket(domain: Int32(sockaddr_in.family))
            try listener.setValue(true, for: .localAddressReuse)
            try listener.bind(to: address)
        }
        try listener.listen()
        let bound: UInt16
        switch try listener.sockname() {
        case .ip4(_, let port), .ip6(_, let port): bound = port
        case .unix: throw InspectorStartError(description: "the inspector's server is bound to a Unix socket")
        }
        let pool = SocketPool.make()
        try await pool.prepare()
        let asyncListener = try AsyncSocket(socket: listener, pool: pool)
        let registry = ConnectionRegistry(limits: limits)
        let authority = ((host.contains(":") ? "[\(host)]" : host) + ":\(bound)").lowercased()
        self.port = bound
        self.registry = registry
        polling = Task { try await pool.run() }
        accepting = Task {
            await Self.accept(on: asyncListener, into: registry, limits: limits, report: report) { socket, id in
                await InspectorConnection(socket: socket, id: id, registry: registry, api: api, authority: authority, limits: limits).run()
            }
            try? listener.close()
        }
        watching = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: limits.tick)
                await registry.expire()
            }
        }
    }

    deinit {
        accepting.cancel()
        watching.cancel()
        let (registry, polling) = (registry, polling)
        Task {
            await registry.closeAll()
            polling.cancel()
        }
    }

    /// Closes the listening socket and every connection, and returns once they are closed.
    func stop() async {
        accepting.cancel()
        await accepting.value
        watching.cancel()
        await registry.closeAll()
        polling.cancel()
    }
}

import FlyingFox
import FlyingSocks
import Foundation

/// The inspector's server did not start.
struct InspectorStartError: Error, CustomStringConvertible {
    let description: String
}

/// The thin FlyingFox glue: binds the address, turns each HTTP request into an
/// ``InspectorRequest`` for the API, and its answer back into bytes.
final class InspectorServer: Sendable {
    private let server: HTTPServer
    private let task: Task<Void, any Error>

    /// Binds `host:port` (an IP address; port 0 picks a free one) and starts serving `api`.
    init(host: String, port: UInt16, api: InspectorAPI) async throws {
        let address: any SocketAddress =
            host.contains(":") ? try sockaddr_in6.inet6(ip6: host, port: port) : try sockaddr_in.inet(ip4: host, port: port)
        // FlyingFox's default logger prints to standard output: the demo's first line must be the URL.
        let configuration = HTTPServer.Configuration(address: address, timeout: 30, logger: .disabled)
        let server = HTTPServer(config: configuration, handler: Handler(api: api))
        self.server = server
        let outcome = StartOutcome()
        task = Task {
            do {
                try await server.run()
            } catch {
                await outcome.fail(error)
                throw error
            }
        }
        // Wait until it listens, or stop at once when binding failed (port taken, no such address).
        let deadline = ContinuousClock.now + .seconds(10)
        while await !server.isListening {
            if let error = await outcome.error { throw error }
            guard ContinuousClock.now < deadline else {
                task.cancel()
                throw InspectorStartError(description: "the inspector's server did not start listening on \(host):\(port) within 10 s")
            }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    deinit {
        task.cancel()
    }

    /// What the server's run reported while starting.
    private actor StartOutcome {
        var error: (any Error)?
        func fail(_ error: any Error) { self.error = error }
    }

    /// The port the server listens on.
    var port: UInt16 {
        get async {
            switch await server.listeningAddress {
            case .ip4(_, let port), .ip6(_, let port): port
            default: 0
            }
        }
    }

    /// Closes the listening socket and every connection.
    func stop() async {
        await server.stop(timeout: 0)
        task.cancel()
    }

    /// Hands each request to the API on the main actor.
    struct Handler: HTTPHandler {
        let api: InspectorAPI

        func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
            await InspectorServer.response(api.respond(to: InspectorServer.request(request)))
        }
    }

    static func request(_ request: HTTPRequest) -> InspectorRequest {
        var query: [String: String] = [:]
        for item in request.query { query[item.name] = item.value }
        var headers: [String: String] = [:]
        for (name, value) in request.headers { headers[name.rawValue.lowercased()] = value }
        return InspectorRequest(method: request.method.rawValue, path: request.path, query: query, headers: headers)
    }

    static func response(_ response: InspectorResponse) -> HTTPResponse {
        var headers: HTTPHeaders = [:]
        headers[.contentType] = response.contentType
        headers[HTTPHeader("Cache-Control")] = "no-store"
        headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
        headers[HTTPHeader("Referrer-Policy")] = "no-referrer"
        for (name, value) in response.headers { headers[HTTPHeader(name)] = value }
        let status = HTTPStatusCode(response.status, phrase: phrase(response.status))
        if let events = response.events {
            return HTTPResponse(statusCode: status, headers: headers, body: HTTPBodySequence(from: EventStreamBytes(messages: events)))
        }
        return HTTPResponse(statusCode: status, headers: headers, body: response.body)
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 409: "Conflict"
        case 421: "Misdirected Request"
        case 503: "Service Unavailable"
        default: "Error"
        }
    }
}

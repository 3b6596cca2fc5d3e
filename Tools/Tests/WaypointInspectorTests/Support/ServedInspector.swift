import Foundation
import Waypoint
@testable import WaypointInspector

/// An inspector over the fixture's hub and navigator, serving on a loopback port, with limits a
/// test may shorten; and the one request every hostile-client test ends with: an authenticated
/// `GET /api/state`, timed.
@MainActor
struct ServedInspector {
    let fixture: InspectorFixture
    let inspector: Inspector

    var port: UInt16 { inspector.port }
    var token: String { inspector.token.value }
    var http: RawHTTP { RawHTTP(address: "127.0.0.1", port: port) }

    static func start(
        allowsOpeningURLs: Bool = false, actions: [InspectorAction] = [], logCapacity: Int = 2_000,
        limits adjust: (inout ServerLimits) -> Void = { _ in }
    ) async throws -> ServedInspector {
        let fixture = try InspectorFixture()
        var configuration = InspectorConfiguration(allowsOpeningURLs: allowsOpeningURLs, logCapacity: logCapacity)
        adjust(&configuration.limits)
        let inspector = try await Inspector.start(
            hub: fixture.hub, navigators: [InspectedNavigator(fixture.navigator, host: fixture.host)], actions: actions,
            configuration: configuration)
        return ServedInspector(fixture: fixture, inspector: inspector)
    }

    /// `GET /api/state` with the token on a fresh connection: its status and how long it took.
    func timedStateRequest() async throws -> (status: Int, elapsed: Duration) {
        let start = ContinuousClock.now
        let response = try await http.send("GET", "/api/state?token=\(token)")
        return (response.status, ContinuousClock.now - start)
    }

    /// The bytes of a request head: the request line, `Host` (unless given), the lines, a blank line.
    func head(_ requestLine: String, _ lines: [String] = [], host: Bool = true) -> [UInt8] {
        let all = [requestLine] + (host ? ["Host: 127.0.0.1:\(port)"] : []) + lines
        return Array((all.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }
}

import Foundation
import Testing
import Waypoint
import WaypointInspector

#if canImport(Glibc)
import Glibc
#endif

/// The real server over loopback: the API's shapes, the token, the Host check, the binding, and
/// the event stream.
@Suite(.serialized) @MainActor struct InspectorServerTests {
    func start(_ fixture: InspectorFixture, allowsOpeningURLs: Bool = false) async throws -> (Inspector, RawHTTP) {
        let inspector = try await Inspector.start(
            hub: fixture.hub, navigators: [InspectedNavigator(fixture.navigator, host: fixture.host)],
            configuration: InspectorConfiguration(allowsOpeningURLs: allowsOpeningURLs))
        return (inspector, RawHTTP(address: "127.0.0.1", port: inspector.port))
    }

    @Test func thePageURLNamesTheLoopbackAddressThePortAndTheToken() async throws {
        let (inspector, http) = try await start(try InspectorFixture())
        defer { Task { await inspector.stop() } }
        #expect(inspector.port != 0)
        #expect(inspector.url == "http://127.0.0.1:\(inspector.port)/?token=\(inspector.token.value)")
        let page = try await http.send("GET", "/?token=\(inspector.token.value)")
        #expect(page.status == 200 && page.body.contains("Waypoint Inspector"))
        #expect(page.head.contains("Content-Security-Policy: default-src 'none'"))
    }

    @Test func theAPIAnswersStateRoutesAndPlansAsJSON() async throws {
        let (inspector, http) = try await start(try InspectorFixture())
        defer { Task { await inspector.stop() } }
        let token = inspector.token.value
        let state = try await http.send("GET", "/api/state?token=\(token)")
        #expect(state.status == 200 && state.head.contains("application/json"))
        let decoded = try JSONDecoder().decode(StateSnapshot.self, from: Data(state.body.utf8))
        #expect(decoded.navigators.first?.levels.first?.content.screens.map(\.destination) == ["home"])
        let routes = try JSONDecoder().decode([RouteSnapshot].self, from: Data(try await http.send("GET", "/api/routes?token=\(token)").body.utf8))
        #expect(routes.map(\.pattern) == ["detail/:id", "settings"])
        let url = "app://detail/9".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let plan = try await http.send("GET", "/api/plan?url=\(url)&source=inApp", headers: ["X-Waypoint-Token": token])
        let decodedPlan = try JSONDecoder().decode(PlanSnapshot.self, from: Data(plan.body.utf8))
        #expect(decodedPlan.url == "app://detail/9" && decodedPlan.outcome == "start detail")
    }

    @Test func requestsWithoutTheTokenGet401AndWithAWrongOne403() async throws {
        let (inspector, http) = try await start(try InspectorFixture())
        defer { Task { await inspector.stop() } }
        for path in ["/", "/api/state", "/api/routes", "/api/events", "/api/plan?url=app://x"] {
            #expect(try await http.send("GET", path).status == 401, "\(path)")
            let glue = path.contains("?") ? "&" : "?"
            #expect(try await http.send("GET", path + glue + "token=00000000000000000000000000000000").status == 403, "\(path)")
        }
        #expect(try await http.send("GET", "/api/state", headers: ["Authorization": "Bearer \(inspector.token.value)"]).status == 200)
    }

    @Test func aHostHeaderThatIsNotTheBoundAddressIsRefused() async throws {
        let (inspector, http) = try await start(try InspectorFixture())
        defer { Task { await inspector.stop() } }
        let token = inspector.token.value
        for host in ["rebind.attacker.example:\(inspector.port)", "localhost:\(inspector.port)", "127.0.0.1"] {
            let response = try await http.send("GET", "/api/state?token=\(token)", host: host)
            #expect(response.status == 421, "\(host)")
            #expect(!response.body.contains("navigators"))
        }
    }

    @Test func theServerListensOnLoopbackOnly() async throws {
        let (inspector, _) = try await start(try InspectorFixture())
        defer { Task { await inspector.stop() } }
        #if os(Linux)
        // The kernel's table of listening sockets: 127.0.0.1 is 0100007F, state 0A is LISTEN.
        let table = try String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)
        let port = String(format: "%04X", inspector.port)
        let listening = table.split(separator: "\n").filter { $0.contains(":\(port) ") && $0.split(separator: " ")[3] == "0A" }
        #expect(listening.count == 1)
        #expect(listening.first?.split(separator: " ")[1] == "0100007F:\(port)")
        #endif
        for address in Self.otherIPv4Addresses() {
            await #expect(throws: RawHTTP.Failure.self, "reachable on \(address)") {
                _ = try await RawHTTP(address: address, port: inspector.port).send("GET", "/")
            }
        }
    }

    @Test func theEventStreamDeliversALogEntryAfterANavigationChange() async throws {
        let fixture = try InspectorFixture()
        let (inspector, http) = try await start(fixture)
        defer { Task { await inspector.stop() } }
        let navigator = fixture.navigator
        let text = try await http.stream(
            "/api/events?token=\(inspector.token.value)",
            until: { $0.contains("event: log") && $0.contains("\"kind\":\"navigation\"") },
            afterHead: { @MainActor in
                _ = try? navigator.execute(.push(navigator.makeScreen(Screens.detail(4))))
            })
        #expect(text.hasPrefix("HTTP/1.1 200"))
        #expect(text.contains("text/event-stream"))
        #expect(text.contains("detail(4)") || text.contains("push"))
    }

    @Test func aSecondInspectorOnATakenPortFailsToStart() async throws {
        let fixture = try InspectorFixture()
        let (inspector, _) = try await start(fixture)
        defer { Task { await inspector.stop() } }
        await #expect(throws: (any Error).self) {
            _ = try await Inspector.start(
                hub: fixture.hub, navigators: [InspectedNavigator(fixture.navigator)], configuration: InspectorConfiguration(port: inspector.port))
        }
    }

    @Test func afterStopThePortIsClosed() async throws {
        let (inspector, http) = try await start(try InspectorFixture())
        #expect(try await http.send("GET", "/api/state?token=\(inspector.token.value)").status == 200)
        await inspector.stop()
        await #expect(throws: RawHTTP.Failure.self) { _ = try await http.send("GET", "/api/state") }
    }

    /// This machine's IPv4 addresses other than loopback.
    nonisolated static func otherIPv4Addresses() -> [String] {
        #if canImport(Glibc)
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(list) }
        var result: [String] = []
        for pointer in sequence(first: first, next: { $0.pointee.ifa_next }) {
            guard let address = pointer.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet -> Void in
                var raw = inet.pointee.sin_addr
                inet_ntop(AF_INET, &raw, &text, socklen_t(INET_ADDRSTRLEN))
            }
            let string = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if !string.hasPrefix("127.") { result.append(string) }
        }
        return result
        #else
        return []
        #endif
    }
}

@Suite @MainActor struct InspectorLifetimeTests {
    @Test func droppingTheInspectorStopsItsServer() async throws {
        let fixture = try InspectorFixture()
        var inspector: Inspector? = try await Inspector.start(hub: fixture.hub, navigators: [InspectedNavigator(fixture.navigator)])
        let http = RawHTTP(address: "127.0.0.1", port: try #require(inspector?.port))
        #expect(try await http.send("GET", "/api/state?token=\(try #require(inspector?.token.value))").status == 200)
        inspector = nil
        let closed = try await TimeBound.wait(upTo: .seconds(2)) {
            do {
                _ = try await http.send("GET", "/")
                return false
            } catch {
                return true
            }
        }
        #expect(closed)
    }
}

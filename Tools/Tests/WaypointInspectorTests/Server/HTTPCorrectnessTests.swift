import Foundation
import Testing
import Waypoint
@testable import WaypointInspector

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding 4 of issue 26, and the bound on sessions of finding 3: what the server does with
/// requests a lenient server would let through or answer wrongly.
@Suite(.serialized) @MainActor struct HTTPCorrectnessTests {
    @Test func aStateChangingRequestFromAnotherSitesOriginIsRefusedEvenWithTheToken() async throws {
        var presses = 0
        let served = try await ServedInspector.start(actions: [InspectorAction(id: "go", title: "Go") { presses += 1 }])
        defer { Task { await served.inspector.stop() } }
        let target = "/api/actions/go?token=\(served.token)"
        for origin in ["http://evil.example", "null", "http://127.0.0.1:\(served.port).evil.example", "https://127.0.0.1:\(served.port)"] {
            let response = try await served.http.send("POST", target, headers: ["Origin": origin])
            #expect(response.status == 403 && response.body.contains("another site"), "\(origin): \(response.status)")
        }
        #expect(presses == 0)
        #expect(try await served.http.send("POST", target, headers: ["Origin": "http://127.0.0.1:\(served.port)"]).status == 200)
        #expect(try await served.http.send("POST", target).status == 200)
        #expect(presses == 2)
    }

    @Test func aSecondHostHeaderIsRefusedWith400WhicheverComesFirst() async throws {
        let served = try await ServedInspector.start()
        defer { Task { await served.inspector.stop() } }
        let own = "Host: 127.0.0.1:\(served.port)"
        for hosts in [[own, "Host: evil.example"], ["Host: evil.example", own], [own, own]] {
            let answer = try await HostileClient.exchange(
                served.port, served.head("GET /api/state?token=\(served.token) HTTP/1.1", hosts + ["Connection: close"], host: false))
            #expect(answer.status == 400, "\(hosts): \(answer.text.prefix(120))")
        }
    }

    @Test func anAbsoluteFormTargetMustNameTheBoundAuthority() async throws {
        let served = try await ServedInspector.start()
        defer { Task { await served.inspector.stop() } }
        let query = "/api/state?token=\(served.token)"
        for authority in ["evil.example", "localhost:\(served.port)", "127.0.0.1:1", "127.0.0.1"] {
            let answer = try await HostileClient.exchange(served.port, served.head("GET http://\(authority)\(query) HTTP/1.1", ["Connection: close"]))
            #expect(answer.status == 421, "\(authority): \(answer.text.prefix(120))")
        }
        let own = try await HostileClient.exchange(served.port, served.head("GET http://127.0.0.1:\(served.port)\(query) HTTP/1.1", ["Connection: close"]))
        #expect(own.status == 200)
    }

    @Test func aHEADRequestIsAnsweredWithTheHeadersAndNoBody() async throws {
        let served = try await ServedInspector.start()
        defer { Task { await served.inspector.stop() } }
        // HEAD, then GET on the same connection: the GET's status line must follow the HEAD's
        // head directly, with the body's length announced but no body between.
        let request =
            served.head("HEAD /api/state?token=\(served.token) HTTP/1.1") + served.head("GET /api/state?token=\(served.token) HTTP/1.1", ["Connection: close"])
        let port = served.port
        let bytes = try await RawHTTP.onThread {
            let socket = try HostileClient.connect(port)
            defer { close(socket) }
            HostileClient.send(socket, request)
            return HostileClient.read(socket, timeout: TimeBound.seconds(3)).bytes
        }
        let end = try #require(HostileClient.headEnd(in: bytes))
        let head = String(decoding: bytes[..<end], as: UTF8.self)
        #expect(head.hasPrefix("HTTP/1.1 200"))
        let length = head.split(separator: "\r\n").first { $0.hasPrefix("Content-Length: ") }.flatMap { Int($0.dropFirst(16)) }
        #expect((length ?? 0) > 0)
        #expect(String(decoding: bytes[end...], as: UTF8.self).hasPrefix("HTTP/1.1 200"))
    }

    @Test func keepAliveCarriesSeveralRequestsOnOneConnection() async throws {
        let served = try await ServedInspector.start()
        defer { Task { await served.inspector.stop() } }
        let one = served.head("GET /api/state?token=\(served.token) HTTP/1.1")
        let port = served.port
        let text = try await RawHTTP.onThread {
            let socket = try HostileClient.connect(port)
            defer { close(socket) }
            var text = ""
            for _ in 0..<5 {
                HostileClient.send(socket, one)
                let bytes = HostileClient.read(socket, timeout: TimeBound.seconds(2)) { bytes in
                    guard let end = HostileClient.headEnd(in: bytes) else { return false }
                    let head = String(decoding: bytes[..<end], as: UTF8.self)
                    let length = head.split(separator: "\r\n").first { $0.hasPrefix("Content-Length: ") }.flatMap { Int($0.dropFirst(16)) } ?? 0
                    return bytes.count >= end + length
                }.bytes
                text += String(decoding: bytes, as: UTF8.self)
            }
            return text
        }
        #expect(text.components(separatedBy: "HTTP/1.1 200 OK").count == 6)
    }

    @Test func acceptedSocketsHaveTCPNoDelay() async throws {
        let served = try await ServedInspector.start()
        defer { Task { await served.inspector.stop() } }
        let port = served.port
        let client = try await RawHTTP.onThread { try HostileClient.connect(port) }
        defer { close(client) }
        // The server's end of this connection lives in this process: find it by its two ports.
        let clientPort = try #require(Self.ports(of: client)?.local)
        // Set by the connection's task right after accepting: wait for it briefly.
        let noDelay = try await TimeBound.wait(upTo: .seconds(1)) {
            guard let server = Self.descriptor(local: port, peer: clientPort) else { return false }
            var value: Int32 = 0
            var size = socklen_t(MemoryLayout<Int32>.size)
            getsockopt(server, Int32(IPPROTO_TCP), TCP_NODELAY, &value, &size)
            return value != 0
        }
        #expect(noDelay, "the accepted socket has no TCP_NODELAY")
    }

    @Test func sessionsOpenedFromThePageAreBounded() async throws {
        let served = try await ServedInspector.start(allowsOpeningURLs: true)
        defer { Task { await served.inspector.stop() } }
        var statuses: [Int] = []
        for index in 0...InspectorAPI.maxOpenSessions {
            statuses.append(try await served.http.send("POST", "/api/open?url=app://detail/\(index)&token=\(served.token)").status)
        }
        #expect(statuses.dropLast().allSatisfy { $0 == 200 }, "\(statuses)")
        #expect(statuses.last == 429)
        let running = served.fixture.hub.activeSessions().filter { !$0.state.isTerminal }.count
        #expect(running <= InspectorAPI.maxOpenSessions)
    }

    /// The local and peer ports of a connected socket.
    nonisolated static func ports(of socket: Int32) -> (local: UInt16, peer: UInt16)? {
        var local = sockaddr_in()
        var peer = sockaddr_in()
        var size = socklen_t(MemoryLayout<sockaddr_in>.size)
        var peerSize = size
        let found = withUnsafeMutablePointer(to: &local) { localPointer in
            withUnsafeMutablePointer(to: &peer) { peerPointer in
                localPointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &size) } == 0
                    && peerPointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(socket, $0, &peerSize) } == 0
            }
        }
        guard found, local.sin_family == sa_family_t(AF_INET) else { return nil }
        return (UInt16(bigEndian: local.sin_port), UInt16(bigEndian: peer.sin_port))
    }

    /// The descriptor in this process connected from `local` to `peer`, if any.
    nonisolated static func descriptor(local: UInt16, peer: UInt16) -> Int32? {
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").compactMap { Int32($0) }) ?? []
        return open.first { ports(of: $0).map { $0.local == local && $0.peer == peer } == true }
    }
}

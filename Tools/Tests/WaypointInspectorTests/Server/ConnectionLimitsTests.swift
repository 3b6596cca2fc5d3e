import Foundation
import Testing
@testable import WaypointInspector

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding 2 of issue 26 (the part inside one process): connections are capped, idle and slow
/// ones are closed on a clock, and a page that stops reading its event stream is dropped once
/// its buffer is full. Before, 500 idle connections were all still open after 20 s.
@Suite(.serialized) @MainActor struct ConnectionLimitsTests {
    @Test func threeHundredIdleConnectionsLeaveTheInspectorAnsweringWithinASecond() async throws {
        let served = try await ServedInspector.start()
        defer { Task { await served.inspector.stop() } }
        let port = served.port
        let idle = try await RawHTTP.onThread { try (0..<300).map { _ in try HostileClient.connect(port) } }
        defer { for socket in idle { close(socket) } }
        let (status, elapsed) = try await served.timedStateRequest()
        #expect(status == 200)
        #expect(elapsed < TimeBound.seconds(1), "answered after \(elapsed)")
        // The cap (64) made room by closing the connections that waited longest.
        var closed = 0
        _ = try await TimeBound.wait(upTo: .seconds(1)) {
            closed = idle.count { HostileClient.isClosedByPeer($0) }
            return closed >= 300 - ServerLimits().connections
        }
        #expect(closed >= 300 - ServerLimits().connections, "only \(closed) of 300 idle connections were closed")
    }

    @Test func atTheCapWithEveryConnectionBusyANewOneGets503() async throws {
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        let slow = InspectorAction(id: "slow", title: "Slow") { for await _ in gate { return } }
        let served = try await ServedInspector.start(actions: [slow]) { $0.connections = 1 }
        defer { Task { await served.inspector.stop() } }
        let http = served.http
        let target = "/api/actions/slow?token=\(served.token)"
        let pressing = Task { try await http.send("POST", target).status }
        while !served.inspector.api.state().actions.contains(where: { !$0.enabled }) { try await Task.sleep(for: .milliseconds(5)) }
        // The one connection is busy in the API, so nothing can make room.
        let refused = try await HostileClient.exchange(served.port, served.head("GET /api/state?token=\(served.token) HTTP/1.1"))
        #expect(refused.status == 503, "\(refused.text.prefix(120))")
        open.yield()
        #expect(try await pressing.value == 200)
        #expect(try await served.timedStateRequest().status == 200)
    }

    @Test func aPageOpeningAnEventStreamBeyondTheLimitClosesTheOldestPagesStream() async throws {
        let served = try await ServedInspector.start { $0.eventStreams = 1 }
        defer { Task { await served.inspector.stop() } }
        let (port, token) = (served.port, served.token)
        let request = Array("GET /api/events?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8)
        let (first, second) = try await RawHTTP.onThread {
            let first = try HostileClient.connect(port)
            HostileClient.send(first, request)
            _ = HostileClient.read(first, timeout: TimeBound.seconds(2)) { String(decoding: $0, as: UTF8.self).contains("event: state") }
            let second = try HostileClient.connect(port)
            HostileClient.send(second, request)
            _ = HostileClient.read(second, timeout: TimeBound.seconds(2)) { String(decoding: $0, as: UTF8.self).contains("event: state") }
            return (first, second)
        }
        defer {
            close(first)
            close(second)
        }
        let firstClosed = try await RawHTTP.onThread { HostileClient.read(first, timeout: TimeBound.seconds(2)).closed }
        #expect(firstClosed)
        #expect(!HostileClient.isClosedByPeer(second))
    }

    @Test func anIdleConnectionIsClosedWhenItsClockRunsOut() async throws {
        let served = try await ServedInspector.start { $0.idleTimeout = .milliseconds(300) }
        defer { Task { await served.inspector.stop() } }
        let port = served.port
        let (closed, elapsed) = try await RawHTTP.onThread {
            let socket = try HostileClient.connect(port)
            defer { close(socket) }
            let start = ContinuousClock.now
            return (HostileClient.read(socket, timeout: TimeBound.seconds(3)).closed, ContinuousClock.now - start)
        }
        #expect(closed, "still open after \(elapsed)")
        #expect(elapsed >= .milliseconds(250) && elapsed < TimeBound.milliseconds(1_500), "closed after \(elapsed)")
    }

    @Test func aClientSendingOneByteAtATimeIsCutOffWhenTheReadClockRunsOut() async throws {
        let served = try await ServedInspector.start { $0.readTimeout = .milliseconds(500) }
        defer { Task { await served.inspector.stop() } }
        let port = served.port
        // The one-byte-every-5-s client, faster: a byte every 50 ms keeps the idle clock
        // from mattering; only the read clock can end it.
        let (closed, elapsed, sent) = try await RawHTTP.onThread {
            let socket = try HostileClient.connect(port)
            defer { close(socket) }
            let start = ContinuousClock.now
            var sent = 0
            for byte in Array("GET /api/state HTTP/1.1\r\nX-Slow: ".utf8) + Array(repeating: UInt8(ascii: "a"), count: 100) {
                if HostileClient.isClosedByPeer(socket) { return (true, ContinuousClock.now - start, sent) }
                guard HostileClient.send(socket, [byte]) == 1 else { return (true, ContinuousClock.now - start, sent) }
                sent += 1
                Thread.sleep(forTimeInterval: 0.05)
            }
            return (false, ContinuousClock.now - start, sent)
        }
        #expect(closed, "still open after \(elapsed) and \(sent) bytes")
        #expect(elapsed < TimeBound.milliseconds(1_500), "cut off after \(elapsed)")
    }

    @Test func aPageThatStopsReadingItsEventStreamIsDroppedOnceItsBufferIsFull() async throws {
        let served = try await ServedInspector.start(logCapacity: 8) { $0.eventBufferBytes = 64 * 1_024 }
        defer { Task { await served.inspector.stop() } }
        let (port, token) = (served.port, served.token)
        let socket = try await RawHTTP.onThread {
            let socket = try HostileClient.connect(port, receiveBuffer: 4_096)
            HostileClient.send(socket, Array("GET /api/events?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
            _ = HostileClient.read(socket, timeout: TimeBound.seconds(2)) { String(decoding: $0, as: UTF8.self).contains("event: state") }
            return socket
        }
        defer { close(socket) }
        let feed = served.inspector.api.feed
        #expect(feed.subscriberCount == 1)
        // Up to 64 MB of events, never read: far more than the socket buffers and the 64 KB outbox hold.
        let text = String(repeating: "x", count: 8 * 1_024)
        let start = ContinuousClock.now
        for round in 0..<8_192 where feed.subscriberCount > 0 {
            feed.record { LogEntry(sequence: $0, milliseconds: $1, kind: "test", category: "flood", group: "\(round)", text: text) }
            try await Task.sleep(for: .milliseconds(1))
        }
        _ = try await TimeBound.wait(upTo: .seconds(1)) { feed.subscriberCount == 0 }
        #expect(feed.subscriberCount == 0, "the stalled page is still subscribed after \(ContinuousClock.now - start)")
        let closed = try await RawHTTP.onThread { HostileClient.read(socket, timeout: TimeBound.seconds(5)).closed }
        #expect(closed)
    }
}

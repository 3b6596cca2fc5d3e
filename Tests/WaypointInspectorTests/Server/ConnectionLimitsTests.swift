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
        #expect(elapsed < .seconds(1), "answered after \(elapsed)")
        // The cap (64) made room by closing the connections that waited longest.
        var closed = 0
        for _ in 0..<100 {
            closed = idle.count { HostileClient.isClosedByPeer($0) }
            if closed >= 300 - ServerLimits().connections { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(closed >= 300 - ServerLimits().connections, "only \(closed) of 300 idle connections were closed")
    }

    @Test func anIdleConnectionIsClosedWhenItsClockRunsOut() async throws {
        let served = try await ServedInspector.start { $0.idleTimeout = .milliseconds(300) }
        defer { Task { await served.inspector.stop() } }
        let port = served.port
        let (closed, elapsed) = try await RawHTTP.onThread {
            let socket = try HostileClient.connect(port)
            defer { close(socket) }
            let start = ContinuousClock.now
            return (HostileClient.read(socket, timeout: .seconds(3)).closed, ContinuousClock.now - start)
        }
        #expect(closed, "still open after \(elapsed)")
        #expect(elapsed >= .milliseconds(250) && elapsed < .milliseconds(1_500), "closed after \(elapsed)")
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
        #expect(elapsed < .milliseconds(1_500), "cut off after \(elapsed)")
    }

    @Test func aPageThatStopsReadingItsEventStreamIsDroppedOnceItsBufferIsFull() async throws {
        let served = try await ServedInspector.start(logCapacity: 8) { $0.eventBufferBytes = 64 * 1_024 }
        defer { Task { await served.inspector.stop() } }
        let (port, token) = (served.port, served.token)
        let socket = try await RawHTTP.onThread {
            let socket = try HostileClient.connect(port, receiveBuffer: 4_096)
            HostileClient.send(socket, Array("GET /api/events?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
            _ = HostileClient.read(socket, timeout: .seconds(2)) { String(decoding: $0, as: UTF8.self).contains("event: state") }
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
        for _ in 0..<100 where feed.subscriberCount > 0 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(feed.subscriberCount == 0, "the stalled page is still subscribed after \(ContinuousClock.now - start)")
        let closed = try await RawHTTP.onThread { HostileClient.read(socket, timeout: .seconds(5)).closed }
        #expect(closed)
    }
}

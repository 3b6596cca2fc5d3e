import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Findings 2 and 3 of issue 26 where the test's own process must stay untouched: the demo runs
/// the inspector in a child process whose descriptor limit is lowered, or whose memory is read.
@Suite(.serialized) struct ChildProcessLoadTests {
    #if os(Linux)
    @Test func theAcceptLoopSurvivesRunningOutOfDescriptorsAndSaysSoOnce() async throws {
        // 48 descriptors for the whole demo, and 300 idle connections: `accept` fails with EMFILE
        // before the connection cap (64) is reached. Before, the listener closed for good.
        let demo = try DemoInspectorProcess(descriptors: 48)
        defer { _ = demo.stop() }
        let http = RawHTTP(address: "127.0.0.1", port: demo.port)
        let port = demo.port
        let idle = try await RawHTTP.onThread { try (0..<300).map { _ in try HostileClient.connect(port) } }
        let start = ContinuousClock.now
        let answered = try? await http.send("GET", "/api/state?token=\(demo.token)")
        let elapsed = ContinuousClock.now - start
        for socket in idle { close(socket) }
        // With the flood gone, it still accepts.
        let after = try? await http.send("GET", "/api/state?token=\(demo.token)")
        let errors = demo.stop()
        #expect(answered?.status == 200)
        #expect(elapsed < TimeBound.seconds(1), "answered after \(elapsed)")
        #expect(after?.status == 200)
        #expect(errors.components(separatedBy: "no file descriptor left").count == 2, "standard error: \(errors)")
    }

    @Test func theInspectorsMemoryStaysFlatUnderTheIssuesLoad() async throws {
        let demo = try DemoInspectorProcess(allowsOpening: true)
        defer { _ = demo.stop() }
        let (port, token) = (demo.port, demo.token)
        for _ in 0..<20 { _ = try await RawHTTP(address: "127.0.0.1", port: port).send("GET", "/api/state?token=\(token)") }
        let before = demo.residentBytes
        // 400,000 header lines without a token, three times.
        let flood = Array(("GET / HTTP/1.1\r\n" + String(repeating: "X-A: b\r\n", count: 400_000) + "\r\n").utf8)
        for _ in 0..<3 { #expect(try await HostileClient.exchange(port, flood).status == 431) }
        // 30 event-stream readers that never read.
        let stalled = try await RawHTTP.onThread {
            try (0..<30).map { _ in
                let socket = try HostileClient.connect(port, receiveBuffer: 4_096)
                HostileClient.send(socket, Array("GET /api/events?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
                return socket
            }
        }
        defer { for socket in stalled { close(socket) } }
        // 1,500 links opened from the page, on one keep-alive connection.
        let statuses = try await RawHTTP.onThread {
            let socket = try HostileClient.connect(port)
            defer { close(socket) }
            var statuses: [Int: Int] = [:]
            for index in 0..<1_500 {
                let request = "POST /api/open?url=nuapp://bank.example/accounts/\(index)&token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
                HostileClient.send(socket, Array(request.utf8))
                let bytes = HostileClient.read(socket, timeout: TimeBound.seconds(5)) { bytes in
                    guard let end = HostileClient.headEnd(in: bytes) else { return false }
                    let head = String(decoding: bytes[..<end], as: UTF8.self)
                    let length = head.split(separator: "\r\n").first { $0.hasPrefix("Content-Length: ") }.flatMap { Int($0.dropFirst(16)) } ?? 0
                    return bytes.count >= end + length
                }.bytes
                let status = Int(String(decoding: bytes.dropFirst(9).prefix(3), as: UTF8.self)) ?? 0
                statuses[status, default: 0] += 1
            }
            return statuses
        }
        let after = demo.residentBytes
        _ = demo.stop()
        #expect(statuses.values.reduce(0, +) == 1_500 && statuses[0] == nil, "\(statuses)")
        let grown = (after - before) / 1_048_576
        print("inspector RSS under the issue's load: \(before / 1_048_576) MB → \(after / 1_048_576) MB; answers \(statuses)")
        #expect(grown < 24, "RSS grew from \(before / 1_048_576) MB to \(after / 1_048_576) MB")
    }
    #endif
}

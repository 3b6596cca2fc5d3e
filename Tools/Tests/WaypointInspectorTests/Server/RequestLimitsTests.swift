import Foundation
import Testing
@testable import WaypointInspector

/// Finding 1 of issue 26: request lines, header sections and bodies over their limits are
/// refused after reading at most the limit, before the Host and token checks, in time linear in
/// what was read — FlyingFox 0.27.1 took 9 s for a 128 KB line and ~12 minutes for two 1 MB ones.
@Suite(.serialized) @MainActor struct RequestLimitsTests {
    static let megabyte = 1_024 * 1_024

    @Test func aMegabyteHeaderLineWithoutATokenIsRefusedWith431WithinASecondAndTheServerStillAnswers() async throws {
        let served = try await ServedInspector.start()
        defer { Task { await served.inspector.stop() } }
        let flood = "X-Flood: " + String(repeating: "a", count: Self.megabyte)
        let answer = try await HostileClient.exchange(served.port, served.head("GET /api/state HTTP/1.1", [flood]))
        #expect(answer.status == 431, "\(answer.text.prefix(200))")
        #expect(answer.elapsed < TimeBound.seconds(1), "refused after \(answer.elapsed)")
        let (status, elapsed) = try await served.timedStateRequest()
        #expect(status == 200)
        #expect(elapsed < TimeBound.seconds(1), "answered after \(elapsed)")
    }

    @Test func aHeaderSectionOfManyShortLinesOverTheLimitIsRefusedWith431() async throws {
        let served = try await ServedInspector.start()
        defer { Task { await served.inspector.stop() } }
        // The 400,000 header lines: each short, together far over 64 KB.
        let lines = Array(repeating: "X-A: b", count: 400_000)
        let answer = try await HostileClient.exchange(served.port, served.head("GET /api/state HTTP/1.1", lines))
        #expect(answer.status == 431)
        #expect(answer.elapsed < TimeBound.seconds(1), "refused after \(answer.elapsed)")
        #expect(try await served.timedStateRequest().status == 200)
    }

    @Test func aMegabyteRequestLineIsRefusedWith414WithinASecondEvenWithTheToken() async throws {
        let served = try await ServedInspector.start()
        defer { Task { await served.inspector.stop() } }
        let url = String(repeating: "a", count: Self.megabyte)
        let answer = try await HostileClient.exchange(served.port, served.head("GET /api/plan?token=\(served.token)&url=\(url) HTTP/1.1"))
        #expect(answer.status == 414, "\(answer.text.prefix(200))")
        #expect(answer.elapsed < TimeBound.seconds(1), "refused after \(answer.elapsed)")
        let (status, elapsed) = try await served.timedStateRequest()
        #expect(status == 200 && elapsed < TimeBound.seconds(1), "\(status) after \(elapsed)")
    }

    @Test func aRequestLineJustUnderTheLimitIsServed() async throws {
        let served = try await ServedInspector.start()
        defer { Task { await served.inspector.stop() } }
        let prefix = "GET /api/plan?token=\(served.token)&url=app://detail/1&pad="
        let requestLine = prefix + String(repeating: "a", count: 8 * 1_024 - prefix.utf8.count - " HTTP/1.1".utf8.count) + " HTTP/1.1"
        #expect(requestLine.utf8.count == 8 * 1_024)
        let answer = try await HostileClient.exchange(served.port, served.head(requestLine, ["Connection: close"]))
        #expect(answer.status == 200, "\(answer.text.prefix(200))")
    }

    @Test func aBodyDeclaredOverTheLimitIsRefusedWith413BeforeItArrives() async throws {
        let served = try await ServedInspector.start()
        defer { Task { await served.inspector.stop() } }
        // Only the head is sent: the refusal must not wait for 100 MB that never come.
        let answer = try await HostileClient.exchange(
            served.port, served.head("POST /api/actions/none HTTP/1.1", ["Content-Length: 100000000"]))
        #expect(answer.status == 413, "\(answer.text.prefix(200))")
        #expect(answer.elapsed < TimeBound.seconds(1), "refused after \(answer.elapsed)")
    }

    @Test func aChunkedBodyIsRefusedWith411() async throws {
        let served = try await ServedInspector.start()
        defer { Task { await served.inspector.stop() } }
        let answer = try await HostileClient.exchange(
            served.port, served.head("POST /api/actions/none?token=\(served.token) HTTP/1.1", ["Transfer-Encoding: chunked"]))
        #expect(answer.status == 411)
    }
}

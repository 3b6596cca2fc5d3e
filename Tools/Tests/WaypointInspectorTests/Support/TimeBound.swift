import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The wall-clock bounds of the socket tests, stretched when the run is known to be slow.
///
/// A bound such as "the inspector answers within a second" separates a healthy server (a few
/// milliseconds) from a quadratic reader or a stuck one (seconds to minutes). A sanitizer slows
/// every instruction several times over, and a loaded CI machine adds more, so a fixed bound
/// fails without a bug (1.066 s under the thread sanitizer). Every bound is multiplied by
/// ``factor``: 4 under a sanitizer, or `WAYPOINT_TEST_TIME_SCALE` when set. Even stretched, the
/// bounds stay far below what the bugs they catch would take.
///
/// Only upper bounds and the waits that serve them are stretched; a lower bound ("not closed
/// before 250 ms") and the server's own timeouts are not.
///
/// ```swift
/// #expect(elapsed < TimeBound.seconds(1))   // 1 s; 4 s under TSan or WAYPOINT_TEST_TIME_SCALE=4
/// ```
enum TimeBound {
    /// The multiplier: `WAYPOINT_TEST_TIME_SCALE` (a number, at least 1) if set, else 4 under a
    /// sanitizer, else 1.
    static let factor: Double = {
        if let text = ProcessInfo.processInfo.environment["WAYPOINT_TEST_TIME_SCALE"], let value = Double(text), value >= 1 {
            return value
        }
        return underSanitizer ? 4 : 1
    }()

    /// Whether the test binary carries a sanitizer's runtime: its entry point is found among
    /// the process's symbols (`RTLD_DEFAULT`), as the runtime exports it.
    static var underSanitizer: Bool {
        #if canImport(Darwin)
        let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #else
        let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
        #endif
        let runtimes: [String] = ["__tsan_init", "__asan_init"]
        return runtimes.contains { dlsym(everywhere, $0) != nil }
    }

    /// `seconds` seconds, stretched by ``factor``.
    static func seconds(_ seconds: Int) -> Duration { .seconds(seconds) * factor }

    /// `milliseconds` milliseconds, stretched by ``factor``.
    static func milliseconds(_ milliseconds: Int) -> Duration { .milliseconds(milliseconds) * factor }

    /// Checks `done` every 10 ms until it holds or `bound` (stretched) has passed.
    ///
    /// ```swift
    /// let closed = try await TimeBound.wait(upTo: .seconds(1)) { HostileClient.isClosedByPeer(socket) }
    /// ```
    ///
    /// - Returns: Whether `done` held before the time ran out.
    static func wait(
        upTo bound: Duration, isolation: isolated (any Actor)? = #isolation, until done: () async throws -> Bool
    ) async throws -> Bool {
        let deadline = ContinuousClock.now + bound * factor
        while ContinuousClock.now < deadline {
            if try await done() { return true }
            try await Task.sleep(for: .milliseconds(10))
        }
        return try await done()
    }
}

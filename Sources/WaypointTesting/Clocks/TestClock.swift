import Foundation

/// A clock whose time moves only when a test says so.
///
/// Hand it to anything that waits on a `Clock<Duration>` — the routing hub's parking expiry
/// (`RoutingHub.Configuration.clock`), your own flows' timeouts — then ``advance(by:)`` to let
/// exactly the waits that are due finish, without sleeping in the test.
///
/// ```swift
/// let clock = TestClock()
/// let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: URLConfiguration(schemes: ["nuapp"]), clock: clock))
/// let session = hub.start(url: "nuapp://cards/42/block", source: .pushNotification)  // parks for login
/// await clock.waitForSleepers()
/// await clock.advance(by: .seconds(301))
/// await session.expectFailure(.expired)   // the parked link expired
/// ```
public final class TestClock: Clock, @unchecked Sendable {
    /// A point in the test clock's time: how far it is from the clock's start.
    public struct Instant: InstantProtocol, CustomStringConvertible {
        /// The time since the clock was made.
        public let offset: Duration

        /// Creates an instant `offset` after the clock's start.
        public init(offset: Duration) { self.offset = offset }

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
        public var description: String { "\(offset)" }
    }

    private struct Sleeper {
        let id: UInt64
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current: Instant
    private var sleepers: [Sleeper] = []
    private var nextID: UInt64 = 0

    /// Creates a clock at `now` (its start, by default).
    public init(now: Instant = Instant(offset: .zero)) {
        current = now
    }

    /// The clock's current time; it changes only through ``advance(by:)`` and ``advance(to:)``.
    public var now: Instant { lock.withLock { current } }

    /// Zero: the test clock has no resolution of its own.
    public var minimumResolution: Duration { .zero }

    /// The number of tasks sleeping on the clock right now.
    public var sleeperCount: Int { lock.withLock { sleepers.count } }

    /// Suspends until the clock is advanced to `deadline` or past it; at once if it already is.
    ///
    /// - Throws: `CancellationError` when the sleeping task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = lock.withLock { () -> UInt64 in
            nextID += 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow = lock.withLock { () -> Bool in
                    if deadline <= current { return true }
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let cancelled = lock.withLock { () -> Sleeper? in
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward by `duration`, waking every sleeper that is then due, earliest first,
    /// and gives the woken tasks a chance to run before returning.
    ///
    /// - Parameter duration: How far to move; must not be negative.
    public func advance(by duration: Duration) async {
        await advance(to: now.advanced(by: max(duration, .zero)))
    }

    /// Moves time forward to `deadline` (never backwards), waking every sleeper due by then.
    ///
    /// - Parameter deadline: The new time.
    public func advance(to deadline: Instant) async {
        let due = lock.withLock { () -> [Sleeper] in
            current = max(current, deadline)
            let due = sleepers.filter { $0.deadline <= current }.sorted { $0.deadline < $1.deadline }
            sleepers.removeAll { $0.deadline <= current }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
        // Let the woken tasks (and the main-actor work they schedule) run before the test goes on.
        for _ in 0..<20 { await Task.yield() }
    }

    /// Waits until at least `count` tasks sleep on the clock: the point where advancing it has
    /// an effect on work that was started but has not reached its wait yet.
    ///
    /// ```swift
    /// let session = hub.start(url: "nuapp://cards/42/block", source: .pushNotification)
    /// await clock.waitForSleepers()          // the parked link now waits for its expiry
    /// await clock.advance(by: .seconds(301))
    /// ```
    ///
    /// - Parameters:
    ///   - count: How many sleepers to wait for (one by default).
    ///   - timeout: How long to wait at most, in real time (five seconds by default).
    /// - Returns: Whether that many tasks slept on the clock in time.
    @discardableResult
    public func waitForSleepers(_ count: Int = 1, within timeout: Duration = .seconds(5)) async -> Bool {
        let end = ContinuousClock.now.advanced(by: timeout)
        while sleeperCount < count {
            guard ContinuousClock.now < end else { return false }
            await Task.yield()
        }
        return true
    }

    /// Wakes every sleeper, however far its deadline, moving time to the latest one.
    public func runToEnd() async {
        let latest = lock.withLock { sleepers.map(\.deadline).max() }
        if let latest { await advance(to: latest) }
    }
}

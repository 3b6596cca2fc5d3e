/// Time measured on any `Clock<Duration>` as the distance from the moment the stopwatch was
/// made, so that code which keeps deadlines does not depend on the clock's `Instant` type.
///
/// The navigator's watchdog and the hub's parking timer both keep deadlines this way: an app
/// runs them on `ContinuousClock`, a test on a clock it advances by hand (`TestClock` in
/// WaypointTesting), and neither timer knows which.
///
/// ```swift
/// let stopwatch = Stopwatch(clock)
/// let deadline = stopwatch.elapsed + .seconds(10)
/// try await stopwatch.sleep(until: deadline)   // returns at once when the deadline passed
/// ```
package struct Stopwatch: Sendable {
    /// How long since the stopwatch was made, on its clock.
    private let measure: @Sendable () -> Duration
    private let wait: @Sendable (Duration) async throws -> Void

    /// Starts measuring on `clock`.
    package init(_ clock: any Clock<Duration>) {
        (measure, wait) = Self.measuring(clock)
    }

    private static func measuring<C: Clock<Duration>>(
        _ clock: C
    ) -> (@Sendable () -> Duration, @Sendable (Duration) async throws -> Void) {
        let origin = clock.now
        return ({ origin.duration(to: clock.now) }, { try await clock.sleep(until: origin.advanced(by: $0), tolerance: nil) })
    }

    /// The time since the stopwatch was made.
    package var elapsed: Duration { measure() }

    /// Sleeps until `deadline` (a time since the stopwatch was made, not a delay: time that
    /// passes before the sleep begins is not added to it).
    ///
    /// - Throws: `CancellationError` when the sleeping task is cancelled first.
    package func sleep(until deadline: Duration) async throws {
        try await wait(deadline)
    }
}

/// Expires parked requests, and requests waiting for the first navigator, with one task for
/// the whole hub.
///
/// Every waiting request gets the same timeout, so deadlines arrive in the order requests parked:
/// the task sleeps until the earliest one, expires what is due, and sleeps again; a request that
/// resumes or ends only leaves the list. No sleep is ever cancelled while the hub lives — a
/// task per parked request, cancelled when it resumed, cost a task each, and on this toolchain
/// a cancelled sleep keeps memory (tens of bytes on a test clock, hundreds on `ContinuousClock`
/// until its deadline).
@MainActor
final class ParkingTimer {
    /// Time since the timer was made, on the hub's clock.
    private let stopwatch: Stopwatch
    /// Parked requests and their deadlines (time since the timer was made), earliest first.
    private var deadlines: [(id: RoutingSession.ID, deadline: Duration)] = []
    private var task: Task<Void, Never>?
    /// Expires one request whose deadline passed; set by the hub.
    var expire: (RoutingSession.ID) -> Void = { _ in }

    init(clock: any Clock<Duration>) {
        stopwatch = Stopwatch(clock)
    }

    deinit {
        task?.cancel()
    }

    /// `id` expires `timeout` from now unless it leaves first.
    func start(_ id: RoutingSession.ID, timeout: Duration) {
        let deadline = stopwatch.elapsed + timeout
        // Deadlines come in order with one timeout; keep the list sorted whatever the timeout.
        let index = deadlines.lastIndex { $0.deadline <= deadline }.map { $0 + 1 } ?? 0
        deadlines.insert((id, deadline), at: index)
        guard task == nil else { return }
        let stopwatch = stopwatch
        task = Task { [weak self] in
            while let deadline = self?.nextDeadline() {
                do { try await stopwatch.sleep(until: deadline) } catch { return }
                self?.expireDue()
            }
        }
    }

    /// `id` resumed or ended: it no longer expires.
    func stop(_ id: RoutingSession.ID) {
        // Every ending session asks; mostly nothing is parked.
        guard !deadlines.isEmpty else { return }
        deadlines.removeAll { $0.id == id }
    }

    /// The earliest deadline; `nil` (and the task ends) when nothing is parked.
    private func nextDeadline() -> Duration? {
        guard let first = deadlines.first else {
            task = nil
            return nil
        }
        return first.deadline
    }

    private func expireDue() {
        let now = stopwatch.elapsed
        while let first = deadlines.first, first.deadline <= now {
            deadlines.removeFirst()
            expire(first.id)
        }
    }
}

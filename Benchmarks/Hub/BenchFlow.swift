import Waypoint

/// The screens of the hub suite: the root shown before every operation, and the flow's page.
enum BenchScreen: Destination {
    case home
    case page
}

/// The smallest real flow: a coordinator that pushes one screen when launched, pops it when
/// cancelled, and ends when the user takes its screen away. Both subjects launch this same
/// coordinator, so the difference is the hub's own work.
final class BenchFlow: Coordinator<Never, Void> {
    override func start() async throws {
        try push(BenchScreen.page)
        // The flow has started: its screen is on display and, under the hub, the session and
        // its caller heard `started` while the push reported it. The same moment, taken by the
        // same code, in both subjects; only then is a waiting hub operation resumed.
        StartedMoment.at = ContinuousClock.now
        if let waiting = StartedMoment.waiting {
            StartedMoment.waiting = nil
            waiting.resume()
        }
    }
}

/// When the operation under measurement had its flow started, before anything woke the task
/// waiting for it; and that task, for a hub operation, until then.
@MainActor enum StartedMoment {
    static var at: ContinuousClock.Instant?
    static var waiting: UnsafeContinuation<Void, Never>?
}
